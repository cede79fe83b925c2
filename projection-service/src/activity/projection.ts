import { type AnyDomainEvent, domainEventTypes } from '@hotel/events/catalogue';
import { COMMAND_HANDLED, type CommandHandled } from '@hotel/events/command-handled';
import type {
  ReservationCreated,
  ReservationDatesChanged,
  ReservationDiscountSet,
  ReservationNotesChanged,
  ReservationRoomAssigned,
  ReservationRoomTypeChanged,
  ReservationStatusChanged,
} from '@hotel/events/reservations/events';
import { categoryOf } from '@hotel/events/streams';
import type { Document, ReadSession } from '@hotel/infra/read-store/port';
import type { ProjectedEvent, Projection } from '../runtime/projection';
import { type ActivityArea, areaOf, isUnlogged } from './areas';

/** One document per handled command of a property (docs/activity.md). */
export const ACTIVITY = 'activity';
/** Per property and day (UTC): how many commands, by area, user and both (the page's walk). */
export const ACTIVITY_DAYS = 'activity_days';
/** One per command and reservation it wrote to (the reservation filter). */
export const ACTIVITY_LINKS = 'activity_links';
/** Per property and user: how many commands (the user filter's choices). */
export const ACTIVITY_USERS = 'activity_users';
/** What the log needs of each reservation: its number and the fields a change is shown by. */
const ACTIVITY_RESERVATIONS = 'activity_reservations';
/** Names of settings items by id, so a removal can name what it removed. */
const ACTIVITY_NAMES = 'activity_names';

/** The fields of a reservation whose before → after the log shows. */
export const ACTIVITY_FIELDS = [
  'status',
  'checkIn',
  'checkOut',
  'roomType',
  'room',
  'discount',
  'notes',
] as const;
/** Fields of a change that is not a reservation's: the night audit releasing an allotment. */
export const ACTIVITY_OTHER_FIELDS = ['allotmentReleased'] as const;
export type ActivityField =
  (typeof ACTIVITY_FIELDS)[number] | (typeof ACTIVITY_OTHER_FIELDS)[number];
type Snapshot = Record<(typeof ACTIVITY_FIELDS)[number], string | number | null>;

export interface ActivityChange {
  /** The reservation it happened to. */
  number: number | null;
  field: ActivityField;
  before: string | number | null;
  after: string | number | null;
}

export interface ActivityReservation {
  id: string;
  number: number | null;
}

/** At most this many changes and reservations are kept on a command's document. */
export const MAX_CHANGES = 10;
export const MAX_RESERVATIONS = 5;

export interface ActivityDoc extends Document {
  /** The command id. */
  propertyId: string;
  commandType: string;
  area: ActivityArea;
  userId: string;
  /** ISO instant the command was decided (metadata occurredAt); `day` its UTC date. */
  at: string;
  day: string;
  /** Global position of its record: the log's order within a day, and names as of then. */
  pos: number;
  status: number;
  /** The reservations it wrote to (the first few) and how many in all. */
  reservations: ActivityReservation[];
  reservationCount: number;
  /** The setting, room type, rate plan… it named, when its events name one. */
  subject: string | null;
  /** Money it moved, in tugrik (payments, fees, invoices), when its events carry an amount. */
  amount: number | null;
  changes: ActivityChange[];
  /** Changes beyond MAX_CHANGES (a night audit changes many stays). */
  moreChanges: number;
}

/** What domain events leave on a command's document before its CommandHandled record. */
type PendingDoc = Document &
  Partial<Pick<ActivityDoc, 'subject' | 'amount' | 'changes'>> & {
    moreChanges?: number;
  };

export interface ActivityDayDoc extends Document {
  propertyId: string;
  day: string;
  count: number;
  /** `a:{area}`, `u:{userId}`, `au:{area}:{userId}` → commands. */
  counts: Record<string, number>;
}

export interface ActivityLinkDoc extends Document {
  propertyId: string;
  reservationId: string;
  commandId: string;
  area: ActivityArea;
  userId: string;
  at: string;
  day: string;
  pos: number;
}

export interface ActivityUserDoc extends Document {
  propertyId: string;
  userId: string;
  count: number;
  lastAt: string;
}

interface ReservationSnapshotDoc extends Document, Snapshot {
  number: number;
}

/** The keys of a day's counts for a command (and the filters that read them). */
export const countKeys = {
  area: (area: string) => `a:${area}`,
  user: (userId: string) => `u:${userId}`,
  areaUser: (area: string, userId: string) => `au:${area}:${userId}`,
};

