import type { RecordedEvent } from '@hotel/infra/event-store/port';

/**
 * What one committed batch of a projection changed: its read models, the properties whose
 * documents they hold, and which documents (ids and nights, from the events' data). A
 * property's live feed hears only its own changes; an event that belongs to no property (an
 * account's, a property's registration) is `null`, heard by every feed (the notice names read
 * models, ids and dates only, never guest data).
 */
export interface ReadModelChange {
  readonly readModels: readonly string[];
  readonly position: bigint;
  readonly properties: readonly (string | null)[];
  /** Who made the changes (the events' users): an account's own screens hear their own work. */
  readonly actors: readonly string[];
  /**
   * Which documents changed, per read model (see ChangedDocuments); a read model not named
   * here (or no map at all) may have changed anywhere.
   */
  readonly documents?: Readonly<Record<string, ChangedDocuments>>;
}

/** Whose a change is: the properties and the users of the events behind it. */
export interface ChangeScope {
  readonly properties: (string | null)[];
  readonly actors: string[];
  /** What the events changed (absent: not known, anything may have). */
  readonly documents?: ChangedDocuments;
}

/** Ids a notice names at most: past them it says "many" (the screens refetch as without ids). */
export const MAX_CHANGED_IDS = 20;

/** Dates (YYYY-MM-DD, both inclusive): a stay's first night to its departure day. */
export interface Nights {
  readonly from: string;
  readonly to: string;
}

/**
 * Which documents a change touched, from its events' data (never guest data):
 * - `ids`: the reservations, blocks and channel holds the events named ('many': more than
 *   MAX_CHANGED_IDS, or an event named none it could be told by);
 * - `nights`: every night on which what the events changed shows, before and after the change
 *   ('none': the events changed nothing that shows on a night, such as a group opened; 'any':
 *   not bounded — a move whose old dates the event does not carry, a check-out that makes a
 *   room dirty on every date, an event of another kind).
 */
export interface ChangedDocuments {
  readonly ids: readonly string[] | 'many';
  readonly nights: Nights | 'none' | 'any';
}

const NOTHING: ChangedDocuments = { ids: [], nights: 'none' };
const UNKNOWN: ChangedDocuments = { ids: 'many', nights: 'any' };

const hull = (a: Nights, b: Nights): Nights => ({
  from: a.from < b.from ? a.from : b.from,
  to: a.to > b.to ? a.to : b.to,
});

