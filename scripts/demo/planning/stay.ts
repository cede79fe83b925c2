import { addDays, daysBetween } from '@hotel/events/dates';
import type { MethodKey, ServiceKey, SourceKey } from '../hotel';
import type { Fate, PlanInput, PlannedStay } from '../plan';
import { foreignGuest, mongolianGuest } from './guests';
import type { Random } from './random';

/**
 * What a stay's plan draws on: the random source (one sequence for the whole plan), the dates,
 * the rooms.
 */
export interface StayContext {
  readonly random: Random;
  readonly today: string;
  readonly firstDay: string;
  readonly rooms: PlanInput['rooms'];
}

/** What the caller fixes of a stay: always its room and dates, sometimes more. */
export type FixedStay = Pick<PlannedStay, 'roomType' | 'room' | 'checkIn' | 'checkOut'> &
  Partial<Omit<PlannedStay, 'n'>>;

/**
 * When it was booked (a lead time before arrival, within the history) and through which
 * channel.
 */
const bookingOf = ({ random, today, firstDay }: StayContext, fixed: FixedStay) => {
  const { checkIn } = fixed;
  const lead = random.weighted<number>([
    [0, 18],
    [random.int(1, 3), 32],
    [random.int(4, 10), 35],
    [random.int(11, 20), 15],
  ]);
  // Stays still to come were booked over the last weeks, not all today.
  const asked =
    checkIn > today
      ? addDays(
          today,
          -random.weighted<number>([
            [0, 12],
            [random.int(1, 4), 40],
            [random.int(5, 14), 48],
          ]),
        )
      : addDays(checkIn, -lead);
  const bookedOn = fixed.bookedOn ?? (asked < firstDay ? firstDay : asked > today ? today : asked);
  const walkIn = bookedOn === checkIn;
  const source: SourceKey =
    fixed.source ??
    (walkIn
      ? 'direct'
      : random.weighted<SourceKey>([
          ['booking', 30],
          ['phone', 30],
          ['website', 20],
          ['direct', 20],
        ]));
  return { bookedOn, walkIn, source };
};

/** What became of it, unless fixed: the past mostly stayed, today's half arrived. */
const fateOf = ({ random, today }: StayContext, fixed: FixedStay, walkIn: boolean): Fate => {
  const { checkIn } = fixed;
  let fate: Fate;
  if (fixed.fate) fate = fixed.fate;
  else if (checkIn < today) {
    const r = random.next();
    fate = walkIn ? 'stayed' : r < 0.05 ? 'no-show' : r < 0.14 ? 'canceled' : 'stayed';
  } else if (checkIn === today) {
    const r = random.next();
    fate = !walkIn && r < 0.07 ? 'canceled' : r < 0.5 ? 'stayed' : 'awaiting';
  } else {
    fate = random.chance(0.08) ? 'canceled' : 'awaiting';
  }
  return fate;
};

/** The day a cancelled stay was cancelled on. */
const canceledOnOf = (
  { random, today }: StayContext,
  fate: Fate,
  bookedOn: string,
  checkIn: string,
): string | null =>
  fate === 'canceled'
    ? (() => {
        // Between the day after booking and the arrival; for stays still to come, before
        // today when there was time (today's cancellations are a day's worth).
        const last = checkIn < today ? checkIn : addDays(today, -1);
        const span = Math.max(0, daysBetween(bookedOn, last));
        return addDays(bookedOn, span === 0 ? 0 : random.int(1, span));
      })()
    : null;

/** Services half of the stays took while in the house. */
const servicesOf = (
  { random, today }: StayContext,
  {
    checkIn,
    checkOut,
    fate,
    plan,
    adults,
  }: Pick<PlannedStay, 'checkIn' | 'checkOut' | 'fate' | 'plan' | 'adults'>,
) => {
  const services: { key: ServiceKey; quantity: number; on: string }[] = [];
  if (fate === 'stayed' && random.chance(0.5)) {
    const lastServiceDay = addDays(checkOut, -1) < today ? addDays(checkOut, -1) : today;
    for (let i = random.int(1, 2); i > 0; i--) {
      const key = random.weighted<ServiceKey>([
        ['minibar', 35],
        ['laundry', 25],
        ['breakfast', plan === 'breakfast' ? 0 : 20],
        ['transfer', 10],
        ['sauna', 10],
      ]);
      const on = addDays(checkIn, random.int(0, Math.max(0, daysBetween(checkIn, lastServiceDay))));
      const quantity = key === 'breakfast' ? adults : key === 'transfer' ? 1 : random.int(1, 3);
      services.push({ key, quantity, on });
    }
  }
  return services;
};

/** Everything about a stay that follows from when it is and who booked it. */
export const planStay = (context: StayContext, n: number, fixed: FixedStay): PlannedStay => {
  const { random, today, rooms } = context;
  const { checkIn, checkOut } = fixed;
  const { bookedOn, walkIn, source } = bookingOf(context, fixed);
  const foreign = source === 'booking' ? random.chance(0.7) : random.chance(0.1);
  const guest = fixed.guest ?? (foreign ? foreignGuest(random) : mongolianGuest(random));
  const type = rooms[fixed.roomType];
  const adults = fixed.adults ?? (type.adults > 1 && random.chance(0.7) ? type.adults : 1);
  const childAges =
    fixed.childAges ??
    (type.children > 0 && random.chance(fixed.roomType === 'family' ? 0.7 : 0.1)
      ? Array.from({ length: random.int(1, type.children) }, () => random.int(2, 11))
      : []);
  const status =
    fixed.status ??
    (source === 'booking' || source === 'website' || random.chance(0.55) ? 'confirmed' : 'pending');

  const fate = fateOf(context, fixed, walkIn);
  const canceledOn = fate === 'canceled' ? canceledOnOf(context, fate, bookedOn, checkIn) : null;
  const plan =
    fixed.plan ??
    ((fixed.roomType === 'twin' || fixed.roomType === 'deluxe') && random.chance(0.3)
      ? 'breakfast'
      : 'base');
  const method: MethodKey =
    fixed.method ??
    random.weighted<MethodKey>([
      ['card', 45],
      ['cash', 25],
      ['qpay', 20],
      ['transfer', 10],
    ]);
  const deposit: MethodKey | null =
    fixed.deposit !== undefined
      ? fixed.deposit
      : status === 'confirmed' && daysBetween(bookedOn, checkIn) >= 2 && random.chance(0.55)
        ? random.pick<MethodKey>(['card', 'transfer', 'qpay'])
        : null;
  const services = servicesOf(context, { checkIn, checkOut, fate, plan, adults });
  return {
    n,
    room: fixed.room,
    roomType: fixed.roomType,
    checkIn,
    checkOut,
    bookedOn,
    source,
    group: fixed.group ?? null,
    plan,
    guest,
    adults,
    childAges,
    status,
    fate,
    canceledOn,
    cancellationFee: canceledOn !== null && daysBetween(canceledOn, checkIn) < 2,
    leftThisMorning: fixed.leftThisMorning ?? (checkOut === today && random.chance(0.5)),
    deposit,
    // Walk-ins pay on arrival, as do a third of the others; the rest settle when they leave.
    settle: fixed.settle ?? (walkIn || random.chance(0.35) ? 'check-in' : 'check-out'),
    method,
    services,
    extraBed:
      fixed.extraBed ?? (fixed.roomType === 'family' && fate === 'stayed' && random.chance(0.3)),
  };
};
