/**
 * Runs only the reservation workloads of `npm run bench` (bookingsPerSec, calendarQueryMs) at
 * the sizes it uses and prints their results as one JSON object:
 * `node --import tsx/esm tests/bench/reservations-only.ts` (BENCH_QUICK=1 for the small sizes).
 */
import { bookingsOptions, runBookingsBench } from './bookings';
import { calendarOptions, runCalendarBench } from './calendar';
import { progress } from './support';

const quick = process.env.BENCH_QUICK === '1';
const only = process.argv[2];
progress(`reservation workloads${quick ? ' (BENCH_QUICK)' : ''}`);
const bookings = only === 'calendar' ? null : await runBookingsBench(bookingsOptions(quick));
const calendar = only === 'bookings' ? null : await runCalendarBench(calendarOptions(quick));
process.stdout.write(`${JSON.stringify({ bookings, calendar }, null, 2)}\n`);
