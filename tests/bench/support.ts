import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventToAppend } from '@hotel/infra/event-store/port';

/** Progress and diagnostics go to stderr; stdout carries only the table and the JSON line. */
export const progress = (message: string): void => {
  process.stderr.write(`[bench] ${message}\n`);
};

/** Runs `body` with a fresh folder under the OS temp dir, removed afterwards. */
export const withTempDir = async <T>(
  label: string,
  body: (dir: string) => Promise<T>,
): Promise<T> => {
  const dir = await mkdtemp(join(tmpdir(), `hotel-bench-${label}-`));
  try {
    return await body(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

export const ROOM_NIGHT_SOLD = 'RoomNightSold';

export interface RoomNightSoldData {
  readonly roomTypeId: string;
  readonly date: string;
  readonly amount: number;
}

const ROOM_TYPES = 10;
const DAYS = 365;
const FIRST_DAY = Date.UTC(2025, 0, 1);
const DAY_MS = 86_400_000;

/** The data of the n-th bench event: 10 room types × 365 dates, integer tugrik amounts. */
export const roomNightData = (n: number): RoomNightSoldData => ({
  roomTypeId: `room-type-${n % ROOM_TYPES}`,
  date: new Date(FIRST_DAY + (Math.floor(n / ROOM_TYPES) % DAYS) * DAY_MS)
    .toISOString()
    .slice(0, 10),
  amount: 120_000 + (n % 7) * 10_000,
});

const PROPERTY_ID = randomUUID();
const USER_ID = randomUUID();

/** Metadata shaped like the product's (see @hotel/events/metadata), so row sizes are realistic. */
export const benchMetadata = (): Record<string, unknown> => {
  const commandId = randomUUID();
  return {
    propertyId: PROPERTY_ID,
    userId: USER_ID,
    commandId,
    commandType: 'SellRoomNight',
    correlationId: commandId,
    causationId: commandId,
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  };
};

export const roomNightEvent = (n: number): EventToAppend => ({
  id: randomUUID(),
  type: ROOM_NIGHT_SOLD,
  data: roomNightData(n),
  metadata: benchMetadata(),
});

export const streamName = (index: number): string => `RoomNights-${index}`;

/** Nearest-rank percentile of `values` (p in 0..100). */
export const percentile = (values: readonly number[], p: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
};

export const round = (value: number, digits = 0): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

export const formatNumber = (value: number | null, digits = 0): string =>
  value === null || !Number.isFinite(value)
    ? 'n/a'
    : value.toLocaleString('en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** Prints rows as an aligned text table. */
export const renderTable = (header: readonly string[], rows: readonly string[][]): string => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
};
