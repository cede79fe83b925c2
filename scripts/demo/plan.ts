import { addDays, daysBetween } from '@hotel/events/dates';
import type { MethodKey, RoomTypeKey, ServiceKey, SourceKey } from './hotel';

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

/** A small deterministic random source (mulberry32). */
const randomSource = (seed: number) => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    weighted: <T>(choices: readonly (readonly [T, number])[]): T => {
      const total = choices.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [value, weight] of choices) {
        r -= weight;
        if (r < 0) return value;
      }
      return (choices.at(-1) as readonly [T, number])[0];
    },
  };
};
type Random = ReturnType<typeof randomSource>;

const givenNames = [
  'Батбаяр',
  'Сарангэрэл',
  'Отгонбаяр',
  'Энхтуяа',
  'Ганбат',
  'Мөнхзул',
  'Тэмүүлэн',
  'Оюунчимэг',
  'Бат-Эрдэнэ',
  'Номин',
  'Төмөрбаатар',
  'Ариунаа',
  'Болормаа',
  'Эрдэнэбилэг',
  'Цэцэгмаа',
  'Баярсайхан',
  'Хонгорзул',
  'Пүрэвдорж',
  'Алтанцэцэг',
  'Ганзориг',
  'Анужин',
  'Билгүүн',
  'Золзаяа',
  'Мөнх-Очир',
];
const fatherNames = [
  'Дорж',
  'Бат',
  'Гантулга',
  'Нямдаваа',
  'Лхагва',
  'Цэрэн',
  'Сүх',
  'Очир',
  'Жаргал',
  'Эрдэнэ',
  'Пүрэв',
  'Баатар',
];
/** `Доржийн`-style genitive is left to people: the surname field holds the father's name. */
const foreigners: readonly (readonly [string, string, string])[] = [
  ['John', 'Smith', 'GB'],
  ['Anna', 'Müller', 'DE'],
  ['Kenji', 'Tanaka', 'JP'],
  ['Li', 'Wei', 'CN'],
  ['Minji', 'Kim', 'KR'],
  ['Sophie', 'Martin', 'FR'],
  ['Oliver', 'Brown', 'US'],
  ['Emma', 'Johansson', 'SE'],
  ['Ivan', 'Petrov', 'RU'],
  ['Yuki', 'Sato', 'JP'],
  ['Daniel', 'Weber', 'DE'],
  ['Ji-ho', 'Park', 'KR'],
];

const mongolianGuest = (random: Random): PlannedGuest => {
  const name = random.pick(givenNames);
  return {
    name,
    surname: random.pick(fatherNames),
    phoneNumber: `${random.pick(['88', '89', '95', '99', '80', '86'])}${random.int(100000, 999999)}`,
    email: random.chance(0.4) ? `guest${random.int(100, 999)}@gmail.com` : null,
    nationality: 'MN',
  };
};

const foreignGuest = (random: Random): PlannedGuest => {
  const [name, surname, nationality] = random.pick(foreigners);
  return {
    name,
    surname,
    phoneNumber: `+${random.pick(['44', '49', '81', '86', '82', '33', '1', '46', '7'])}${random.int(
      100000000,
      999999999,
    )}`,
    email: `${name.toLowerCase().replace(/[^a-z]/g, '')}.${surname.toLowerCase().replace(/[^a-z]/g, '')}@example.com`,
    nationality,
  };
};

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

const nightsOf = (checkIn: string, checkOut: string): string[] =>
  Array.from({ length: daysBetween(checkIn, checkOut) }, (_, i) => addDays(checkIn, i));

export const planDemo = ({ today, rooms }: PlanInput): DemoPlan => {
  const random = randomSource(20_260_115);
  const firstDay = addDays(today, -HISTORY_DAYS);
  const horizon = addDays(today, FUTURE_DAYS);
  const taken = new Map<string, Set<string>>();
  const isFree = (room: string, checkIn: string, checkOut: string) =>
    nightsOf(checkIn, checkOut).every((night) => !taken.get(room)?.has(night));
  const take = (room: string, checkIn: string, checkOut: string) => {
    const nights = taken.get(room) ?? new Set<string>();
    for (const night of nightsOf(checkIn, checkOut)) nights.add(night);
    taken.set(room, nights);
  };
  const stays: PlannedStay[] = [];
  const day = (offset: number) => addDays(today, offset);

  // A room out of order for repairs (a leaking pipe), from the day before yesterday.
  const blocks: PlannedBlock[] = [
    { roomType: 'deluxe', room: '310', startDate: day(-2), endDate: day(3), createdOn: day(-3) },
  ];
  for (const block of blocks) take(block.room, block.startDate, block.endDate);

  /** Everything about a stay that follows from when it is and who booked it. */
  const stay = (
    fixed: Pick<PlannedStay, 'roomType' | 'room' | 'checkIn' | 'checkOut'> &
      Partial<Omit<PlannedStay, 'n'>>,
  ): PlannedStay => {
    const { checkIn, checkOut } = fixed;
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
    const bookedOn =
      fixed.bookedOn ?? (asked < firstDay ? firstDay : asked > today ? today : asked);
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
      (source === 'booking' || source === 'website' || random.chance(0.55)
        ? 'confirmed'
        : 'pending');

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
    const canceledOn =
      fate === 'canceled'
        ? (() => {
            // Between the day after booking and the arrival; for stays still to come, before
            // today when there was time (today's cancellations are a day's worth).
            const last = checkIn < today ? checkIn : addDays(today, -1);
            const span = Math.max(0, daysBetween(bookedOn, last));
            return addDays(bookedOn, span === 0 ? 0 : random.int(1, span));
          })()
        : null;
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
        const on = addDays(
          checkIn,
          random.int(0, Math.max(0, daysBetween(checkIn, lastServiceDay))),
        );
        const quantity = key === 'breakfast' ? adults : key === 'transfer' ? 1 : random.int(1, 3);
        services.push({ key, quantity, on });
      }
    }
    return {
      n: stays.length,
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

  // The partner's groups: three deluxe rooms last week (billed to the company, one bill paid
  // since), and two twins in the house now.
  const partnerGuests: PlannedGuest[] = [
    {
      name: 'Ганбаатар',
      surname: 'Энхбат',
      phoneNumber: '99118801',
      email: null,
      nationality: 'MN',
    },
    {
      name: 'Сүхбат',
      surname: 'Нарантуяа',
      phoneNumber: '99118802',
      email: null,
      nationality: 'MN',
    },
    {
      name: 'Мягмар',
      surname: 'Батзориг',
      phoneNumber: '99118803',
      email: null,
      nationality: 'MN',
    },
    {
      name: 'Түвшин',
      surname: 'Отгонжаргал',
      phoneNumber: '99118804',
      email: null,
      nationality: 'MN',
    },
    {
      name: 'Энх',
      surname: 'Баттулга',
      phoneNumber: '99118805',
      email: null,
      nationality: 'MN',
    },
  ];
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

  // Every room, night by night: a stay, then a gap, then the next stay; fewer bookings the
  // further ahead (a hotel's book fills up as the date comes closer).
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
  return { firstDay, today, stays, blocks, receivablePaidOn: day(-2) };
};
