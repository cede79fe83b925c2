import { afterEach, describe, expect, it } from 'vitest';
import { MemoryEventStore } from '@hotel/infra/event-store/memory';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import type { ReservationCreated } from '@hotel/events/reservations/events';
import { streams } from '@hotel/events/streams';
import { AUDIT_ACTORS, auditProjection } from '../audit/projection';
import type { ProjectedEvent } from '../runtime/projection';
import { toProjected } from '../runtime/to-projected';
import { changesBetween, historyActorOf, reservationAsOf, reservationHistory } from './history';
import { detailsOf } from './history-details';
import { type ReservationDoc, reservationsProjection } from './projection';
import { P, priceOf, reservationCreated } from './test-fixtures';

const stores: EmbeddedReadStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

let position = 0n;
const revisions = new Map<string, bigint>();

/** An event on a stream, by someone, at a moment: as the event store and the projections hold it. */
const on = (
  streamName: string,
  type: string,
  data: unknown,
  by: { userId: string; commandType?: string; at: string },
): ProjectedEvent => {
  position += 1n;
  const revision = revisions.get(streamName) ?? 0n;
  revisions.set(streamName, revision + 1n);
  return {
    id: `e-${position}`,
    type,
    data,
    streamName,
    revision,
    position,
    recordedAt: by.at,
    metadata: {
      propertyId: P,
      userId: by.userId,
      commandId: `c-${position}`,
      commandType: by.commandType ?? 'Test',
      correlationId: `c-${position}`,
      causationId: `c-${position}`,
      occurredAt: by.at,
      schemaVersion: 1,
    },
  };
};

/**
 * The events in an event store, and the audit and reservations read models after them (as
 * the projections see the events the store recorded).
 */
const given = async (events: ProjectedEvent[]) => {
  const eventStore = new MemoryEventStore();
  for (const { streamName, id, type, data, metadata } of events) {
    await eventStore.append(streamName, [{ id, type, data, metadata: { ...metadata } }], 'any');
  }
  const recorded = (await eventStore.readAll()).map(toProjected);
  const store = new EmbeddedReadStore({ path: ':memory:' });
  stores.push(store);
  for (const projection of [auditProjection, reservationsProjection]) {
    await projection.setup?.(store);
    await store.withTransaction(async (session) => {
      for (const event of recorded) {
        if (projection.handles.includes(event.type)) await projection.apply(event, session);
      }
    });
  }
  return { store, eventStore };
};

const STAFF = 'acc-saraa';
const R = 'r-1';
const T = (hour: number) => `2026-11-20T${String(hour).padStart(2, '0')}:00:00.000Z`;
const staff = (hour: number, commandType = 'Test') => ({ userId: STAFF, commandType, at: T(hour) });
const ofR = { propertyId: P, reservationId: R };

