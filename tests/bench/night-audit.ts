import { addDays } from '@hotel/events/dates';
import { type Answer, call, hotelWithRooms, startListeningApp } from './http-hotel';
import { progress } from './support';

export interface NightAuditOptions {
  /** Rooms of the hotel (5 room types); every room has a departure and an arrival. */
  readonly rooms: number;
  /** Of the arrivals, how many the desk marks no-show. */
  readonly noShows: number;
  /** Parallel HTTP calls while setting up. */
  readonly concurrency: number;
}

export interface NightAuditResult {
  /** POST /api/night-audit/perform, answered (one run: the audit happens once per date). */
  readonly nightAuditMs: number;
  readonly rooms: number;
  readonly arrivals: number;
  readonly departures: number;
  readonly noShows: number;
  /** GET /api/night-audit/check before it (what the desk waits for to open the page). */
  readonly checkMs: number;
  readonly roomsSold: number;
}

export const nightAuditOptions = (quick: boolean): NightAuditOptions => ({
  rooms: quick ? 100 : 500,
  noShows: quick ? 10 : 50,
  concurrency: 8,
});

const expect = (answer: Answer<unknown>, status: number, what: string): void => {
  if (answer.status !== status) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
};

/** Runs `task` over `items` with at most `concurrency` at once. */
const inParallel = async <T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<void>,
): Promise<void> => {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await task(item);
      }
    }),
  );
};

/**
 * One night audit of a full hotel over HTTP, on the composed app: every room has a guest who
 * arrived yesterday and leaves today (checked in: a departure not yet checked out) and a guest
 * arriving today (pending: an arrival), so the audit of the day sees `rooms` arrivals and
 * `rooms` departures; the desk marks `noShows` of the arrivals no-show. The setup books over
 * HTTP, runs yesterday's audit, then times today's: one POST /api/night-audit/perform (it can
 * only run once per date, so one measurement per run).
 */
export const runNightAuditBench = async (options: NightAuditOptions): Promise<NightAuditResult> => {
  const app = await startListeningApp();
  try {
    const types = 5;
    const hotel = await hotelWithRooms(app.baseUrl, {
      roomTypes: types,
      roomsPerType: Math.ceil(options.rooms / types),
    });
    const { token, propertyId } = hotel;
    const rooms = hotel.roomTypes
      .flatMap((type) => type.rooms.map((room) => ({ roomTypeId: type.id, roomId: room.id })))
      .slice(0, options.rooms);
    const day1 = hotel.workingDate;
    const day2 = addDays(day1, 1);
    const book = async (
      room: { roomTypeId: string; roomId: string },
      checkIn: string,
      n: number,
    ): Promise<string> => {
      const booked = await call(app.baseUrl, 'POST', '/reservations/book', {
        token,
        propertyId,
        body: {
          stayType: 'night',
          checkIn,
          checkOut: addDays(checkIn, 1),
          roomTypes: [
            {
              roomTypeId: room.roomTypeId,
              ratePlanId: null,
              numberOfGuests: 2,
              quantity: 1,
              roomIds: [room.roomId],
            },
          ],
          guest: { name: `Зочин ${n}`, surname: 'Бат', phoneNumber: '99112233' },
        },
      });
      expect(booked, 201, 'book');
      return booked.body.id as string;
    };

    progress(`night audit: ${rooms.length} stays of ${day1}, checked in`);
    const yesterday: string[] = [];
    await inParallel(
      rooms.map((room, n) => ({ room, n })),
      options.concurrency,
      async ({ room, n }) => {
        const id = await book(room, day1, n);
        const checkedIn = await call(app.baseUrl, 'POST', '/reservations/status', {
          token,
          propertyId,
          body: { id, status: 'checked-in' },
        });
        expect(checkedIn, 200, 'check in');
        yesterday.push(id);
      },
    );
    progress(`night audit: ${rooms.length} arrivals of ${day2}`);
    const arrivals: string[] = [];
    await inParallel(
      rooms.map((room, n) => ({ room, n })),
      options.concurrency,
      async ({ room, n }) => {
        arrivals.push(await book(room, day2, rooms.length + n));
      },
    );
    const first = await call(app.baseUrl, 'POST', '/night-audit/perform', {
      token,
      propertyId,
      body: { date: day1, noShows: [] },
    });
    expect(first, 200, `audit of ${day1}`);

    const checkStart = performance.now();
    const check = await call<{ arrivals: unknown[]; departures: unknown[] }>(
      app.baseUrl,
      'GET',
      '/night-audit/check',
      { token, propertyId, minPosition: first.body.position as string },
    );
    const checkMs = performance.now() - checkStart;
    expect(check, 200, 'check');
    progress(
      `night audit: performing ${day2} (${check.body.arrivals.length} arrivals, ${check.body.departures.length} departures, ${options.noShows} no-shows)`,
    );
    const start = performance.now();
    const performed = await call<{ figures: { roomsSold: number } }>(
      app.baseUrl,
      'POST',
      '/night-audit/perform',
      { token, propertyId, body: { date: day2, noShows: arrivals.slice(0, options.noShows) } },
    );
    const nightAuditMs = performance.now() - start;
    expect(performed, 200, `audit of ${day2}`);
    return {
      nightAuditMs: Math.round(nightAuditMs * 10) / 10,
      rooms: rooms.length,
      arrivals: check.body.arrivals.length,
      departures: check.body.departures.length,
      noShows: options.noShows,
      checkMs: Math.round(checkMs * 10) / 10,
      roomsSold: performed.body.figures.roomsSold,
    };
  } finally {
    await app.close();
  }
};
