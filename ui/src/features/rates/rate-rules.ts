import {
  MIN_DATE,
  type Weekday,
  WEEKDAYS,
  addDays,
  daysBetween,
  isIsoDate,
  weekdayOf,
} from './dates';
import {
  type RateDay,
  type Restriction,
  type SetDailyRatesRequest,
  WEEKDAY_RATE_FIELDS,
  type WeekdayRateField,
} from './rates-api';

/** Rate types of the spec (§9): 1 = tugrik, 2 = percent change of the default price. */
export type PriceOp = 1 | 2;

/** What the daily rates form holds (text as typed; '' leaves that part of the dates). */
export interface DailyRateValues {
  startDate: string;
  endDate: string;
  days: Weekday[];
  rate: string;
  priceOp: PriceOp;
  minLos: string;
  maxLos: string;
  closedToArrival: Restriction;
  closedToDeparture: Restriction;
  stopSell: Restriction;
}

/** Message keys (rates namespace) of the form's own checks, per field. */
export type FormProblems = Partial<Record<keyof DailyRateValues | 'nothing', string>>;

export const emptyDailyRates = (startDate: string, endDate: string): DailyRateValues => ({
  startDate,
  endDate,
  days: [...WEEKDAYS],
  rate: '',
  priceOp: 1,
  minLos: '',
  maxLos: '',
  closedToArrival: null,
  closedToDeparture: null,
  stopSell: null,
});

const dateProblem = (date: string): string | undefined => {
  if (date === '') return 'form.dateRequired';
  if (!isIsoDate(date)) return 'form.dateInvalid';
  if (date < MIN_DATE) return 'form.dateTooEarly';
  return undefined;
};

const isWhole = (text: string) => /^\d+$/.test(text);
const isNumber = (text: string) => /^-?\d+(\.\d+)?$/.test(text);

/**
 * The form's own checks (settings spec §5 rate forms): a weekday chosen, start no later than
 * end, numbers numeric, and something to set. The server checks the bounds.
 */
export const dailyRateProblems = (values: DailyRateValues): FormProblems => {
  const problems: FormProblems = {};
  const start = dateProblem(values.startDate);
  const end = dateProblem(values.endDate);
  if (start) problems.startDate = start;
  if (end) problems.endDate = end;
  if (!start && !end && values.endDate < values.startDate) problems.endDate = 'form.endBeforeStart';
  if (values.days.length === 0) problems.days = 'form.chooseDay';
  if (values.rate !== '') {
    if (values.priceOp === 1 && !isWhole(values.rate)) problems.rate = 'form.rateWhole';
    if (values.priceOp === 2 && !isNumber(values.rate)) problems.rate = 'form.rateNumber';
  }
  if (values.minLos !== '' && !isWhole(values.minLos)) problems.minLos = 'form.wholeNights';
  if (values.maxLos !== '' && !isWhole(values.maxLos)) problems.maxLos = 'form.wholeNights';
  if (!problems.minLos && !problems.maxLos && values.minLos !== '' && values.maxLos !== '') {
    const min = Number(values.minLos);
    const max = Number(values.maxLos);
    if (max > 0 && max < min) problems.maxLos = 'form.maxBelowMin';
  }
  const setsSomething =
    values.rate !== '' ||
    values.minLos !== '' ||
    values.maxLos !== '' ||
    values.closedToArrival !== null ||
    values.closedToDeparture !== null ||
    values.stopSell !== null;
  if (!setsSomething) problems.nothing = 'form.nothingToSet';
  return problems;
};

/** The request of a checked form. */
export const dailyRatesRequest = (values: DailyRateValues): SetDailyRatesRequest => ({
  days: [...values.days].sort((a, b) => a - b),
  startDate: values.startDate,
  endDate: values.endDate,
  rate: values.rate,
  priceOp: values.priceOp,
  minLos: values.minLos,
  maxLos: values.maxLos,
  closedToArrival: values.closedToArrival,
  closedToDeparture: values.closedToDeparture,
  stopSell: values.stopSell,
});

