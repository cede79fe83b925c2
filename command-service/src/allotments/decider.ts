import type {
  AllotmentEvent,
  AllotmentNightsReleased,
  AllotmentTerms,
} from '@hotel/events/allotments/events';
import type {
  CancelAllotment,
  ChangeAllotment,
  CreateAllotment,
} from '@hotel/events/allotments/commands';
import { addDays } from '@hotel/events/dates';
import { deriveId } from '@hotel/events/ids';
import { NotFound, RuleBroken, Unavailable } from '@hotel/events/rule-broken';
import type { InventoryState } from '../inventory/decider';
import type { LedgerState } from '../reservations/ledger';
import { ledgerStays } from '../reservations/ledger-queries';
import { roomsViewOf } from '../reservations/world';
import { type LedgerAllotment, nightCount, nightsOf } from './allotment-nights';
import { nightsShort } from './placement';

/** The longest contract, in nights (a year's contract is renewed as a new one). */
export const MAX_ALLOTMENT_NIGHTS = 366;
/** The failing nights a refusal quotes (the rest are counted). */
const QUOTED_NIGHTS = 10;

/** What an allotment decision is decided against besides the command. */
export interface AllotmentWorld {
  readonly propertyId: string;
  readonly workingDate: string;
  readonly inventory: InventoryState;
  /** The property's partners (settings), by id. */
  readonly partners: ReadonlyMap<string, { readonly name: string }>;
  readonly ledger: LedgerState;
}

export interface AllotmentContext {
  readonly commandId: string;
  readonly now: string;
}

const overlaps = (a: AllotmentTerms, b: AllotmentTerms) =>
  a.firstNight <= b.lastNight && b.firstNight <= a.lastNight;

const quoted = (nights: readonly string[]): string =>
  nights.length <= QUOTED_NIGHTS
    ? nights.join(', ')
    : `${nights.slice(0, QUOTED_NIGHTS).join(', ')} (+${nights.length - QUOTED_NIGHTS})`;

/**
 * The rules every contract's terms keep (docs/allotments.md): nights in order and at most a
 * year, rooms more than 0 and no more than the type has, release days not negative, no other
 * contract of the partner for the type over the same nights, and on every night the type has
 * that many rooms unsold (the ledger decides; 409 with the nights that fail).
 */
const requireTerms = (
  terms: AllotmentTerms,
  world: AllotmentWorld,
  context: AllotmentContext,
  was: LedgerAllotment | null,
) => {
  if (terms.lastNight < terms.firstNight) {
    throw new RuleBroken('allotment.nightsOrder', {}, 'lastNight');
  }
  if (nightCount(terms) > MAX_ALLOTMENT_NIGHTS) {
    throw new RuleBroken('allotment.tooLong', { max: MAX_ALLOTMENT_NIGHTS }, 'lastNight');
  }
  // Nights before the working date are history: a contract starts today or later (a change
  // may keep the first night it had).
  if (terms.firstNight < world.workingDate && terms.firstNight !== was?.firstNight) {
    throw new RuleBroken('allotment.pastNight', { date: world.workingDate }, 'firstNight');
  }
  if (terms.rooms <= 0) throw new RuleBroken('allotment.roomsPositive', {}, 'rooms');
  const rooms = roomsViewOf(world.inventory);
  const roomType = rooms.roomTypeName(terms.roomTypeId);
  const total = rooms.roomsOfType(terms.roomTypeId).length;
  if (terms.rooms > total) {
    throw new RuleBroken('allotment.tooManyRooms', { roomType, total }, 'rooms');
  }
  if (terms.releaseDays < 0) {
    throw new RuleBroken('allotment.releaseDaysNegative', {}, 'releaseDays');
  }
  for (const other of world.ledger.allotments.values()) {
    if (other.allotmentId === terms.allotmentId) continue;
    if (other.partnerId !== terms.partnerId || other.roomTypeId !== terms.roomTypeId) continue;
    if (!overlaps(other, terms)) continue;
    throw new RuleBroken(
      'allotment.overlaps',
      {
        partner: terms.partnerName,
        roomType,
        number: other.number,
        first: other.firstNight,
        last: other.lastNight,
      },
      'firstNight',
    );
  }
  const short = nightsShort(
    world.ledger,
    terms,
    was?.released ?? new Map(),
    rooms,
    context.now,
    was?.allotmentId ?? null,
  );
  if (short.length > 0) {
    throw new Unavailable('allotment.notAvailable', { roomType, nights: quoted(short) }, 'rooms');
  }
};

