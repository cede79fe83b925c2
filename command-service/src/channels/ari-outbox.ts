import { addDays } from '@hotel/events/dates';
import type {
  AriChangesQueued,
  AriDeliveryRecorded,
  AriDeliveryStarted,
  AriDirtyRange,
  AriEndpointSet,
  AriEvent,
  AriFormat,
  AriPasswordSet,
  AriPropertyListed,
  AriSecretIssued,
} from '@hotel/events/channels/ari-events';
import type { ResyncAri, SetAriEndpoint } from '@hotel/events/channels/ari-commands';
import { RuleBroken } from '@hotel/events/rule-broken';
import { type DirtyRange, clipBefore, coalesce } from '@hotel/events/channels/ari-ranges';
import type { Aggregate } from '../pipeline/aggregate';
import { type ChannelsState, requireChannel } from './channel-connection-decider';

/**
 * The ARI outbox of one property (`ari-{propertyId}`; docs/channels.md "ARI push"): each
 * channel's endpoint and signing secret, and per (channel, room type) the date ranges still to
 * send. Rules, all pure:
 *  - ranges queued for a (channel, room type) coalesce: overlapping or touching ranges become
 *    one, carrying the latest queue number;
 *  - a message covers the bounding range of what is dirty and is built from the state when it
 *    is sent (the latest state wins), so one message replaces any number of changes;
 *  - one message in flight per (channel, room type): the next starts when the last one's outcome
 *    is recorded or its lease ran out; a delivered message clears what was queued up to its
 *    queue number (later changes stay dirty); a failed one is tried again at `retryAt`.
 */

/** How many days ahead of the working date are sent (the working date included). */
export const ARI_HORIZON_DAYS = 365;

export interface AriEndpoint {
  readonly channelId: string;
  readonly url: string;
  readonly enabled: boolean;
  /** What the endpoint speaks: which adapter sends to it. */
  readonly format: AriFormat;
  /** OpenTravel: the site's code for the hotel. */
  readonly hotelCode: string | null;
  /** HTTP Basic authentication, when the endpoint wants it. */
  readonly username: string | null;
  readonly password: string | null;
  readonly secret: string | null;
  readonly hint: string | null;
}

export interface InFlight {
  readonly sequence: number;
  readonly attempt: number;
  readonly from: string;
  readonly to: string;
  readonly upTo: number;
  readonly instance: string;
  readonly leaseUntil: string;
}

/** The outbox of one (channel, room type). */
export interface OutboxLine {
  readonly channelId: string;
  readonly roomTypeId: string;
  /** Coalesced, in date order, none overlapping or touching another. */
  readonly dirty: readonly DirtyRange[];
  /** Messages started so far (the last one's sequence number). */
  readonly sequence: number;
  /** Failures in a row of the current changes (0 after a delivery). */
  readonly failures: number;
  readonly retryAt: string | null;
  readonly inFlight: InFlight | null;
}

export interface AriState {
  readonly endpoints: ReadonlyMap<string, AriEndpoint>;
  /** By `lineKey(channelId, roomTypeId)`. */
  readonly lines: ReadonlyMap<string, OutboxLine>;
  /** The last queue number handed out (one per `AriChangesQueued`). */
  readonly queued: number;
  /** Stream → the revision the change scan has read up to. */
  readonly seen: Readonly<Record<string, number>>;
}

export const lineKey = (channelId: string, roomTypeId: string): string =>
  `${channelId}|${roomTypeId}`;

const emptyLine = (channelId: string, roomTypeId: string): OutboxLine => ({
  channelId,
  roomTypeId,
  dirty: [],
  sequence: 0,
  failures: 0,
  retryAt: null,
  inFlight: null,
});

