import type {
  OccupancyRate,
  RateCalendarEvent,
  RatePlanEvent,
  RatePlanFields,
} from '@hotel/events/rates/events';
import type {
  SaveInterval,
  SaveOccupancyRates,
  SaveRatePlan,
  SetDailyRates,
} from '@hotel/events/rates/commands';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import { englishNameOf } from '@hotel/events/settings/events';
import type { Aggregate } from '../pipeline/aggregate';

/** The rate plans of one property. */
export type RatePlansState = ReadonlyMap<string, RatePlanFields & { readonly id: string }>;

export const ratePlans: Aggregate<RatePlansState, RatePlanEvent> = {
  cached: true,
  initialState: () => new Map(),
  evolve: (state, event) => {
    switch (event.type) {
      case 'RatePlanAdded':
      case 'RatePlanChanged': {
        const { propertyId: _p, ratePlanId, ...fields } = event.data;
        return new Map(state).set(ratePlanId, { id: ratePlanId, ...fields });
      }
      case 'RatePlanRemoved': {
        const next = new Map(state);
        next.delete(event.data.ratePlanId);
        return next;
      }
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
};

/** The intervals saved on one plan's calendar (id → still there). */
export type RateCalendarState = ReadonlySet<string>;

export const rateCalendarAggregate: Aggregate<RateCalendarState, RateCalendarEvent> = {
  initialState: () => new Set(),
  evolve: (state, event) => {
    switch (event.type) {
      case 'DailyRatesSet':
        return state;
      case 'IntervalSaved':
        return new Set(state).add(event.data.intervalId);
      case 'IntervalRemoved': {
        const next = new Set(state);
        next.delete(event.data.intervalId);
        return next;
      }
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
};

/** What a rate plan needs to know of its room type and the property's partners. */
export interface RatePlanContext {
  readonly roomType: { readonly occupancy: number } | undefined;
  readonly partnerExists: (id: string) => boolean;
}

/** One row per occupancy 1 … the room's adults; the full occupancy is the main row. */
export const occupancyRowsFor = (
  occupancy: number,
  previous: readonly OccupancyRate[] = [],
): OccupancyRate[] =>
  Array.from({ length: Math.max(1, occupancy) }, (_, i) => {
    const count = Math.max(1, occupancy) - i;
    const isDefault = i === 0;
    const before = previous.find((row) => row.occupancy === count && !row.isDefault);
    return isDefault
      ? { occupancy: count, discount: 0, isActive: true, isDefault: true }
      : (before ?? { occupancy: count, discount: 0, isActive: false, isDefault: false });
  });

const planOf = (state: RatePlansState, id: string) => {
  const plan = state.get(id);
  if (!plan) throw new NotFound('ratePlan');
  return plan;
};

export const saveRatePlan = (
  command: Omit<SaveRatePlan, 'nameEn'> & {
    nameEn?: string | null;
    propertyId: string;
    newId: string;
  },
  state: RatePlansState,
  context: RatePlanContext,
): RatePlanEvent[] => {
  const before = command.id ? planOf(state, command.id) : undefined;
  const id = command.id ?? command.newId;
  if (!context.roomType) throw new RuleBroken('ratePlan.roomTypeUnknown', {}, 'roomType.id');
  const siblings = [...state.values()].filter(
    (plan) => plan.id !== id && plan.roomTypeId === command.roomTypeId,
  );
  if (
    siblings.some(
      (p) => p.name.localeCompare(command.name, undefined, { sensitivity: 'base' }) === 0,
    )
  ) {
    throw new RuleBroken('ratePlan.nameTaken', {}, 'name');
  }
  if (command.isOta && siblings.some((p) => p.isOta)) {
    throw new RuleBroken('ratePlan.onlyOneOta', {}, 'isOta');
  }
  if (command.isOnlineBook && siblings.some((p) => p.isOnlineBook)) {
    throw new RuleBroken('ratePlan.onlyOneOnlineBook', {}, 'isOnlineBook');
  }
  const unknownPartner = command.partnerIds.find((p) => !context.partnerExists(p));
  if (unknownPartner) throw new RuleBroken('ratePlan.partnerUnknown', {}, 'partners');
  const fields: RatePlanFields = {
    name: command.name,
    ...englishNameOf(command),
    roomTypeId: command.roomTypeId,
    isDaily: command.isDaily,
    nonRef: command.nonRef,
    isOta: command.isOta,
    isOnlineBook: command.isOnlineBook,
    partnerIds: command.partnerIds,
    mealIds: command.mealIds,
    occupancyRates: occupancyRowsFor(
      context.roomType.occupancy,
      before && before.roomTypeId === command.roomTypeId ? before.occupancyRates : [],
    ),
  };
  const data = { propertyId: command.propertyId, ratePlanId: id, ...fields };
  if (before) {
    const { id: _id, ...current } = before;
    if (JSON.stringify(current) === JSON.stringify(fields)) return [];
  }
  return [{ type: before ? 'RatePlanChanged' : 'RatePlanAdded', data }];
};

/** The discount per occupancy; the main (full occupancy) row stays as it is. */
export const setOccupancyRates = (
  command: SaveOccupancyRates & { propertyId: string },
  state: RatePlansState,
  roomType: { readonly occupancy: number } | undefined,
): RatePlanEvent[] => {
  const plan = planOf(state, command.id);
  const rows = occupancyRowsFor(
    roomType?.occupancy ?? plan.occupancyRates.length,
    plan.occupancyRates,
  );
  const next = rows.map((row) => ({ ...row }));
  command.occupancyRatePlans.forEach((asked, index) => {
    const row = next.find((r) => r.occupancy === asked.occupancy);
    if (!row) {
      throw new RuleBroken(
        'ratePlan.occupancyOutOfRange',
        {},
        `occupancyRatePlans.${index}.occupancy`,
      );
    }
    if (row.isDefault) {
      if (asked.discount !== 0 || !asked.isActive) {
        throw new RuleBroken(
          'ratePlan.defaultOccupancyLocked',
          {},
          `occupancyRatePlans.${index}.discount`,
        );
      }
      return;
    }
    if (asked.isActive && asked.discount <= 0) {
      throw new RuleBroken(
        'ratePlan.activeNeedsDiscount',
        {},
        `occupancyRatePlans.${index}.isActive`,
      );
    }
    row.discount = asked.discount;
    row.isActive = asked.isActive;
  });
  if (JSON.stringify(next) === JSON.stringify(plan.occupancyRates)) return [];
  const { id, ...fields } = plan;
  return [
    {
      type: 'RatePlanChanged',
      data: { propertyId: command.propertyId, ratePlanId: id, ...fields, occupancyRates: next },
    },
  ];
};

export const removeRatePlan = (
  command: { propertyId: string; id: string },
  state: RatePlansState,
): RatePlanEvent[] => {
  planOf(state, command.id);
  return [
    { type: 'RatePlanRemoved', data: { propertyId: command.propertyId, ratePlanId: command.id } },
  ];
};

/** The plans of a room type that is being removed. */
export const removeRatePlansOf = (
  command: { propertyId: string; roomTypeId: string },
  state: RatePlansState,
): RatePlanEvent[] =>
  [...state.values()]
    .filter((plan) => plan.roomTypeId === command.roomTypeId)
    .map((plan) => ({
      type: 'RatePlanRemoved',
      data: { propertyId: command.propertyId, ratePlanId: plan.id },
    }));

export const setDailyRates = (
  command: SetDailyRates & { propertyId: string; ratePlanId: string },
  plans: RatePlansState,
): RateCalendarEvent[] => {
  const plan = planOf(plans, command.ratePlanId);
  if (!plan.isDaily) throw new RuleBroken('ratePlan.notDaily');
  return [
    {
      type: 'DailyRatesSet',
      data: {
        propertyId: command.propertyId,
        ratePlanId: command.ratePlanId,
        startDate: command.startDate,
        endDate: command.endDate,
        days: command.days,
        price: command.price,
        minLos: command.minLos,
        maxLos: command.maxLos,
        closedToArrival: command.closedToArrival,
        closedToDeparture: command.closedToDeparture,
        stopSell: command.stopSell,
      },
    },
  ];
};

export const saveInterval = (
  command: SaveInterval & { propertyId: string; newId: string },
  plans: RatePlansState,
  calendar: RateCalendarState,
): RateCalendarEvent[] => {
  const plan = planOf(plans, command.ratePlanId);
  if (!plan.isDaily) throw new RuleBroken('ratePlan.notDaily');
  if (command.id && !calendar.has(command.id)) throw new NotFound('interval');
  return [
    {
      type: 'IntervalSaved',
      data: {
        propertyId: command.propertyId,
        ratePlanId: command.ratePlanId,
        intervalId: command.id ?? command.newId,
        name: command.name,
        startDate: command.startDate,
        endDate: command.endDate,
        minLos: command.minLos,
        maxLos: command.maxLos,
        rates: command.rates,
      },
    },
  ];
};

export const removeInterval = (
  command: { propertyId: string; ratePlanId: string; intervalId: string },
  plans: RatePlansState,
  calendar: RateCalendarState,
): RateCalendarEvent[] => {
  planOf(plans, command.ratePlanId);
  if (!calendar.has(command.intervalId)) throw new NotFound('interval');
  return [{ type: 'IntervalRemoved', data: command }];
};
