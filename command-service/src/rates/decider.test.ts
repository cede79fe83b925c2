import { describe, expect, it } from 'vitest';
import type { RatePlanEvent } from '@hotel/events/rates/events';
import { RuleBroken } from '@hotel/events/rule-broken';
import {
  occupancyRowsFor,
  ratePlans,
  removeInterval,
  saveInterval,
  saveRatePlan,
  setDailyRates,
  setOccupancyRates,
} from './decider';

const P = 'p-1';
const given = (...events: RatePlanEvent[]) =>
  events.reduce(ratePlans.evolve, ratePlans.initialState());
const context = { roomType: { occupancy: 3 }, partnerExists: (id: string) => id === 'partner-1' };
const command = (fields: Partial<Parameters<typeof saveRatePlan>[0]> = {}) => ({
  propertyId: P,
  newId: 'rp-new',
  name: 'Үндсэн',
  roomTypeId: 'rt-1',
  isDaily: true,
  nonRef: false,
  isOta: false,
  isOnlineBook: false,
  partnerIds: [],
  mealIds: ['breakfast'],
  ...fields,
});
const added = (id: string, fields: object = {}): RatePlanEvent => ({
  type: 'RatePlanAdded',
  data: {
    propertyId: P,
    ratePlanId: id,
    name: id,
    roomTypeId: 'rt-1',
    isDaily: true,
    nonRef: false,
    isOta: false,
    isOnlineBook: false,
    partnerIds: [],
    mealIds: [],
    occupancyRates: occupancyRowsFor(3),
    ...fields,
  },
});
const broken = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof RuleBroken) return [error.rule, error.field];
    throw error;
  }
  throw new Error('no rule broken');
};

describe('rate plans', () => {
  it('adds a plan with one occupancy row per adult count, the full one as main', () => {
    const [event] = saveRatePlan(command(), given(), context);
    expect(event?.type).toBe('RatePlanAdded');
    expect(event?.data).toHaveProperty('occupancyRates', [
      { occupancy: 3, discount: 0, isActive: true, isDefault: true },
      { occupancy: 2, discount: 0, isActive: false, isDefault: false },
      { occupancy: 1, discount: 0, isActive: false, isDefault: false },
    ]);
  });

  it('keeps one OTA and one online-booking plan per room type', () => {
    const state = given(added('a', { isOta: true, isOnlineBook: true }));
    expect(broken(() => saveRatePlan(command({ isOta: true }), state, context))).toEqual([
      'ratePlan.onlyOneOta',
      'isOta',
    ]);
    expect(broken(() => saveRatePlan(command({ isOnlineBook: true }), state, context))).toEqual([
      'ratePlan.onlyOneOnlineBook',
      'isOnlineBook',
    ]);
    // Another room type may have its own.
    expect(saveRatePlan(command({ isOta: true, roomTypeId: 'rt-2' }), state, context)).toHaveLength(
      1,
    );
    // The OTA plan itself may be saved again.
    expect(saveRatePlan(command({ id: 'a', name: 'x', isOta: true }), state, context)).toHaveLength(
      1,
    );
  });

  it('refuses an unknown room type or partner and a name taken in the room type', () => {
    expect(
      broken(() => saveRatePlan(command(), given(), { ...context, roomType: undefined }))[0],
    ).toBe('ratePlan.roomTypeUnknown');
    expect(
      broken(() => saveRatePlan(command({ partnerIds: ['ghost'] }), given(), context))[0],
    ).toBe('ratePlan.partnerUnknown');
    expect(broken(() => saveRatePlan(command({ name: 'A' }), given(added('a')), context))[0]).toBe(
      'ratePlan.nameTaken',
    );
  });

  it('records nothing when nothing changed', () => {
    const state = given(added('a', { name: 'Үндсэн', mealIds: ['breakfast'] }));
    expect(saveRatePlan(command({ id: 'a' }), state, context)).toEqual([]);
  });

  it('sets occupancy discounts, never on the main row, active only with a discount', () => {
    const state = given(added('a'));
    const set = (rows: { occupancy: number; discount: number; isActive: boolean }[]) =>
      setOccupancyRates({ id: 'a', propertyId: P, occupancyRatePlans: rows }, state, {
        occupancy: 3,
      });
    expect(broken(() => set([{ occupancy: 3, discount: 100, isActive: true }]))[0]).toBe(
      'ratePlan.defaultOccupancyLocked',
    );
    expect(broken(() => set([{ occupancy: 1, discount: 0, isActive: true }]))[0]).toBe(
      'ratePlan.activeNeedsDiscount',
    );
    expect(broken(() => set([{ occupancy: 4, discount: 10, isActive: true }]))[0]).toBe(
      'ratePlan.occupancyOutOfRange',
    );
    const [event] = set([{ occupancy: 1, discount: 30000, isActive: true }]);
    expect(event?.data).toMatchObject({
      occupancyRates: [
        { occupancy: 3, isDefault: true },
        { occupancy: 2, discount: 0, isActive: false },
        { occupancy: 1, discount: 30000, isActive: true },
      ],
    });
  });
});

