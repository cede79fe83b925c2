import { registerAccountCommand } from '@hotel/command-service/account/routes';
import { scopedCommandId } from '@hotel/command-service/http/command-route';
import { systemContext } from '@hotel/command-service/pipeline/context';
import { createCommandPipeline } from '@hotel/command-service/pipeline/handle-command';
import { registerPropertyCommand } from '@hotel/command-service/property/routes';
import { addDays, dateInTimeZone, DEFAULT_TIME_ZONE } from '@hotel/events/dates';
import { deriveId } from '@hotel/events/ids';
import { streams } from '@hotel/events/streams';
import type { BlobStore } from '@hotel/infra/blob-store/port';
import type { EventStore } from '@hotel/infra/event-store/port';
import type { Logger } from '@hotel/infra/logging';
import { openDemoCaller } from './demo/client';
import { DemoClock } from './demo/clock';
import { liveThroughHistory } from './demo/history';
import { furnishHotel, type RoomTypeKey } from './demo/hotel';
import { HISTORY_DAYS, planDemo } from './demo/plan';

/**
 * Fixed command ids (and Idempotency-Keys, see scripts/demo/) make seeding idempotent: a second
 * start adds nothing, and a seed cut short is finished by the next start. "v2": the furnished
 * hotel; a store seeded by the empty v1 demo is left as it is.
 */
const DEMO_ACCOUNT_COMMAND = 'demo-seed-account-v2';
const DEMO_PROPERTY_COMMAND = 'demo-seed-property-v2';
/** The seed's last command: once it is recorded, the demo is complete. */
const LAST_KEY = 'demo-v2:done:vip-note';
const LAST_TYPE = 'ChangeReservationNotes';

export const DEMO_LOGIN = { email: 'demo@hotel.mn', password: 'demo-hotel-2026' } as const;
export const DEMO_OWNER_ID = deriveId(DEMO_ACCOUNT_COMMAND, 'account');
export const DEMO_PROPERTY_ID = deriveId(DEMO_PROPERTY_COMMAND, 'property');
export const DEMO_PROPERTY_NAME = 'Туул Ривер Зочид Буудал';

export interface DemoSeedResult {
  /** 'seeded': written now; 'present': there already; 'skipped': the store holds other data. */
  readonly outcome: 'seeded' | 'present' | 'skipped';
  readonly propertyId: string;
  /** The first day of the demo's history and today (its working date). */
  readonly firstDay: string | null;
  readonly today: string | null;
  readonly commands: number;
  readonly reservations: number;
  readonly ms: number;
  readonly logins: readonly {
    readonly role: string;
    readonly email: string;
    readonly password: string;
  }[];
}

/** Whether the store holds anything but write probes (see WriteProbe). */
const holdsData = async (eventStore: EventStore): Promise<boolean> =>
  (await eventStore.readAll({ maxCount: 20 })).some(
    (event) => event.type !== 'StoreWriteProbed' && !event.type.startsWith('$'),
  );

const streamExists = async (eventStore: EventStore, name: string): Promise<boolean> =>
  (await eventStore.readStream(name, { maxCount: 1 })).length > 0;

/**
 * An empty store gets a furnished demo hotel in Ulaanbaatar (scripts/demo/, docs/demo.md):
 * its owner registers three weeks ago, furnishes it, and the hotel lives through those weeks
 * day by day, night audit after night audit, up to today, all through the real command API
 * and its pipeline, so everything is ordinary event history. Everything is relative to today.
 */
