import type { CurrentUser } from '../../lib/session-api';
import { type RecordedRequest, installFakeServer, json } from '../../test/fake-server';
import { daysBetween } from '../../lib/dates';
import {
  type CalendarBooking,
  type CalendarData,
  RESERVATION_STATUSES,
  STAY_TYPES,
} from '../../shared/reservations/reservations-api';
import type { CompactCalendar } from '@hotel/events/reservations/calendar-payload';
import { ownerOf } from '../../test/users';

/** The signed-in owner of property h-1 (working date Wednesday 2026-12-09). */
export const owner: CurrentUser = ownerOf('2026-12-09');

const booking = (fields: Partial<CalendarBooking> & Pick<CalendarBooking, 'id'>) =>
  ({
    number: 1000,
    groupId: 'g-1',
    groupNumber: 500,
    roomTypeId: 'rt-1',
    roomId: 'r-101',
    status: 'confirmed',
    stayType: 'night',
    checkIn: '2026-12-08',
    checkOut: '2026-12-10',
    arrivalTime: '14:00',
    exitTime: '12:00',
    guestName: 'Бат',
    numberOfGuests: 2,
    amount: 300000,
    balance: 300000,
    sourceName: 'Утас',
    ...fields,
  }) satisfies CalendarBooking;

/** Confirmed, room 101, 8 → 10 December. */
export const bat = booking({ id: 'b-1', number: 1001 });
/** Checked out of room 102, 7 → 9 December. */
export const saraa = booking({
  id: 'b-2',
  number: 1002,
  roomId: 'r-102',
  status: 'checked-out',
  checkIn: '2026-12-07',
  checkOut: '2026-12-09',
  guestName: 'Сараа',
  balance: 0,
});
/** Pending, no room yet (Standard), 10 → 12 December. */
export const dorj = booking({
  id: 'b-3',
  number: 1003,
  groupId: 'g-3',
  groupNumber: 503,
  roomId: null,
  status: 'pending',
  checkIn: '2026-12-10',
  checkOut: '2026-12-12',
  guestName: 'Дорж',
});
/** Canceled (never drawn), Deluxe 201. */
export const canceled = booking({
  id: 'b-4',
  number: 1004,
  roomTypeId: 'rt-2',
  roomId: 'r-201',
  status: 'canceled',
  guestName: 'Цуцалсан',
});

export const calendarData = (fields: Partial<CalendarData> = {}): CalendarData => ({
  from: '2026-12-07',
  to: '2026-12-14',
  workingDate: '2026-12-09',
  roomTypes: [
    {
      id: 'rt-1',
      name: 'Стандарт',
      shortName: 'СТ',
      rooms: [
        { id: 'r-101', name: '101', status: 'clean' },
        { id: 'r-102', name: '102', status: 'dirty' },
      ],
    },
    {
      id: 'rt-2',
      name: 'Люкс',
      shortName: 'ЛК',
      rooms: [{ id: 'r-201', name: '201', status: 'clean' }],
    },
  ],
  bookings: [bat, saraa, dorj, canceled],
  ...fields,
});

/**
 * The answer as the server sends it: the bookings packed into rows (as
 * projection-service/src/reservations/calendar-payload.ts does).
 */
export const packCalendar = ({
  bookings,
  ...calendar
}: CalendarData): CompactCalendar<CalendarData> => {
  const list =
    <T>(values: T[]) =>
    (value: T) => {
      const at = values.indexOf(value);
      return at >= 0 ? at : values.push(value) - 1;
    };
  // As the server's tables: in the order the stays first name them.
  const roomTypeIds: string[] = [];
  const roomIds: string[] = [];
  const statuses = [...RESERVATION_STATUSES];
  const stayTypes = [...STAY_TYPES];
  const times: string[] = [];
  const sourceKeys: string[] = [];
  const sources: string[] = [];
  const sourcesEn: (string | null)[] = [];
  const [type, room, status, stay, time, sourceKey] = [
    list(roomTypeIds),
    list(roomIds),
    list<string>(statuses),
    list<string>(stayTypes),
    list(times),
    list(sourceKeys),
  ];
  const source = (name: string, nameEn: string | undefined) => {
    const at = sourceKey(JSON.stringify([name, nameEn ?? null]));
    if (at === sources.length) {
      sources.push(name);
      sourcesEn.push(nameEn ?? null);
    }
    return at;
  };
  const rows = bookings.map((b) => [
    daysBetween(DAY_ZERO, b.checkIn),
    daysBetween(DAY_ZERO, b.checkOut),
    type(b.roomTypeId),
    b.roomId === null ? -1 : room(b.roomId),
    status(b.status),
    stay(b.stayType),
    time(b.arrivalTime),
    time(b.exitTime),
    source(b.sourceName, b.sourceNameEn),
    b.id,
    b.number,
    b.groupId,
    b.groupNumber,
    b.guestName,
    b.numberOfGuests,
    b.amount,
    b.balance,
    ...(b.resReqId || b.segments?.length ? [b.resReqId ?? null] : []),
    ...(b.segments?.length
      ? [
          b.segments.map(
            (s) => [s.roomId, daysBetween(DAY_ZERO, s.from), daysBetween(DAY_ZERO, s.to)] as const,
          ),
        ]
      : []),
  ]);
  return {
    ...calendar,
    stays: {
      columns: STAY_COLUMNS,
      dayZero: DAY_ZERO,
      roomTypeIds,
      roomIds,
      statuses,
      stayTypes,
      times,
      sources,
      sourcesEn,
      rows,
    },
  };
};

const DAY_ZERO = '2000-01-01';

/** The columns of the server's rows. */
const STAY_COLUMNS = [
  'checkInDay',
  'checkOutDay',
  'roomType',
  'room',
  'status',
  'stayType',
  'arrivalTime',
  'exitTime',
  'source',
  'id',
  'number',
  'groupId',
  'groupNumber',
  'guestName',
  'numberOfGuests',
  'amount',
  'balance',
  'resReqId',
  'segments',
];

/**
 * A fake server for the calendar: the owner and GET /api/calendar; `command` answers every
 * POST (checks and changes).
 */
export const serveCalendar = (
  data: CalendarData = calendarData(),
  command: (request: RecordedRequest) => Response = () => json({ id: 'x', position: '9' }),
) =>
  installFakeServer((request) => {
    if (request.method === 'GET') {
      if (request.url === '/api/user') return json(owner);
      if (request.url === '/api/calendar') return json(packCalendar(data));
    }
    return command(request);
  });
