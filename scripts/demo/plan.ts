import { addDays, daysBetween } from '@hotel/events/dates';
import type { MethodKey, RoomTypeKey, ServiceKey, SourceKey } from './hotel';
import { partnerGuests } from './planning/guests';
import { type RoomLedger, roomLedger } from './planning/ledger';
import { randomSource } from './planning/random';
import { type FixedStay, planStay, type StayContext } from './planning/stay';

/**
 * The demo's stays, worked out before anything is sent: which room, which nights, booked when
 * and through which channel, and what became of each one (stayed, cancelled, no-show, still to
 * come). Pure and deterministic: the same dates always give the same plan, so every command of
 * the seed has the same body whenever it is sent again (its Idempotency-Key then answers it
 * from the store instead of deciding it twice).
 */

/** Days of history before today, and how far ahead bookings reach. */
export const HISTORY_DAYS = 21;
export const FUTURE_DAYS = 30;

export type Fate =
  /** Checked in on arrival (and checked out on departure, when that has come). */
  | 'stayed'
  | 'no-show'
  | 'canceled'
  /** Pending or confirmed, not arrived yet (today's arrivals still to come, or later). */
  | 'awaiting';

export interface PlannedGuest {
  readonly name: string;
  readonly surname: string;
  readonly phoneNumber: string;
  readonly email: string | null;
  readonly nationality: string;
}

export interface PlannedStay {
  /** Its place in the plan: the stable part of its commands' keys. */
  readonly n: number;
  readonly roomType: RoomTypeKey;
  /** The room number; null: left unassigned (far-off bookings). */
  readonly room: string | null;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly bookedOn: string;
  readonly source: SourceKey;
  /** Booked by the partner company at its contract rate (a group of rooms). */
  readonly group: string | null;
  readonly plan: 'base' | 'breakfast' | 'corporate';
  readonly guest: PlannedGuest;
  readonly adults: number;
  readonly childAges: readonly number[];
  readonly status: 'pending' | 'confirmed';
  readonly fate: Fate;
  /** Cancelled on this date; with a fee paid on the spot when late. */
  readonly canceledOn: string | null;
  readonly cancellationFee: boolean;
  /** A departure of today already gone (else still in the house, due out). */
  readonly leftThisMorning: boolean;
  /** A prepayment taken when booking. */
  readonly deposit: MethodKey | null;
  /** When the rest is paid, and how (a partner's stay: a receivable). */
  readonly settle: 'check-in' | 'check-out';
  readonly method: MethodKey;
  readonly services: readonly {
    readonly key: ServiceKey;
    readonly quantity: number;
    readonly on: string;
  }[];
  readonly extraBed: boolean;
}

export interface PlanInput {
  /** Today's date in the property's time zone: the working date the demo ends on. */
  readonly today: string;
  /** Room numbers by room type, and how many adults and children a room takes. */
  readonly rooms: Readonly<
    Record<
      RoomTypeKey,
      { readonly names: readonly string[]; readonly adults: number; readonly children: number }
    >
  >;
}

/** A block of the demo: a room out of order for repairs around today. */
export interface PlannedBlock {
  readonly roomType: RoomTypeKey;
  readonly room: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly createdOn: string;
}

export interface DemoPlan {
  readonly firstDay: string;
  readonly today: string;
  readonly stays: readonly PlannedStay[];
  readonly blocks: readonly PlannedBlock[];
  /** The partner's group of rooms in the past: one of its receivables is paid on this day. */
  readonly receivablePaidOn: string;
}

/** A stay planned in the order of the plan (its `n`). */
type Plan = (fixed: FixedStay) => PlannedStay;

/**
 * The stays fixed by the story: the partner's groups (three deluxe rooms last week, billed to
 * the company, one bill paid since; two twins in the house now) and a long stay in the best suite.
 */
