/**
 * Reference data of cancellation policies (settings spec §3): the deadlines a policy can name
 * and the percentages it can charge, shipped with the product in both languages. Stored
 * events keep the id *and* the value (day, percent), so a policy's history never depends on
 * this list; queries resolve the names in the caller's language.
 */
import type { Language } from '../messages';

export interface CancellationTime {
  readonly id: string;
  /** Days before the arrival date: cancelling up to then counts as "in time". */
  readonly day: number;
  /** A deadline at an hour of the day (hourly stays); the policy form does not offer these. */
  readonly hasTime: boolean;
  /** The hour of `hasTime` deadlines (0–23), else null. */
  readonly hour: number | null;
  readonly mn: string;
  readonly en: string;
}

const beforeArrival = (day: number): CancellationTime => ({
  id: `d${day}`,
  day,
  hasTime: false,
  hour: null,
  mn: `Ирэхээс ${day} хоногийн өмнө`,
  en: `${day} ${day === 1 ? 'day' : 'days'} before arrival`,
});

export const cancellationTimes: readonly CancellationTime[] = [
  { id: 'd0', day: 0, hasTime: false, hour: null, mn: 'Ирэх өдөр', en: 'The day of arrival' },
  ...[1, 2, 3, 5, 7, 14, 21, 30].map(beforeArrival),
  {
    id: 'h12',
    day: 0,
    hasTime: true,
    hour: 12,
    mn: 'Ирэх өдрийн 12:00 цаг',
    en: '12:00 on the day of arrival',
  },
  {
    id: 'h18',
    day: 0,
    hasTime: true,
    hour: 18,
    mn: 'Ирэх өдрийн 18:00 цаг',
    en: '18:00 on the day of arrival',
  },
];

export interface CancellationPercent {
  readonly id: string;
  /** Percent of the reservation's total. */
  readonly percent: number;
  readonly mn: string;
  readonly en: string;
}

export const cancellationPercents: readonly CancellationPercent[] = [
  0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100,
].map((percent) => ({
  id: `p${percent}`,
  percent,
  mn: percent === 0 ? '0% (төлбөргүй)' : percent === 100 ? '100% (бүтэн төлбөр)' : `${percent}%`,
  en: percent === 0 ? '0% (no charge)' : percent === 100 ? '100% (full price)' : `${percent}%`,
}));

export const cancellationTimeIds = cancellationTimes.map((t) => t.id) as [string, ...string[]];
export const cancellationPercentIds = cancellationPercents.map((p) => p.id) as [
  string,
  ...string[],
];

export const cancellationTimeById = (id: string): CancellationTime | undefined =>
  cancellationTimes.find((t) => t.id === id);

export const cancellationPercentById = (id: string): CancellationPercent | undefined =>
  cancellationPercents.find((p) => p.id === id);

/** A time as the API shows it (settings spec §3: id, name, day, hasTime). */
export const cancellationTimeView = (time: CancellationTime, language: Language) => ({
  id: time.id,
  name: time[language],
  day: time.day,
  hasTime: time.hasTime,
  hour: time.hour,
});

/** A percent as the API shows it (settings spec §3: id, name, percent). */
export const cancellationPercentView = (percent: CancellationPercent, language: Language) => ({
  id: percent.id,
  name: percent[language],
  percent: percent.percent,
});
