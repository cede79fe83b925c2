import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { addDays } from '@hotel/events/dates';
import { type AriAdapter, type AriTarget, postSigned, type WebhookOptions } from './ari-adapter';
import type { DeliveryOutcome } from './ari-outbox';
import type { AriDay, AriMessage, AriRate } from './ari-snapshot';

/**
 * The OpenTravel adapter (docs/channels.md "OpenTravel"): one ARI message as the OpenTravel
 * Alliance's two notifications that booking sites and channel managers take —
 * `OTA_HotelAvailNotifRQ` (rooms to sell, and each rate's stay restrictions) and
 * `OTA_HotelRateAmountNotifRQ` (each rate's price) — addressed to the hotel by the site's own
 * code for it (`HotelCode`), sent one after the other to the endpoint. Consecutive dates with
 * the same values are one date range (`Start`/`End`, both included). The message is delivered
 * when both answers are 2xx and say `<Success/>`; an answer with `<Errors>` fails with the
 * first error's code and text.
 */

export const OTA_NAMESPACE = 'http://www.opentravel.org/OTA/2003/05';

/** Dates in a row with equal values, as one range (`end` included). */
interface Run<Value> {
  readonly start: string;
  readonly end: string;
  readonly value: Value;
}

const runsOf = <Value>(
  days: readonly AriDay[],
  valueOf: (day: AriDay) => Value | undefined,
  same: (a: Value, b: Value) => boolean,
): Run<Value>[] => {
  const runs: Run<Value>[] = [];
  for (const day of days) {
    const value = valueOf(day);
    if (value === undefined) continue;
    const last = runs.at(-1);
    if (last && same(last.value, value) && addDays(last.end, 1) === day.date) {
      runs[runs.length - 1] = { ...last, end: day.date };
    } else {
      runs.push({ start: day.date, end: day.date, value });
    }
  }
  return runs;
};

type Restrictions = Pick<
  AriRate,
  'minStay' | 'maxStay' | 'closed' | 'closedToArrival' | 'closedToDeparture'
>;

const sameRestrictions = (a: Restrictions, b: Restrictions): boolean =>
  a.minStay === b.minStay &&
  a.maxStay === b.maxStay &&
  a.closed === b.closed &&
  a.closedToArrival === b.closedToArrival &&
  a.closedToDeparture === b.closedToDeparture;

const rateOf = (day: AriDay, code: string): AriRate | undefined =>
  day.rates.find((rate) => rate.rateCode === code);

const rateCodesOf = (message: AriMessage): string[] => [
  ...new Set(message.days.flatMap((day) => day.rates.map((rate) => rate.rateCode))),
];

const openClose = (closed: boolean) => (closed ? 'Close' : 'Open');

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  suppressEmptyNode: true,
});

const documentOf = (root: string, message: AriMessage, sentAt: string, body: object): string =>
  `<?xml version="1.0" encoding="UTF-8"?>${builder.build({
    [root]: {
      '@_xmlns': OTA_NAMESPACE,
      // Unique per message and attempt-independent: a receiver may drop a repeat of one it did.
      '@_EchoToken': `${message.roomTypeId}-${message.sequence}`,
      '@_TimeStamp': sentAt,
      '@_Version': '1.0',
      ...body,
    },
  })}`;

/**
 * `OTA_HotelAvailNotifRQ`: per room code, the rooms left to sell (`BookingLimit`); per room
 * and rate code, the minimum and maximum stay (`SetMinLOS`, `SetMaxLOS`; 0 = none), whether
 * the rate is sold (the master `RestrictionStatus`) and closed to arrival or departure (one
 * `RestrictionStatus` each, as the schema allows one a message).
 */
export const availNotification = (
  message: AriMessage,
  hotelCode: string,
  sentAt: string,
): string => {
  const statuses: object[] = [];
  for (const room of message.roomCodes) {
    for (const run of runsOf(
      message.days,
      (day) => day.available,
      (a, b) => a === b,
    )) {
      statuses.push({
        '@_BookingLimit': run.value,
        '@_BookingLimitMessageType': 'SetLimit',
        StatusApplicationControl: { '@_Start': run.start, '@_End': run.end, '@_InvTypeCode': room },
      });
    }
    for (const code of rateCodesOf(message)) {
      const runs = runsOf<Restrictions>(message.days, (day) => rateOf(day, code), sameRestrictions);
      for (const { start, end, value } of runs) {
        const control = {
          '@_Start': start,
          '@_End': end,
          '@_InvTypeCode': room,
          '@_RatePlanCode': code,
        };
        statuses.push(
          {
            StatusApplicationControl: control,
            LengthsOfStay: {
              LengthOfStay: [
                {
                  '@_MinMaxMessageType': 'SetMinLOS',
                  '@_Time': value.minStay,
                  '@_TimeUnit': 'Day',
                },
                {
                  '@_MinMaxMessageType': 'SetMaxLOS',
                  '@_Time': value.maxStay,
                  '@_TimeUnit': 'Day',
                },
              ],
            },
            RestrictionStatus: { '@_Status': openClose(value.closed) },
          },
          {
            StatusApplicationControl: control,
            RestrictionStatus: {
              '@_Restriction': 'Arrival',
              '@_Status': openClose(value.closedToArrival),
            },
          },
          {
            StatusApplicationControl: control,
            RestrictionStatus: {
              '@_Restriction': 'Departure',
              '@_Status': openClose(value.closedToDeparture),
            },
          },
        );
      }
    }
  }
  return documentOf('OTA_HotelAvailNotifRQ', message, sentAt, {
    AvailStatusMessages: { '@_HotelCode': hotelCode, AvailStatusMessage: statuses },
  });
};

