/**
 * How far below the app a booking could cost on this design (issue 34, `bookingCpuVsFloor`):
 * the floor (booking-floor.ts), the floor that also writes a booking's events (the log alone),
 * the floor that writes its events and read models — the rows this design stores for a booking
 * and nothing else (booking-storage-rows.ts) — and optionally the app, back to back with the
 * same clients, `rounds` times alternating:
 *
 *   node --max-semi-space-size=64 --import tsx/esm tests/bench/booking-storage-floor.ts [rounds] [app]
 *
 * Prints each run's CPU a booking (all threads of this process, from the clients' warm-up's
 * end) and the storage floor's ratio to the floor: the least `bookingCpuVsFloor` this design
 * can reach, before any of its logic.
 */
import { loadavg } from 'node:os';
import { type BookingsOptions, bookingsOptions, runBookingsBench } from './bookings';
import { runBookingFloorBench } from './booking-floor';

const rounds = Number(process.argv[2] ?? 3);
const withApp = process.argv[3] === 'app';
const options: BookingsOptions = bookingsOptions(false);
const fixed = (n: number) => n.toFixed(3);

for (let round = 1; round <= rounds; round++) {
  const load = loadavg()[0]!.toFixed(1);
  const floor = await runBookingFloorBench(options);
  const log = await runBookingFloorBench(options, 'log');
  const stored = await runBookingFloorBench(options, 'all');
  const app = withApp ? await runBookingsBench(options) : null;
  console.log(
    JSON.stringify({
      round,
      load: `${load}→${loadavg()[0]!.toFixed(1)}`,
      floorMs: fixed(floor.cpuMsPerBooking),
      logFloorMs: fixed(log.cpuMsPerBooking),
      logVsFloor: Number((log.cpuMsPerBooking / floor.cpuMsPerBooking).toFixed(2)),
      storageFloorMs: fixed(stored.cpuMsPerBooking),
      storageVsFloor: Number((stored.cpuMsPerBooking / floor.cpuMsPerBooking).toFixed(2)),
      floorPerSec: Math.round(floor.bookingsPerSec),
      logPerSec: Math.round(log.bookingsPerSec),
      storagePerSec: Math.round(stored.bookingsPerSec),
      ...(app
        ? {
            appMs: fixed(app.cpuMsPerBooking),
            appVsFloor: Number((app.cpuMsPerBooking / floor.cpuMsPerBooking).toFixed(2)),
            appPerSec: Math.round(app.bookingsPerSec),
          }
        : {}),
      errors: floor.errors + log.errors + stored.errors,
    }),
  );
}
