import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';
import { addDays } from '@hotel/events/dates';
import type { FileCache, FileCacheEntry } from '@hotel/infra/cache/file-cache';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { StayTables, type StayTablesJson } from './calendar-payload';
import {
  CALENDAR_STAYS,
  CALENDAR_WEEKS,
  type CalendarStayDoc,
  type CalendarWeekDoc,
  weekOf,
} from './projection';

const deflateRawAsync = promisify(deflateRaw);

/**
 * A run of rows, as JSON (`row,row,…`) and as raw deflate ending in a sync flush: byte
 * aligned and not final, so runs compressed apart join into one deflate stream.
 */
export interface Segment {
  readonly json: Buffer;
  readonly deflated: Buffer;
  readonly rows: number;
}

interface Cached extends Segment {
  /** The stamp of the week the rows were read from (`CalendarWeekDoc`). */
  readonly stamp: string;
  readonly tables: StayTables;
}

/** What GET /api/calendar reads of a calendar_stays row. */
const STAY_FIELDS = { _id: 0, checkIn: 1, checkOut: 1, number: 1, drawn: 1, fixed: 1 } as const;
type StayFields = Pick<CalendarStayDoc, 'checkIn' | 'checkOut' | 'number' | 'drawn' | 'fixed'>;

const EMPTY = Buffer.alloc(0);

const ASYNC_DEFLATE_BYTES = 64 * 1024;

/**
 * Compresses a run on libuv's thread pool, at level 1: on JSON of ids and numbers it comes
 * within 5 % of level 6's size in half the time (a 970 kB month: 370 kB in ≈ 13 ms against
 * 353 kB in ≈ 25 ms on the bench machine).
 */
const segmentOf = async (json: Buffer, rows: number): Promise<Segment> => {
  const options = { level: constants.Z_BEST_SPEED, finishFlush: constants.Z_SYNC_FLUSH };
  let deflated = EMPTY;
  if (json.length >= ASYNC_DEFLATE_BYTES) deflated = await deflateRawAsync(json, options);
  else if (json.length > 0) deflated = deflateRawSync(json, options);
  return { json, rows, deflated };
};

const byNumber = (a: StayFields, b: StayFields) => a.number - b.number;

/** The file's keys and tags (what a kept run was made against). */
const tablesKey = (propertyId: string) => `tables|${propertyId}`;
const runKey = (propertyId: string, key: string) => `run|${propertyId}|${key}`;
const runTag = (generation: string, stamp: string) => `${generation} ${stamp}`;
/** Tables as the file kept them (undefined: none, or not readable as tables). */
const tablesFrom = (
  kept: FileCacheEntry | undefined,
): { tables: StayTables; generation: string } | undefined => {
  if (!kept?.parts[0]) return undefined;
  try {
    const json = JSON.parse(kept.parts[0].toString()) as StayTablesJson;
    return { tables: new StayTables(json), generation: kept.tag };
  } catch {
    // (Not JSON: the entry is written anew with the next runs.)
    return undefined;
  }
};
/** A stamp that names its event (`weekStamp`): only such runs are kept between starts. */
const isNamed = (stamp: string) => stamp.includes('/');

/**
 * The calendar's stays, kept packed and compressed between answers, a day at a time: the
 * stays that check in on a day, and the stays that began before a range's first day and are
 * still there on it (its "carry"). Both come from the rows of one week (a stay has a row in
 * every week it touches), so each is kept against that week's stamp, which the projection
 * moves whenever a row of the week changes: a booking makes the next answer re-read and
 * re-pack only its own weeks. An answer then costs a read of its weeks' stamps and the
 * joining of bytes, whatever the number of stays.
 *
 * Per process and bounded (`maxBytes`, least recently used first out). With several query
 * instances each keeps its own; the stamps are in the shared read store, so none answers
 * stale rows. The runs are also written to a file (`openFile`), with the tables they index
 * into, so a restarted process answers from them instead of packing its weeks again
 * (docs/reservations.md, "Kept between starts").
 */
export class CalendarCache {
  private readonly entries = new Map<string, Cached>();
  private readonly tables = new Map<string, { tables: StayTables; generation: string }>();
  private bytes = 0;
  private file: FileCache | null | undefined;
  /** Runs and tables to write to the file, once the answers that made them are sent. */
  private readonly unwritten = new Map<string, FileCacheEntry>();
  private readonly unwrittenTables = new Set<string>();
  private flushing: NodeJS.Immediate | null = null;

