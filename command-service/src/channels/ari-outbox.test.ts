import { describe, expect, it } from 'vitest';
import type { AriEvent } from '@hotel/events/channels/ari-events';
import { coalesce } from '@hotel/events/channels/ari-ranges';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import { LUX, P, STD } from '../reservations/test-world';
import { ledgerTouched } from './ari-changes';
import {
  type AriContext,
  type AriState,
  ariOutbox,
  ariRetryDelay,
  dueMessages,
  queueAriChanges,
  recordAriDelivery,
  resyncAri,
  rotateAriSecret,
  setAriEndpoint,
  startAriDelivery,
} from './ari-outbox';
import { channelConnections } from './channel-connection-decider';
import { CH, channelEvents } from './channel-test-world';

/** A JSON webhook endpoint without authentication (the command's defaults). */
const JSON_WEBHOOK = { format: 'json', hotelCode: null, username: null, password: null } as const;

/** Given/when/then of the ARI outbox's rules (docs/channels.md "ARI push"). */

const channels = channelEvents().reduce(
  channelConnections.evolve,
  channelConnections.initialState(),
);
const context: AriContext = {
  propertyId: P,
  now: '2026-12-01T00:00:00.000Z',
  workingDate: '2026-12-01',
};
const at = (minutes: number) => new Date(Date.parse(context.now) + minutes * 60_000).toISOString();
const secret = { secret: 'whsec_test', hint: 'test' };
const URL = 'https://ota.example.com/ari';

const given = (...events: AriEvent[]): AriState =>
  events.reduce(ariOutbox.evolve, ariOutbox.initialState());

const endpoint = (enabled = true) =>
  setAriEndpoint(
    { ...JSON_WEBHOOK, id: CH, url: URL, enabled },
    channels,
    given(),
    secret,
    context,
  );

const queued = (state: AriState, ...ranges: [string, string, string][]): AriEvent[] =>
  queueAriChanges(
    state,
    {
      basis: state.seen,
      seen: { [`occupancy-${P}`]: (state.seen[`occupancy-${P}`] ?? 0) + 1 },
      ranges: ranges.map(([roomTypeId, from, to]) => ({ channelId: CH, roomTypeId, from, to })),
    },
    context,
  );

/** The state after a message of STD was taken and its outcome recorded. */
const sent = (state: AriState, delivered: boolean, minute = 0, instance = 'a'): AriState => {
  const now = at(minute);
  const message = dueMessages(state, now).find((m) => m.roomTypeId === STD);
  if (!message) throw new Error('nothing due');
  const [start] = startAriDelivery(
    state,
    message,
    { instance, leaseUntil: at(minute + 1) },
    {
      ...context,
      now,
    },
  );
  if (!start) throw new Error('not taken');
  const taken = ariOutbox.evolve(state, start);
  const outcome = { delivered, status: delivered ? 204 : 500, error: null, durationMs: 5 };
  const recorded = recordAriDelivery(taken, start.data, outcome, at(minute + 2), {
    ...context,
    now,
  });
  return recorded.reduce(ariOutbox.evolve, taken);
};