/** POST /api/allotments: a new contract holds its rooms from now on. */
export const createAllotment = (
  command: CreateAllotment,
  world: AllotmentWorld,
  context: AllotmentContext,
): AllotmentEvent[] => {
  const partner = world.partners.get(command.partnerId);
  if (!partner) throw new NotFound('partner');
  if (!world.inventory.roomTypes.has(command.roomTypeId)) throw new NotFound('roomType');
  const terms: AllotmentTerms = {
    allotmentId: deriveId(context.commandId, 'allotment'),
    number: world.ledger.lastAllotmentNumber + 1,
    partnerId: command.partnerId,
    partnerName: partner.name,
    roomTypeId: command.roomTypeId,
    firstNight: command.firstNight,
    lastNight: command.lastNight,
    rooms: command.rooms,
    releaseDays: command.releaseDays,
    rate: command.rate,
  };
  requireTerms(terms, world, context, null);
  return [
    {
      type: 'AllotmentContracted',
      data: { propertyId: world.propertyId, allotment: terms, at: context.now },
    },
  ];
};

const liveAllotment = (world: AllotmentWorld, id: string): LedgerAllotment => {
  const allotment = world.ledger.allotments.get(id);
  if (!allotment) throw new NotFound('allotment');
  return allotment;
};

const termsOf = ({ released: _released, ...terms }: LedgerAllotment): AllotmentTerms => terms;

/**
 * POST /api/allotments/:id: new nights, rooms, release days or rate. Its partner and room type
 * stay (another partner or type is another contract). Nights already released stay released.
 */
export const changeAllotment = (
  command: ChangeAllotment,
  world: AllotmentWorld,
  context: AllotmentContext,
): AllotmentEvent[] => {
  const was = liveAllotment(world, command.id);
  const before = termsOf(was);
  const terms: AllotmentTerms = {
    ...before,
    partnerName: world.partners.get(was.partnerId)?.name ?? was.partnerName,
    firstNight: command.firstNight,
    lastNight: command.lastNight,
    rooms: command.rooms,
    releaseDays: command.releaseDays,
    rate: command.rate,
  };
  const same = (Object.keys(terms) as (keyof AllotmentTerms)[]).every(
    (key) => terms[key] === before[key],
  );
  if (same) return [];
  requireTerms(terms, world, context, was);
  return [
    {
      type: 'AllotmentChanged',
      data: { propertyId: world.propertyId, allotment: terms, before, at: context.now },
    },
  ];
};

/** DELETE /api/allotments/:id: what it still holds is free; the partner's stays stay booked. */
export const cancelAllotment = (
  command: CancelAllotment,
  world: AllotmentWorld,
  context: AllotmentContext,
): AllotmentEvent[] => {
  liveAllotment(world, command.id);
  return [
    {
      type: 'AllotmentCanceled',
      data: { propertyId: world.propertyId, allotmentId: command.id, at: context.now },
    },
  ];
};

/**
 * What the night audit releases when it rolls the working date to `nextDate`: every night of
 * every allotment whose release date (the night less its release days) is on or before
 * `nextDate` and that is not released yet gives back the rooms not picked up (0 when all are) and
 * is closed for the allotment. A night released is never released again, so auditing twice
 * releases nothing twice. `gone` are stays the same audit releases (its no-shows): they pick
 * nothing up.
 */
export const releaseAllotments = (
  ledger: LedgerState,
  propertyId: string,
  nextDate: string,
  gone: ReadonlySet<string> = new Set(),
): AllotmentNightsReleased[] => {
  const events: AllotmentNightsReleased[] = [];
  for (const allotment of ledger.allotments.values()) {
    if (addDays(allotment.firstNight, -allotment.releaseDays) > nextDate) continue;
    const nights = nightsOf(ledgerStays(ledger), allotment, [], gone)
      .filter((night) => night.released === null)
      .filter((night) => addDays(night.date, -allotment.releaseDays) <= nextDate)
      .map((night) => ({ date: night.date, rooms: night.held }));
    if (nights.length === 0) continue;
    events.push({
      type: 'AllotmentNightsReleased',
      data: { propertyId, allotmentId: allotment.allotmentId, workingDate: nextDate, nights },
    });
  }
  return events;
};