  constructor(
    private readonly maxBytes = 64 * 1024 * 1024,
    /** Past this many distinct values, a property's tables (and its runs) start afresh. */
    private readonly maxTableSize = 200_000,
    /**
     * Where the runs are also kept between starts, opened on first use; none (or null from
     * it): in memory only.
     */
    private readonly openFile?: () => FileCache | null,
  ) {}

  /** The property's tables (what its cached runs index into). */
  tablesOf(propertyId: string): StayTables {
    return this.tablesEntryOf(propertyId).tables;
  }

  private tablesEntryOf(propertyId: string): { tables: StayTables; generation: string } {
    let entry = this.tables.get(propertyId);
    if (entry && entry.tables.size <= this.maxTableSize) return entry;
    // Those of the last start when the file has them (not after they outgrew the bound here).
    const kept = entry ? undefined : this.fileOf()?.get([tablesKey(propertyId)]);
    entry = tablesFrom(kept?.get(tablesKey(propertyId))) ?? {
      tables: new StayTables(),
      generation: randomUUID(),
    };
    this.tables.set(propertyId, entry);
    return entry;
  }

  private fileOf(): FileCache | null {
    if (this.file === undefined) this.file = this.openFile?.() ?? null;
    return this.file;
  }

  /**
   * The runs of a range `from` to `to` (not included) in the answer's order: the carry, then
   * each day's check-ins, with the tables they index into. A week whose stamp moved (or a run
   * not kept yet, in memory or in the file) is read again whole: all seven days' runs, and the
   * carry when `from` is in it.
   */
  async segments(
    readStore: ReadStore,
    propertyId: string,
    { from, to }: { from: string; to: string },
  ): Promise<{ tables: StayTables; segments: Segment[] }> {
    const { tables, generation } = this.tablesEntryOf(propertyId);
    const keys: { key: string; week: string }[] = [{ key: `<${from}`, week: weekOf(from) }];
    for (let date = from; date < to; date = addDays(date, 1)) {
      keys.push({ key: date, week: weekOf(date) });
    }
    const weeks = [...new Set(keys.map(({ week }) => week))];
    // Stamps first: rows read after them are at least as new, so a run is never kept against
    // a stamp newer than its rows.
    const weekDocs = readStore.collection<CalendarWeekDoc>(CALENDAR_WEEKS);
    const stampOf = new Map(
      await Promise.all(
        weeks.map(
          async (week) =>
            [
              week,
              (await weekDocs.find({ _id: `${propertyId}|${week}` }))[0]?.stamp ?? '',
            ] as const,
        ),
      ),
    );
    const found = new Map<string, Segment>();
    const missing: { key: string; week: string }[] = [];
    for (const { key, week } of keys) {
      const entry = this.entries.get(`${propertyId}|${key}`);
      if (entry && entry.stamp === stampOf.get(week) && entry.tables === tables) {
        // Most recently used last.
        this.entries.delete(`${propertyId}|${key}`);
        this.entries.set(`${propertyId}|${key}`, entry);
        found.set(key, entry);
      } else missing.push({ key, week });
    }
    const stale = new Set<string>();
    // What memory lacks, the file may have kept from an earlier start, against the same
    // tables and the same stamp (one that names its event: `weekStamp`).
    const file = missing.length > 0 ? this.fileOf() : null;
    const kept = file?.get(missing.map(({ key }) => runKey(propertyId, key)));
    for (const { key, week } of missing) {
      const stamp = stampOf.get(week) ?? '';
      const entry = kept?.get(runKey(propertyId, key));
      const [json, deflated, rows] = entry?.parts ?? [];
      if (
        entry?.tag === runTag(generation, stamp) &&
        json &&
        deflated &&
        rows &&
        rows.length === 4
      ) {
        const segment = { json, deflated, rows: rows.readUInt32LE(0) };
        this.keep(`${propertyId}|${key}`, { ...segment, stamp, tables });
        found.set(key, segment);
      } else stale.add(week);
    }
    const stays = readStore.collection<CalendarStayDoc>(CALENDAR_STAYS);
    await Promise.all(
      [...stale].map(async (week) => {
        const rows = (await stays.find(
          { propertyId, week },
          { projection: STAY_FIELDS },
        )) as StayFields[];
        const stamp = stampOf.get(week) ?? '';
        const runs = new Map<string, StayFields[]>();
        for (let day = 0; day < 7; day++) runs.set(addDays(week, day), []);
        const carry: StayFields[] = [];
        for (const row of rows) {
          if (row.checkIn >= week) runs.get(row.checkIn)?.push(row);
          else if (row.checkIn < from && row.checkOut >= from) carry.push(row);
        }
        for (const run of runs.values()) run.sort(byNumber);
        if (weekOf(from) === week) {
          // Stays that began this week before `from` are in its runs too.
          for (let date = week; date < from; date = addDays(date, 1)) {
            carry.push(...runs.get(date)!.filter((row) => row.checkOut >= from));
          }
          carry.sort((a, b) =>
            a.checkIn === b.checkIn ? byNumber(a, b) : a.checkIn < b.checkIn ? -1 : 1,
          );
          runs.set(`<${from}`, carry);
        }
        await Promise.all(
          [...runs].map(async ([key, run]) => {
            const json = Buffer.from(run.map((row) => tables.row(row)).join(','));
            const segment = await segmentOf(json, run.length);
            this.keep(`${propertyId}|${key}`, { ...segment, stamp, tables });
            found.set(key, segment);
            if (file && isNamed(stamp))
              this.write(propertyId, key, runTag(generation, stamp), segment);
          }),
        );
      }),
    );
    return { tables, segments: keys.map(({ key }) => found.get(key)!) };
  }

