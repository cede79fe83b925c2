import type { AriDirtyRange } from '@hotel/events/channels/ari-events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { deriveId } from '@hotel/events/ids';
import { streams } from '@hotel/events/streams';
import type { EventStore } from '@hotel/infra/event-store/port';
import { systemContext } from '../pipeline/context';
import type { CommandHandler, CommandPipeline } from '../pipeline/handle-command';
import { property } from '../property/decider';
import { ratePlans } from '../rates/decider';
import {
  EVERYTHING,
  type Footprints,
  type StreamEvent,
  type Touched,
  dirtyRanges,
  ledgerTouched,
  rateTouched,
} from './ari-changes';
import { type AriContext, ariOutbox, horizonOf, queueAriChanges, wholeHorizon } from './ari-outbox';
import { channelConnections } from './channel-connection-decider';

/** The account the dispatcher's events are recorded under. */
export const ARI_ACTOR = 'system:ari';

/** The context of a command the dispatcher sends. */
export const ariContext = (propertyId: string, commandId: string, type: string, at: string) =>
  systemContext(commandId, type, { propertyId, userId: ARI_ACTOR, now: at });

/**
 * How many of the ledger's events a scan holds at once: a new instance's first scan folds the
 * property's whole ledger (docs/channels.md "The dispatcher"), page by page, so its memory does
 * not grow with the ledger's history.
 */
const LEDGER_PAGE = 1_000;

/** A stream's events after a revision, as the change rules read them, and its last revision. */
const readAfter = async (
  eventStore: EventStore,
  stream: string,
  after: number,
  maxCount?: number,
): Promise<{ events: (StreamEvent & { revision: number })[]; head: number }> => {
  const recorded = await eventStore.readStream(stream, {
    fromRevision: BigInt(after + 1),
    ...(maxCount === undefined ? {} : { maxCount }),
  });
  const events = recorded.map((e) => ({
    type: e.type,
    data: e.data,
    revision: Number(e.revision),
  }));
  return {
    events,
    head: events.length > 0 ? (events[events.length - 1]?.revision ?? after) : after,
  };
};

/** The ledger holders' footprints of one property, folded up to `revision`. */
export interface LedgerFold {
  revision: number;
  readonly map: Footprints;
  prunedBefore: string | null;
}

/**
 * Folds the ledger's events after `fold.revision` into the fold, `page` at a time, and answers
 * what the events after `basis` (the outbox's last seen revision) touched; those up to it are
 * folded only (their changes were queued by an earlier scan). Holders whose nights are all
 * before `horizonFrom` change nothing the horizon shows any more (a stay later moved into it
 * marks its new nights): they are forgotten after every full page and once a working date, so
 * the fold holds what is ahead, not the property's history — nor does a read, in memory; and
 * the event loop is let go between pages, so a long first fold does not hold up requests.
 */
export const foldLedger = async (
  read: (
    after: number,
    maxCount: number,
  ) => Promise<{ events: (StreamEvent & { revision: number })[]; head: number }>,
  fold: LedgerFold,
  basis: number | undefined,
  horizonFrom: string,
  page: number,
): Promise<Touched[]> => {
  const touched: Touched[] = [];
  for (let full = true; full;) {
    const { events, head } = await read(fold.revision, page);
    ledgerTouched(
      fold.map,
      events.filter((e) => basis === undefined || e.revision <= basis),
    );
    touched.push(
      ...ledgerTouched(
        fold.map,
        events.filter((e) => basis !== undefined && e.revision > basis),
      ),
    );
    fold.revision = head;
    full = events.length === page;
    // The store answers a read at once: between pages the instance's requests go first.
    if (full) await nextTurn();
    if (full || fold.prunedBefore !== horizonFrom) {
      for (const [id, ranges] of fold.map) {
        if (ranges.every((range) => range.to <= horizonFrom)) fold.map.delete(id);
      }
      fold.prunedBefore = horizonFrom;
    }
  }
  return touched;
};

/**
 * The change scan of one property (docs/channels.md "ARI push"): reads the streams its ARI
 * depends on after the revisions the outbox has seen and queues the date ranges their events
 * changed (`AriChangesQueued`), under a command id derived from the revisions it started from,
 * so instances that read the same record one scan.
 */
