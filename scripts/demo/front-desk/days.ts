import type { DemoPlan, PlannedStay } from '../plan';

/** `items` by the date `dateOf` gives each (none: left out), in their order. */
export const byDay = <T>(items: readonly T[], dateOf: (item: T) => string | null) => {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const date = dateOf(item);
    if (date !== null) map.set(date, [...(map.get(date) ?? []), item]);
  }
  return map;
};

/** The plan's stays by what happens to them on which day, and the groups' members. */
export const dayLists = (plan: DemoPlan) => {
  const { today } = plan;
  const groups = new Map<string, PlannedStay[]>();
  for (const stay of plan.stays) {
    if (stay.group) groups.set(stay.group, [...(groups.get(stay.group) ?? []), stay]);
  }
  const bookings = byDay(plan.stays, (s) => s.bookedOn);
  const cancellations = byDay(plan.stays, (s) => s.canceledOn);
  const arrivals = byDay(
    plan.stays.filter((s) => s.fate === 'stayed'),
    (s) => s.checkIn,
  );
  const departures = byDay(
    plan.stays.filter((s) => s.fate === 'stayed' && (s.checkOut < today || s.leftThisMorning)),
    (s) => s.checkOut,
  );
  const noShows = byDay(
    plan.stays.filter((s) => s.fate === 'no-show'),
    (s) => s.checkIn,
  );
  const services = byDay(
    plan.stays.flatMap((stay) => stay.services.map((service, i) => ({ stay, service, i }))),
    ({ service }) => service.on,
  );
  const blocksOn = byDay(plan.blocks, (b) => b.createdOn);
  // The e-receipt (VAT) of a guest who left on the last day with departures before today.
  const receiptDay = [...departures.keys()]
    .filter((d) => d < today && (departures.get(d) ?? []).some((s) => !s.group))
    .sort()
    .at(-1);
  return {
    groups,
    bookings,
    cancellations,
    arrivals,
    departures,
    noShows,
    services,
    blocksOn,
    receiptDay,
  };
};

export type DayLists = ReturnType<typeof dayLists>;
