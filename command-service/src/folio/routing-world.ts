/** The payer routing tests' world: a stay with room, tax and minibar charges, partners, payments. */
import { postPaymentSchema, setRoutingSchema } from '@hotel/events/folio/commands';
import type { FolioEvent } from '@hotel/events/folio/events';
import type { ReservationCreated, ReservationEvent } from '@hotel/events/reservations/events';
import { RuleBroken } from '@hotel/events/rule-broken';
import type { SettingsState } from '../settings/decider';
import {
  type LiveReservation,
  type ReservationState,
  reservation,
  windowsNow,
} from '../reservations/decider';
import { setRouting } from './routing';

export const P = 'p-1';
export const RES = '00000000-0000-4000-8000-0000000000a1';
export const RES2 = '00000000-0000-4000-8000-0000000000a2';
export const CASH = '00000000-0000-4000-8000-0000000000c1';
export const INVOICE = '00000000-0000-4000-8000-0000000000c3';
export const ACME = '00000000-0000-4000-8000-0000000000e1';
export const TOURS = '00000000-0000-4000-8000-0000000000e2';
export const ELSEWHERE = '00000000-0000-4000-8000-0000000000e9';
export const user = { userId: 'u-1', name: 'Сараа', email: 'saraa@example.mn' };

export const method = (
  id: string,
  name: string,
  incomeTypes: ('paid' | 'prepaid' | 'receivable')[],
) => ({
  propertyId: P,
  id,
  name,
  color: '#000000',
  isPaid: true,
  incomeTypes,
  isDefault: id === CASH,
});
export const partner = (id: string, name: string) => ({
  propertyId: P,
  id,
  name,
  discount: 0,
});

/** The property's lists: its partners are Acme and Tours (ELSEWHERE is another property's). */
export const lists = {
  Source: new Map(),
  PaymentMethod: new Map([
    [CASH, method(CASH, 'Бэлэн', ['paid', 'prepaid'])],
    [INVOICE, method(INVOICE, 'Нэхэмжлэх', ['receivable'])],
  ]),
  Currency: new Map(),
  Tax: new Map(),
  Partner: new Map([
    [ACME, partner(ACME, 'Acme ХХК')],
    [TOURS, partner(TOURS, 'Tours ХХК')],
  ]),
  ServiceCategory: new Map(),
  Service: new Map(),
  Contact: new Map(),
} as unknown as SettingsState;

/** Room 200,000 + VAT 20,000 on top + minibar 30,000 = 250,000. */
export const ROOM = 200_000;
export const TAX = 20_000;
export const MINIBAR = 30_000;
export const TOTAL = ROOM + TAX + MINIBAR;

export const created = (id = RES, groupId = 'g-1'): ReservationCreated => ({
  type: 'ReservationCreated',
  data: {
    propertyId: P,
    reservationId: id,
    number: 1,
    groupId,
    groupNumber: 1,
    status: 'checked-in',
    stayType: 'night',
    checkIn: '2026-11-22',
    checkOut: '2026-11-24',
    arrivalTime: '14:00',
    exitTime: '12:00',
    hours: null,
    numberOfGuests: 2,
    childrenAges: [],
    roomTypeClone: {
      roomTypeId: 'rt',
      name: 'Standard',
      shortName: 'ST',
      defaultPrice: ROOM / 2,
      priceDayUse: 0,
      hasExtraBed: false,
      extraBeds: null,
    },
    roomClone: null,
    sourceClone: {
      sourceId: 's',
      name: 'Шууд',
      shortName: 'ШУ',
      color: null,
      isDefault: true,
      serviceName: null,
    },
    partnerClone: null,
    userClone: user,
    ratePlanClone: null,
    cancellationPolicyClone: null,
    taxClones: [],
    guestClone: {
      name: 'Бат',
      surname: null,
      nationality: 'Монгол',
      phoneNumber: null,
      email: null,
    },
    timePrice: null,
    price: {
      nights: 2,
      dayRates: [],
      lines: [
        { kind: 'room', quantity: 2, price: ROOM / 2, amount: ROOM },
        { kind: 'service', quantity: 1, price: MINIBAR, amount: MINIBAR },
        { kind: 'tax', quantity: 1, price: TAX, amount: TAX },
      ],
      roomAmount: ROOM,
      childrenAmount: 0,
      discountAmount: 0,
      taxes: [],
      total: TOTAL,
    },
    notes: null,
    isSendEmail: false,
    createdAt: '2026-11-20T02:00:00.000Z',
  },
});

export const given = (...events: (ReservationEvent | FolioEvent)[]): ReservationState =>
  (events as ReservationEvent[]).reduce(reservation.evolve, reservation.initialState());
export const fold = (state: ReservationState, events: readonly FolioEvent[]): ReservationState =>
  (events as ReservationEvent[]).reduce(reservation.evolve, state);

export const ctx = { propertyId: P, now: '2026-11-22T05:00:00.000Z', user };
/** How many payment contexts were made (a live binding: importers see it count). */
export let n = 0;
export const payContext = () => {
  n += 1;
  return {
    ...ctx,
    workingDate: '2026-11-22',
    paymentId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  };
};

/** Room and taxes to Acme (window 2), services to the guest. */
export const companyRouting = (ids = [RES], extra: Record<string, unknown> = {}) =>
  setRoutingSchema.parse({
    reservationIds: ids,
    windows: [{ windowId: '2', partnerId: ACME }],
    routes: { room: '2', tax: '2', service: '1', extraBed: '1' },
    ...extra,
  });

export const pay = (amount: number, windowId?: string, incomeType = 'paid', methodId = CASH) =>
  postPaymentSchema.parse({
    id: RES,
    incomeType,
    pays: [{ paymentMethod: { id: methodId }, amount }],
    ...(windowId ? { windowId } : {}),
  });

export const refused = (run: () => unknown): RuleBroken => {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleBroken) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

export const routed = () => {
  const state = given(created());
  return fold(state, setRouting(companyRouting(), [state], lists, ctx).get(RES) ?? []);
};

export const windowsOfState = (state: ReservationState) => windowsNow(state as LiveReservation);

/** What the windows of a stay still have to be paid. */
export const unsettled = (state: ReservationState) =>
  windowsOfState(state).reduce((sum, w) => sum + Math.max(0, w.balance), 0);