describe('the endpoint', () => {
  it('given a mapped channel, when its endpoint is set, then a secret is issued and every mapped room type’s horizon is queued', () => {
    const events = endpoint();
    expect(events.map((e) => e.type)).toEqual([
      'AriEndpointSet',
      'AriSecretIssued',
      'AriChangesQueued',
    ]);
    const queue = events[2] as Extract<AriEvent, { type: 'AriChangesQueued' }>;
    expect(queue.data).toMatchObject({ reason: 'endpoint', number: 1 });
    expect(queue.data.ranges).toEqual([
      { channelId: CH, roomTypeId: STD, from: '2026-12-01', to: '2027-12-01' },
      { channelId: CH, roomTypeId: LUX, from: '2026-12-01', to: '2027-12-01' },
    ]);
  });

  it('when the same setting is sent again, then nothing happens; when it is enabled again, the horizon is queued again', () => {
    const state = given(...endpoint());
    expect(
      setAriEndpoint(
        { ...JSON_WEBHOOK, id: CH, url: URL, enabled: true },
        channels,
        state,
        secret,
        context,
      ),
    ).toEqual([]);
    const off = given(
      ...endpoint(),
      ...setAriEndpoint(
        { ...JSON_WEBHOOK, id: CH, url: URL, enabled: false },
        channels,
        state,
        secret,
        context,
      ),
    );
    const on = setAriEndpoint(
      { ...JSON_WEBHOOK, id: CH, url: URL, enabled: true },
      channels,
      off,
      secret,
      context,
    );
    expect(on.map((e) => e.type)).toEqual(['AriEndpointSet', 'AriChangesQueued']);
  });

  it("when another property's channel is named, then 404; a resync or a secret needs an endpoint, enabled, with mapped room types", () => {
    const other = '00000000-0000-4000-8000-0000000000ff';
    expect(() =>
      setAriEndpoint(
        { ...JSON_WEBHOOK, id: other, url: URL, enabled: true },
        channels,
        given(),
        secret,
        context,
      ),
    ).toThrow(NotFound);
    expect(() => resyncAri({ id: CH }, channels, given(), context)).toThrow(
      new RuleBroken('ari.noEndpoint'),
    );
    expect(() => rotateAriSecret(CH, channels, given(), secret, context)).toThrow(RuleBroken);
    const off = given(...endpoint(false));
    expect(() => resyncAri({ id: CH }, channels, off, context)).toThrow(
      new RuleBroken('ari.disabled'),
    );
    const bare = channelConnections.evolve(channelConnections.initialState(), channelEvents()[0]!);
    const unmapped = given(
      ...setAriEndpoint(
        { ...JSON_WEBHOOK, id: CH, url: URL, enabled: true },
        bare,
        given(),
        secret,
        context,
      ),
    );
    expect(() => resyncAri({ id: CH }, bare, unmapped, context)).toThrow(
      new RuleBroken('ari.nothingMapped'),
    );
  });
});

describe('an OpenTravel endpoint with HTTP Basic authentication', () => {
  const ota = {
    id: CH,
    url: URL,
    enabled: true,
    format: 'opentravel',
    hotelCode: 'H-1234',
    username: 'pms-user',
    password: 'pa ss',
  } as const;

  it('when it is set, then its format, hotel code and user name are on the endpoint, and its password apart', () => {
    const events = setAriEndpoint(ota, channels, given(), secret, context);
    expect(events.map((e) => e.type)).toEqual([
      'AriEndpointSet',
      'AriPasswordSet',
      'AriSecretIssued',
      'AriChangesQueued',
    ]);
    expect(events[0]?.data).toMatchObject({
      format: 'opentravel',
      hotelCode: 'H-1234',
      username: 'pms-user',
    });
    expect(JSON.stringify(events[0]?.data)).not.toContain('pa ss');
    expect(given(...events).endpoints.get(CH)).toMatchObject({
      format: 'opentravel',
      hotelCode: 'H-1234',
      username: 'pms-user',
      password: 'pa ss',
    });
  });

  it('when it is sent again without a password, then the password is kept and nothing happens', () => {
    const state = given(...setAriEndpoint(ota, channels, given(), secret, context));
    expect(setAriEndpoint({ ...ota, password: null }, channels, state, secret, context)).toEqual(
      [],
    );
  });

  it('when only the credentials change, then they are set and nothing is queued (what was refused is still pending)', () => {
    const state = given(...setAriEndpoint(ota, channels, given(), secret, context));
    const renamed = setAriEndpoint(
      { ...ota, username: 'other', password: null },
      channels,
      state,
      secret,
      context,
    );
    expect(renamed.map((e) => e.type)).toEqual(['AriEndpointSet']);
    expect(
      given(...setAriEndpoint(ota, channels, given(), secret, context), ...renamed).endpoints.get(
        CH,
      ),
    ).toMatchObject({ username: 'other', password: 'pa ss' });
    const repassed = setAriEndpoint({ ...ota, password: 'new' }, channels, state, secret, context);
    expect(repassed.map((e) => e.type)).toEqual(['AriEndpointSet', 'AriPasswordSet']);
  });

  it('when the user name is cleared, then the password goes with it', () => {
    const state = given(...setAriEndpoint(ota, channels, given(), secret, context));
    const cleared = setAriEndpoint(
      { ...ota, username: null, password: null },
      channels,
      state,
      secret,
      context,
    );
    expect(cleared.map((e) => e.type)).toEqual(['AriEndpointSet', 'AriPasswordSet']);
    expect(
      given(...setAriEndpoint(ota, channels, given(), secret, context), ...cleared).endpoints.get(
        CH,
      ),
    ).toMatchObject({ username: null, password: null });
  });

  it('when the format or the hotel code changes, then the whole horizon is queued again (another receiver)', () => {
    const state = given(...setAriEndpoint(ota, channels, given(), secret, context));
    const recoded = setAriEndpoint({ ...ota, hotelCode: 'H-9' }, channels, state, secret, context);
    expect(recoded.map((e) => e.type)).toEqual(['AriEndpointSet', 'AriChangesQueued']);
    const json = setAriEndpoint(
      { ...ota, format: 'json', hotelCode: null },
      channels,
      state,
      secret,
      context,
    );
    expect(json.map((e) => e.type)).toEqual(['AriEndpointSet', 'AriChangesQueued']);
    expect(json[0]?.data).not.toHaveProperty('hotelCode');
  });

  it('given an endpoint set before formats existed, then it is a JSON webhook', () => {
    const old: AriEvent = {
      type: 'AriEndpointSet',
      data: { propertyId: P, channelId: CH, url: URL, enabled: true, at: context.now },
    };
    expect(given(old).endpoints.get(CH)).toMatchObject({
      format: 'json',
      hotelCode: null,
      username: null,
      password: null,
    });
  });
});