/** How many dates of [start, end] fall on the chosen weekdays (0 for a bad range). */
export const affectedDates = (start: string, end: string, days: readonly Weekday[]): number => {
  if (!isIsoDate(start) || !isIsoDate(end) || end < start || days.length === 0) return 0;
  const length = daysBetween(start, end) + 1;
  const whole = Math.floor(length / 7);
  let count = whole * days.length;
  for (let i = whole * 7; i < length; i += 1) {
    if (days.includes(weekdayOf(addDays(start, i)))) count += 1;
  }
  return count;
};

/** Whether a date is one the form would change (for the preview on the month grid). */
export const isAffected = (date: string, values: DailyRateValues): boolean =>
  values.startDate !== '' &&
  values.endDate !== '' &&
  date >= values.startDate &&
  date <= values.endDate &&
  values.days.includes(weekdayOf(date));

/** Toggling a weekday; 'all days' chooses all seven, or none when all were chosen. */
export const toggleDay = (days: readonly Weekday[], day: Weekday): Weekday[] =>
  days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort((a, b) => a - b);

export const toggleAllDays = (days: readonly Weekday[]): Weekday[] =>
  days.length === WEEKDAYS.length ? [] : [...WEEKDAYS];

/** An occupancy row may be switched on only once it has a discount above 0 (spec §4). */
export const canBeActive = (discount: string): boolean => isWhole(discount) && Number(discount) > 0;

/** The interval form's "same price every day": all seven weekday fields take it. */
export const fillWeekdays = (price: string): Record<WeekdayRateField, string> =>
  Object.fromEntries(WEEKDAY_RATE_FIELDS.map((field) => [field, price])) as Record<
    WeekdayRateField,
    string
  >;

/** The one price of all seven weekday fields, or '' when they differ. */
export const commonWeekdayPrice = (rates: Record<WeekdayRateField, string>): string => {
  const first = rates.mondayRate;
  return WEEKDAY_RATE_FIELDS.every((field) => rates[field] === first) ? first : '';
};

export type RestrictionMarker =
  | { kind: 'stopSell' }
  | { kind: 'closedToArrival' }
  | { kind: 'closedToDeparture' }
  | { kind: 'minLos'; nights: number }
  | { kind: 'maxLos'; nights: number };

/** The restrictions a date carries, most severe first (the calendar's markers). */
export const restrictionsOf = (day: RateDay): RestrictionMarker[] => {
  const markers: RestrictionMarker[] = [];
  if (day.stopSell) markers.push({ kind: 'stopSell' });
  if (day.closedToArrival) markers.push({ kind: 'closedToArrival' });
  if (day.closedToDeparture) markers.push({ kind: 'closedToDeparture' });
  if (day.minLos > 1) markers.push({ kind: 'minLos', nights: day.minLos });
  if (day.maxLos > 0) markers.push({ kind: 'maxLos', nights: day.maxLos });
  return markers;
};

/** The one-day form, filled with what the date says now (restrictions as set, not "leave"). */
export const dayValues = (day: RateDay): DailyRateValues => ({
  startDate: day.date,
  endDate: day.date,
  days: [weekdayOf(day.date)],
  rate: day.price ? String(day.price.value) : '',
  priceOp: day.price?.op === 'percent' ? 2 : 1,
  minLos: day.minLos > 1 ? String(day.minLos) : '',
  maxLos: day.maxLos > 0 ? String(day.maxLos) : '',
  closedToArrival: day.closedToArrival,
  closedToDeparture: day.closedToDeparture,
  stopSell: day.stopSell,
});

/**
 * The one-day request: a stay rule left empty is cleared (1 = no minimum, 0 = no maximum) and
 * each restriction is sent as shown, so the date ends up exactly as the dialog says.
 */
export const dayRequest = (values: DailyRateValues): SetDailyRatesRequest => ({
  ...dailyRatesRequest(values),
  minLos: values.minLos === '' ? '1' : values.minLos,
  maxLos: values.maxLos === '' ? '0' : values.maxLos,
  closedToArrival: values.closedToArrival ?? false,
  closedToDeparture: values.closedToDeparture ?? false,
  stopSell: values.stopSell ?? false,
});
