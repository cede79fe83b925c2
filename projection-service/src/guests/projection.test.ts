import { describe, expect, it } from 'vitest';
import type { GuestEvent } from '@hotel/events/guests/events';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import type { ProjectedEvent } from '../runtime/projection';
import { GUESTS, guestsProjection } from './projection';
import { listGuests, matchingGuest } from './routes';
import { guestListQuerySchema } from './routes';

/** Given/then: the guest register read model (docs/front-office.md). */

const P = 'p-1';

const projected = (event: GuestEvent, position: bigint): ProjectedEvent => ({
  id: `e-${position}`,
  type: event.type,
  data: event.data,
  streamName: `guests-${P}`,
  revision: position - 1n,
  position,
  recordedAt: '2026-11-21T10:00:00.000Z',
  metadata: {
    propertyId: P,
    userId: 'u-1',
    commandId: `c-${position}`,
    commandType: 'Test',
    correlationId: 'c',
    causationId: 'c',
    occurredAt: '2026-11-21T10:00:00.000Z',
    schemaVersion: 1,
  },
});

const given = async (events: GuestEvent[]) => {
  const store = new EmbeddedReadStore({ path: ':memory:' });
  await guestsProjection.setup?.(store);
  await store.withTransaction(async (session) => {
    for (const [i, event] of events.entries()) {
      await guestsProjection.apply(projected(event, BigInt(i + 1)), session);
    }
  });
  return store;
};

const fields = {
  name: 'Anna',
  surname: 'Smith',
  phoneNumber: '+976 99112233',
  email: 'anna@example.com',
  passportNumber: null,
  nationality: 'Англи',
  description: null,
  isBlacklist: false,
  blacklistReason: null,
};

const history: GuestEvent[] = [
  {
    type: 'GuestRegistered',
    data: {
      propertyId: P,
      guestId: 'g-1',
      ...fields,
      origin: 'booking',
      createdAt: '2026-11-21T03:00:00.000Z',
    },
  },
  {
    type: 'GuestBooked',
    data: { propertyId: P, guestId: 'g-1', groupId: 'gr-1', reservationIds: ['r-1', 'r-2'] },
  },
  {
    type: 'GuestBooked',
    data: { propertyId: P, guestId: 'g-1', groupId: 'gr-2', reservationIds: ['r-3'] },
  },
  {
    type: 'GuestChanged',
    data: {
      propertyId: P,
      guestId: 'g-1',
      ...fields,
      isBlacklist: true,
      blacklistReason: 'Төлбөр төлөөгүй',
    },
  },
  {
    type: 'GuestRegistered',
    data: {
      propertyId: P,
      guestId: 'g-2',
      ...fields,
      name: 'Бат',
      phoneNumber: null,
      email: null,
      origin: 'staff',
      createdAt: '2026-11-22T03:00:00.000Z',
    },
  },
];

describe('the guests read model', () => {
  it('given bookings and a blacklisting, then resCount and the blacklist', async () => {
    const store = await given(history);
    expect(await store.collection(GUESTS).findOne({ _id: 'g-1' })).toMatchObject({
      resCount: 3,
      isBlacklist: true,
      blacklistReason: 'Төлбөр төлөөгүй',
      phoneKey: '99112233',
      emailKey: 'anna@example.com',
    });
  });

  it('filters by blacklist and search; matches by phone for the stepper', async () => {
    const store = await given(history);
    const list = async (query: Record<string, string>) =>
      (await listGuests(store, P, guestListQuerySchema.parse(query))).data.map((g) => g.id);
    expect(await list({})).toEqual(['g-2', 'g-1']);
    expect(await list({ blacklist: 'true' })).toEqual(['g-1']);
    expect(await list({ blacklist: 'false' })).toEqual(['g-2']);
    expect(await list({ search: 'ANNA' })).toEqual(['g-1']);
    expect((await matchingGuest(store, P, { phoneNumber: '9911 2233' }))?.id).toBe('g-1');
    expect(await matchingGuest(store, 'p-2', { phoneNumber: '9911 2233' })).toBeNull();
  });

  it('given a deletion, then the profile is gone; a rebuild gives the same documents', async () => {
    const removed = await given([
      ...history,
      { type: 'GuestsRemoved', data: { propertyId: P, guestIds: ['g-1'] } },
    ]);
    expect((await removed.collection(GUESTS).find({})).map((d) => d._id)).toEqual(['g-2']);
    const again = await given(history);
    expect(await again.collection(GUESTS).find({})).toEqual(
      await (await given(history)).collection(GUESTS).find({}),
    );
  });
});
