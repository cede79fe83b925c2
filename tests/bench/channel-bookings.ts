import { type BenchHotel, call, expectStatus } from './http-hotel';

/**
 * `channelBookingsPerSec` (docs/channels.md "Channel reservations"): the bookings workload sent
 * by a channel manager instead of the front desk — the same 20 closed-loop clients
 * (booking-clients.mjs, kind `channel`) POST one-room night stays to the inbound API
 * (`POST /api/channels/{channel}/reservations`, `X-Api-Key`), each with a new channel
 * reservation id and the channel's room and rate codes, into one property of 10 × 50 rooms.
 */
/** What the clients send with: the channel, its key, and a room and a rate code per room type. */
export interface BenchChannel {
  readonly channelId: string;
  readonly key: string;
  readonly codes: readonly { readonly roomCode: string; readonly rateCode: string }[];
}

/**
 * Over HTTP, as staff would on the channel's page: a rate plan per room type, the channel, its
 * API key, and the mapping of room codes `RT{n}` and rate codes `BAR{n}`.
 */
export const connectBenchChannel = async (
  baseUrl: string,
  hotel: BenchHotel,
): Promise<BenchChannel> => {
  const as = { token: hotel.token, propertyId: hotel.propertyId };
  const plans: string[] = [];
  for (const [n, type] of hotel.roomTypes.entries()) {
    const plan = await call(baseUrl, 'POST', '/rate/plans', {
      ...as,
      body: { name: `BAR ${n + 1}`, roomType: { id: type.id }, type: 'daily', meals: [] },
    });
    expectStatus(plan, 201, 'rate plan');
    plans.push(plan.body.id as string);
  }
  const channel = await call(baseUrl, 'POST', '/channels', {
    ...as,
    body: { name: 'Booking.com' },
  });
  expectStatus(channel, 201, 'channel');
  const channelId = channel.body.id as string;
  const key = await call(baseUrl, 'POST', `/channels/${channelId}/keys`, { ...as, body: {} });
  expectStatus(key, 201, 'channel key');
  const codes = hotel.roomTypes.map((_type, n) => ({ roomCode: `RT${n}`, rateCode: `BAR${n}` }));
  const mapped = await call(baseUrl, 'POST', `/channels/${channelId}/mappings`, {
    ...as,
    body: {
      rooms: hotel.roomTypes.map((type, n) => ({ code: `RT${n}`, roomTypeId: type.id })),
      rates: plans.map((ratePlanId, n) => ({ code: `BAR${n}`, ratePlanId })),
    },
  });
  expectStatus(mapped, 200, 'channel mapping');
  return { channelId, key: key.body.key as string, codes };
};