describe('coalescing', () => {
  it('merges overlapping and touching ranges with the latest queue number, keeps apart the others', () => {
    let ranges = coalesce([], { from: '2026-12-10', to: '2026-12-12', queued: 1 });
    ranges = coalesce(ranges, { from: '2026-12-20', to: '2026-12-21', queued: 2 });
    ranges = coalesce(ranges, { from: '2026-12-12', to: '2026-12-14', queued: 3 });
    expect(ranges).toEqual([
      { from: '2026-12-10', to: '2026-12-14', queued: 3 },
      { from: '2026-12-20', to: '2026-12-21', queued: 2 },
    ]);
    ranges = coalesce(ranges, { from: '2026-12-01', to: '2026-12-31', queued: 4 });
    expect(ranges).toEqual([{ from: '2026-12-01', to: '2026-12-31', queued: 4 }]);
  });

  it('given ranges of yesterday, when the horizon moves past them, then they are dropped', () => {
    const state = given(...endpoint());
    const later = queueAriChanges(
      state,
      { basis: state.seen, seen: { x: 1 }, ranges: [] },
      { ...context, workingDate: '2027-12-01' },
    );
    const next = given(...endpoint(), ...later);
    expect([...next.lines.values()].every((line) => line.dirty.length === 0)).toBe(true);
  });

  it('when another instance recorded a scan since this one began, then this one queues nothing', () => {
    const state = given(...endpoint());
    const first = queued(state, [STD, '2026-12-10', '2026-12-11']);
    const after = given(...endpoint(), ...first);
    expect(
      queueAriChanges(after, { basis: state.seen, seen: { y: 3 }, ranges: [] }, context),
    ).toEqual([]);
  });
});

