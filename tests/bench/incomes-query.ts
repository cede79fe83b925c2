import { addDays } from '@hotel/events/dates';
import { call, expectStatus, hotelWithRooms, startListeningApp } from './http-hotel';
import { fillIncomes } from './incomes-fill';
import { percentile, progress } from './support';

export interface IncomesQueryOptions {
  readonly reservations: number;
  readonly paymentsPerReservation: number;
  /** Days the postings spread over, back from the working date (the hotel's history). */
  readonly historyDays: number;
  readonly queries: number;
}

export interface IncomesQueryResult {
  /** Median ms of a filtered page of GET /api/incomes over HTTP, body read whole. */
  readonly incomesQueryMs: number;
  readonly p99Ms: number;
  readonly queries: number;
  readonly incomes: number;
  /** Incomes the filter matches (the page shows 25 of them). */
  readonly matching: number;
  readonly path: string;
  /** The first page with no filter, and a search by payer. */
  readonly unfilteredMs: number;
  readonly searchMs: number;
  readonly fillSeconds: number;
  readonly catchUpSeconds: number;
}

export const incomesQueryOptions = (quick: boolean): IncomesQueryOptions => ({
  reservations: quick ? 1000 : 5000,
  paymentsPerReservation: 20,
  historyDays: 730,
  queries: quick ? 30 : 100,
});

/**
 * GET /api/incomes with `reservations` × `paymentsPerReservation` incomes in the store (100,000
 * by default): the reservations are booked by the real booking decider (calendar.ts's fill),
 * then each takes its payments through the real payment decider (`postPayment`, every event
 * validated) — paid and prepaid in the default method, every tenth a receivable — appended 500
 * at a time as the pipeline would shape them. The postings are spread over `historyDays` of
 * working dates (two years of a busy hotel); the projections catch up from their checkpoints,
 * then one client times a month's paid and prepaid incomes, third page of 25.
 */
export const runIncomesQueryBench = async (
  options: IncomesQueryOptions,
): Promise<IncomesQueryResult> => {
  const app = await startListeningApp();
  try {
    const hotel = await hotelWithRooms(app.baseUrl, { roomTypes: 10, roomsPerType: 50 });
    const auth = { token: hotel.token, propertyId: hotel.propertyId };
    const receivable = await call(app.baseUrl, 'POST', '/payment/methods', {
      ...auth,
      body: { name: 'Нэхэмжлэх', color: '#805ad5', incomeTypes: ['receivable'] },
    });
    expectStatus(receivable, 201, 'receivable method');
    await app.host.waitForPosition(BigInt(receivable.body.position as string), 30_000);
    await app.host.stop();
    const fillStarted = performance.now();
    const { head, total } = await fillIncomes(app, hotel, options);
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    progress(`incomes: filled in ${fillSeconds.toFixed(0)} s; projections catching up`);
    const catchUpStarted = performance.now();
    app.host.start();
    if (!(await app.host.waitForPosition(head, 900_000))) {
      throw new Error(`projections did not reach ${head} within 900 s`);
    }
    const catchUpSeconds = (performance.now() - catchUpStarted) / 1000;

    const start = addDays(hotel.workingDate, -200);
    const path = `/incomes?filterType=createdAt&start=${start}&end=${addDays(start, 30)}&incomeTypes=paid,prepaid&page=3&rowsPerPage=25`;
    const firstAnswer = await call<{ total: number; data: unknown[] }>(app.baseUrl, 'GET', path, {
      ...auth,
      minPosition: head.toString(),
    });
    expectStatus(firstAnswer, 200, 'incomes');
    const all = await call<{ total: number }>(app.baseUrl, 'GET', '/incomes?rowsPerPage=1', auth);
    if (all.body.total !== total) {
      throw new Error(`incomes: the list shows ${all.body.total} of ${total} payments`);
    }
    const fetchWhole = async (url: string) => {
      const res = await fetch(`${app.baseUrl}/api${url}`, {
        headers: {
          Authorization: `Bearer ${hotel.token}`,
          'X-Slug': hotel.propertyId,
          'X-Language': 'en',
          'X-Requested-With': 'bench',
        },
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`incomes: ${res.status}`);
    };
    const timed = async (times: number, url: string) => {
      await fetchWhole(url);
      await fetchWhole(url);
      const samples: number[] = [];
      for (let i = 0; i < times; i++) {
        const started = performance.now();
        await fetchWhole(url);
        samples.push(performance.now() - started);
      }
      return samples;
    };
    progress(`incomes: ${firstAnswer.body.total} match the filter; timing`);
    const samples = await timed(options.queries, path);
    const unfiltered = await timed(Math.min(options.queries, 30), '/incomes?page=1&rowsPerPage=25');
    const search = await timed(
      Math.min(options.queries, 30),
      `/incomes?search=${encodeURIComponent('тэмдэглэл 7')}&page=1&rowsPerPage=25`,
    );
    return {
      incomesQueryMs: percentile(samples, 50),
      p99Ms: percentile(samples, 99),
      queries: samples.length,
      incomes: total,
      matching: firstAnswer.body.total,
      path,
      unfilteredMs: percentile(unfiltered, 50),
      searchMs: percentile(search, 50),
      fillSeconds,
      catchUpSeconds,
    };
  } finally {
    await app.close();
  }
};