/**
 * `OTA_HotelRateAmountNotifRQ`: per room and rate code, the night's price after tax in
 * tugrik (`DecimalPlaces="0"`), for the room as a whole (no `NumberOfGuests`). Null when the
 * room type has no rate code mapped: there is nothing to price.
 */
export const rateNotification = (
  message: AriMessage,
  hotelCode: string,
  sentAt: string,
): string | null => {
  const amounts: object[] = [];
  for (const room of message.roomCodes) {
    for (const code of rateCodesOf(message)) {
      const runs = runsOf(
        message.days,
        (day) => rateOf(day, code)?.price,
        (a, b) => a === b,
      );
      for (const { start, end, value } of runs) {
        amounts.push({
          StatusApplicationControl: {
            '@_Start': start,
            '@_End': end,
            '@_InvTypeCode': room,
            '@_RatePlanCode': code,
          },
          Rates: {
            Rate: {
              BaseByGuestAmts: {
                BaseByGuestAmt: {
                  '@_AmountAfterTax': value,
                  '@_CurrencyCode': message.currency,
                  '@_DecimalPlaces': 0,
                },
              },
            },
          },
        });
      }
    }
  }
  if (amounts.length === 0) return null;
  return documentOf('OTA_HotelRateAmountNotifRQ', message, sentAt, {
    RateAmountMessages: { '@_HotelCode': hotelCode, RateAmountMessage: amounts },
  });
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  processEntities: false,
  isArray: (name) => name === 'Error',
});

/**
 * What an OTA answer (`…RS`) says: null when it holds `<Success/>` and no `<Errors>`, else the
 * reason (the first error's `Code` and `ShortText`, or what is missing).
 */
export const answerProblem = (answer: string): string | null => {
  if (XMLValidator.validate(answer) !== true) return 'answer is not XML';
  const parsed = parser.parse(answer) as Record<string, unknown>;
  const rootName = Object.keys(parsed).find((key) => key.endsWith('RS'));
  const root = rootName ? parsed[rootName] : undefined;
  if (typeof root !== 'object' || root === null) return 'answer is not an OpenTravel response';
  const { Errors: errors, Success: success } = root as { Errors?: unknown; Success?: unknown };
  if (errors !== undefined) {
    const first = (errors as { Error?: Record<string, unknown>[] }).Error?.[0] ?? {};
    const code = typeof first['@_Code'] === 'string' ? first['@_Code'] : '';
    const text =
      typeof first['@_ShortText'] === 'string'
        ? first['@_ShortText']
        : typeof first['#text'] === 'string'
          ? first['#text']
          : '';
    return `OTA error${code ? ` ${code}` : ''}${text ? `: ${text}` : ''}`.slice(0, 200);
  }
  return success === undefined ? 'answer without <Success/>' : null;
};

/** The two notifications, each POSTed, signed and authenticated as the endpoint wants. */
export const openTravelAdapter = (options: WebhookOptions): AriAdapter => ({
  async deliver(message: AriMessage, endpoint: AriTarget): Promise<DeliveryOutcome> {
    const now = options.now ?? (() => new Date());
    if (endpoint.hotelCode === null) {
      return { delivered: false, status: null, error: 'no hotel code', durationMs: 0 };
    }
    const sentAt = now().toISOString();
    const documents = [
      availNotification(message, endpoint.hotelCode, sentAt),
      rateNotification(message, endpoint.hotelCode, sentAt),
    ].filter((body): body is string => body !== null);
    let durationMs = 0;
    let status: number | null = null;
    for (const body of documents) {
      const { answer, ...posted } = await postSigned(options, endpoint, {
        contentType: 'application/xml; charset=utf-8',
        body,
        read: true,
      });
      durationMs += posted.durationMs;
      status = posted.status;
      if (!posted.delivered) return { ...posted, durationMs };
      const problem = answerProblem(answer ?? '');
      if (problem !== null) return { delivered: false, status, error: problem, durationMs };
    }
    return { delivered: true, status, error: null, durationMs };
  },
});
