import type { CurrentUser } from '../../lib/session-api';
import { type RecordedRequest, installFakeServer, json } from '../../test/fake-server';
import type { RateDay, RatePlan, RateRoomType } from './rates-api';
import { ownerOf } from '../../test/users';

/** The signed-in owner of property h-1 (working date 2026-12-09), for the rates screens. */
export const owner: CurrentUser = ownerOf('2026-12-09');

export const standard: RateRoomType = {
  id: 'rt-1',
  name: 'Стандарт',
  shortName: 'С',
  defaultPrice: 150000,
  occupancy: 2,
  roomCount: 4,
};

export const basePlan: RatePlan = {
  id: 'rp-1',
  name: 'Үндсэн үнэ',
  type: 'daily',
  isDaily: true,
  nonRef: false,
  isOta: true,
  isOnlineBook: false,
  roomType: { id: 'rt-1', name: 'Стандарт', nameEn: null },
  partners: [],
  meals: [{ id: 'breakfast', code: 'BB', name: 'Өглөөний цай' }],
  occupancyRatePlans: [
    { occupancy: 2, discount: 0, isActive: true, isDefault: true },
    { occupancy: 1, discount: 0, isActive: false, isDefault: false },
  ],
};

const MEALS = [
  { id: 'breakfast', code: 'BB', name: 'Өглөөний цай' },
  { id: 'dinner', code: 'D', name: 'Оройн хоол' },
];

/** The plan's dates from `from` to `to`, all at the default price. */
export const openDays = (from: string, to: string): RateDay[] => {
  const days: RateDay[] = [];
  for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += 864e5) {
    days.push({
      date: new Date(ms).toISOString().slice(0, 10),
      value: 150000,
      isSet: false,
      price: null,
      minLos: 1,
      maxLos: 0,
      closedToArrival: false,
      closedToDeparture: false,
      stopSell: false,
    });
  }
  return days;
};

interface Data {
  roomTypes?: RateRoomType[];
  plans?: RatePlan[];
}

/**
 * A fake server for the rate screens: the owner, room types, plans, meals, partners, rates
 * (every date at the default price), intervals; `command` answers everything else.
 */
export const serveRates = (
  { roomTypes = [standard], plans = [basePlan] }: Data = {},
  command: (request: RecordedRequest) => Response = () => json({ id: 'x', position: '5' }),
) =>
  installFakeServer((request) => {
    const list = (data: unknown[]) => json({ data, total: data.length });
    if (request.method === 'GET') {
      if (request.url === '/api/user') return json(owner);
      if (request.url === '/api/room/types') return list(roomTypes);
      if (request.url === '/api/rate/plans') return list(plans);
      if (request.url === '/api/meals') return list(MEALS);
      if (request.url === '/api/partners') return list([]);
      const plan = /^\/api\/rate\/plans\/([^/]+)$/.exec(request.url);
      if (plan) {
        const found = plans.find((p) => p.id === plan[1]);
        return found ? json({ ratePlan: found }) : json({ status: 404, title: 'Not found' }, 404);
      }
      if (/\/intervals$/.test(request.url)) return list([]);
      // The fake records no query string: the dates around the working date, a superset.
      if (/\/rates$/.test(request.url)) {
        return json({ data: openDays('2026-10-01', '2027-01-31'), defaultPrice: 150000 });
      }
    }
    return command(request);
  });