const RESERVATION_EVENTS = new Set([
  'ReservationCreated',
  'ReservationStatusChanged',
  'ReservationDatesChanged',
  'ReservationRoomAssigned',
  'ReservationRoomTypeChanged',
  'ReservationDiscountSet',
  'ReservationNotesChanged',
]);

/** Fields never read from an event, whatever they are called on (no secret enters the log). */
const SECRET = /password|token|secret|hash/i;

const byId = async <T extends Document>(session: ReadSession, collection: string, id: string) =>
  (await session.collection<T>(collection).find({ _id: id }))[0] ?? null;

const discountOf = (type: string, value: number): string | null =>
  value > 0 ? (type === 'percent' ? `${value}%` : `${value}₮`) : null;

/** The reservation's tracked fields after a reservation event, from the fields before. */
const nextSnapshot = (type: string, data: unknown, was: Snapshot): Snapshot => {
  switch (type) {
    case 'ReservationStatusChanged': {
      const d = data as ReservationStatusChanged['data'];
      return { ...was, status: d.to, checkOut: d.checkOut ?? was.checkOut };
    }
    case 'ReservationDatesChanged': {
      const d = data as ReservationDatesChanged['data'];
      return { ...was, checkIn: d.checkIn, checkOut: d.checkOut };
    }
    case 'ReservationRoomAssigned': {
      const d = data as ReservationRoomAssigned['data'];
      return { ...was, room: d.roomClone?.name ?? null };
    }
    case 'ReservationRoomTypeChanged': {
      const d = data as ReservationRoomTypeChanged['data'];
      return { ...was, roomType: d.roomTypeClone.name, room: d.roomClone?.name ?? null };
    }
    case 'ReservationDiscountSet': {
      const d = data as ReservationDiscountSet['data'];
      return { ...was, discount: discountOf(d.discountType, d.discount) };
    }
    case 'ReservationNotesChanged': {
      const d = data as ReservationNotesChanged['data'];
      return { ...was, notes: d.notes };
    }
    default:
      return was;
  }
};

const snapshotOf = (doc: ReservationSnapshotDoc): Snapshot => {
  const out = {} as Snapshot;
  for (const field of ACTIVITY_FIELDS) out[field] = doc[field] ?? null;
  return out;
};