const created = reservationCreated(R, { groupId: 'g-1', groupNumber: 1 });
const createdData = created.data as ReservationCreated['data'];
const story = (): ProjectedEvent[] => {
  revisions.clear();
  return [
    on(
      streams.account(STAFF),
      'AccountRegistered',
      {
        accountId: STAFF,
        name: 'Сараа',
        position: 'Ресепшн',
        phoneNumber: '99001122',
        email: 'saraa@hotel.mn',
        passwordHash: 'x',
        isDefault: false,
        registeredAt: T(0),
      },
      { userId: 'owner', at: T(0) },
    ),
    on(
      streams.group('g-1'),
      'GroupOpened',
      {
        propertyId: P,
        groupId: 'g-1',
        number: 1,
        sourceClone: createdData.sourceClone,
        partnerClone: null,
        guestClone: createdData.guestClone,
        createdAt: T(1),
      },
      staff(1, 'BookReservation'),
    ),
    on(streams.reservation(R), 'ReservationCreated', created.data, staff(1, 'BookReservation')),
    on(
      streams.group('g-1'),
      'ReservationsJoinedGroup',
      { propertyId: P, groupId: 'g-1', reservationIds: [R] },
      staff(1, 'BookReservation'),
    ),
    on(
      streams.reservation(R),
      'ReservationDatesChanged',
      {
        ...ofR,
        stayType: 'night',
        checkIn: '2026-11-21',
        checkOut: '2026-11-24',
        arrivalTime: '14:00',
        exitTime: '12:00',
        hours: null,
        timePrice: null,
        price: priceOf('2026-11-21', '2026-11-24'),
      },
      staff(2),
    ),
    on(
      streams.reservation(R),
      'ReservationRoomAssigned',
      { ...ofR, roomClone: { roomId: 'room-2', name: '102' } },
      staff(3),
    ),
    // Saraa is renamed; what she did before keeps her old name.
    on(
      streams.account(STAFF),
      'AccountDetailsChanged',
      { accountId: STAFF, name: 'Сараа Батын', position: 'Ахлах', phoneNumber: '99001122' },
      { userId: 'owner', at: T(4) },
    ),
    on(
      streams.reservation(R),
      'ReservationNotesChanged',
      { ...ofR, notes: 'Өндөр давхар' },
      staff(5),
    ),
    on(
      streams.reservation(R),
      'ReservationStatusChanged',
      {
        ...ofR,
        from: 'pending',
        to: 'no-show',
        at: T(6),
        workingDate: '2026-11-21',
        cancellation: null,
        notes: null,
        checkOut: null,
      },
      { userId: 'system:night-audit', commandType: 'PerformNightAudit', at: T(6) },
    ),
  ];
};

describe('reservation history', () => {
  it('lists every event of the stream with who (as named then), when, what and before → after', async () => {
    const { store, eventStore } = await given(story());
    const entries = await reservationHistory(store, eventStore, P, R);
    expect(entries?.map((e) => [e.type, e.revision, e.occurredAt])).toEqual([
      ['ReservationCreated', 0, T(1)],
      ['ReservationDatesChanged', 1, T(2)],
      ['ReservationRoomAssigned', 2, T(3)],
      ['ReservationNotesChanged', 3, T(5)],
      ['ReservationStatusChanged', 4, T(6)],
    ]);
    const [booked, dates, room, notes, noShow] = entries!;
    expect(booked).toMatchObject({
      actor: {
        kind: 'user',
        user: { userId: STAFF, name: 'Сараа', email: 'saraa@hotel.mn' },
      },
      commandType: 'BookReservation',
      details: {
        number: 101,
        guestName: 'Бат Дорж',
        checkIn: '2026-11-21',
        checkOut: '2026-11-23',
        room: '101',
        fromRequest: false,
      },
      changes: [],
    });
    expect(dates?.changes).toEqual([
      { field: 'checkOut', before: '2026-11-23', after: '2026-11-24' },
      { field: 'amount', before: 200_000, after: 300_000 },
      { field: 'balance', before: 200_000, after: 300_000 },
    ]);
    expect(room).toMatchObject({
      details: { room: '102', previousRoom: '101' },
      changes: [{ field: 'room', before: '101', after: '102' }],
      actor: { user: { name: 'Сараа' } },
    });
    expect(notes).toMatchObject({
      changes: [{ field: 'notes', before: null, after: 'Өндөр давхар' }],
      actor: { kind: 'user', user: { name: 'Сараа Батын', email: 'saraa@hotel.mn' } },
    });
    expect(noShow).toMatchObject({
      actor: { kind: 'nightAudit', user: null },
      details: { from: 'pending', to: 'no-show' },
      changes: [{ field: 'status', before: 'pending', after: 'no-show' }],
    });
  });

  it('keeps the names on rebuild: the audit records them as it goes', async () => {
    const events = story();
    const first = await given(events);
    const again = await given(events);
    expect(await again.store.collection(AUDIT_ACTORS).find({})).toEqual(
      await first.store.collection(AUDIT_ACTORS).find({}),
    );
    expect(await reservationHistory(again.store, again.eventStore, P, R)).toEqual(
      await reservationHistory(first.store, first.eventStore, P, R),
    );
  });

  it('is null for another property or an unknown reservation', async () => {
    const { store, eventStore } = await given(story());
    expect(await reservationHistory(store, eventStore, 'p-other', R)).toBeNull();
    expect(await reservationHistory(store, eventStore, P, 'r-unknown')).toBeNull();
  });
});