describe('delivery', () => {
  it('sends one message per room type, the bounding range of what is dirty, in room type order', () => {
    const state = given(...endpoint());
    const due = dueMessages(state, context.now);
    expect(due.map((m) => [m.roomTypeId, m.sequence, m.attempt, m.from, m.to])).toEqual(
      [STD, LUX].sort().map((id) => [id, 1, 1, '2026-12-01', '2027-12-01']),
    );
  });

  it('keeps one message in flight per room type until its outcome or its lease ends', () => {
    const state = given(...endpoint());
    const message = dueMessages(state, context.now).find((m) => m.roomTypeId === STD)!;
    const [start] = startAriDelivery(state, message, { instance: 'a', leaseUntil: at(1) }, context);
    const taken = ariOutbox.evolve(state, start!);
    expect(dueMessages(taken, context.now).map((m) => m.roomTypeId)).toEqual([LUX]);
    // Another instance taking the same message takes nothing.
    expect(startAriDelivery(taken, message, { instance: 'b', leaseUntil: at(1) }, context)).toEqual(
      [],
    );
    // Its outcome from another instance is not recorded.
    const outcome = { delivered: true, status: 204, error: null, durationMs: 1 };
    expect(
      recordAriDelivery(taken, { ...start!.data, instance: 'b' }, outcome, null, context),
    ).toEqual([]);
    // The lease over (a crashed instance): the next message, with the next sequence number.
    const again = dueMessages(taken, at(2)).find((m) => m.roomTypeId === STD);
    expect(again).toMatchObject({ sequence: 2, attempt: 1 });
  });

  it('given a change while a message was in flight, when it is delivered, then the change stays queued', () => {
    let state = sent(given(...endpoint()), true);
    state = queued(state, [STD, '2026-12-10', '2026-12-11']).reduce(ariOutbox.evolve, state);
    const message = dueMessages(state, context.now).find((m) => m.roomTypeId === STD)!;
    expect(message).toMatchObject({ sequence: 2, from: '2026-12-10', to: '2026-12-11' });
    const [start] = startAriDelivery(state, message, { instance: 'a', leaseUntil: at(1) }, context);
    state = ariOutbox.evolve(state, start!);
    state = queued(state, [STD, '2026-12-24', '2026-12-26']).reduce(ariOutbox.evolve, state);
    const outcome = { delivered: true, status: 204, error: null, durationMs: 1 };
    state = recordAriDelivery(state, start!.data, outcome, null, context).reduce(
      ariOutbox.evolve,
      state,
    );
    const next = dueMessages(state, context.now).find((m) => m.roomTypeId === STD);
    expect(next).toMatchObject({ sequence: 3, from: '2026-12-24', to: '2026-12-26' });
  });

  it('given a failure, then it waits until retryAt and tries again with the next attempt number', () => {
    const failed = sent(given(...endpoint()), false);
    const line = failed.lines.get(`${CH}|${STD}`)!;
    expect(line).toMatchObject({ failures: 1, retryAt: at(2), inFlight: null });
    expect(dueMessages(failed, at(1)).some((m) => m.roomTypeId === STD)).toBe(false);
    expect(dueMessages(failed, at(2)).find((m) => m.roomTypeId === STD)).toMatchObject({
      attempt: 2,
      sequence: 2,
    });
    const delivered = sent(failed, true, 2);
    expect(delivered.lines.get(`${CH}|${STD}`)).toMatchObject({
      dirty: [],
      failures: 0,
      retryAt: null,
    });
  });

  it('waits exponentially longer, capped, with full jitter', () => {
    const options = { baseMs: 1_000, capMs: 60_000 };
    expect([1, 2, 3, 4].map((n) => ariRetryDelay(n, options, () => 0.999_999))).toEqual([
      999, 1_999, 3_999, 7_999,
    ]);
    expect(ariRetryDelay(20, options, () => 0.999_999)).toBe(59_999);
    expect(ariRetryDelay(5, options, () => 0)).toBe(0);
  });
});

describe('what changed', () => {
  it('given a stay, when it moves, then its old and new nights are touched; when released, its last nights', () => {
    const footprints = new Map();
    const stay = (checkIn: string, checkOut: string, roomTypeId = STD) => ({
      reservationId: 'r1',
      roomTypeId,
      roomId: null,
      checkIn,
      checkOut,
    });
    expect(
      ledgerTouched(footprints, [
        { type: 'StaysHeld', data: { stays: [stay('2026-12-10', '2026-12-12')] } },
      ]),
    ).toEqual([{ roomTypeId: STD, from: '2026-12-10', to: '2026-12-12' }]);
    expect(
      ledgerTouched(footprints, [
        { type: 'StayChanged', data: { stay: stay('2026-12-20', '2026-12-21', LUX) } },
      ]),
    ).toEqual([
      { roomTypeId: STD, from: '2026-12-10', to: '2026-12-12' },
      { roomTypeId: LUX, from: '2026-12-20', to: '2026-12-21' },
    ]);
    expect(
      ledgerTouched(footprints, [{ type: 'StayReleased', data: { reservationId: 'r1' } }]),
    ).toEqual([{ roomTypeId: LUX, from: '2026-12-20', to: '2026-12-21' }]);
    expect(ledgerTouched(footprints, [{ type: 'GuestRenamed', data: {} }])).toEqual([]);
  });
});
