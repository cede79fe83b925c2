import { bookReservationSchema } from '@hotel/events/reservations/commands';
import type {
  OccupancyEvent,
  ReservationEvent,
  ReservationStatus,
} from '@hotel/events/reservations/events';
import { RuleBroken, Unavailable } from '@hotel/events/rule-broken';
import type { InventoryState } from '../inventory/decider';
import type { SettingsState } from '../settings/decider';
import {
  book,
  changeStatus,
  type DecisionContext,
  type ReservationDecision,
  reservation,
} from './decider';
import { ledger } from './ledger';
import type { BookingWorld } from './world';

/**
 * The world the reservation deciders' given/when/then tests decide in: a property of two room
 * types (Standard 101–102 at 100,000, Lux 201 at 200,000), its settings and rate plans, the
 * command context, and helpers that apply decisions as the pipeline would. Shared by
 * the decisions' tests (booking, status, stay changes, fees, room type, room moves).
 */

export const P = 'p-1';
export const WORKING_DATE = '2026-11-22';
export const STD = '00000000-0000-4000-8000-00000000000a';
export const LUX = '00000000-0000-4000-8000-00000000000b';
export const R101 = '00000000-0000-4000-8000-000000000101';
export const R102 = '00000000-0000-4000-8000-000000000102';
export const R201 = '00000000-0000-4000-8000-000000000201';

export const roomType = (id: string, name: string, price: number) => ({
  id,
  name,
  nameEn: null,
  shortName: name.slice(0, 2).toUpperCase(),
  window: 1,
  defaultPrice: price,
  priceDayUse: price / 2,
  hasTime: true,
  priceTime: 20000,
  priceTimeCount: 1,
  occupancy: 2,
  occupancyChildren: 1,
  hasExtraBed: false,
  extraBeds: null,
  bedTypeId: null,
  floorSize: null,
  description: null,
  descriptionEn: null,
  byPerson: false,
  isPriority: false,
  updatedAtIsPriority: null,
  amenityIds: [],
  images: [],
});

export const room = (id: string, roomTypeId: string) => ({
  id,
  roomTypeId,
  name: id.slice(-3),
  description: null,
});

export const inventory: InventoryState = {
  roomTypes: new Map([
    [STD, roomType(STD, 'Standard', 100000)],
    [LUX, roomType(LUX, 'Lux', 200000)],
  ]),
  rooms: new Map([
    [R101, room(R101, STD)],
    [R102, room(R102, STD)],
    [R201, room(R201, LUX)],
  ]),
};

export const settings = {
  Source: new Map([
    [
      'src-direct',
      {
        propertyId: P,
        id: 'src-direct',
        name: 'Шууд',
        shortName: 'ШУ',
        color: '#000000',
        isDefault: true,
      },
    ],
    [
      '00000000-0000-4000-8000-0000000000ee',
      {
        propertyId: P,
        id: '00000000-0000-4000-8000-0000000000ee',
        name: 'Web',
        shortName: 'WE',
        color: '#000000',
        isDefault: false,
      },
    ],
  ]),
  Tax: new Map([
    [
      'vat',
      {
        propertyId: P,
        id: 'vat',
        name: 'НӨАТ',
        percentage: 10,
        inclusive: true,
        isEnabled: true,
        isDefault: true,
      },
    ],
  ]),
  Partner: new Map(),
  PaymentMethod: new Map(),
  Currency: new Map(),
  ServiceCategory: new Map(),
  Service: new Map(),
  Contact: new Map(),
} as unknown as SettingsState;

export const world: BookingWorld = {
  propertyId: P,
  propertyName: 'Хан Палас',
  workingDate: WORKING_DATE,
  timeZone: 'Asia/Ulaanbaatar',
  inventory,
  ratePlans: new Map(),
  policies: { childAge: 12, cancellation: null, children: new Map(), extraBeds: new Map() },
  profile: {
    info: { checkInTime: '14:00', checkOutTime: '12:00', hasTime: true, maxTime: 6 },
    setting: null,
    banks: new Map(),
    rules: new Map(),
    images: [],
    facilityIds: [],
  } as unknown as BookingWorld['profile'],
  settings,
  rateWrites: new Map(),
};

export const context = (commandId = 'cmd-1'): DecisionContext => ({
  commandId,
  now: '2026-11-22T03:00:00.000Z',
  language: 'en',
  user: { userId: 'u-1', name: 'Reception', email: 'desk@hotel.mn' },
});

export const bookCommand = (fields: object = {}, line: object = {}) =>
  bookReservationSchema.parse({
    stayType: 'night',
    checkIn: '2026-11-25',
    checkOut: '2026-11-27',
    roomTypes: [{ roomTypeId: STD, numberOfGuests: 2, quantity: 1, ...line }],
    guest: { name: 'Бат' },
    ...fields,
  });

/** The ledger and reservations after some bookings (applied as the pipeline would). */
export const after = (...decisions: ReservationDecision[]) => {
  const occupancy = ledger.initialState();
  const reservations = new Map<string, ReturnType<typeof reservation.initialState>>();
  for (const decision of decisions) {
    decision.ledger.forEach((event) => ledger.evolve(occupancy, event as OccupancyEvent));
    for (const [id, events] of decision.reservations) {
      reservations.set(
        id,
        events.reduce(
          (state, event) => reservation.evolve(state, event as ReservationEvent),
          reservations.get(id) ?? reservation.initialState(),
        ),
      );
    }
  }
  return { occupancy, reservations };
};

export const broken = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (error instanceof RuleBroken)
      return `${error instanceof Unavailable ? '409 ' : ''}${error.rule}`;
    throw error;
  }
  throw new Error('no rule broken');
};

/** A booked reservation moved through some statuses. */
export const bookedWith = (statuses: ReservationStatus[], fields: object = {}) => {
  const booked = book(bookCommand(fields), world, ledger.initialState(), null, context());
  let state = after(booked);
  const id = booked.reservationIds[0] as string;
  const decisions: ReservationDecision[] = [booked];
  let current: ReservationStatus = 'pending';
  statuses.forEach((to, i) => {
    const decision = changeStatus(
      {
        id,
        status: to,
        oldStatus: current,
        cancellationPayment: null,
        isPaid: false,
        paymentMethodId: null,
        notes: null,
      },
      state.reservations.get(id)!,
      world,
      state.occupancy,
      context(`cmd-s${i}`),
    );
    decisions.push(decision);
    state = after(...decisions);
    current = to;
  });
  return { id, ...state, decisions };
};
