import type { CurrentUser } from '../../lib/session-api';
import { installFakeServer, json } from '../../test/fake-server';
import { aHotelInfo } from '../../test/hotel-profile';
import { aPartner } from '../../test/partner';
import { khanPalaceOf, ownerOf } from '../../test/users';
import type { HotelEditData } from '../profile';
import type { Group, RoomTypeAvailability } from '../../shared/reservations/reservations-api';
import type { Partner, Source } from '../settings';

/** The owner of property h-1, working date 2026-12-09. */
export const owner: CurrentUser = ownerOf(null, {
  hotels: [
    {
      ...khanPalaceOf('2026-12-09'),
      // Check-in 15:00, check-out 11:00, hourly stays up to 6 hours.
      stay: { checkInTime: '15:00', checkOutTime: '11:00', hasTime: true, maxTime: 6 },
    },
  ],
});

/** Check-in 15:00, check-out 11:00, hourly stays up to 6 hours. */
export const profile: HotelEditData = {
  hotel: aHotelInfo({ checkInTime: '15:00', checkOutTime: '11:00', hasTime: true, maxTime: 6 }),
  hotelTypes: [],
  countries: [],
  provinces: [],
  districts: [],
  commonLocations: [],
};

export const sources: Source[] = [
  { id: 's-1', name: 'Booking.com', shortName: 'BC', color: '#1e40af', isDefault: false },
  { id: 's-2', name: 'Шууд', shortName: 'Ш', color: '#16a34a', isDefault: true },
];

export const partners: Partner[] = [
  aPartner({ id: 'p-1', name: 'Жуулчин тур', type: 'partner', discount: 10 }),
];

type RatePlanOffer = RoomTypeAvailability['ratePlans'][number];

/** A rate plan offered for the searched dates: refundable and sellable unless `overrides` say. */
export const aRatePlanOffer = (
  overrides: Partial<RatePlanOffer> & Pick<RatePlanOffer, 'id' | 'total'>,
): RatePlanOffer => ({
  name: 'Үндсэн үнэ',
  nameEn: null,
  nonRef: false,
  sellable: true,
  reasons: [],
  ...overrides,
});

/** Standard (rt-1, 2 guests and 1 child) as a search finds it; `overrides` set the rest. */
export const aRoomTypeAvailability = (
  overrides: Partial<RoomTypeAvailability> &
    Pick<RoomTypeAvailability, 'available' | 'total' | 'freeRooms' | 'ratePlans'>,
): RoomTypeAvailability => ({
  roomTypeId: 'rt-1',
  name: 'Стандарт',
  nameEn: null,
  shortName: 'СТ',
  shortNameEn: null,
  occupancy: 2,
  occupancyChildren: 1,
  ...overrides,
});

/** Standard: 2 of 5 rooms free (101, 102), two plans; Deluxe: sold out. */
export const standard = aRoomTypeAvailability({
  available: 2,
  total: 5,
  freeRooms: [
    { id: 'room-101', name: '101' },
    { id: 'room-102', name: '102' },
  ],
  ratePlans: [
    aRatePlanOffer({ id: 'rp-1', total: 150000 }),
    aRatePlanOffer({ id: 'rp-2', name: 'Буцаалтгүй', nonRef: true, total: 120000 }),
  ],
});

export const deluxe = aRoomTypeAvailability({
  roomTypeId: 'rt-2',
  name: 'Люкс',
  shortName: 'ЛК',
  occupancyChildren: 0,
  available: 0,
  total: 2,
  freeRooms: [],
  ratePlans: [aRatePlanOffer({ id: 'rp-3', total: 300000 })],
});

export const group: Group = {
  id: 'g-1',
  number: 12,
  createdAt: '2026-12-01T10:00:00Z',
  sourceClone: {
    sourceId: 's-1',
    name: 'Booking.com',
    shortName: 'BC',
    color: null,
    isDefault: false,
    serviceName: null,
  },
  partnerClone: null,
  guestClone: {
    name: 'Сарнай',
    surname: 'Бат',
    nationality: 'Монгол',
    phoneNumber: '+976 99001122',
    email: 'sarnai@example.mn',
  },
  reservations: [],
  amount: 300000,
  balance: 300000,
};

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/**
 * One room's price as the fake quotes it: 100,000₮ a night per adult and 20,000₮ a night per
 * child, so the tests can tell the guests were sent.
 */
export const fakeQuote = (query: URLSearchParams) => {
  const adults = Number(query.get('adults') ?? 1);
  const children = (query.get('childrenAges') ?? '').split(',').filter(Boolean).length;
  const nights =
    query.get('stayType') === 'night'
      ? Math.round(
          (Date.parse(query.get('checkOut') ?? '') - Date.parse(query.get('checkIn') ?? '')) /
            86_400_000,
        )
      : 1;
  const total = (adults * 100000 + children * 20000) * nights;
  return {
    sellable: adults <= 3,
    reasons: adults <= 3 ? [] : [{ code: 'quote.tooManyAdults', message: 'Хэт олон том хүн.' }],
    nights,
    roomAmount: total,
    childrenAmount: children * 20000 * nights,
    discountAmount: 0,
    total,
  };
};

interface ServeOptions {
  roomTypes?: RoomTypeAvailability[];
  user?: CurrentUser;
  /** Answers the booking (default: one reservation per room in group g-9). */
  book?: (call: Call) => Response;
  /** Answers the search (default: `roomTypes`). */
  availability?: (call: Call) => Response;
}

/**
 * A fake server for the stepper that keeps the query string (quotes depend on it): the
 * owner, the hotel profile, sources, partners, group g-1, availability, quotes and booking.
 */
export const serveBooking = ({
  roomTypes = [standard, deluxe],
  user = owner,
  book,
  availability,
}: ServeOptions = {}) => {
  const calls: Call[] = [];
  installFakeServer(({ url, search, ...request }) => {
    const call: Call = { ...request, path: url, query: new URLSearchParams(search) };
    calls.push(call);
    const list = (data: unknown[]) => json({ data, total: data.length });
    switch (`${call.method} ${call.path}`) {
      case 'GET /api/user':
        return json(user);
      case 'GET /api/guests/match':
        return json({ guest: null });
      case 'GET /api/hotels/data/edit':
        return json(profile);
      case 'GET /api/sources':
        return list(sources);
      case 'GET /api/partners':
        return list(partners);
      case 'GET /api/groups/g-1':
        return json({ group });
      case 'GET /api/quote':
        return json(fakeQuote(call.query));
      case 'POST /api/check/availability':
        return availability ? availability(call) : json({ roomTypes });
      case 'POST /api/reservations/book': {
        if (book) return book(call);
        const rooms = (call.body as { roomTypes: { quantity: number }[] }).roomTypes.reduce(
          (sum, line) => sum + line.quantity,
          0,
        );
        return json(
          {
            groupId: 'g-9',
            reservationIds: Array.from({ length: rooms }, (_, i) => `r-${i + 1}`),
            position: '42',
          },
          201,
        );
      }
      default:
        return json({ status: 404, title: 'Олдсонгүй' }, 404);
    }
  });
  return calls;
};

/** The calls to one endpoint. */
export const callsTo = (calls: readonly Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);
