import { describe, expect, it } from 'vitest';
import { createInvoiceSchema } from '@hotel/events/invoices/commands';
import type { FolioEvent } from '@hotel/events/folio/events';
import type { Routing } from '@hotel/events/folio/routing';
import type { ReservationCreated, ReservationEvent } from '@hotel/events/reservations/events';
import { RuleBroken } from '@hotel/events/rule-broken';
import type { ProfileState } from '../profile/decider';
import type { PropertyState } from '../property/decider';
import { type LiveReservation, reservation, windowsNow } from '../reservations/decider';
import { createInvoice, invoiceBook } from './decider';

/** Given/when/then for an invoice of one payer window (docs/folio.md "Payer routing"). */

const P = 'p-1';
const GROUP = '00000000-0000-4000-8000-0000000000f1';
const user = { userId: 'u-1', name: 'Сараа', email: 'saraa@example.mn' };
const VAT = {
  taxId: 'vat',
  name: 'НӨАТ',
  nameEn: 'VAT',
  percentage: 10,
  inclusive: true,
  isDefault: true,
};
const CITY = { taxId: 'city', name: 'НХАТ', percentage: 1, inclusive: false, isDefault: false };

const place = {
  status: 'active',
  id: P,
  name: 'Хаан',
  workingDate: '2026-11-23',
  timeZone: 'Asia/Ulaanbaatar',
  registerNo: '1234567',
  companyName: 'Хаан ХХК',
} as PropertyState;
const profile = { info: null, banks: new Map() } as unknown as ProfileState;

/** 200,000 for two nights, a minibar of 30,000, VAT 10 % inside, city tax 1 % on top (2,300). */
const stay = (id: string, routing: Routing | null): LiveReservation => {
  const created = {
    type: 'ReservationCreated',
    data: {
      propertyId: P,
      reservationId: id,
      number: Number(id.slice(-1)),
      groupId: GROUP,
      groupNumber: 3,
      status: 'checked-in',
      stayType: 'night',
      checkIn: '2026-11-22',
      checkOut: '2026-11-24',
      roomTypeClone: { roomTypeId: 'rt', name: 'Стандарт', shortName: 'ST' },
      roomClone: { roomId: `room-${id}`, name: `10${id.slice(-1)}` },
      sourceClone: { sourceId: 's', name: 'Шууд', serviceName: null },
      partnerClone: null,
      taxClones: [VAT, CITY],
      guestClone: {
        name: 'Бат',
        surname: null,
        nationality: 'Монгол',
        phoneNumber: null,
        email: null,
      },
      price: {
        nights: 2,
        dayRates: [],
        lines: [
          { kind: 'room', quantity: 2, price: 100_000, amount: 200_000 },
          { kind: 'service', name: 'Минибар', quantity: 1, price: 30_000, amount: 30_000 },
          { kind: 'tax', name: 'НХАТ', quantity: 1, price: 2_300, amount: 2_300 },
        ],
        roomAmount: 200_000,
        childrenAmount: 0,
        discountAmount: 0,
        taxes: [
          { id: 'vat', name: 'НӨАТ', percentage: 10, inclusive: true, amount: 20_909 },
          { id: 'city', name: 'НХАТ', percentage: 1, inclusive: false, amount: 2_300 },
        ],
        total: 232_300,
      },
      createdAt: '2026-11-20T02:00:00.000Z',
    },
  } as unknown as ReservationCreated;
  const item: FolioEvent = {
    type: 'ServiceItemAdded',
    data: {
      propertyId: P,
      reservationId: id,
      item: {
        itemId: 'minibar',
        serviceCategoryClone: { serviceCategoryId: 'c', name: 'Мини бар' },
        serviceClone: { serviceId: 's', name: 'Минибар' },
        quantity: 1,
        price: 30_000,
        createdAt: '2026-11-22T05:00:00.000Z',
      },
      price: created.data.price,
    },
  };
  const events = [created, item] as ReservationEvent[];
  if (routing) {
    events.push({
      type: 'FolioRoutingSet',
      data: { propertyId: P, reservationId: id, routing, previous: null, userClone: user, at: '' },
    } as unknown as ReservationEvent);
  }
  return events.reduce(reservation.evolve, reservation.initialState()) as LiveReservation;
};

