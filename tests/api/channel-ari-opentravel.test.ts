import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adapterByFormat, webhookAdapter } from '@hotel/command-service/channels/ari-adapter';
import { createAriDispatcher } from '@hotel/command-service/channels/ari-dispatcher';
import { openTravelAdapter } from '@hotel/command-service/channels/ari-opentravel';
import { createCommandPipeline } from '@hotel/command-service/pipeline/handle-command';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { createLogger } from '@hotel/infra/logging';
import { startTestApp } from '../support/app';
import { localEndpoint, type Received } from '../support/local-endpoint';
import { otherProperty, ownerWithProperty, standardRooms } from '../support/property-client';

/**
 * The ARI push through the OpenTravel adapter (docs/channels.md "OpenTravel"): an endpoint set
 * to `opentravel` with the site's hotel code and HTTP Basic credentials receives
 * `OTA_HotelAvailNotifRQ` and `OTA_HotelRateAmountNotifRQ` for the mapped codes, authenticated;
 * an OTA error in the answer is a failed delivery with the OTA's reason, retried; the password
 * is never answered. Bad input on the new fields is 422 under the field, nothing stored.
 */

/** An OTA endpoint: answers `<Success/>`, or the error it is told to, as an OTA does. */
const otaEndpoint = async () => {
  const got: Received[] = [];
  let refuse: string | null = null;
  const endpoint = await localEndpoint((request, res) => {
    got.push(request);
    const root = (/<(OTA_\w+)RQ/.exec(request.body)?.[1] ?? 'OTA_Unknown') + 'RS';
    const inner = refuse
      ? `<Errors><Error Type="4" Code="392" ShortText="${refuse}"/></Errors>`
      : '<Success/>';
    res
      .writeHead(200, { 'content-type': 'text/xml' })
      .end(`<${root} xmlns="http://www.opentravel.org/OTA/2003/05">${inner}</${root}>`);
  });
  return {
    url: endpoint.urlOf('/ota'),
    got,
    refuseWith: (reason: string | null) => {
      refuse = reason;
    },
    close: endpoint.close,
  };
};

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
let ota: Awaited<ReturnType<typeof otaEndpoint>>;
let standard = '';
let channelId = '';
let clock = Date.now();
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');

const dispatcher = () => {
  const options = { timeoutMs: 1_000, allowPrivate: true, now: () => new Date(clock) };
  return createAriDispatcher({
    pipeline: createCommandPipeline({ eventStore: app.eventStore }),
    eventStore: app.eventStore,
    logger: createLogger('silent'),
    adapter: adapterByFormat({
      json: webhookAdapter(options),
      opentravel: openTravelAdapter(options),
    }),
    now: () => new Date(clock),
    random: () => 0.5,
    checkMs: 3_600_000,
    retry: { baseMs: 60_000, capMs: 600_000 },
    leaseMs: 30_000,
  });
};
let instance: ReturnType<typeof dispatcher>;

const caughtUp = async () => {
  const head = await app.eventStore.headPosition();
  if (head !== undefined) await app.host.waitForPosition(head, 10_000);
};
const round = async (ms = 1_000) => {
  clock += ms;
  await instance.tick();
  await caughtUp();
};
const ari = async () =>
  (await hotel.get(`/channels/${channelId}/ari`).expect(200)).body as {
    endpoint: Record<string, unknown> | null;
    deliveries: { delivered: boolean; error: string | null }[];
  };
const ariEvents = async () =>
  (await app.eventStore.readStream(`ari-${hotel.propertyId}`)).map((e) => e.type);

/** The endpoint as the site's OpenTravel API, with its hotel code and login. */
const otaSetting = (password: string) => ({
  url: ota.url,
  enabled: true,
  format: 'opentravel',
  hotelCode: 'UB-1001',
  username: 'pms-ub',
  password,
});

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  other = await otherProperty(app);
  ota = await otaEndpoint();
  ({ standard } = await standardRooms(hotel, ['101', '102']));
  const plan = (
    await hotel.post(
      '/rate/plans',
      { name: 'Үндсэн', roomType: { id: standard }, type: 'daily', meals: [] },
      201,
    )
  ).body.id as string;
  channelId = (await hotel.post('/channels', { name: 'Trip.com' }, 201)).body.id as string;
  await hotel.post(
    `/channels/${channelId}/mappings`,
    { rooms: [{ code: 'DBL', roomTypeId: standard }], rates: [{ code: 'BAR', ratePlanId: plan }] },
    200,
  );
  instance = dispatcher();
});

