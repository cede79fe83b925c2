import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { ariSignature, type AriTarget } from './ari-adapter';
import {
  answerProblem,
  availNotification,
  OTA_NAMESPACE,
  openTravelAdapter,
  rateNotification,
} from './ari-opentravel';
import type { AriDay, AriMessage, AriRate } from './ari-snapshot';

/** The OpenTravel adapter's messages, read back as XML, and its deliveries to a local receiver. */

const rate = (over: Partial<AriRate> = {}): AriRate => ({
  rateCode: 'BAR',
  price: 150_000,
  minStay: 1,
  maxStay: 0,
  closed: false,
  closedToArrival: false,
  closedToDeparture: false,
  ...over,
});
const day = (date: string, available: number, rates: AriRate[]): AriDay => ({
  date,
  available,
  rates,
});
const message = (days: AriDay[]): AriMessage => ({
  propertyId: 'p-1',
  channelId: 'c-1',
  roomCodes: ['DBL'],
  roomTypeId: 'rt-1',
  sequence: 7,
  from: days[0]?.date ?? '2027-01-01',
  to: '2027-01-05',
  currency: 'MNT',
  days,
});

// Four nights: two alike, then a price change and a stop sell with a minimum stay.
const fourNights = message([
  day('2027-01-01', 3, [rate()]),
  day('2027-01-02', 3, [rate()]),
  day('2027-01-03', 2, [rate({ price: 180_000 })]),
  day('2027-01-04', 2, [rate({ price: 180_000, closed: true, minStay: 2, closedToArrival: true })]),
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  isArray: (name) => ['AvailStatusMessage', 'RateAmountMessage', 'LengthOfStay'].includes(name),
});
type Node = Record<string, unknown> & { StatusApplicationControl: Record<string, string> };

describe('OTA_HotelAvailNotifRQ', () => {
  const doc = parser.parse(availNotification(fourNights, 'H-1', '2027-01-01T00:00:00.000Z')) as {
    OTA_HotelAvailNotifRQ: Record<string, string> & {
      AvailStatusMessages: { HotelCode: string; AvailStatusMessage: Node[] };
    };
  };
  const root = doc.OTA_HotelAvailNotifRQ;
  const statuses = root.AvailStatusMessages.AvailStatusMessage;

  it('is addressed to the hotel by its code, in the OpenTravel namespace, numbered by the message', () => {
    expect(root.xmlns).toBe(OTA_NAMESPACE);
    expect(root.EchoToken).toBe('rt-1-7');
    expect(root.TimeStamp).toBe('2027-01-01T00:00:00.000Z');
    expect(root.AvailStatusMessages.HotelCode).toBe('H-1');
  });

  it('gives the rooms to sell per run of equal dates, its end included', () => {
    const limits = statuses.filter((s) => 'BookingLimit' in s);
    expect(limits.map((s) => [s.BookingLimit, s.StatusApplicationControl])).toEqual([
      ['3', { Start: '2027-01-01', End: '2027-01-02', InvTypeCode: 'DBL' }],
      ['2', { Start: '2027-01-03', End: '2027-01-04', InvTypeCode: 'DBL' }],
    ]);
  });

  it('gives each rate its stay limits and its sale, arrival and departure status per run', () => {
    const ofRate = statuses.filter((s) => s.StatusApplicationControl.RatePlanCode === 'BAR');
    const runs = (restriction: string | undefined) =>
      ofRate
        .filter(
          (s) => (s.RestrictionStatus as { Restriction?: string }).Restriction === restriction,
        )
        .map((s) => [
          s.StatusApplicationControl.Start,
          s.StatusApplicationControl.End,
          (s.RestrictionStatus as { Status: string }).Status,
        ]);
    expect(runs(undefined)).toEqual([
      ['2027-01-01', '2027-01-03', 'Open'],
      ['2027-01-04', '2027-01-04', 'Close'],
    ]);
    expect(runs('Arrival')).toEqual([
      ['2027-01-01', '2027-01-03', 'Open'],
      ['2027-01-04', '2027-01-04', 'Close'],
    ]);
    expect(runs('Departure').map(([, , status]) => status)).toEqual(['Open', 'Open']);
    const stays = ofRate
      .filter((s) => s.LengthsOfStay !== undefined)
      .map((s) =>
        (s.LengthsOfStay as { LengthOfStay: Record<string, string>[] }).LengthOfStay.map(
          (l) => `${l.MinMaxMessageType} ${l.Time} ${l.TimeUnit}`,
        ),
      );
    expect(stays).toEqual([
      ['SetMinLOS 1 Day', 'SetMaxLOS 0 Day'],
      ['SetMinLOS 2 Day', 'SetMaxLOS 0 Day'],
    ]);
  });

  it('escapes what it is given', () => {
    expect(availNotification(fourNights, 'A&B"<', 'now')).toContain(
      'HotelCode="A&amp;B&quot;&lt;"',
    );
  });
});