export const seedDemo = async ({
  eventStore,
  logger,
  publicUrl,
  blobStore,
  now = () => new Date(),
  storeWritable,
  quiet = false,
}: {
  eventStore: EventStore;
  logger: Logger;
  publicUrl: string;
  /** Where images would go (the demo uploads none; the command API needs one). */
  blobStore: BlobStore;
  now?: () => Date;
  /** Whether the store accepts writes yet (KurrentDB right after start; see WriteProbe). */
  storeWritable?: () => boolean;
  /** No printed logins (the caller prints `demoBanner` itself, or a test). */
  quiet?: boolean;
}): Promise<DemoSeedResult> => {
  const started = performance.now();
  const accountRecorded = await streamExists(eventStore, streams.command(DEMO_ACCOUNT_COMMAND));
  const base = { propertyId: DEMO_PROPERTY_ID, commands: 0, reservations: 0 };
  if (!accountRecorded && (await holdsData(eventStore))) {
    return {
      ...base,
      outcome: 'skipped',
      firstDay: null,
      today: null,
      ms: performance.now() - started,
      logins: [],
    };
  }
  const lastCommand = scopedCommandId({
    key: LAST_KEY,
    userId: DEMO_OWNER_ID,
    propertyId: DEMO_PROPERTY_ID,
    commandType: LAST_TYPE,
  });
  // The history starts on the day the owner registered (a seed cut short goes on from there).
  let firstDay = addDays(dateInTimeZone(now(), DEFAULT_TIME_ZONE), -HISTORY_DAYS);
  if (accountRecorded) {
    const [registered] = await eventStore.readStream(streams.account(DEMO_OWNER_ID), {
      maxCount: 1,
    });
    const at = registered?.metadata.occurredAt;
    if (typeof at === 'string') firstDay = dateInTimeZone(at, DEFAULT_TIME_ZONE);
  }
  const today = addDays(firstDay, HISTORY_DAYS);
  const logins = [
    { role: 'owner', email: DEMO_LOGIN.email, password: DEMO_LOGIN.password },
    { role: 'front desk', email: 'reception@hotel.mn', password: 'reception-2026' },
    { role: 'housekeeping', email: 'housekeeping@hotel.mn', password: 'housekeeping-2026' },
  ];
  if (await streamExists(eventStore, streams.command(lastCommand))) {
    const present = {
      ...base,
      outcome: 'present' as const,
      firstDay,
      today,
      ms: performance.now() - started,
      logins,
    };
    if (!quiet) console.warn(demoBanner(present, publicUrl));
    return present;
  }
  // KurrentDB may answer reads before it accepts writes (see WriteProbe).
  for (let waited = 0; storeWritable && !storeWritable() && waited < 60_000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const clock = new DemoClock(firstDay, now);
  const pipeline = createCommandPipeline({ eventStore });
  clock.day(firstDay, '08:30');
  await pipeline(
    registerAccountCommand.handler,
    {
      name: 'Болдын Тэмүүжин',
      position: 'Гүйцэтгэх захирал',
      phoneNumber: '+976 9911 2233',
      ...DEMO_LOGIN,
    },
    systemContext(DEMO_ACCOUNT_COMMAND, registerAccountCommand.type, {
      now: clock.now().toISOString(),
    }),
  );
  clock.setTime('08:45');
  await pipeline(
    registerPropertyCommand.handler,
    {
      name: DEMO_PROPERTY_NAME,
      registerNo: '6543210',
      companyName: 'Туул Ривер ХХК',
      email: 'frontdesk@tuul-river.mn',
      phone: '+976 7011 2233',
    },
    systemContext(DEMO_PROPERTY_COMMAND, registerPropertyCommand.type, {
      userId: DEMO_OWNER_ID,
      propertyId: DEMO_PROPERTY_ID,
      now: clock.now().toISOString(),
    }),
  );

  const caller = await openDemoCaller({
    eventStore,
    pipeline,
    logger,
    blobStore,
    publicUrl,
    clock,
  });
  let reservations = 0;
  try {
    const hotel = await furnishHotel({
      caller,
      clock,
      pipeline,
      propertyId: DEMO_PROPERTY_ID,
      ownerId: DEMO_OWNER_ID,
      propertyName: DEMO_PROPERTY_NAME,
    });
    const rooms = (key: RoomTypeKey) => ({
      names: hotel.roomTypes[key].rooms.map((r) => r.name),
      adults: hotel.roomTypes[key].adults,
      children: hotel.roomTypes[key].children,
    });
    const plan = planDemo({
      today,
      rooms: {
        twin: rooms('twin'),
        deluxe: rooms('deluxe'),
        family: rooms('family'),
        suite: rooms('suite'),
      },
    });
    ({ reservations } = await liveThroughHistory({ caller, clock, pipeline, hotel, plan }));
  } finally {
    await caller.close();
  }
  const ms = performance.now() - started;
  logger.info(
    { propertyId: DEMO_PROPERTY_ID, commands: caller.sent() + 2, reservations, ms: Math.round(ms) },
    `demo hotel seeded: "${DEMO_PROPERTY_NAME}"`,
  );
  const result = {
    ...base,
    outcome: 'seeded' as const,
    firstDay,
    today,
    commands: caller.sent() + 2,
    reservations,
    ms,
    logins,
  };
  if (!quiet) console.warn(demoBanner(result, publicUrl));
  return result;
};

/** The lines `npm start` prints: the demo hotel and its three logins. */
export const demoBanner = (result: DemoSeedResult, publicUrl: string): string =>
  `\n  Demo hotel: ${DEMO_PROPERTY_NAME} (working date ${result.today ?? '?'})\n` +
  `  Log in at ${publicUrl}/login as\n` +
  result.logins
    .map((l) => `    ${l.role.padEnd(13)} ${l.email.padEnd(24)} password ${l.password}\n`)
    .join('');