afterAll(async () => {
  instance.stop();
  await ota.close();
  await app.close();
});

describe('an OpenTravel endpoint', () => {
  it('answers 422 under the field for a missing or malformed hotel code or user name, and stores nothing', async () => {
    const missing = await hotel.post(
      `/channels/${channelId}/ari`,
      { url: ota.url, enabled: true, format: 'opentravel' },
      422,
    );
    expect(Object.keys(missing.body.errors as object)).toEqual(['hotelCode']);
    const malformed = await hotel.post(
      `/channels/${channelId}/ari`,
      {
        url: ota.url,
        enabled: true,
        format: 'opentravel',
        hotelCode: 'H 1<',
        username: 'a b',
        password: 'x'.repeat(201),
      },
      422,
    );
    expect(Object.keys(malformed.body.errors as object).sort()).toEqual([
      'hotelCode',
      'password',
      'username',
    ]);
    const format = await hotel.post(
      `/channels/${channelId}/ari`,
      { url: ota.url, enabled: true, format: 'soap' },
      422,
    );
    expect(Object.keys(format.body.errors as object)).toEqual(['format']);
    await other.post(
      `/channels/${channelId}/ari`,
      { url: ota.url, enabled: true, format: 'opentravel', hotelCode: 'H1' },
      404,
    );
    expect(await ariEvents()).toEqual([]);
  });

  it('receives availability and rates as OpenTravel XML, authenticated, for the mapped codes', async () => {
    await hotel.post(`/channels/${channelId}/ari`, otaSetting('s3cret pass'), 200);
    await caughtUp();
    const state = await ari();
    expect(state.endpoint).toMatchObject({
      format: 'opentravel',
      hotelCode: 'UB-1001',
      username: 'pms-ub',
      hasPassword: true,
    });
    expect(JSON.stringify(state)).not.toContain('s3cret');
    await round();
    expect(ota.got.map((g) => /<(OTA_\w+)/.exec(g.body)?.[1])).toEqual([
      'OTA_HotelAvailNotifRQ',
      'OTA_HotelRateAmountNotifRQ',
    ]);
    const basic = `Basic ${Buffer.from('pms-ub:s3cret pass').toString('base64')}`;
    expect(ota.got.every((g) => g.headers.authorization === basic)).toBe(true);
    const avail = xml.parse(ota.got[0]?.body ?? '') as {
      OTA_HotelAvailNotifRQ: {
        AvailStatusMessages: {
          HotelCode: string;
          AvailStatusMessage: {
            BookingLimit?: string;
            StatusApplicationControl: Record<string, string>;
          }[];
        };
      };
    };
    const messages = avail.OTA_HotelAvailNotifRQ.AvailStatusMessages;
    expect(messages.HotelCode).toBe('UB-1001');
    // Two rooms free over the whole horizon: one range, its last date included.
    expect(messages.AvailStatusMessage[0]).toEqual({
      BookingLimit: '2',
      BookingLimitMessageType: 'SetLimit',
      StatusApplicationControl: {
        Start: today,
        End: addDays(today, 364),
        InvTypeCode: 'DBL',
      },
    });
    expect(ota.got[1]?.body).toContain('RatePlanCode="BAR"');
    expect((await ari()).deliveries[0]).toMatchObject({ delivered: true, error: null });
  });

  it("records the OTA's error as a failed delivery and retries it; a new password alone queues nothing", async () => {
    ota.refuseWith('Invalid hotel code');
    await hotel.post(`/channels/${channelId}/ari/resync`, {}, 200);
    await caughtUp();
    const before = ota.got.length;
    await round();
    expect(ota.got.length).toBe(before + 1);
    expect((await ari()).deliveries[0]).toMatchObject({
      delivered: false,
      error: 'OTA error 392: Invalid hotel code',
    });
    const events = (await ariEvents()).length;
    await hotel.post(`/channels/${channelId}/ari`, otaSetting('rotated'), 200);
    expect((await ariEvents()).slice(events)).toEqual(['AriEndpointSet', 'AriPasswordSet']);
    ota.refuseWith(null);
    await round(10 * 60_000);
    expect(ota.got.at(-1)?.headers.authorization).toBe(
      `Basic ${Buffer.from('pms-ub:rotated').toString('base64')}`,
    );
    expect((await ari()).deliveries[0]).toMatchObject({ delivered: true });
  });
});
