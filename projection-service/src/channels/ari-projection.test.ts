import { describe, expect, it } from 'vitest';
import { givenEvents, projected } from '../runtime/given';
import {
  ARI_DELIVERIES,
  ARI_ENDPOINTS,
  ARI_OUTBOX,
  type AriDeliveryDoc,
  type AriEndpointDoc,
  type AriOutboxDoc,
  ariProjection,
} from './ari-projection';

/** Given/then: a channel's ARI endpoint, outbox and delivery log in the read model. */

const P = 'p-1';
const CH = 'ch-1';
const at = (hour: number) => `2026-12-01T${String(hour).padStart(2, '0')}:00:00.000Z`;
const set = projected(
  'AriEndpointSet',
  { propertyId: P, channelId: CH, url: 'https://cm.example/ari', enabled: true, at: at(1) },
  { position: 1n },
);
const secret = projected(
  'AriSecretIssued',
  { propertyId: P, channelId: CH, secret: 'whsec_abcdWXYZ', hint: 'WXYZ', at: at(1) },
  { position: 2n },
);
const queued = (
  position: bigint,
  number: number,
  from: string,
  to: string,
  horizonFrom = '2026-12-01',
) =>
  projected(
    'AriChangesQueued',
    {
      propertyId: P,
      reason: 'changes',
      number,
      ranges: [{ channelId: CH, roomTypeId: 'rt-1', from, to }],
      horizonFrom,
      seen: {},
      at: at(2),
    },
    { position },
  );
const flight = {
  propertyId: P,
  channelId: CH,
  roomTypeId: 'rt-1',
  sequence: 1,
  attempt: 1,
  from: '2026-12-10',
  to: '2026-12-14',
  upTo: 1,
};
const started = projected(
  'AriDeliveryStarted',
  { ...flight, instance: 'i-1', at: at(3), leaseUntil: at(4) },
  { position: 5n },
);
const recorded = (position: bigint, delivered: boolean) =>
  projected(
    'AriDeliveryRecorded',
    {
      ...flight,
      delivered,
      status: delivered ? 204 : 500,
      error: delivered ? null : 'HTTP 500',
      durationMs: 12,
      at: at(3),
      retryAt: delivered ? null : at(4),
    },
    { position },
  );

describe('the ARI read model', () => {
  it('keeps the secret’s hint, never the secret', async () => {
    const store = await givenEvents(ariProjection, [set, secret]);
    const [doc] = await store.collection<AriEndpointDoc>(ARI_ENDPOINTS).find({});
    expect(doc).toMatchObject({
      _id: CH,
      url: 'https://cm.example/ari',
      enabled: true,
      hint: 'WXYZ',
    });
    expect(JSON.stringify(doc)).not.toContain('whsec_');
  });

  it('given an OpenTravel endpoint with a password, then its format, hotel code, user name and that a password is set — never the password; an endpoint of before is JSON', async () => {
    const ota = projected(
      'AriEndpointSet',
      {
        propertyId: P,
        channelId: CH,
        url: 'https://ota.example/ari',
        enabled: true,
        format: 'opentravel',
        hotelCode: 'H-1',
        username: 'pms',
        at: at(2),
      },
      { position: 3n },
    );
    const password = (position: bigint, value: string | null) =>
      projected(
        'AriPasswordSet',
        { propertyId: P, channelId: CH, password: value, at: at(2) },
        { position },
      );
    const store = await givenEvents(ariProjection, [set, secret, ota, password(4n, 'pa55word')]);
    const endpoints = store.collection<AriEndpointDoc>(ARI_ENDPOINTS);
    const [doc] = await endpoints.find({});
    expect(doc).toMatchObject({
      format: 'opentravel',
      hotelCode: 'H-1',
      username: 'pms',
      hasPassword: true,
      hint: 'WXYZ',
    });
    expect(JSON.stringify(doc)).not.toContain('pa55word');
    const cleared = await givenEvents(ariProjection, [
      set,
      ota,
      password(4n, 'x'),
      password(5n, null),
    ]);
    expect((await cleared.collection<AriEndpointDoc>(ARI_ENDPOINTS).find({}))[0]?.hasPassword).toBe(
      false,
    );
    const old = await givenEvents(ariProjection, [set]);
    expect((await old.collection<AriEndpointDoc>(ARI_ENDPOINTS).find({}))[0]).toMatchObject({
      format: 'json',
      hotelCode: null,
      username: null,
      hasPassword: false,
    });
  });

  it('given queued ranges, a failure and a delivery, then what waits is what was queued after the message', async () => {
    const store = await givenEvents(ariProjection, [
      set,
      secret,
      queued(3n, 1, '2026-12-10', '2026-12-12'),
      queued(4n, 2, '2026-12-12', '2026-12-14'),
      started,
      recorded(6n, false),
    ]);
    let [line] = await store.collection<AriOutboxDoc>(ARI_OUTBOX).find({});
    expect(line).toMatchObject({
      dirty: [{ from: '2026-12-10', to: '2026-12-14', queued: 2 }],
      failures: 1,
      retryAt: at(4),
      inFlightSince: null,
    });
    const later = await givenEvents(ariProjection, [
      set,
      queued(3n, 1, '2026-12-10', '2026-12-14'),
      started,
      queued(6n, 2, '2026-12-20', '2026-12-21'),
      recorded(7n, true),
    ]);
    [line] = await later.collection<AriOutboxDoc>(ARI_OUTBOX).find({});
    expect(line).toMatchObject({
      dirty: [{ from: '2026-12-20', to: '2026-12-21', queued: 2 }],
      failures: 0,
      lastDeliveredAt: at(3),
    });
    const log = await later.collection<AriDeliveryDoc>(ARI_DELIVERIES).find({});
    expect(log).toEqual([
      expect.objectContaining({ sequence: 1, attempt: 1, delivered: true, status: 204 }),
    ]);
  });

  it('drops what the horizon moved past', async () => {
    const store = await givenEvents(ariProjection, [
      queued(1n, 1, '2026-12-01', '2026-12-05'),
      queued(2n, 2, '2026-12-20', '2026-12-21', '2026-12-03'),
    ]);
    const [line] = await store.collection<AriOutboxDoc>(ARI_OUTBOX).find({});
    expect(line?.dirty).toEqual([
      { from: '2026-12-03', to: '2026-12-05', queued: 1 },
      { from: '2026-12-20', to: '2026-12-21', queued: 2 },
    ]);
  });
});