describe('OTA_HotelRateAmountNotifRQ', () => {
  it('gives each rate its price after tax in whole tugrik per run of equal prices', () => {
    const xml = rateNotification(fourNights, 'H-1', 'now');
    const doc = parser.parse(xml ?? '') as {
      OTA_HotelRateAmountNotifRQ: { RateAmountMessages: { RateAmountMessage: Node[] } };
    };
    const amounts = doc.OTA_HotelRateAmountNotifRQ.RateAmountMessages.RateAmountMessage.map(
      (m) => ({
        ...m.StatusApplicationControl,
        ...(m.Rates as { Rate: { BaseByGuestAmts: { BaseByGuestAmt: Record<string, string> } } })
          .Rate.BaseByGuestAmts.BaseByGuestAmt,
      }),
    );
    expect(amounts).toEqual([
      {
        Start: '2027-01-01',
        End: '2027-01-02',
        InvTypeCode: 'DBL',
        RatePlanCode: 'BAR',
        AmountAfterTax: '150000',
        CurrencyCode: 'MNT',
        DecimalPlaces: '0',
      },
      {
        Start: '2027-01-03',
        End: '2027-01-04',
        InvTypeCode: 'DBL',
        RatePlanCode: 'BAR',
        AmountAfterTax: '180000',
        CurrencyCode: 'MNT',
        DecimalPlaces: '0',
      },
    ]);
  });

  it('is not sent for a room type without a rate code', () => {
    expect(rateNotification(message([day('2027-01-01', 1, [])]), 'H-1', 'now')).toBeNull();
  });
});

describe('reading an OTA answer', () => {
  it('takes <Success/> without <Errors> as delivered, in any namespace prefix', () => {
    expect(
      answerProblem(
        `<OTA_HotelAvailNotifRS xmlns="${OTA_NAMESPACE}"><Success/></OTA_HotelAvailNotifRS>`,
      ),
    ).toBeNull();
    expect(
      answerProblem(
        '<ota:OTA_HotelRateAmountNotifRS xmlns:ota="x"><ota:Success/><ota:Warnings/></ota:OTA_HotelRateAmountNotifRS>',
      ),
    ).toBeNull();
  });

  it('names the first error, and says what is missing otherwise', () => {
    expect(
      answerProblem(
        '<OTA_HotelAvailNotifRS><Errors><Error Type="3" Code="392" ShortText="Invalid hotel code"/><Error Code="1"/></Errors></OTA_HotelAvailNotifRS>',
      ),
    ).toBe('OTA error 392: Invalid hotel code');
    expect(answerProblem('<OTA_HotelAvailNotifRS><Warnings/></OTA_HotelAvailNotifRS>')).toBe(
      'answer without <Success/>',
    );
    expect(answerProblem('<ok/>')).toBe('answer is not an OpenTravel response');
    expect(answerProblem('{"ok":true}')).toBe('answer is not XML');
    expect(answerProblem('<a><b></a>')).toBe('answer is not XML');
  });
});

describe('delivering to an endpoint', () => {
  interface Got {
    readonly headers: IncomingHttpHeaders;
    readonly body: string;
  }
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  const endpointAnswering = async (answer: (body: string) => [number, string]) => {
    const got: Got[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        got.push({ headers: req.headers, body });
        const [status, text] = answer(body);
        res.writeHead(status, { 'content-type': 'application/xml' }).end(text);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    const target: AriTarget = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ota`,
      secret: 'whsec_x',
      format: 'opentravel',
      hotelCode: 'H-1',
      username: 'pms',
      password: 'pa:ss',
    };
    return { got, target };
  };
  const adapter = openTravelAdapter({ timeoutMs: 2_000, allowPrivate: true });
  const success = (body: string): [number, string] => {
    const root = body.includes('OTA_HotelRateAmountNotifRQ')
      ? 'OTA_HotelRateAmountNotifRS'
      : 'OTA_HotelAvailNotifRS';
    return [200, `<${root} xmlns="${OTA_NAMESPACE}"><Success/></${root}>`];
  };

  it('posts availability, then rates, as XML, authenticated and signed; delivered on both successes', async () => {
    const { got, target } = await endpointAnswering(success);
    const outcome = await adapter.deliver(fourNights, target);
    expect(outcome).toMatchObject({ delivered: true, status: 200, error: null });
    expect(got.map((g) => g.body.match(/<(OTA_\w+)/)?.[1])).toEqual([
      'OTA_HotelAvailNotifRQ',
      'OTA_HotelRateAmountNotifRQ',
    ]);
    for (const { headers, body } of got) {
      expect(headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(headers.authorization).toBe(`Basic ${Buffer.from('pms:pa:ss').toString('base64')}`);
      expect(headers['x-signature']).toBe(
        ariSignature('whsec_x', String(headers['x-signature-timestamp']), body),
      );
    }
  });

  it('fails with the OTA error of the first refusal, and sends no rates after a refused availability', async () => {
    const { got, target } = await endpointAnswering(() => [
      200,
      '<OTA_HotelAvailNotifRS><Errors><Error Code="497" ShortText="Authorization error"/></Errors></OTA_HotelAvailNotifRS>',
    ]);
    const outcome = await adapter.deliver(fourNights, target);
    expect(outcome).toMatchObject({
      delivered: false,
      status: 200,
      error: 'OTA error 497: Authorization error',
    });
    expect(got).toHaveLength(1);
  });

  it('fails with the HTTP status when the endpoint refuses the request, and without a hotel code', async () => {
    const { target } = await endpointAnswering(() => [401, '']);
    expect(await adapter.deliver(fourNights, target)).toMatchObject({
      delivered: false,
      status: 401,
      error: 'HTTP 401',
    });
    expect(await adapter.deliver(fourNights, { ...target, hotelCode: null })).toMatchObject({
      delivered: false,
      error: 'no hotel code',
    });
  });

  it('sends no authorization without a user name', async () => {
    const { got, target } = await endpointAnswering(success);
    await adapter.deliver(fourNights, { ...target, username: null, password: null });
    expect(got[0]?.headers.authorization).toBeUndefined();
  });
});
