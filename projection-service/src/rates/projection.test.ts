import { describe, expect, it } from 'vitest';
import { givenEvents, projected } from '../runtime/given';
import { RATE_DAYS, ratesProjection } from './projection';

const plan = { propertyId: 'p-1', ratePlanId: 'rp-1' };
const set = {
  ...plan,
  startDate: '2026-12-01',
  endDate: '2026-12-03',
  days: [1, 2, 3, 4, 5, 6, 7],
  price: { op: 'mnt', value: 100 },
  minLos: null,
  maxLos: null,
  closedToArrival: null,
  closedToDeparture: null,
  stopSell: null,
};
const interval = {
  ...plan,
  intervalId: 'i-1',
  name: 'Наадам',
  startDate: '2026-12-02',
  endDate: '2026-12-02',
  minLos: 3,
  maxLos: null,
  rates: [7, 7, 7, 7, 7, 7, 7],
};

const pricesOf = async (store: Awaited<ReturnType<typeof givenEvents>>) =>
  (await store.collection(RATE_DAYS).find({}, { sort: { date: 1 } })).map((d) => [
    d.date,
    (d.price as { value: number } | null)?.value,
    d.minLos,
  ]);

describe('rate calendar read model', () => {
  it('stores each date as the writes fold it, and uncovers it when an interval goes', async () => {
    const saved = [
      projected('DailyRatesSet', set, { position: 1n }),
      projected('IntervalSaved', interval, { position: 2n }),
    ];
    expect(await pricesOf(await givenEvents(ratesProjection, saved))).toEqual([
      ['2026-12-01', 100, 1],
      ['2026-12-02', 7, 3],
      ['2026-12-03', 100, 1],
    ]);
    const removed = await givenEvents(ratesProjection, [
      ...saved,
      projected('IntervalRemoved', { ...plan, intervalId: 'i-1' }, { position: 3n }),
    ]);
    expect(await pricesOf(removed)).toEqual([
      ['2026-12-01', 100, 1],
      ['2026-12-02', 100, 1],
      ['2026-12-03', 100, 1],
    ]);
  });
});