/** Two changes as one: ids together (bounded), nights spanning both. */
export const mergeDocuments = (a: ChangedDocuments, b: ChangedDocuments): ChangedDocuments => {
  let ids: readonly string[] | 'many' = 'many';
  if (a.ids !== 'many' && b.ids !== 'many') {
    const all = [...new Set([...a.ids, ...b.ids])];
    ids = all.length > MAX_CHANGED_IDS ? 'many' : all;
  }
  const nights =
    a.nights === 'any' || b.nights === 'any'
      ? 'any'
      : a.nights === 'none'
        ? b.nights
        : b.nights === 'none'
          ? a.nights
          : hull(a.nights, b.nights);
  return { ids, nights };
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

type Data = Record<string, unknown>;
const record = (value: unknown): Data | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** The nights of `data`'s own dates (checkIn/checkOut, startDate/endDate), if it has both. */
const ownNights = (data: Data | null): Nights | null => {
  if (!data) return null;
  const from = text(data.checkIn) ?? text(data.startDate);
  const to = text(data.checkOut) ?? text(data.endDate);
  if (!from || !to || !DATE.test(from) || !DATE.test(to)) return null;
  return to < from ? { from: to, to: from } : { from, to };
};

/** One document an event names, and the nights it carries for it (if any). */
interface Named {
  readonly id: string;
  readonly nights: Nights | null;
}

const named = (id: unknown, dated: Data | null): Named[] => {
  const value = text(id);
  return value ? [{ id: value, nights: ownNights(dated) }] : [];
};

const reservationsOf = (data: Data): Named[] =>
  (Array.isArray(data.reservationIds) ? data.reservationIds : []).flatMap((id) => named(id, null));

/** Events that bring new documents: all they change shows on their own nights. */
const NEW: Readonly<Record<string, (data: Data) => Named[]>> = {
  ReservationCreated: (data) => named(data.reservationId, data),
  StaysHeld: (data) =>
    (Array.isArray(data.stays) ? data.stays : []).flatMap((stay) =>
      named(record(stay)?.reservationId, record(stay)),
    ),
  RoomsBlocked: (data) =>
    (Array.isArray(data.blocks) ? data.blocks : []).flatMap((block) =>
      named(record(block)?.blockId, record(block)),
    ),
  ChannelHoldPlaced: (data) => named(record(data.hold)?.holdId, record(data.hold)),
};

/** Events that change nothing shown on a night (a group's own document). */
const NO_NIGHTS: ReadonlySet<string> = new Set(['GroupOpened']);

/**
 * Events that change documents already there (and may carry their new dates): what they change
 * shows on the document's nights as known before (from an event of the same batch that
 * brought it) and on the nights they carry. Without the nights before, not bounded.
 */
const OF_KNOWN: Readonly<Record<string, (data: Data) => Named[]>> = {
  ReservationDatesChanged: (data) => named(data.reservationId, data),
  StayChanged: (data) => named(record(data.stay)?.reservationId, record(data.stay)),
  BlockChanged: (data) => named(record(data.block)?.blockId, record(data.block)),
  ChannelHoldMoved: (data) => named(record(data.hold)?.holdId, record(data.hold)),
  ChannelHoldConflicted: (data) => named(record(data.hold)?.holdId, record(data.hold)),
  BlockRemoved: (data) => named(data.blockId, null),
  ChannelHoldReleased: (data) => named(data.holdId, null),
  ReservationsJoinedGroup: (data) => reservationsOf(data),
  ReservationRequestConverted: (data) => reservationsOf(data),
  ...Object.fromEntries(
    [
      'ReservationDiscountSet',
      'ReservationNotesChanged',
      'CancellationFeeChanged',
      'PaymentPosted',
      'PaymentDeleted',
      'ReceivablePaid',
      'IncomeEdited',
      'PaymentRefunded',
      'ServiceItemAdded',
      'ServiceItemRemoved',
      'ExtraBedAdded',
      'ExtraBedRemoved',
      'ReservationTaxAdded',
      'ReservationTaxRemoved',
      'StayGuestSaved',
      'StayGuestRemoved',
      'FolioRoutingSet',
      'PaymentWindowChanged',
      'StayReleased',
    ].map((type) => [type, (data: Data) => named(data.reservationId, null)]),
  ),
};

/**
 * What `handled` events of a batch changed, from their data. `known` holds the nights of the
 * documents the batch brought so far (filled from every event of the batch, handled or not).
 * Any other kind of event (a status change: a check-out makes a room dirty on every date; a
 * room assigned; a setting) is not bounded.
 */
const documentsOf = (
  events: readonly RecordedEvent[],
  handled: ReadonlySet<string>,
): ChangedDocuments => {
  const known = new Map<string, Nights>();
  let documents = NOTHING;
  for (const event of events) {
    const data = record(event.data) ?? {};
    const isHandled = handled.has(event.type);
    let change: ChangedDocuments;
    const brought = NEW[event.type];
    const changing = OF_KNOWN[event.type];
    if (brought) {
      const docs = brought(data);
      for (const doc of docs) if (doc.nights) known.set(doc.id, doc.nights);
      change =
        docs.length === 0 || docs.some((doc) => !doc.nights)
          ? UNKNOWN
          : docs.reduce<ChangedDocuments>(
              (sum, doc) => mergeDocuments(sum, { ids: [doc.id], nights: doc.nights ?? 'any' }),
              NOTHING,
            );
    } else if (changing) {
      const docs = changing(data);
      change = docs.length === 0 ? UNKNOWN : NOTHING;
      for (const doc of docs) {
        const before = known.get(doc.id);
        const nights = before && doc.nights ? hull(before, doc.nights) : before;
        change = mergeDocuments(change, { ids: [doc.id], nights: nights ?? 'any' });
        if (nights) known.set(doc.id, nights);
      }
    } else if (NO_NIGHTS.has(event.type)) {
      change = NOTHING;
    } else {
      change = UNKNOWN;
    }
    if (isHandled) documents = mergeDocuments(documents, change);
  }
  return documents;
};

/** The property of an event: the one its command acted in (metadata), or none. */
const propertyOf = (event: RecordedEvent): string | null => {
  const id = event.metadata.propertyId;
  return typeof id === 'string' && id !== '' ? id : null;
};

/** The properties and users of the events a projection handles among `events`, each once. */
export const scopeOf = (
  events: readonly RecordedEvent[],
  handled: ReadonlySet<string>,
): ChangeScope => {
  const properties = new Set<string | null>();
  const actors = new Set<string>();
  for (const event of events) {
    if (!handled.has(event.type)) continue;
    properties.add(propertyOf(event));
    const { userId } = event.metadata;
    if (typeof userId === 'string' && userId !== '') actors.add(userId);
  }
  return {
    properties: [...properties],
    actors: [...actors],
    documents: documentsOf(events, handled),
  };
};

/** The documents of a scope, for each of the read models a batch changed. */
export const documentsByReadModel = (
  readModels: readonly string[],
  documents: ChangedDocuments | undefined,
): Record<string, ChangedDocuments> =>
  documents ? Object.fromEntries(readModels.map((name) => [name, documents])) : {};

/** Read models changed per property, gathered between two reports (the projection worker's). */
export interface PropertyChange {
  readonly property: string | null;
  readonly readModels: readonly string[];
  readonly actors: readonly string[];
  /** Which documents changed, per read model (a read model not named: anywhere). */
  readonly documents: Readonly<Record<string, ChangedDocuments>>;
}

/** Gathers `documents` of `readModels` into `into` (a read model once not bounded stays so). */
export const gatherDocuments = (
  into: Map<string, ChangedDocuments | null>,
  readModels: readonly string[],
  documents: Readonly<Record<string, ChangedDocuments>> | undefined,
): void => {
  for (const name of readModels) {
    const known = into.get(name);
    const added = documents?.[name];
    if (known === null) continue;
    into.set(name, added ? (known === undefined ? added : mergeDocuments(known, added)) : null);
  }
};

/** The read models whose documents are known, from what `gatherDocuments` gathered. */
export const knownDocuments = (
  gathered: ReadonlyMap<string, ChangedDocuments | null>,
): Record<string, ChangedDocuments> => {
  const known: Record<string, ChangedDocuments> = {};
  for (const [name, documents] of gathered) if (documents) known[name] = documents;
  return known;
};

interface Gathered {
  readModels: Set<string>;
  actors: Set<string>;
  documents: Map<string, ChangedDocuments | null>;
}

export class ChangeCollector {
  private byProperty = new Map<string | null, Gathered>();

  add(change: ReadModelChange): void {
    if (change.readModels.length === 0) return;
    for (const property of change.properties) {
      let gathered = this.byProperty.get(property);
      if (!gathered) {
        gathered = { readModels: new Set(), actors: new Set(), documents: new Map() };
        this.byProperty.set(property, gathered);
      }
      for (const name of change.readModels) gathered.readModels.add(name);
      for (const actor of change.actors) gathered.actors.add(actor);
      gatherDocuments(gathered.documents, change.readModels, change.documents);
    }
  }

  /** What was gathered since the last call, and a fresh start. */
  take(): PropertyChange[] {
    const taken = [...this.byProperty].map(([property, { readModels, actors, documents }]) => ({
      property,
      readModels: [...readModels],
      actors: [...actors],
      documents: knownDocuments(documents),
    }));
    this.byProperty = new Map();
    return taken;
  }
}

/** How a notice names one read model's changed documents (JSON; never guest data). */
export interface ChangedNotice {
  /** The reservations, blocks and holds changed; absent: more than MAX_CHANGED_IDS, or unknown. */
  ids?: string[];
  /** First night and departure day (inclusive) of all that changed; absent: anywhere. */
  from?: string;
  to?: string;
}

/** The `changed` of a notice: the read models whose documents are known, and nothing else. */
export const changedNotice = (
  documents: Readonly<Record<string, ChangedDocuments>>,
): Record<string, ChangedNotice> | undefined => {
  const changed: Record<string, ChangedNotice> = {};
  for (const [name, { ids, nights }] of Object.entries(documents)) {
    const notice: ChangedNotice = {
      ...(ids !== 'many' ? { ids: [...ids] } : {}),
      ...(nights !== 'any' && nights !== 'none' ? { from: nights.from, to: nights.to } : {}),
    };
    if (notice.ids || notice.from) changed[name] = notice;
  }
  return Object.keys(changed).length > 0 ? changed : undefined;
};