describe('reservation as of an instant', () => {
  it('folds the events up to then: the same document the projection held at that moment', async () => {
    const { store, eventStore } = await given(story());
    const beforeRoom = await reservationAsOf(store, eventStore, P, R, '2026-11-20T02:30:00Z');
    expect(beforeRoom).toMatchObject({
      checkOut: '2026-11-24',
      roomClone: { name: '101' },
      notes: null,
      status: 'pending',
      groupSize: 1,
      amount: 300_000,
    });
    // Exactly at an event's instant, the event counts.
    expect(await reservationAsOf(store, eventStore, P, R, T(3))).toMatchObject({
      roomClone: { name: '102' },
    });
    // A later instant is today's document.
    const now = await store.collection('reservations').findOne({ _id: R });
    expect(await reservationAsOf(store, eventStore, P, R, '2030-01-01T00:00:00+08:00')).toEqual(
      now,
    );
  });

  it('is null before the reservation existed, and for another property', async () => {
    const { store, eventStore } = await given(story());
    expect(await reservationAsOf(store, eventStore, P, R, '2026-11-20T00:59:59Z')).toBeNull();
    expect(await reservationAsOf(store, eventStore, 'p-other', R, T(9))).toBeNull();
  });
});

describe('history actors', () => {
  const named = { name: 'Болд', email: 'bold@hotel.mn' };
  it('names people, the night audit (automatic or by someone), online guests and the system', () => {
    expect(historyActorOf({ userId: 'a-1', commandType: 'X', actor: named })).toEqual({
      kind: 'user',
      user: { userId: 'a-1', ...named },
    });
    expect(
      historyActorOf({ userId: 'a-1', commandType: 'PerformNightAudit', actor: named }),
    ).toEqual({ kind: 'nightAudit', user: { userId: 'a-1', ...named } });
    expect(historyActorOf({ userId: 'system:night-audit', commandType: 'X', actor: null })).toEqual(
      { kind: 'nightAudit', user: null },
    );
    expect(historyActorOf({ userId: 'anonymous', commandType: 'X', actor: null })).toEqual({
      kind: 'onlineBooking',
    });
    expect(historyActorOf({ userId: 'system', commandType: 'Seed', actor: null })).toEqual({
      kind: 'system',
      name: null,
    });
    expect(historyActorOf({ userId: 'system:channel', commandType: 'X', actor: null })).toEqual({
      kind: 'system',
      name: 'channel',
    });
    expect(historyActorOf({ userId: 'gone', commandType: 'X', actor: null })).toEqual({
      kind: 'user',
      user: { userId: 'gone', name: null, email: null },
    });
  });
});

describe('history details in both languages', () => {
  it('carry the English names of the channel, room type, payment methods and taxes beside the names', () => {
    const created = reservationCreated('r-en', {
      sourceClone: {
        sourceId: 's-1',
        name: 'Шууд',
        nameEn: 'Direct',
        shortName: 'ШУ',
        color: null,
        isDefault: true,
        serviceName: null,
      },
    });
    const record = (type: string) => ({ type, commandType: 'Test' });
    expect(detailsOf(record('ReservationCreated'), created.data, null, null)).toMatchObject({
      source: 'Шууд',
      sourceEn: 'Direct',
    });
    const method = (nameEn?: string) => ({
      paymentMethodClone: {
        paymentMethodId: 'm',
        name: 'Бэлэн мөнгө',
        color: '#000',
        ...(nameEn ? { nameEn } : {}),
      },
      amount: 1,
      amountMnt: 1,
    });
    const payment = (pays: ReturnType<typeof method>[]) =>
      detailsOf(
        record('PaymentPosted'),
        { amount: 1, amountMnt: 1, currencyClone: { shortName: 'MNT' }, incomeType: 'paid', pays },
        null,
        null,
      );
    expect(
      payment([
        method('Cash'),
        { ...method(), paymentMethodClone: { ...method().paymentMethodClone, name: 'Карт' } },
      ]),
    ).toMatchObject({
      methods: ['Бэлэн мөнгө', 'Карт'],
      methodsEn: ['Cash', 'Карт'],
    });
    expect(payment([method()])).not.toHaveProperty('methodsEn');
    expect(
      detailsOf(
        record('ReservationTaxAdded'),
        { taxClone: { taxId: 't', name: 'НӨАТ', nameEn: 'VAT', percentage: 10 } },
        null,
        null,
      ),
    ).toEqual({ name: 'НӨАТ', nameEn: 'VAT', percentage: 10 });
  });
});

