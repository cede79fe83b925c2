import type { EventMetadata } from '@hotel/events/metadata';
import { streams } from '@hotel/events/streams';
import type { EventStore } from '@hotel/infra/event-store/port';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import type { ReadSession, ReadStore } from '@hotel/infra/read-store/port';
import { actorAt, type AuditActor, auditActors } from '../audit/projection';
import type { ProjectedEvent } from '../runtime/projection';
import { toProjected } from '../runtime/to-projected';
import { type ReservationDoc, reservationsProjection, RESERVATIONS } from './projection';
import { detailsOf } from './history-details';

/**
 * A reservation's history (docs/reservations.md, "History and as-of"): every event of its
 * stream — the reservation's and its folio's — read from the event store, each with who did
 * it (named as they were then, from the audit's record of names), when, what, and which of the
 * detail's fields it changed. The detail document before and after each event comes from the
 * reservations projection's own handlers, applied to a scratch in-memory store: one fold, so
 * the history, the as-of view and the live detail can never disagree.
 */

/** Someone who made a change, as the UI names them. */
export interface HistoryPerson {
  userId: string;
  /** As they were named at the time; null when the account is unknown to the audit. */
  name: string | null;
  email: string | null;
}

export type HistoryActor =
  /** A member of staff (or the owner). */
  | { kind: 'user'; user: HistoryPerson }
  /** The night audit: run automatically (`user` null) or performed by someone. */
  | { kind: 'nightAudit'; user: HistoryPerson | null }
  /** A guest on the public online booking page (no account). */
  | { kind: 'onlineBooking' }
  /** The system itself (seeding, a job `system:{name}`). */
  | { kind: 'system'; name: string | null };

/** The detail's fields a change is shown by, in the order the UI lists them. */
export const HISTORY_FIELDS = [
  'status',
  'stayType',
  'checkIn',
  'checkOut',
  'arrivalTime',
  'exitTime',
  'hours',
  'roomType',
  'ratePlan',
  'room',
  'discount',
  'cancellationFee',
  'notes',
  'amount',
  'paid',
  'balance',
] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];

export interface FieldChange {
  field: HistoryField;
  before: unknown;
  after: unknown;
  /** A named field's (room type, rate plan) English copies, when the names have them. */
  beforeEn?: string;
  afterEn?: string;
}

export interface HistoryEntry {
  /** The event's id, type and revision in the reservation's stream. */
  id: string;
  type: string;
  revision: number;
  /** ISO instant (metadata occurredAt). */
  occurredAt: string;
  commandType: string;
  actor: HistoryActor;
  /** What the sentence needs (by type; empty for types the UI names by type alone). */
  details: Record<string, unknown>;
  /** The detail's fields this event changed, before → after. */
  changes: FieldChange[];
}

const NIGHT_AUDIT_USER = 'system:night-audit';
const NIGHT_AUDIT_COMMAND = 'PerformNightAudit';

/** What names the actor of an event: its metadata, and the account's name then (if one). */
export interface ActorRecord {
  readonly userId: string;
  readonly commandType: string;
  readonly actor: AuditActor | null;
}

/** Who an event names as its actor, in the UI's terms. */
export const historyActorOf = (record: ActorRecord): HistoryActor => {
  const { userId, commandType } = record;
  const person = (actor: AuditActor | null): HistoryPerson => ({
    userId,
    name: actor?.name ?? null,
    email: actor?.email ?? null,
  });
  if (userId === NIGHT_AUDIT_USER) return { kind: 'nightAudit', user: null };
  if (userId === 'anonymous') return { kind: 'onlineBooking' };
  if (userId === 'system') return { kind: 'system', name: null };
  if (userId.startsWith('system:')) return { kind: 'system', name: userId.slice('system:'.length) };
  if (commandType === NIGHT_AUDIT_COMMAND) {
    return { kind: 'nightAudit', user: person(record.actor ?? null) };
  }
  return { kind: 'user', user: person(record.actor ?? null) };
};

/** The events of these streams as the projections see them (upcast), in the log's order. */
const streamEvents = async (
  eventStore: EventStore,
  streamNames: readonly string[],
): Promise<ProjectedEvent[]> =>
  (await Promise.all(streamNames.map((name) => eventStore.readStream(name))))
    .flat()
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0))
    .map(toProjected);

const handled = new Set(reservationsProjection.handles);

/**
 * Applies events to a scratch in-memory store with the reservations projection and hands the
 * session to `read`; the store is thrown away afterwards.
 */
const folded = async <R>(
  read: (apply: (event: ProjectedEvent) => Promise<void>, session: ReadSession) => Promise<R>,
): Promise<R> => {
  const scratch = new EmbeddedReadStore({ path: ':memory:' });
  try {
    return await scratch.withTransaction((session) =>
      read(async (event) => {
        if (handled.has(event.type)) await reservationsProjection.apply(event, session);
      }, session),
    );
  } finally {
    await scratch.close();
  }
};