const acme: Routing = {
  windows: [{ windowId: '2', partnerClone: { partnerId: 'acme', name: 'Acme ХХК', discount: 0 } }],
  routes: { room: '2', tax: '2', service: '1', extraBed: '1' },
};

const world = (reservations: LiveReservation[]) => ({
  propertyId: P,
  place,
  profile,
  group: {
    exists: true as const,
    propertyId: P,
    number: 3,
    reservationIds: reservations.map((r) => r.id),
  },
  reservations,
  invoiceId: 'inv-1',
  now: '2026-11-23T04:00:00.000Z',
  language: 'mn' as const,
  user,
});

const command = (windowId: string | undefined, resId?: string) =>
  createInvoiceSchema.parse({
    groupId: GROUP,
    ...(resId ? { resId } : {}),
    ...(windowId ? { windowId } : {}),
    customer: { customerName: 'Acme ХХК', invoiceDate: '2026-11-23', paymentPeriod: '2026-12-07' },
  });

const R1 = '00000000-0000-4000-8000-000000000001';
const R2 = '00000000-0000-4000-8000-000000000002';

describe('an invoice of one payer window', () => {
  it("bills the window's charges only: its full total is the window's charges", () => {
    const r = stay(R1, acme);
    const [event] = createInvoice(command('2', R1), invoiceBook.initialState(), world([r]));
    expect(event?.type).toBe('InvoiceCreated');
    if (event?.type !== 'InvoiceCreated') return;
    expect(event.data.windowId).toBe('2');
    expect(event.data.items.map((i) => [i.key, i.amount])).toEqual([
      [`room:${R1}`, 200_000],
      // The VAT inside the room (the stay's 20,909 less the minibar's 2,727), the city tax whole.
      ['tax:vat', 18_182],
      ['tax:city', 2_300],
    ]);
    expect(event.data.fullTotalAmount).toBe(windowsNow(r).find((w) => w.windowId === '2')?.charges);
    const [guest] = createInvoice(command('1', R1), invoiceBook.initialState(), world([r]));
    if (guest?.type !== 'InvoiceCreated') return;
    expect(guest.data.items.map((i) => [i.key, i.amount])).toEqual([
      [`item:${R1}:minibar`, 30_000],
      ['tax:vat', 2_727],
    ]);
    expect(guest.data.fullTotalAmount).toBe(30_000);
  });

  it("a group's master payer collects the window of every room routed to it", () => {
    const rooms = [stay(R1, acme), stay(R2, acme)];
    const [event] = createInvoice(command('2'), invoiceBook.initialState(), world(rooms));
    if (event?.type !== 'InvoiceCreated') throw new Error('no invoice');
    expect(event.data.items.filter((i) => i.itemType === 'room').map((i) => i.key)).toEqual([
      `room:${R1}`,
      `room:${R2}`,
    ]);
    expect(event.data.fullTotalAmount).toBe(2 * 202_300);
    // A room not routed there adds nothing; no room with the window is refused on windowId.
    const mixed = [stay(R1, acme), stay(R2, null)];
    const [one] = createInvoice(command('2'), invoiceBook.initialState(), world(mixed));
    if (one?.type !== 'InvoiceCreated') throw new Error('no invoice');
    expect(one.data.fullTotalAmount).toBe(202_300);
    expect(() => createInvoice(command('3'), invoiceBook.initialState(), world(mixed))).toThrow(
      RuleBroken,
    );
  });

  it('without a window, as before: the rooms and what is picked', () => {
    const [event] = createInvoice(
      command(undefined, R1),
      invoiceBook.initialState(),
      world([stay(R1, acme)]),
    );
    if (event?.type !== 'InvoiceCreated') throw new Error('no invoice');
    expect(event.data).not.toHaveProperty('windowId');
    expect(event.data.items.map((i) => i.key)).toEqual([`room:${R1}`]);
  });
});
