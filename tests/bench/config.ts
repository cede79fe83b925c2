/** The sizes of the bench's workloads (smaller under BENCH_QUICK) and the targets it reports against. */
import { bookingsOptions } from './bookings';
import { calendarOptions } from './calendar';
import { quick } from './harness';
import { nightAuditOptions } from './night-audit';
import { incomesQueryOptions } from './incomes-query';
import { paymentsOptions } from './payments';
import { publicAvailabilityOptions } from './public-availability';
import { icalExportOptions } from './ical-export';
import { ariFirstScanOptions } from './ari-first-scan';

export const config = {
  writers: 8,
  streams: 1000,
  appendWarmupMs: quick ? 500 : 1000,
  appendDurationMs: quick ? 2000 : 5000,
  peerInfoDurationMs: quick ? 1000 : 3000,
  logEvents: quick ? 100_000 : 1_000_000,
  rebuildCapMs: quick ? 60_000 : 150_000,
  lagRatePerSec: 500,
  lagWarmupMs: quick ? 500 : 1000,
  lagDurationMs: quick ? 3000 : 10_000,
  quoteBatches: quick ? 100 : 1000,
  quoteBatchSize: 50,
  bookings: bookingsOptions(quick),
  bookingsAt20k: { ...bookingsOptions(quick), history: quick ? 4000 : 20_000 },
  bookings20Properties: {
    ...bookingsOptions(quick),
    properties: 20,
    roomTypes: 2,
    roomsPerType: 25,
  },
  /** The bookings workload through the inbound channel API (tests/bench/channel-bookings.ts). */
  channelBookings: { ...bookingsOptions(quick), channel: true },
  calendar: calendarOptions(quick),
  publicAvailability: publicAvailabilityOptions(quick),
  icalExport: icalExportOptions(quick),
  ariFirstScan: ariFirstScanOptions(quick),
  payments: paymentsOptions(quick),
  incomes: incomesQueryOptions(quick),
  nightAudit: nightAuditOptions(quick),
} as const;

export const targets = {
  appendsPerSec: 2000,
  appendsVsPeer: 5,
  readAllEventsPerSec: 100_000,
  rebuildEventsPerSec: 30_000,
  projectionLagP99Ms: 50,
  quote30NightsMicros: 200,
  bookingsPerSec: 500,
  bookingsP99Ms: 100,
  /** The app's CPU a booking over the floor server's (tests/bench/booking-floor.ts). */
  bookingCpuVsFloor: 4,
  /** Within 20 % of the same run without history. */
  bookingsAt20kShare: 0.8,
  channelBookingsPerSec: 500,
  calendarQueryMs: 30,
  calendarBytes: 600 * 1024,
  calendar7DayMs: 10,
  publicAvailabilityMs: 20,
  icalExportMs: 20,
  /**
   * A new instance's first ARI scan of a year of a 500-room property's ledger (our bound: no
   * slower than a cold start to ready, and no request held up longer than a page's fold).
   */
  ariFirstScanMs: 5000,
  ariFirstScanStallMs: 200,
  paymentsPerSec: 500,
  refundsPerSec: 500,
  incomesQueryMs: 30,
  nightAuditMs: 1000,
  /** The big store (tests/bench/big-store.ts): P0 among many properties against P0 alone. */
  rssMbBig: 512,
  startToReadyMsBig: 5000,
  queryGrowthRatio: 1.25,
  reservationsPageMsBig: 15,
  searchMsBig: 25,
  rebuildEventsPerSecBig: 30_000,
  /** The rebuild's time per event after its first quarter over in it. */
  rebuildLinearity: 1.3,
} as const;