describe('a change of room type or rate plan in both languages', () => {
  // Only the fields the history tracks matter to changesBetween.
  const doc = (roomType: string, ratePlan: string, english: boolean) =>
    ({
      status: 'confirmed',
      roomTypeClone: { name: roomType, ...(english ? { nameEn: `${roomType} EN` } : {}) },
      ratePlanClone: { name: ratePlan, ...(english ? { nameEn: `${ratePlan} EN` } : {}) },
      roomClone: null,
      discount: 0,
      amount: 100,
      paid: 0,
      balance: 100,
    }) as unknown as ReservationDoc;

  it('carries the English names beside the names before and after', () => {
    expect(changesBetween(doc('Люкс', 'Үндсэн', true), doc('Стандарт', 'Өглөөтэй', true))).toEqual([
      {
        field: 'roomType',
        before: 'Люкс',
        after: 'Стандарт',
        beforeEn: 'Люкс EN',
        afterEn: 'Стандарт EN',
      },
      {
        field: 'ratePlan',
        before: 'Үндсэн',
        after: 'Өглөөтэй',
        beforeEn: 'Үндсэн EN',
        afterEn: 'Өглөөтэй EN',
      },
    ]);
  });

  it('leaves them out where the hotel gave none, and changes nothing when only names are alike', () => {
    expect(changesBetween(doc('Люкс', 'Үндсэн', false), doc('Люкс', 'Өглөөтэй', true))).toEqual([
      { field: 'ratePlan', before: 'Үндсэн', after: 'Өглөөтэй', afterEn: 'Өглөөтэй EN' },
    ]);
  });
});

describe('payer routing in the history', () => {
  const record = (type: string) => ({ type, commandType: 'Test' });
  const acme = { partnerId: 'acme', name: 'Acme ХХК', discount: 0 };
  const routing = {
    windows: [{ windowId: '2' as const, partnerClone: acme }],
    routes: {
      room: '2' as const,
      tax: '2' as const,
      service: '1' as const,
      extraBed: '1' as const,
    },
  };

  it('names who paid which charges before and after a routing change', () => {
    expect(detailsOf(record('FolioRoutingSet'), { routing, previous: null }, null, null)).toEqual({
      before: [{ windowId: '1', partner: null, kinds: ['room', 'tax', 'service', 'extraBed'] }],
      after: [
        { windowId: '1', partner: null, kinds: ['service', 'extraBed'] },
        { windowId: '2', partner: 'Acme ХХК', kinds: ['room', 'tax'] },
      ],
    });
  });

  it('names a payment moved between windows with its amount and payers', () => {
    const before = {
      routing,
      payments: [{ id: 'p-1', amountMnt: 50_000 }],
    } as unknown as Parameters<typeof detailsOf>[2];
    expect(
      detailsOf(
        record('PaymentWindowChanged'),
        { paymentId: 'p-1', from: '1', to: '2' },
        before,
        null,
      ),
    ).toEqual({ amountMnt: 50_000, from: '1', to: '2', fromPayer: null, toPayer: 'Acme ХХК' });
  });
});