export const ariOutbox: Aggregate<AriState, AriEvent> = {
  cached: true,
  initialState: () => ({ endpoints: new Map(), lines: new Map(), queued: 0, seen: {} }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'AriEndpointSet': {
        const { channelId, url, enabled } = event.data;
        const before = state.endpoints.get(channelId);
        const endpoints = new Map(state.endpoints).set(channelId, {
          channelId,
          url,
          enabled,
          format: event.data.format ?? 'json',
          hotelCode: event.data.hotelCode ?? null,
          username: event.data.username ?? null,
          password: before?.password ?? null,
          secret: before?.secret ?? null,
          hint: before?.hint ?? null,
        });
        return { ...state, endpoints };
      }
      case 'AriPasswordSet': {
        const { channelId, password } = event.data;
        const before = state.endpoints.get(channelId);
        if (!before) return state;
        const endpoints = new Map(state.endpoints).set(channelId, { ...before, password });
        return { ...state, endpoints };
      }
      case 'AriSecretIssued': {
        const { channelId, secret, hint } = event.data;
        const before = state.endpoints.get(channelId);
        if (!before) return state;
        const endpoints = new Map(state.endpoints).set(channelId, { ...before, secret, hint });
        return { ...state, endpoints };
      }
      case 'AriChangesQueued': {
        const queued = event.data.number;
        const lines = new Map<string, OutboxLine>();
        for (const [key, line] of state.lines) {
          lines.set(key, { ...line, dirty: clipBefore(line.dirty, event.data.horizonFrom) });
        }
        for (const range of event.data.ranges) {
          const key = lineKey(range.channelId, range.roomTypeId);
          const line = lines.get(key) ?? emptyLine(range.channelId, range.roomTypeId);
          lines.set(key, {
            ...line,
            dirty: coalesce(line.dirty, { from: range.from, to: range.to, queued }),
          });
        }
        return { ...state, lines, queued, seen: { ...state.seen, ...event.data.seen } };
      }
      case 'AriDeliveryStarted': {
        const data = event.data;
        const key = lineKey(data.channelId, data.roomTypeId);
        const line = state.lines.get(key) ?? emptyLine(data.channelId, data.roomTypeId);
        const lines = new Map(state.lines).set(key, {
          ...line,
          sequence: data.sequence,
          inFlight: {
            sequence: data.sequence,
            attempt: data.attempt,
            from: data.from,
            to: data.to,
            upTo: data.upTo,
            instance: data.instance,
            leaseUntil: data.leaseUntil,
          },
        });
        return { ...state, lines };
      }
      case 'AriDeliveryRecorded': {
        const data = event.data;
        const key = lineKey(data.channelId, data.roomTypeId);
        const line = state.lines.get(key);
        if (!line) return state;
        const next: OutboxLine = data.delivered
          ? {
              ...line,
              dirty: line.dirty.filter((range) => range.queued > data.upTo),
              failures: 0,
              retryAt: null,
              inFlight: null,
            }
          : { ...line, failures: data.attempt, retryAt: data.retryAt, inFlight: null };
        return { ...state, lines: new Map(state.lines).set(key, next) };
      }
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
};

/** The properties with an ARI endpoint (`registry-ari`). */
export const ariRegistry: Aggregate<ReadonlySet<string>, AriPropertyListed> = {
  cached: true,
  initialState: () => new Set(),
  evolve: (state, event) => new Set(state).add(event.data.propertyId),
};

export interface AriContext {
  readonly propertyId: string;
  readonly now: string;
  /** The property's working date: the horizon's first date. */
  readonly workingDate: string;
}

/** The horizon's dates: the working date and the next `ARI_HORIZON_DAYS - 1` days. */
export const horizonOf = (workingDate: string) => ({
  from: workingDate,
  to: addDays(workingDate, ARI_HORIZON_DAYS),
});

/** Every mapped room type of a channel over the whole horizon (a full resync). */
export const wholeHorizon = (
  channels: ChannelsState,
  channelId: string,
  workingDate: string,
): AriDirtyRange[] => {
  const channel = channels.channels.get(channelId);
  if (!channel) return [];
  const { from, to } = horizonOf(workingDate);
  return [...new Set(channel.rooms.values())].map((roomTypeId) => ({
    channelId,
    roomTypeId,
    from,
    to,
  }));
};

const queued = (
  state: AriState,
  reason: AriChangesQueued['data']['reason'],
  ranges: AriDirtyRange[],
  context: AriContext,
  seen: Record<string, number> = {},
): AriChangesQueued => ({
  type: 'AriChangesQueued',
  data: {
    propertyId: context.propertyId,
    reason,
    number: state.queued + 1,
    ranges,
    horizonFrom: context.workingDate,
    seen,
    at: context.now,
  },
});

/** A new signing secret's facts, made by the route (random) and handed in as data. */
export interface NewSecret {
  readonly secret: string;
  readonly hint: string;
}

/**
 * Sets a channel's endpoint. The first time it also issues a secret; whenever the push is
 * (re)enabled or its address changes, the whole horizon is queued (the endpoint may know
 * nothing yet).
 */
export const setAriEndpoint = (
  command: SetAriEndpoint,
  channels: ChannelsState,
  state: AriState,
  secret: NewSecret,
  context: AriContext,
): AriEvent[] => {
  requireChannel(channels, command.id);
  const before = state.endpoints.get(command.id);
  // No user name, no password; a password left out keeps the one set before.
  const password =
    command.username === null ? null : (command.password ?? before?.password ?? null);
  const hotelCode = command.format === 'opentravel' ? command.hotelCode : null;
  const sameAddress =
    before !== undefined &&
    before.url === command.url &&
    before.format === command.format &&
    before.hotelCode === hotelCode;
  const sameAuth =
    before !== undefined && before.username === command.username && before.password === password;
  if (sameAddress && sameAuth && before.enabled === command.enabled) return [];
  const events: AriEvent[] = [
    {
      type: 'AriEndpointSet',
      data: {
        propertyId: context.propertyId,
        channelId: command.id,
        url: command.url,
        enabled: command.enabled,
        format: command.format,
        ...(hotelCode !== null ? { hotelCode } : {}),
        ...(command.username !== null ? { username: command.username } : {}),
        at: context.now,
      },
    } satisfies AriEndpointSet,
  ];
  if (password !== (before?.password ?? null)) {
    events.push({
      type: 'AriPasswordSet',
      data: { propertyId: context.propertyId, channelId: command.id, password, at: context.now },
    } satisfies AriPasswordSet);
  }
  if (!before?.secret) events.push(secretIssued(command.id, secret, context));
  // Another address, format or hotel code is another receiver: it may know nothing yet. New
  // credentials alone queue nothing: what the endpoint refused is still dirty, and is retried.
  const opened = command.enabled && (!before?.enabled || !sameAddress);
  const ranges = opened ? wholeHorizon(channels, command.id, context.workingDate) : [];
  if (ranges.length > 0) events.push(queued(state, 'endpoint', ranges, context));
  return events;
};

const secretIssued = (
  channelId: string,
  secret: NewSecret,
  context: AriContext,
): AriSecretIssued => ({
  type: 'AriSecretIssued',
  data: { propertyId: context.propertyId, channelId, ...secret, at: context.now },
});

const requireEndpoint = (channels: ChannelsState, state: AriState, channelId: string) => {
  requireChannel(channels, channelId);
  const endpoint = state.endpoints.get(channelId);
  if (!endpoint) throw new RuleBroken('ari.noEndpoint');
  return endpoint;
};

/** A new signing secret: the old one signs nothing from now on. */
export const rotateAriSecret = (
  channelId: string,
  channels: ChannelsState,
  state: AriState,
  secret: NewSecret,
  context: AriContext,
): AriSecretIssued => {
  requireEndpoint(channels, state, channelId);
  return secretIssued(channelId, secret, context);
};

/** "Send everything now": every mapped room type's whole horizon is queued. */
export const resyncAri = (
  command: ResyncAri,
  channels: ChannelsState,
  state: AriState,
  context: AriContext,
): AriChangesQueued => {
  const endpoint = requireEndpoint(channels, state, command.id);
  if (!endpoint.enabled) throw new RuleBroken('ari.disabled');
  const ranges = wholeHorizon(channels, command.id, context.workingDate);
  if (ranges.length === 0) throw new RuleBroken('ari.nothingMapped');
  return queued(state, 'resync', ranges, context);
};

/** Whether two "stream → revision" records say the same. */
const sameSeen = (a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([stream, revision]) => b[stream] === revision);

/**
 * What the change scan found since `basis` (the outbox's `seen` when the scan began). Nothing
 * when another instance recorded a scan in between (the next round reads from there), nor when
 * the scan read nothing new.
 */
export const queueAriChanges = (
  state: AriState,
  scan: {
    readonly basis: Readonly<Record<string, number>>;
    readonly seen: Record<string, number>;
    readonly ranges: AriDirtyRange[];
  },
  context: AriContext,
): AriChangesQueued[] => {
  if (!sameSeen(state.seen, scan.basis)) return [];
  const moved = Object.entries(scan.seen).some(([s, r]) => state.seen[s] !== r);
  if (!moved && scan.ranges.length === 0) return [];
  return [queued(state, 'changes', scan.ranges, context, scan.seen)];
};

/** The next message of a (channel, room type), as it is due. */
export interface DueMessage {
  readonly channelId: string;
  readonly roomTypeId: string;
  readonly sequence: number;
  readonly attempt: number;
  readonly from: string;
  readonly to: string;
  readonly upTo: number;
}

/** The message a line is due to send now, if any (enabled endpoint, dirty, none in flight). */
export const dueMessage = (state: AriState, line: OutboxLine, now: string): DueMessage | null => {
  const endpoint = state.endpoints.get(line.channelId);
  if (!endpoint?.enabled || !endpoint.secret) return null;
  if (line.dirty.length === 0) return null;
  if (line.inFlight && line.inFlight.leaseUntil > now) return null;
  if (line.retryAt !== null && line.retryAt > now) return null;
  const first = line.dirty[0] as DirtyRange;
  const last = line.dirty[line.dirty.length - 1] as DirtyRange;
  return {
    channelId: line.channelId,
    roomTypeId: line.roomTypeId,
    sequence: line.sequence + 1,
    attempt: line.failures + 1,
    from: first.from,
    to: last.to,
    upTo: Math.max(...line.dirty.map((range) => range.queued)),
  };
};

/** Every message due now, in channel and room type order. */
export const dueMessages = (state: AriState, now: string): DueMessage[] =>
  [...state.lines.values()]
    .map((line) => dueMessage(state, line, now))
    .filter((message): message is DueMessage => message !== null)
    .sort((a, b) =>
      a.channelId === b.channelId
        ? a.roomTypeId.localeCompare(b.roomTypeId)
        : a.channelId.localeCompare(b.channelId),
    );

/**
 * An instance takes a message: only while it is still the line's due message (another instance
 * that took it first leaves nothing to take).
 */
export const startAriDelivery = (
  state: AriState,
  message: DueMessage,
  claim: { readonly instance: string; readonly leaseUntil: string },
  context: AriContext,
): AriDeliveryStarted[] => {
  const line = state.lines.get(lineKey(message.channelId, message.roomTypeId));
  const due = line ? dueMessage(state, line, context.now) : null;
  if (!due || due.sequence !== message.sequence) return [];
  return [
    {
      type: 'AriDeliveryStarted',
      data: {
        propertyId: context.propertyId,
        ...due,
        instance: claim.instance,
        at: context.now,
        leaseUntil: claim.leaseUntil,
      },
    },
  ];
};

/** What an adapter answered for one message. */
export interface DeliveryOutcome {
  readonly delivered: boolean;
  readonly status: number | null;
  readonly error: string | null;
  readonly durationMs: number;
}

/** A message's outcome, recorded while it is the line's one in flight (else nothing). */
export const recordAriDelivery = (
  state: AriState,
  started: AriDeliveryStarted['data'],
  outcome: DeliveryOutcome,
  retryAt: string | null,
  context: AriContext,
): AriDeliveryRecorded[] => {
  const line = state.lines.get(lineKey(started.channelId, started.roomTypeId));
  const flight = line?.inFlight;
  if (!flight || flight.sequence !== started.sequence || flight.instance !== started.instance) {
    return [];
  }
  return [
    {
      type: 'AriDeliveryRecorded',
      data: {
        propertyId: context.propertyId,
        channelId: started.channelId,
        roomTypeId: started.roomTypeId,
        sequence: started.sequence,
        attempt: started.attempt,
        from: started.from,
        to: started.to,
        upTo: started.upTo,
        ...outcome,
        at: context.now,
        retryAt: outcome.delivered ? null : retryAt,
      },
    },
  ];
};

/**
 * How long to wait before try `attempt + 1` after `attempt` failures: exponential, capped,
 * with full jitter (anything from 0 to the step), so endpoints that failed for many properties
 * at once are not hit again in step.
 */
export const ariRetryDelay = (
  attempt: number,
  { baseMs, capMs }: { readonly baseMs: number; readonly capMs: number },
  random: () => number,
): number => Math.floor(random() * Math.min(capMs, baseMs * 2 ** Math.min(attempt - 1, 30)));