  /** Closes the file (the runs not yet written are written first). */
  close(): void {
    this.flush();
    this.file?.close();
    this.file = null;
  }

  private write(propertyId: string, key: string, tag: string, segment: Segment): void {
    const rows = Buffer.alloc(4);
    rows.writeUInt32LE(segment.rows, 0);
    this.unwritten.set(runKey(propertyId, key), {
      tag,
      parts: [segment.json, segment.deflated, rows],
    });
    this.unwrittenTables.add(propertyId);
    // After the answer: the request that packed the runs does not wait for the disk.
    this.flushing ??= setImmediate(() => this.flush());
  }

  /** Writes the runs packed since the last flush, with their properties' tables as they are now. */
  private flush(): void {
    if (this.flushing) clearImmediate(this.flushing);
    this.flushing = null;
    if (this.unwritten.size === 0) return;
    // The tables go with the runs, in one transaction: every index a kept run holds is in them.
    for (const propertyId of this.unwrittenTables) {
      const entry = this.tables.get(propertyId);
      if (!entry) continue;
      this.unwritten.set(tablesKey(propertyId), {
        tag: entry.generation,
        parts: [Buffer.from(JSON.stringify(entry.tables.json()))],
      });
    }
    this.file?.put(this.unwritten);
    this.unwritten.clear();
    this.unwrittenTables.clear();
  }

  private keep(key: string, entry: Cached): void {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.json.length + old.deflated.length;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += entry.json.length + entry.deflated.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.json.length + value.deflated.length;
    }
  }
}

/** A stored deflate block holding one comma (at a byte boundary, not final). */
const COMMA_BLOCK = Buffer.from([0x00, 0x01, 0x00, 0xfe, 0xff, 0x2c]);
const COMMA = Buffer.from(',');
/** gzip's header: deflate, no name or time, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/**
 * A JSON answer made of `head`, the runs (comma separated, empty ones left out) and `tail`:
 * as JSON, or as gzip whose body joins the runs' compressed bytes as they are (only `head` and
 * `tail` are compressed here).
 */
export const joinSegments = async (
  head: string,
  segments: readonly Segment[],
  tail: string,
  gzip: boolean,
): Promise<Buffer> => {
  const full = segments.filter((segment) => segment.rows > 0);
  const headJson = Buffer.from(head);
  const tailJson = Buffer.from(tail);
  if (!gzip) {
    const parts: Buffer[] = [headJson];
    full.forEach((segment, i) => parts.push(...(i > 0 ? [COMMA] : []), segment.json));
    parts.push(tailJson);
    return Buffer.concat(parts);
  }
  const [headDeflated, tailDeflated] = await Promise.all([
    deflateRawAsync(headJson, {
      level: constants.Z_BEST_SPEED,
      finishFlush: constants.Z_SYNC_FLUSH,
    }),
    deflateRawAsync(tailJson, { level: constants.Z_BEST_SPEED }),
  ]);
  let crc = crc32(headJson);
  let length = headJson.length;
  const parts: Buffer[] = [GZIP_HEADER, headDeflated];
  full.forEach((segment, i) => {
    if (i > 0) {
      parts.push(COMMA_BLOCK);
      crc = crc32(COMMA, crc);
      length += 1;
    }
    parts.push(segment.deflated);
    crc = crc32(segment.json, crc);
    length += segment.json.length;
  });
  parts.push(tailDeflated);
  crc = crc32(tailJson, crc);
  length += tailJson.length;
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
};