const storyStays = (
  today: string,
  { take }: RoomLedger,
  stay: Plan,
  stays: PlannedStay[],
): void => {
  const day = (offset: number) => addDays(today, offset);
  const groupStay = (
    group: string,
    roomType: RoomTypeKey,
    room: string,
    checkIn: string,
    checkOut: string,
    bookedOn: string,
    guest: PlannedGuest,
  ) => {
    take(room, checkIn, checkOut);
    stays.push(
      stay({
        roomType,
        room,
        checkIn,
        checkOut,
        bookedOn,
        group,
        guest,
        source: 'phone',
        plan: 'corporate',
        status: 'confirmed',
        fate: 'stayed',
        deposit: null,
        settle: 'check-out',
        method: 'transfer',
        adults: 1,
        childAges: [],
        leftThisMorning: false,
      }),
    );
  };
  ['301', '302', '303'].forEach((room, i) =>
    groupStay(
      'khangai-1',
      'deluxe',
      room,
      day(-9),
      day(-6),
      day(-16),
      partnerGuests[i] as PlannedGuest,
    ),
  );
  ['201', '202'].forEach((room, i) =>
    groupStay(
      'khangai-2',
      'twin',
      room,
      day(-2),
      day(3),
      day(-10),
      partnerGuests[i + 3] as PlannedGuest,
    ),
  );
  // A long stay in the best suite, booked on Booking.com with a deposit.
  take('501', day(-6), day(4));
  stays.push(
    stay({
      roomType: 'suite',
      room: '501',
      checkIn: day(-6),
      checkOut: day(4),
      bookedOn: day(-20),
      source: 'booking',
      status: 'confirmed',
      fate: 'stayed',
      deposit: 'card',
      adults: 2,
      childAges: [],
      guest: {
        name: 'Hiroshi',
        surname: 'Yamamoto',
        phoneNumber: '+819012345678',
        email: 'hiroshi.yamamoto@example.com',
        nationality: 'Япон',
      },
    }),
  );
};

/**
 * Every room, night by night: a stay, then a gap, then the next stay; fewer bookings the further
 * ahead (a hotel's book fills up as the date comes closer).
 */
const roomByRoomStays = (
  { random, today, firstDay, rooms }: StayContext,
  { isFree, take }: RoomLedger,
  stay: Plan,
  stays: PlannedStay[],
): void => {
  const horizon = addDays(today, FUTURE_DAYS);
  for (const [roomType, type] of Object.entries(rooms) as [
    RoomTypeKey,
    PlanInput['rooms'][RoomTypeKey],
  ][]) {
    for (const room of type.names) {
      let cursor = addDays(firstDay, random.int(0, 2));
      while (cursor < horizon) {
        const ahead = daysBetween(today, cursor);
        if (ahead > 0 && !random.chance(Math.max(0.2, 0.85 - 0.03 * ahead))) {
          cursor = addDays(cursor, random.int(1, 3));
          continue;
        }
        const nights = random.weighted<number>([
          [1, 25],
          [2, 30],
          [3, 20],
          [4, 12],
          [5, 8],
          [7, 5],
        ]);
        const checkOut = addDays(cursor, nights);
        if (!isFree(room, cursor, checkOut)) {
          cursor = addDays(cursor, 1);
          continue;
        }
        take(room, cursor, checkOut);
        const unassigned = daysBetween(today, cursor) >= 3 && random.chance(0.3);
        stays.push(stay({ roomType, room: unassigned ? null : room, checkIn: cursor, checkOut }));
        cursor = addDays(
          checkOut,
          random.weighted<number>([
            [0, 45],
            [1, 30],
            [2, 15],
            [3, 10],
          ]),
        );
      }
    }
  }
};

export const planDemo = ({ today, rooms }: PlanInput): DemoPlan => {
  const random = randomSource(20_260_115);
  const firstDay = addDays(today, -HISTORY_DAYS);
  const ledger = roomLedger();
  const stays: PlannedStay[] = [];
  const day = (offset: number) => addDays(today, offset);
  const context: StayContext = { random, today, firstDay, rooms };
  const stay: Plan = (fixed) => planStay(context, stays.length, fixed);

  // A room out of order for repairs (a leaking pipe), from the day before yesterday.
  const blocks: PlannedBlock[] = [
    { roomType: 'deluxe', room: '310', startDate: day(-2), endDate: day(3), createdOn: day(-3) },
  ];
  for (const block of blocks) ledger.take(block.room, block.startDate, block.endDate);

  storyStays(today, ledger, stay, stays);
  roomByRoomStays(context, ledger, stay, stays);
  return { firstDay, today, stays, blocks, receivablePaidOn: day(-2) };
};