describe('the rate calendar of a plan', () => {
  const rates = {
    propertyId: P,
    ratePlanId: 'a',
    days: [6, 7],
    startDate: '2026-12-01',
    endDate: '2026-12-31',
    price: { op: 'mnt' as const, value: 99000 },
    minLos: null,
    maxLos: null,
    closedToArrival: null,
    closedToDeparture: true,
    stopSell: null,
  };

  it('records daily rates on daily plans only', () => {
    expect(setDailyRates(rates, given(added('a')))).toEqual([
      { type: 'DailyRatesSet', data: rates },
    ]);
    expect(broken(() => setDailyRates(rates, given(added('a', { isDaily: false }))))[0]).toBe(
      'ratePlan.notDaily',
    );
    expect(() => setDailyRates(rates, given())).toThrow('ratePlan not found');
  });

  it('saves and removes intervals it knows', () => {
    const interval = {
      propertyId: P,
      newId: 'i-1',
      id: undefined,
      name: 'Наадам',
      ratePlanId: 'a',
      startDate: '2026-07-10',
      endDate: '2026-07-15',
      minLos: 2,
      maxLos: null,
      rates: [1, 2, 3, 4, 5, 6, 7],
    };
    const [saved] = saveInterval(interval, given(added('a')), new Set());
    expect(saved).toMatchObject({ type: 'IntervalSaved', data: { intervalId: 'i-1' } });
    expect(() => saveInterval({ ...interval, id: 'i-9' }, given(added('a')), new Set())).toThrow(
      'interval not found',
    );
    expect(
      removeInterval(
        { propertyId: P, ratePlanId: 'a', intervalId: 'i-1' },
        given(added('a')),
        new Set(['i-1']),
      ),
    ).toEqual([
      { type: 'IntervalRemoved', data: { propertyId: P, ratePlanId: 'a', intervalId: 'i-1' } },
    ]);
  });
});

describe("a rate plan's English name", () => {
  it('given a new plan with an English name, then the plan carries it', () => {
    const [event] = saveRatePlan(command({ nameEn: 'Bed and breakfast' }), given(), context);
    expect(event?.data).toMatchObject({ name: 'Үндсэн', nameEn: 'Bed and breakfast' });
    expect(given(event!).get('rp-new')?.nameEn).toBe('Bed and breakfast');
  });

  it('given a plan stored without one, when saved unchanged, then nothing is recorded; when named in English, then it changes', () => {
    const state = given(added('a', { name: 'Үндсэн', mealIds: ['breakfast'] }));
    expect(saveRatePlan(command({ id: 'a', nameEn: null }), state, context)).toEqual([]);
    const [event] = saveRatePlan(command({ id: 'a', nameEn: 'Standard' }), state, context);
    expect(event?.type).toBe('RatePlanChanged');
    expect(event?.data).toHaveProperty('nameEn', 'Standard');
    // Cleared again: the plan is saved without it.
    const named = given(added('a', { name: 'Үндсэн', mealIds: ['breakfast'] }), event!);
    const [cleared] = saveRatePlan(command({ id: 'a', nameEn: null }), named, context);
    expect(cleared?.data).not.toHaveProperty('nameEn');
  });
});