export const createAriScan = ({
  pipeline,
  eventStore,
  ledgerPage = LEDGER_PAGE,
}: {
  readonly pipeline: CommandPipeline;
  readonly eventStore: EventStore;
  /** How many ledger events a fold reads at once (tests make it small). */
  readonly ledgerPage?: number;
}) => {
  /** The ledger holders' footprints per property, folded up to `revision`. */
  const footprints = new Map<string, LedgerFold>();

  return async (propertyId: string, at: string): Promise<void> => {
    const { reader } = pipeline;
    const [outbox, channels, plans, place] = await Promise.all([
      reader.load(streams.ari(propertyId), ariOutbox),
      reader.load(streams.channels(propertyId), channelConnections),
      reader.load(streams.ratePlans(propertyId), ratePlans),
      reader.load(streams.property(propertyId), property),
    ]);
    if (place.status === 'none') return;
    const mapped = new Map<string, Set<string>>();
    const planIds = new Set<string>();
    for (const endpoint of outbox.endpoints.values()) {
      const channel = channels.channels.get(endpoint.channelId);
      if (!endpoint.enabled || !channel) continue;
      mapped.set(channel.channelId, new Set(channel.rooms.values()));
      for (const planId of channel.rates.values()) planIds.add(planId);
    }
    if (mapped.size === 0) return;
    const basis = outbox.seen;
    const seen: Record<string, number> = {};
    const touched: (Touched | typeof EVERYTHING)[] = [];
    const extra: AriDirtyRange[] = [];
    const horizon = horizonOf(place.workingDate);

    // The ledger: its holders' footprints are folded here, so a release knows its nights.
    const ledgerStream = streams.occupancy(propertyId);
    const ledgerBasis = basis[ledgerStream];
    let fold = footprints.get(propertyId);
    if (!fold || (ledgerBasis !== undefined && fold.revision > ledgerBasis)) {
      fold = { revision: -1, map: new Map(), prunedBefore: null };
      footprints.set(propertyId, fold);
    }
    touched.push(
      ...(await foldLedger(
        (after, maxCount) => readAfter(eventStore, ledgerStream, after, maxCount),
        fold,
        ledgerBasis,
        horizon.from,
        ledgerPage,
      )),
    );
    seen[ledgerStream] = fold.revision;

    const others: [string, (events: StreamEvent[]) => void][] = [
      [streams.inventory(propertyId), (events) => events.length > 0 && touched.push(EVERYTHING)],
      [
        streams.property(propertyId),
        (events) =>
          events.some((e) => e.type === 'NightAuditPerformed') && touched.push(EVERYTHING),
      ],
      [
        streams.ratePlans(propertyId),
        (events) => {
          for (const event of events) {
            const roomTypeId = (event.data as { roomTypeId?: string }).roomTypeId;
            touched.push(roomTypeId ? { roomTypeId, whole: true } : EVERYTHING);
          }
        },
      ],
      [
        streams.channels(propertyId),
        (events) => {
          for (const event of events) {
            const channelId = (event.data as { channelId?: string }).channelId;
            if (event.type === 'ChannelMappingSet' && channelId && mapped.has(channelId)) {
              extra.push(...wholeHorizon(channels, channelId, place.workingDate));
            }
          }
        },
      ],
      ...[...planIds].map((planId): [string, (events: StreamEvent[]) => void] => [
        streams.rates(planId),
        (events) => {
          const roomTypeId = plans.get(planId)?.roomTypeId;
          if (roomTypeId) touched.push(...rateTouched(roomTypeId, events));
        },
      ]),
    ];
    for (const [stream, rule] of others) {
      const after = basis[stream];
      const read = await readAfter(eventStore, stream, after ?? -1);
      seen[stream] = read.head;
      // A stream read for the first time: the endpoint's or the mapping's whole horizon was
      // queued when it was set, so its past is not changes.
      if (after !== undefined) rule(read.events);
    }
    const ranges = [
      ...dirtyRanges(touched, mapped, horizon),
      ...extra.filter((r) => r.from < horizon.to),
    ];
    const moved = Object.entries(seen).some(([s, r]) => basis[s] !== r);
    if (!moved && ranges.length === 0) return;
    const context: AriContext = { propertyId, now: at, workingDate: place.workingDate };
    const handler: CommandHandler<null> = async (_command, _ctx, { load }) => {
      const state = await load(streams.ari(propertyId), ariOutbox);
      const events = queueAriChanges(state, { basis, seen, ranges }, context);
      return { events: { [streams.ari(propertyId)]: events }, status: 200, body: {} };
    };
    const basisKey = Object.entries(basis)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([s, r]) => `${s}=${r}`)
      .join(',');
    const commandId = deriveId(`${propertyId}|${basisKey}`, 'ari-scan');
    await pipeline(handler, null, ariContext(propertyId, commandId, 'QueueAriChanges', at));
  };
};
