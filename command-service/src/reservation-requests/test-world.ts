import type { ReservationRequestEvent } from '@hotel/events/reservation-requests/events';
import { bookReservationSchema } from '@hotel/events/reservations/commands';
import { RuleBroken, Unavailable } from '@hotel/events/rule-broken';
import type { InventoryState } from '../inventory/decider';
import type { RatePlansState } from '../rates/decider';
import { type DecisionContext } from '../reservations/decider';
import { ledger, type LedgerEvent, type LedgerState } from '../reservations/ledger';
import type { BookingWorld } from '../reservations/world';
import type { SettingsState } from '../settings/decider';
import {
  changeRequestStatus,
  receiveRequest,
  recordPayment,
  type RequestIntake,
  requestPayment,
  reservationRequest,
  type RequestState,
} from './decider';

/**
 * The world, fixtures and given/when/then of the reservation-request decider tests
 * (operations spec §4 "Reservation request").
 */

export const P = 'p-1';
export const NOW = '2026-11-22T03:00:00.000Z';
export const STD = '00000000-0000-4000-8000-00000000000a';
export const LUX = '00000000-0000-4000-8000-00000000000b';
export const ONLINE_PLAN = '00000000-0000-4000-8000-0000000000c1';
export const BANK = '00000000-0000-4000-8000-0000000000d1';

export const roomType = (
  id: string,
  name: string,
  price: number,
  nameEn: string | null = null,
) => ({
  id,
  name,
  nameEn,
  shortName: name.slice(0, 2).toUpperCase(),
  window: 1,
  defaultPrice: price,
  priceDayUse: price / 2,
  hasTime: false,
  priceTime: 0,
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
  name: id,
  description: null,
});

/** Two Standard rooms (sold online) and one Lux (not sold online). */
export const inventory: InventoryState = {
  roomTypes: new Map([
    [STD, roomType(STD, 'Стандарт', 100000, 'Standard')],
    [LUX, roomType(LUX, 'Lux', 200000)],
  ]),
  rooms: new Map([
    ['101', room('101', STD)],
    ['102', room('102', STD)],
    ['201', room('201', LUX)],
  ]),
};

export const ratePlans: RatePlansState = new Map([
  [
    ONLINE_PLAN,
    {
      id: ONLINE_PLAN,
      name: 'Online',
      roomTypeId: STD,
      isDaily: false,
      nonRef: false,
      isOta: false,
      isOnlineBook: true,
      partnerIds: [],
      mealIds: [],
      occupancyRates: [{ occupancy: 2, discount: 0, isActive: true, isDefault: true }],
    },
  ],
]);

export const world: BookingWorld = {
  propertyId: P,
  propertyName: 'Хан Палас',
  workingDate: '2026-11-22',
  timeZone: 'Asia/Ulaanbaatar',
  inventory,
  ratePlans,
  policies: { childAge: 12, cancellation: null, children: new Map(), extraBeds: new Map() },
  profile: {
    info: { name: 'Khan Hotel', checkInTime: '14:00', checkOutTime: '12:00', hasTime: false },
    setting: null,
    banks: new Map([
      [
        BANK,
        {
          propertyId: P,
          id: BANK,
          bankId: 'khan',
          accountName: 'Хаан ХХК',
          number: '5012345678',
          currency: 'MNT',
          qrImage: null,
          isDefault: true,
        },
      ],
    ]),
    rules: new Map(),
    images: [],
    facilityIds: [],
    hasOnlineBook: true,
  } as unknown as BookingWorld['profile'],
  settings: {
    Source: new Map([
      [
        'direct',
        {
          propertyId: P,
          id: 'direct',
          name: 'Шууд',
          shortName: 'ШУ',
          color: '#000000',
          isDefault: true,
        },
      ],
    ]),
    Tax: new Map(),
    Partner: new Map(),
    Currency: new Map(),
    PaymentMethod: new Map([
      [
        'cash',
        {
          propertyId: P,
          id: 'cash',
          name: 'Бэлэн мөнгө',
          color: '#2f855a',
          isPaid: true,
          isCash: true,
          incomeTypes: ['paid', 'prepaid', 'cancellation'],
          isDefault: true,
        },
      ],
      [
        'transfer',
        {
          propertyId: P,
          id: 'transfer',
          name: 'Дансаар шилжүүлэг',
          color: '#dd6b20',
          isPaid: true,
          isCash: false,
          incomeTypes: ['paid', 'prepaid', 'receivable'],
          isDefault: false,
        },
      ],
    ]),
  } as unknown as SettingsState,
  rateWrites: new Map(),
};

export const context = (commandId: string, now = NOW): DecisionContext => ({
  commandId,
  now,
  language: 'en',
  user: { userId: 'u-1', name: 'Reception', email: 'desk@hotel.mn' },
});

export const intake = (fields: Partial<RequestIntake> = {}): RequestIntake => ({
  channel: 'online',
  syncId: null,
  sourceName: 'Онлайн захиалга',
  checkIn: '2026-11-25',
  checkOut: '2026-11-27',
  rooms: [{ roomTypeId: STD, quantity: 1, numberOfGuests: null }],
  guest: {
    name: 'Anna',
    surname: 'Smith',
    email: 'anna@example.com',
    phoneNumber: '+976 9911 2233',
    nationality: 'Mongolia',
  },
  notes: null,
  language: 'en',
  ...fields,
});

/** The stream states after decisions, applied as the pipeline would. */
export class Given {
  occupancy: LedgerState = ledger.initialState();
  request: RequestState = reservationRequest.initialState();

  apply(decision: {
    request?: readonly ReservationRequestEvent[];
    ledger: readonly LedgerEvent[];
  }) {
    for (const event of decision.ledger) ledger.evolve(this.occupancy, event);
    for (const event of decision.request ?? []) {
      this.request = reservationRequest.evolve(this.request, event);
    }
    return this;
  }
}

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

/** A received request, optionally confirmed / asked to pay / paid. */
export const requested = (
  steps: ('confirm' | 'ask' | 'pay')[] = [],
  fields: Partial<RequestIntake> = {},
) => {
  const given = new Given();
  const received = receiveRequest(intake(fields), world, given.occupancy, context('receive'));
  given.apply(received);
  for (const step of steps) {
    if (step === 'confirm') {
      given.apply(
        changeRequestStatus(
          { id: received.id, status: 'confirmed', reason: null },
          given.request,
          given.occupancy,
          { propertyId: P, now: NOW },
        ),
      );
    } else if (step === 'ask') {
      given.apply(
        requestPayment(
          { id: received.id, bankAccountId: BANK },
          given.request,
          world,
          given.occupancy,
          {
            now: NOW,
            language: 'en',
          },
        ),
      );
    } else {
      given.apply(
        recordPayment(
          { id: received.id, amount: 200000, notes: null },
          given.request,
          world,
          given.occupancy,
          {
            now: NOW,
          },
        ),
      );
    }
  }
  return { given, id: received.id };
};

export const staffBooking = (checkIn = '2026-11-25', checkOut = '2026-11-27', quantity = 1) =>
  bookReservationSchema.parse({
    stayType: 'night',
    checkIn,
    checkOut,
    roomTypes: [{ roomTypeId: STD, numberOfGuests: 2, quantity }],
    guest: { name: 'Бат' },
  });