/** The event's own name for what it is about (a setting, room type, rate plan…), if any. */
const nameIn = (data: Record<string, unknown>): string | null => {
  for (const key of ['name', 'title']) {
    const value = data[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
};

/**
 * The ids an event names (`…Id` or `id`), other than the property's and a reservation's, in
 * the data's order: the first is what the event is about (`roomId` before `roomTypeId`).
 */
const idsIn = (data: Record<string, unknown>): string[] =>
  Object.entries(data)
    .filter(
      ([key, value]) =>
        typeof value === 'string' &&
        (key === 'id' || key.endsWith('Id')) &&
        key !== 'propertyId' &&
        key !== 'reservationId' &&
        key !== 'groupId' &&
        !SECRET.test(key),
    )
    .map(([, value]) => value as string);

const amountIn = (data: Record<string, unknown>): number | null => {
  const value = data.amountMnt ?? data.amount;
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
};

/** A domain event of a property: what it leaves on its command's pending document. */
const noteEvent = async (event: ProjectedEvent, propertyId: string, session: ReadSession) => {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const commandId = event.metadata.commandId;
  const activity = session.collection<PendingDoc>(ACTIVITY);
  if (RESERVATION_EVENTS.has(event.type)) {
    const reservations = session.collection<ReservationSnapshotDoc>(ACTIVITY_RESERVATIONS);
    if (event.type === 'ReservationCreated') {
      const d = data as unknown as ReservationCreated['data'];
      await reservations.replaceOne(
        { _id: d.reservationId },
        {
          _id: d.reservationId,
          number: d.number,
          status: d.status,
          checkIn: d.checkIn,
          checkOut: d.checkOut,
          roomType: d.roomTypeClone.name,
          room: d.roomClone?.name ?? null,
          discount: null,
          notes: d.notes,
        },
        { upsert: true },
      );
      return;
    }
    const reservationId = String(data.reservationId);
    const doc = await byId<ReservationSnapshotDoc>(session, ACTIVITY_RESERVATIONS, reservationId);
    if (!doc) return;
    const was = snapshotOf(doc);
    const is = nextSnapshot(event.type, data, was);
    const changed = ACTIVITY_FIELDS.filter((field) => was[field] !== is[field]);
    if (changed.length === 0) return;
    await reservations.replaceOne({ _id: doc._id }, { ...doc, ...is });
    const pending = await byId<PendingDoc>(session, ACTIVITY, commandId);
    const changes = [...(pending?.changes ?? [])];
    let more = pending?.moreChanges ?? 0;
    for (const field of changed) {
      if (changes.length < MAX_CHANGES) {
        changes.push({ number: doc.number, field, before: was[field], after: is[field] });
      } else more += 1;
    }
    await activity.updateOne(
      { _id: commandId },
      { $set: { changes, moreChanges: more } },
      { upsert: true },
    );
    return;
  }
  const names = session.collection(ACTIVITY_NAMES);
  const remember = (id: string, name: string) =>
    names.replaceOne(
      { _id: `${propertyId}|${id}` },
      { _id: `${propertyId}|${id}`, name },
      { upsert: true },
    );
  if (await noteAllotment(event, propertyId, session, remember)) return;
  // Rooms added several at once (`rooms: [{ roomId, name }]`) are named for later commands.
  if (Array.isArray(data.rooms)) {
    for (const room of data.rooms as unknown[]) {
      const { roomId, name } = (room ?? {}) as Record<string, unknown>;
      if (typeof roomId === 'string' && typeof name === 'string') await remember(roomId, name);
    }
  }
  const ids = idsIn(data);
  let subject = nameIn(data);
  if (subject !== null) {
    // The name is the first id's own (a room names itself, not its room type).
    if (ids[0] !== undefined) await remember(ids[0], subject);
  } else {
    for (const id of ids) {
      const known = await byId<Document & { name: string }>(
        session,
        ACTIVITY_NAMES,
        `${propertyId}|${id}`,
      );
      if (known) {
        subject = known.name;
        break;
      }
    }
  }
  const amount = amountIn(data);
  if (subject === null && amount === null) return;
  // The first event to name a subject or an amount names the command's.
  const pending = await byId<PendingDoc>(session, ACTIVITY, commandId);
  const set: Record<string, unknown> = {};
  if (subject !== null && (pending?.subject ?? null) === null) set.subject = subject;
  if (amount !== null && (pending?.amount ?? null) === null) set.amount = amount;
  if (Object.keys(set).length > 0) {
    await activity.updateOne({ _id: commandId }, { $set: set }, { upsert: true });
  }
};

/**
 * Allotment events (docs/allotments.md) name their contract (`№1 partner`); a release by the
 * night audit lists the nights it gave back and the rooms (`2026-11-24: 2`). True when handled.
 */
const noteAllotment = async (
  event: ProjectedEvent,
  propertyId: string,
  session: ReadSession,
  remember: (id: string, name: string) => Promise<unknown>,
): Promise<boolean> => {
  const handled = { type: event.type, data: event.data } as AnyDomainEvent;
  const activity = session.collection<PendingDoc>(ACTIVITY);
  const commandId = event.metadata.commandId;
  if (handled.type === 'AllotmentNightsReleased') {
    const known = await byId<Document & { name: string }>(
      session,
      ACTIVITY_NAMES,
      `${propertyId}|${handled.data.allotmentId}`,
    );
    const pending = await byId<PendingDoc>(session, ACTIVITY, commandId);
    const changes = [...(pending?.changes ?? [])];
    const nights = handled.data.nights.map((n) => `${n.date}: ${n.rooms}`).join(', ');
    if (changes.length < MAX_CHANGES) {
      changes.push({
        number: null,
        field: 'allotmentReleased',
        before: known?.name ?? null,
        after: nights,
      });
      await activity.updateOne({ _id: commandId }, { $set: { changes } }, { upsert: true });
    } else {
      await activity.updateOne(
        { _id: commandId },
        { $set: { moreChanges: (pending?.moreChanges ?? 0) + 1 } },
        { upsert: true },
      );
    }
    return true;
  }
  if (handled.type !== 'AllotmentContracted' && handled.type !== 'AllotmentChanged') return false;
  const { allotmentId, number, partnerName } = handled.data.allotment;
  const name = `№${number} ${partnerName}`;
  await remember(allotmentId, name);
  await activity.updateOne({ _id: commandId }, { $set: { subject: name } }, { upsert: true });
  return true;
};

/** A handled command of a property: its document, its links, its day's and user's counts. */
const recordCommand = async (event: ProjectedEvent, propertyId: string, session: ReadSession) => {
  const d = event.data as CommandHandled;
  if (isUnlogged(d.commandType, d.streams)) return;
  const { commandId, userId, occurredAt } = event.metadata;
  const area = areaOf(d.commandType, d.streams);
  const day = occurredAt.slice(0, 10);
  const pos = Number(event.position);
  const reservationIds = [
    ...new Set(
      d.streams
        .filter((name) => categoryOf(name) === 'reservation')
        .map((name) => name.slice('reservation-'.length)),
    ),
  ];
  const reservations: ActivityReservation[] = [];
  for (const id of reservationIds.slice(0, MAX_RESERVATIONS)) {
    const known = await byId<ReservationSnapshotDoc>(session, ACTIVITY_RESERVATIONS, id);
    reservations.push({ id, number: known?.number ?? null });
  }
  const pending = await byId<PendingDoc>(session, ACTIVITY, commandId);
  const doc: ActivityDoc = {
    _id: commandId,
    propertyId,
    commandType: d.commandType,
    area,
    userId,
    at: occurredAt,
    day,
    pos,
    status: d.status,
    reservations,
    reservationCount: reservationIds.length,
    subject: pending?.subject ?? null,
    amount: pending?.amount ?? null,
    changes: pending?.changes ?? [],
    moreChanges: pending?.moreChanges ?? 0,
  };
  await session.collection<ActivityDoc>(ACTIVITY).replaceOne({ _id: commandId }, doc, {
    upsert: true,
  });
  const links = session.collection<ActivityLinkDoc>(ACTIVITY_LINKS);
  for (const reservationId of reservationIds) {
    const _id = `${commandId}|${reservationId}`;
    await links.replaceOne(
      { _id },
      { _id, propertyId, reservationId, commandId, area, userId, at: occurredAt, day, pos },
      { upsert: true },
    );
  }
  await session.collection<ActivityDayDoc>(ACTIVITY_DAYS).updateOne(
    { _id: `${propertyId}|${day}` },
    {
      $set: { propertyId, day },
      $inc: {
        count: 1,
        [`counts.${countKeys.area(area)}`]: 1,
        [`counts.${countKeys.user(userId)}`]: 1,
        [`counts.${countKeys.areaUser(area, userId)}`]: 1,
      },
    },
    { upsert: true },
  );
  await session
    .collection<ActivityUserDoc>(ACTIVITY_USERS)
    .updateOne(
      { _id: `${propertyId}|${userId}` },
      { $set: { propertyId, userId, lastAt: occurredAt }, $inc: { count: 1 } },
      { upsert: true },
    );
};

/**
 * The property-wide activity log (read model `activity`, docs/activity.md): one document per
 * handled command of a property — who, when, what, which reservation or setting, before →
 * after where the events carry one — built from the CommandHandled record the pipeline appends
 * atomically with the command's events (and those events, which come before it in the same
 * append). Counts per day, area and user are kept, so a filtered page walks the property's days
 * from the newest and reads only the days the page lies on. Commands outside a property (login,
 * registering an account) are not a property's activity. No request body, answer or secret is
 * ever copied: only names, numbers, dates and the tracked fields of a reservation.
 */
export const activityProjection: Projection = {
  name: 'activity',
  // 2: a name belongs to the event's first id; rooms added at once are named.
  version: 2,
  collections: [
    ACTIVITY,
    ACTIVITY_DAYS,
    ACTIVITY_LINKS,
    ACTIVITY_USERS,
    ACTIVITY_RESERVATIONS,
    ACTIVITY_NAMES,
  ],
  readModels: ['activity'],
  handles: [...domainEventTypes, COMMAND_HANDLED],
  setup: async (store) => {
    await store.collection(ACTIVITY).createIndex({ propertyId: 1, day: 1 });
    await store.collection(ACTIVITY_DAYS).createIndex({ propertyId: 1, day: 1 });
    await store.collection(ACTIVITY_LINKS).createIndex({ propertyId: 1, reservationId: 1 });
    await store.collection(ACTIVITY_USERS).createIndex({ propertyId: 1 });
  },
  apply: async (event, session) => {
    const propertyId = event.metadata.propertyId;
    if (!propertyId) return;
    if (event.type === COMMAND_HANDLED) await recordCommand(event, propertyId, session);
    else await noteEvent(event, propertyId, session);
  },
};
