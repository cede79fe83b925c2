import { DEFAULT_TIME_ZONE } from '@hotel/events/dates';

/** Ulaanbaatar keeps UTC+8 all year (no daylight saving since 2017). */
const UTC_OFFSET_MINUTES = 8 * 60;

const minutesOf = (time: string): number => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/**
 * The seed's clock: the commands of the demo's history are sent "on" the days they belong to,
 * at the hours a hotel would do them (property local time, Asia/Ulaanbaatar), each a minute or
 * two after the previous one. It never runs ahead of the real clock: what happens "today" is
 * stamped no later than the moment the seed runs.
 */
export class DemoClock {
  readonly timeZone = DEFAULT_TIME_ZONE;
  private date: string;
  private minutes = 9 * 60;

  constructor(
    startDate: string,
    private readonly realNow: () => Date = () => new Date(),
  ) {
    this.date = startDate;
  }

  /** The business day the next commands belong to, from `time` (HH:mm, local). */
  day(date: string, time = '08:00'): void {
    this.date = date;
    this.minutes = minutesOf(time);
  }

  /** Moves on to `time` (HH:mm, local) of the current day; never back. */
  setTime(time: string): void {
    this.minutes = Math.max(this.minutes, minutesOf(time));
  }

  /** The next command comes a couple of minutes later. */
  tick(minutes = 2): void {
    this.minutes = Math.min(this.minutes + minutes, 23 * 60 + 59);
  }

  today(): string {
    return this.date;
  }

  now(): Date {
    const [y, mo, d] = this.date.split('-').map(Number) as [number, number, number];
    const simulated = Date.UTC(y, mo - 1, d, 0, this.minutes - UTC_OFFSET_MINUTES);
    const real = this.realNow().getTime();
    return new Date(Math.min(simulated, real));
  }
}