/** A copy of the reservation as the scratch store holds it now (later writes may mutate it). */
const current = async (session: ReadSession, id: string): Promise<ReservationDoc | null> => {
  const [doc] = await session.collection<ReservationDoc>(RESERVATIONS).find({ _id: id });
  return doc ? structuredClone(doc) : null;
};

const tracked = (doc: ReservationDoc): Record<HistoryField, unknown> => ({
  status: doc.status,
  stayType: doc.stayType,
  checkIn: doc.checkIn,
  checkOut: doc.checkOut,
  arrivalTime: doc.arrivalTime,
  exitTime: doc.exitTime,
  hours: doc.hours,
  roomType: doc.roomTypeClone.name,
  ratePlan: doc.ratePlanClone?.name ?? null,
  room: doc.roomClone?.name ?? null,
  discount: doc.discount > 0 ? { discountType: doc.discountType, discount: doc.discount } : null,
  cancellationFee: doc.cancellation,
  notes: doc.notes,
  amount: doc.amount,
  paid: doc.paid,
  balance: doc.balance,
});

/** The tracked fields that differ between two states of the reservation. */
export const changesBetween = (
  before: ReservationDoc | null,
  after: ReservationDoc | null,
): FieldChange[] => {
  if (!before || !after) return [];
  const [was, is] = [tracked(before), tracked(after)];
  const [wasEn, isEn] = [englishNames(before), englishNames(after)];
  return HISTORY_FIELDS.filter(
    (field) => JSON.stringify(was[field] ?? null) !== JSON.stringify(is[field] ?? null),
  ).map((field) => ({
    field,
    before: was[field] ?? null,
    after: is[field] ?? null,
    ...(wasEn[field] ? { beforeEn: wasEn[field] } : {}),
    ...(isEn[field] ? { afterEn: isEn[field] } : {}),
  }));
};

/** The English names of the named fields (absent when the hotel gave none). */
const englishNames = (doc: ReservationDoc): Partial<Record<HistoryField, string>> => ({
  ...(doc.roomTypeClone.nameEn?.trim() ? { roomType: doc.roomTypeClone.nameEn } : {}),
  ...(doc.ratePlanClone?.nameEn?.trim() ? { ratePlan: doc.ratePlanClone.nameEn } : {}),
});

/**
 * Every event of a reservation of the property, oldest first, with who, when, what and what
 * changed; null when the property has no such reservation.
 */
export const reservationHistory = async (
  readStore: ReadStore,
  eventStore: EventStore,
  propertyId: string,
  id: string,
): Promise<HistoryEntry[] | null> => {
  const owned = await readStore
    .collection<ReservationDoc>(RESERVATIONS)
    .findOne({ _id: id, propertyId });
  if (!owned) return null;
  const events = await streamEvents(eventStore, [streams.reservation(id)]);
  const actors = await auditActors(
    readStore,
    events.map((event) => event.metadata.userId),
  );
  return folded(async (apply, session) => {
    const entries: HistoryEntry[] = [];
    let before = await current(session, id);
    for (const event of events) {
      const { userId, commandType, occurredAt }: EventMetadata = event.metadata;
      await apply(event);
      const after = await current(session, id);
      entries.push({
        id: event.id,
        type: event.type,
        revision: Number(event.revision),
        occurredAt,
        commandType,
        actor: historyActorOf({
          userId,
          commandType,
          actor: actorAt(actors.get(userId), event.position),
        }),
        details: detailsOf({ type: event.type, commandType }, event.data, before, after),
        changes: changesBetween(before, after),
      });
      before = after;
    }
    return entries;
  });
};

/**
 * The reservation as it stood at `asOf` (an ISO instant): the projection's fold of its
 * events — its own stream, its group's and its request's conversion — that occurred at or
 * before then, in the order the projection applied them. Null when the property has no such
 * reservation or it did not exist yet.
 */
export const reservationAsOf = async (
  readStore: ReadStore,
  eventStore: EventStore,
  propertyId: string,
  id: string,
  asOf: string,
): Promise<ReservationDoc | null> => {
  const owned = await readStore
    .collection<ReservationDoc>(RESERVATIONS)
    .findOne({ _id: id, propertyId });
  if (!owned) return null;
  const until = Date.parse(asOf);
  const events = (
    await streamEvents(eventStore, [
      streams.reservation(id),
      streams.group(owned.groupId),
      ...(owned.resReqId ? [streams.reservationRequest(owned.resReqId)] : []),
    ])
  ).filter((event) => Date.parse(event.metadata.occurredAt) <= until);
  return folded(async (apply, session) => {
    for (const event of events) await apply(event);
    return current(session, id);
  });
};
