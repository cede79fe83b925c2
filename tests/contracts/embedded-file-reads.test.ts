import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { Query } from 'mingo';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import type { Document, Filter } from '@hotel/infra/read-store/port';
import { INVOICES, invoicesProjection } from '@hotel/projection-service/invoices/projection';
import { invoiceListQuerySchema, listInvoices } from '@hotel/projection-service/invoices/routes';
import {
  RESERVATIONS,
  reservationsProjection,
} from '@hotel/projection-service/reservations/projection';
import {
  reservationListFilter,
  reservationListQuerySchema,
} from '@hotel/projection-service/reservations/routes';

/**
 * The embedded store answers a property's sorted pages, counts and ranges from the file's
 * indexes (infra/src/read-store/embedded-file-reads.ts) without loading the property into
 * memory — with the answers a full scan gives (mingo over every document, as MongoDB would).
 */

const dirs: string[] = [];
const fileIn = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pms-file-reads-'));
  dirs.push(dir);
  return join(dir, 'read.sqlite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const declare = async (store: EmbeddedReadStore) => {
  const stays = store.collection('stays');
  await stays.createIndex({ propertyId: 1, createdAt: -1, seq: -1 });
  await stays.createIndex({ propertyId: 1, status: 1 });
  await stays.createIndex({ propertyId: 1, nights: 1 });
  await stays.createIndex({ propertyId: 1, seq: 1 });
  await stays.createIndex({ propertyId: 1, note: 'text' });
};

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Searchable text: a few letters (Cyrillic among them), regex characters and quotes. */
const noteChar = fc.constantFrom('a', 'b', 'ё', 'Ё', '.', '"', '\\', '*', ' ');

const statuses = ['pending', 'confirmed', 'checked-in', 'canceled'] as const;
/** Values of every type an indexed field may hold, missing included. */
const anyScalar = fc.oneof(
  fc.constantFrom(...statuses),
  fc.integer({ min: -3, max: 3 }),
  // (-0 is stored as JSON, which has no negative zero.)
  fc.double({ min: -3, max: 3, noNaN: true, noDefaultInfinity: true }).map((v) => v + 0),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-01-${String(d).padStart(2, '0')}`);

const docArb = fc.record({
  propertyId: fc.constantFrom('p1', 'p2'),
  createdAt: fc.oneof(day, day, day, fc.constant(undefined), fc.integer({ min: 0, max: 5 })),
  // Now and then an array (matched by any element: that property is read from memory).
  status: fc.oneof(
    { weight: 30, arbitrary: anyScalar },
    { weight: 1, arbitrary: fc.array(fc.constantFrom(...statuses), { maxLength: 2 }) },
  ),
  nights: fc.oneof(
    fc.integer({ min: 0, max: 6 }).map((v) => v + 0),
    anyScalar,
  ),
  note: fc.oneof(
    { weight: 8, arbitrary: fc.string({ unit: noteChar, maxLength: 8 }) },
    { weight: 1, arbitrary: anyScalar },
  ),
});

/** One field's condition. */
const fieldCondition = fc.oneof(
  fc.record({ status: anyScalar.filter((v) => v !== undefined) }),
  fc.record({
    status: fc.record({
      $in: fc.array(
        anyScalar.filter((v) => v !== undefined),
        { maxLength: 3 },
      ),
    }),
  }),
  fc.record({ nights: fc.record({ $gte: fc.integer({ min: 0, max: 6 }) }) }),
  fc.record({
    nights: fc.record({
      $gt: fc.integer({ min: 0, max: 6 }),
      $lte: fc.integer({ min: 0, max: 6 }),
    }),
  }),
  fc.record({ createdAt: fc.record({ $gte: day, $lt: day }) }),
  fc.record({ createdAt: fc.record({ $eq: day }) }),
  // What the lists' searches send: a piece of the text, escaped.
  fc.record({
    note: fc
      .string({ unit: noteChar, minLength: 1, maxLength: 4 })
      .map((piece) => ({ $regex: escapeRegex(piece) })),
  }),
  // `$ne`: missing, null, another type or another value; `$ne: null`, present and not null.
  fc.record({ status: fc.record({ $ne: anyScalar.filter((v) => v !== undefined) }) }),
  fc.record({
    nights: fc.record({
      $ne: fc.oneof(
        fc.integer({ min: 0, max: 6 }),
        anyScalar.filter((v) => v !== undefined),
      ),
    }),
  }),
  fc.record({ createdAt: fc.record({ $ne: fc.oneof(day, fc.constant(null)) }) }),
  fc.record({
    nights: fc.record({ $ne: fc.constant(null), $lt: fc.integer({ min: 0, max: 6 }) }),
  }),
);
/** A branch of an `$or`: a condition, nothing (matches all), or an `$and` of conditions. */
const branch = fc.oneof(
  { weight: 6, arbitrary: fieldCondition },
  { weight: 1, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc
      .array(fieldCondition, { minLength: 1, maxLength: 2 })
      .map((conditions) => ({ $and: conditions })),
  },
);
const condition = fc.oneof(
  { weight: 3, arbitrary: fieldCondition },
  {
    weight: 1,
    arbitrary: fc.array(branch, { minLength: 1, maxLength: 2 }).map((branches) => ({
      $or: branches,
    })),
  },
);
const filterArb = fc
  .tuple(fc.constantFrom('p1', 'p2'), fc.array(condition, { maxLength: 2 }), fc.boolean())
  .map(([propertyId, conditions, nested]): Filter => {
    if (conditions.length === 0) return { propertyId };
    return nested ? { propertyId, $and: conditions } : Object.assign({ propertyId }, ...conditions);
  });
const sortArb = fc.oneof(
  fc.constant({ createdAt: -1, seq: -1 } as const),
  fc.constant({ createdAt: 1, seq: 1 } as const),
  fc.constant({ status: 1, seq: -1 } as const),
  fc.constant({ nights: -1, seq: 1 } as const),
  fc.constant({ seq: 1 } as const),
  // Unsorted: in the order written.
  fc.constant(undefined),
);

/** The pieces a filter searches for (its `$regex`es, unescaped). */
const searches = (value: unknown): string[] => {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$regex' && typeof inner === 'string'
      ? [inner.replace(/\\(.)/g, '$1')]
      : searches(inner),
  );
};

/** What MongoDB answers: every document filtered, sorted (seq is unique), paged. */
const fullScan = (
  docs: readonly Document[],
  filter: Filter,
  sort: Record<string, 1 | -1> | undefined,
  skip: number,
  limit: number,
) => {
  let cursor = new Query(filter).find<Document>([...docs]);
  if (sort) cursor = cursor.sort(sort);
  cursor = cursor.skip(skip);
  // A limit of 0 is none, as MongoDB's.
  if (limit > 0) cursor = cursor.limit(limit);
  return cursor.all();
};

describe('embedded read store: reads the file’s indexes answer', () => {
  it('pages, counts and ranges of a property equal a full scan, without loading it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(docArb, { minLength: 1, maxLength: 40 }),
        fc.array(fc.tuple(filterArb, sortArb, fc.nat(5), fc.integer({ min: 0, max: 7 })), {
          minLength: 1,
          maxLength: 6,
        }),
        async (raw, queries) => {
          const docs: Document[] = raw.map((d, i) => {
            const doc: Document = { _id: `s${i}`, seq: i };
            for (const [key, value] of Object.entries(d)) if (value !== undefined) doc[key] = value;
            return doc;
          });
          const path = fileIn();
          const writer = new EmbeddedReadStore({ path });
          await declare(writer);
          await writer.collection('stays').insertMany(docs.map((d) => structuredClone(d)));
          await writer.close();
          const reader = new EmbeddedReadStore({ path });
          try {
            for (const [filter, sort, skip, limit] of queries) {
              const page = await reader.collection('stays').find(filter, { sort, skip, limit });
              expect(page).toEqual(fullScan(docs, filter, sort, skip, limit));
              expect(await reader.collection('stays').countDocuments(filter)).toBe(
                new Query(filter).find([...docs]).all().length,
              );
            }
            // Scalars only in the indexed fields: nothing was loaded.
            // (A search of fewer than three characters, which no trigram finds, reads memory.)
            const shortSearch = queries.some(([filter]) =>
              searches(filter).some((piece) => [...piece].length < 3),
            );
            // (So is a whole property asked for without a page: it is kept in memory.)
            const wholeProperty = queries.some(
              ([filter, , , limit]) => limit === 0 && Object.keys(filter).length === 1,
            );
            if (!shortSearch && !wholeProperty && !docs.some((d) => Array.isArray(d.status))) {
              expect(reader.memoryUse().partitions).toBe(0);
            }
          } finally {
            await reader.close();
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('answers the reservation list’s tabs and filters ($or, $ne) from the file, without loading the property', async () => {
    const path = fileIn();
    const writer = new EmbeddedReadStore({ path });
    // The reservations projection's own indexes.
    await reservationsProjection.setup?.(writer);
    const today = '2026-03-10';
    const stays: [string, string, string, string, number, string | null][] = [
      // checkIn, checkOut, status, stayType, balance, resReqId
      ['2026-03-10', '2026-03-12', 'confirmed', 'night', 0, null],
      ['2026-03-10', '2026-03-11', 'pending', 'day', 50_000, 'rq1'],
      ['2026-03-10', '2026-03-12', 'checked-in', 'night', 0, null],
      // Left pending by an audit, its stay still lasting: still due.
      ['2026-03-08', '2026-03-11', 'pending', 'night', 120_000, null],
      // Its stay ends today: not due.
      ['2026-03-08', '2026-03-10', 'confirmed', 'night', 0, 'rq2'],
      ['2026-03-11', '2026-03-13', 'confirmed', 'time', 0, null],
      ['2026-03-09', '2026-03-15', 'canceled', 'night', 10_000, null],
    ];
    const docs: Document[] = stays.flatMap(
      ([checkIn, checkOut, status, stayType, balance, resReqId], i) =>
        ['p1', 'p2'].map((propertyId) => ({
          _id: `${propertyId}-r${i}`,
          propertyId,
          number: i + 1,
          createdAt: `2026-03-0${(i % 7) + 1}T08:00:00.000Z`,
          checkIn,
          checkOut,
          status,
          stayType,
          balance,
          // (A reservation not made from a request holds null; older documents, nothing.)
          ...(resReqId !== null ? { resReqId } : i % 2 ? { resReqId: null } : {}),
          searchText: `guest ${i}`,
        })),
    );
    await writer.collection(RESERVATIONS).insertMany(docs.map((d) => structuredClone(d)));
    await writer.close();
    const reader = new EmbeddedReadStore({ path });
    const list = async (query: Record<string, unknown>) => {
      const filter = reservationListFilter(
        'p1',
        reservationListQuerySchema.parse({ rowsPerPage: 20, ...query }),
        { workingDate: today, timeZone: 'Asia/Ulaanbaatar' },
      );
      const sort = { createdAt: -1, number: -1 } as const;
      const page = await reader.collection(RESERVATIONS).find(filter, { sort, limit: 20 });
      expect(page).toEqual(fullScan(docs, filter, sort, 0, 20));
      expect(await reader.collection(RESERVATIONS).countDocuments(filter)).toBe(page.length);
      return page.map((d) => d.number);
    };
    expect(await list({ tab: 'todayCheckin' })).toEqual([4, 2, 1]);
    expect(await list({ tab: 'todayCheckin', notPaid: 'true' })).toEqual([4, 2]);
    expect(await list({ tab: 'todayCheckin', isRequest: 'true' })).toEqual([2]);
    expect(await list({ tab: 'todayCheckin', stayType: 'night' })).toEqual([4, 1]);
    expect(await list({ isRequest: 'true' })).toEqual([5, 2]);
    expect(await list({ tab: 'todayCheckout' })).toEqual([]);
    expect(await list({ search: 'guest 3', notPaid: 'true' })).toEqual([4]);
    expect(reader.memoryUse().partitions).toBe(0);
    await reader.close();
  });

  it('answers the invoice list’s filters (sent or not, a payment-date range) from the file', async () => {
    const path = fileIn();
    const writer = new EmbeddedReadStore({ path });
    await invoicesProjection.setup?.(writer);
    const invoices: Document[] = Array.from({ length: 40 }, (_, i) => ({
      _id: `inv${i}`,
      propertyId: i % 4 === 3 ? 'p2' : 'p1',
      number: i + 1,
      invoiceDate: '2026-01-05',
      paymentPeriod: `2026-02-${String((i % 28) + 1).padStart(2, '0')}`,
      isSent: i % 2 === 0,
      searchText: `invoice ${i}`,
    }));
    await writer.collection(INVOICES).insertMany(invoices.map((d) => structuredClone(d)));
    await writer.close();
    const reader = new EmbeddedReadStore({ path });
    const query = invoiceListQuerySchema.parse({
      filterType: 'paymentPeriod',
      start: '2026-02-05',
      end: '2026-02-12',
      isSent: 'true',
      rowsPerPage: 25,
    });
    const { data, total } = await listInvoices(reader, 'p1', query);
    const expected = invoices.filter(
      (d) =>
        d.propertyId === 'p1' &&
        d.isSent === true &&
        (d.paymentPeriod as string) >= '2026-02-05' &&
        (d.paymentPeriod as string) <= '2026-02-12',
    );
    expect(total).toBe(expected.length);
    expect(data.map((d) => d.id)).toEqual(
      expected.sort((a, b) => (b.number as number) - (a.number as number)).map((d) => d._id),
    );
    expect(reader.memoryUse().partitions).toBe(0);
    await reader.close();
  });

  it('reads a property from memory when one of its documents holds an array in an indexed field', async () => {
    const path = fileIn();
    const writer = new EmbeddedReadStore({ path });
    await declare(writer);
    await writer.collection('stays').insertMany([
      { _id: 'a', propertyId: 'p1', seq: 1, status: ['confirmed', 'canceled'] },
      { _id: 'b', propertyId: 'p1', seq: 2, status: 'confirmed' },
      { _id: 'c', propertyId: 'p2', seq: 3, status: 'confirmed' },
    ]);
    await writer.close();
    const reader = new EmbeddedReadStore({ path });
    // MongoDB matches an array by any of its elements.
    const p1 = await reader
      .collection('stays')
      .find({ propertyId: 'p1', status: 'confirmed' }, { sort: { seq: 1 }, limit: 5 });
    expect(p1.map((d) => d._id)).toEqual(['a', 'b']);
    expect(reader.memoryUse().partitions).toBeGreaterThan(0);
    const before = reader.memoryUse().partitions;
    // The other property holds none: from the file.
    expect(
      await reader.collection('stays').countDocuments({ propertyId: 'p2', status: 'confirmed' }),
    ).toBe(1);
    expect(reader.memoryUse().partitions).toBe(before);
    await reader.close();
  });

  it('answers an unsorted find narrowed by an index in the order written, from memory and from the file', async () => {
    const path = fileIn();
    const writer = new EmbeddedReadStore({ path });
    await declare(writer);
    const stays = writer.collection('stays');
    await stays.insertMany([
      { _id: 'a', propertyId: 'p1', seq: 1, status: 'pending', nights: 3 },
      { _id: 'b', propertyId: 'p1', seq: 2, status: 'confirmed', nights: 1 },
      { _id: 'c', propertyId: 'p1', seq: 3, status: 'confirmed', nights: 2 },
    ]);
    // Moves a into the entry b and c are already in: the entry now lists it last.
    await stays.updateOne({ _id: 'a' }, { $set: { status: 'confirmed' } });
    const ids = async (store: EmbeddedReadStore, filter: Filter) =>
      (await store.collection('stays').find(filter)).map((d) => d._id);
    const equal = { propertyId: 'p1', status: 'confirmed' };
    // A range over several entries of the nights index, each holding one.
    const range = { propertyId: 'p1', nights: { $gte: 1 } };
    expect(await ids(writer, equal)).toEqual(['a', 'b', 'c']);
    expect(await ids(writer, range)).toEqual(['a', 'b', 'c']);
    // An update of one document changes the first written.
    await stays.updateOne(equal, { $set: { note: 'first' } });
    expect((await stays.findOne({ _id: 'a' }))?.note).toBe('first');
    await stays.insertOne({ _id: 'd', propertyId: 'p1', seq: 4, status: 'confirmed', nights: 0 });
    await stays.deleteOne({ _id: 'b' });
    expect(await ids(writer, equal)).toEqual(['a', 'c', 'd']);
    expect(await ids(writer, { propertyId: 'p1', nights: { $gte: 0 } })).toEqual(['a', 'c', 'd']);
    await writer.close();
    const reader = new EmbeddedReadStore({ path });
    expect(await ids(reader, equal)).toEqual(['a', 'c', 'd']);
    expect(await ids(reader, range)).toEqual(['a', 'c']);
    await reader.close();
  });

  it('reads a document by _id alone from its row, without loading its property', async () => {
    const path = fileIn();
    const writer = new EmbeddedReadStore({ path });
    await writer.collection('stays').insertMany([
      { _id: 'a', propertyId: 'p1', n: 1 },
      { _id: 'b', propertyId: 'p1', n: 2 },
    ]);
    const reader = new EmbeddedReadStore({ path });
    const stays = reader.collection('stays');
    expect(await stays.find({ _id: 'b' })).toEqual([{ _id: 'b', propertyId: 'p1', n: 2 }]);
    expect(await stays.find({ _id: 'z' })).toEqual([]);
    expect(reader.memoryUse().partitions).toBe(0);
    // Another connection's change is read, not a copy from before.
    await writer.collection('stays').updateOne({ _id: 'b' }, { $set: { n: 3 } });
    expect(await stays.find({ _id: 'b' })).toEqual([{ _id: 'b', propertyId: 'p1', n: 3 }]);
    // A property in memory answers from there, its own writes included.
    await reader.withTransaction(async (session) => {
      await session.collection('stays').updateOne({ _id: 'a' }, { $inc: { n: 10 } });
    });
    expect(reader.memoryUse().partitions).toBe(1);
    expect(await stays.find({ _id: 'a' })).toEqual([{ _id: 'a', propertyId: 'p1', n: 11 }]);
    expect(await writer.collection('stays').find({ _id: 'a' })).toEqual([
      { _id: 'a', propertyId: 'p1', n: 11 },
    ]);
    await reader.close();
    await writer.close();
  });

  it('sees a transaction’s writes once it is committed, and another connection’s', async () => {
    const path = fileIn();
    const writer = new EmbeddedReadStore({ path });
    await declare(writer);
    const reader = new EmbeddedReadStore({ path });
    const page = () =>
      reader
        .collection('stays')
        .find({ propertyId: 'p1' }, { sort: { createdAt: -1, seq: -1 }, limit: 2 });
    expect(await page()).toEqual([]);
    await writer.withTransaction(async (session) => {
      await session
        .collection('stays')
        .insertOne({ _id: 'x', propertyId: 'p1', seq: 1, createdAt: '2026-01-02' });
      await session
        .collection('stays')
        .insertOne({ _id: 'y', propertyId: 'p1', seq: 2, createdAt: '2026-01-03' });
    });
    expect((await page()).map((d) => d._id)).toEqual(['y', 'x']);
    // The writer's own reads after its commit.
    expect(
      await writer
        .collection('stays')
        .countDocuments({ propertyId: 'p1', createdAt: { $gte: '2026-01-03' } }),
    ).toBe(1);
    await writer.collection('stays').updateOne({ _id: 'x' }, { $set: { createdAt: '2026-01-09' } });
    expect((await page()).map((d) => d._id)).toEqual(['x', 'y']);
    // A change of a field no index holds is written to the document alone: read as it is.
    await writer.collection('stays').updateOne({ _id: 'y' }, { $set: { guest: 'Сараа' } });
    expect((await page())[1]).toMatchObject({ _id: 'y', guest: 'Сараа', createdAt: '2026-01-03' });
    await writer.close();
    await reader.close();
  });

  it('fills the keys of documents written before their index was declared (a file of an earlier version)', async () => {
    const path = fileIn();
    const writer = new EmbeddedReadStore({ path });
    await writer.collection('stays').insertMany([
      { _id: 'a', propertyId: 'p1', seq: 1, createdAt: '2026-01-05', status: 'confirmed' },
      { _id: 'b', propertyId: 'p1', seq: 2, createdAt: '2026-01-07', status: true },
      { _id: 'c', propertyId: 'p1', seq: 3, status: null },
    ]);
    await declare(writer);
    await writer
      .collection('stays')
      .insertOne({ _id: 'd', propertyId: 'p1', seq: 4, createdAt: '2026-01-06' });
    const reader = new EmbeddedReadStore({ path });
    const ids = async (filter: Filter) =>
      (
        await reader
          .collection('stays')
          .find(filter, { sort: { createdAt: -1, seq: -1 }, limit: 10 })
      ).map((d) => d._id);
    expect(await ids({ propertyId: 'p1' })).toEqual(['b', 'd', 'a', 'c']);
    expect(await ids({ propertyId: 'p1', createdAt: { $gte: '2026-01-06' } })).toEqual(['b', 'd']);
    expect(await ids({ propertyId: 'p1', status: true })).toEqual(['b']);
    expect(await ids({ propertyId: 'p1', status: null })).toEqual(['d', 'c']);
    expect(reader.memoryUse().partitions).toBe(0);
    await reader.close();
    await writer.close();
  });

  it('keeps its text index with the documents: changed, moved to another property, removed, dropped', async () => {
    const path = fileIn();
    const writer = new EmbeddedReadStore({ path });
    await declare(writer);
    const stays = writer.collection('stays');
    await stays.insertMany([
      { _id: 'a', propertyId: 'p1', seq: 1, note: 'батбаяр 99112233' },
      { _id: 'b', propertyId: 'p1', seq: 2, note: 'сараа 88001122' },
    ]);
    const reader = new EmbeddedReadStore({ path });
    const found = async (propertyId: string, piece: string) =>
      (
        await reader
          .collection('stays')
          .find({ propertyId, note: { $regex: piece } }, { sort: { seq: 1 }, limit: 10 })
      ).map((d) => d._id);
    expect(await found('p1', '9911')).toEqual(['a']);
    expect(await found('p1', 'баяр')).toEqual(['a']);
    // The trigram index folds case; the search does not (as the regular expression).
    expect(await found('p1', 'БАЯР')).toEqual([]);
    await stays.updateOne({ _id: 'a' }, { $set: { note: 'батбаяр 99445566' } });
    expect(await found('p1', '9911')).toEqual([]);
    expect(await found('p1', '9944')).toEqual(['a']);
    await stays.updateOne({ _id: 'b' }, { $set: { propertyId: 'p2' } });
    expect(await found('p1', '8800')).toEqual([]);
    expect(await found('p2', '8800')).toEqual(['b']);
    await stays.deleteOne({ _id: 'a' });
    expect(await found('p1', '9944')).toEqual([]);
    await writer.dropCollection('stays');
    expect(await found('p2', '8800')).toEqual([]);
    expect(reader.memoryUse().partitions).toBe(0);
    await reader.close();
    await writer.close();
  });

  it('replaces a text index of an earlier version (rows without their property), triggers and all', async () => {
    const path = fileIn();
    const first = new EmbeddedReadStore({ path });
    await first
      .collection('stays')
      .insertOne({ _id: 'a', propertyId: 'p1', seq: 1, note: 'нэг хоёр' });
    await first.close();
    // The first version's table, triggers and registration, as that version left them.
    const db = new Database(path);
    db.exec(`
      CREATE TABLE IF NOT EXISTS file_indexes (collection TEXT NOT NULL, name TEXT NOT NULL,
        fields TEXT NOT NULL, kind TEXT NOT NULL DEFAULT 'order', PRIMARY KEY (collection, name));
      CREATE VIRTUAL TABLE rs_stays_text_note USING fts5(text, tokenize = 'trigram', content = '', contentless_delete = 1);
      CREATE TRIGGER rs_stays_text_note_insert AFTER INSERT ON documents
        BEGIN INSERT INTO rs_stays_text_note (rowid, text) VALUES (new.rowid, 'x'); END;
      INSERT INTO file_indexes VALUES ('stays', 'rs_stays_text_note', '["note"]', 'text');
    `);
    db.close();
    const writer = new EmbeddedReadStore({ path });
    await declare(writer);
    await writer
      .collection('stays')
      .insertOne({ _id: 'b', propertyId: 'p2', seq: 2, note: 'нэг гурав' });
    const check = new Database(path);
    const objects = check
      .prepare(
        "SELECT name FROM sqlite_master WHERE name LIKE 'rs_stays_text%' AND type IN ('table', 'trigger')",
      )
      .pluck()
      .all() as string[];
    check.close();
    expect(objects.filter((n) => n.startsWith('rs_stays_text_note'))).toEqual([]);
    // (The write held p2 in memory; the search of p1 reads the file.)
    const before = writer.memoryUse().partitions;
    const found = await writer
      .collection('stays')
      .find({ propertyId: 'p1', note: { $regex: 'нэг' } }, { sort: { seq: 1 }, limit: 5 });
    expect(found.map((d) => d._id)).toEqual(['a']);
    expect(writer.memoryUse().partitions).toBe(before);
    await writer.close();
  });

  it('takes over a text index its triggers kept (the version before): the triggers go, the rows stay', async () => {
    const path = fileIn();
    const first = new EmbeddedReadStore({ path });
    await declare(first);
    await first.collection('stays').insertMany([
      { _id: 'a', propertyId: 'p1', seq: 1, note: 'нэг хоёр' },
      { _id: 'b', propertyId: 'p1', seq: 2, note: 'гурав' },
    ]);
    await first.close();
    // The version before kept the index by triggers: one is put back to stand for them.
    const db = new Database(path);
    db.exec(`CREATE TRIGGER "rs_stays_text3_note_insert" AFTER INSERT ON documents
      WHEN new.collection = 'stays' BEGIN SELECT 1; END`);
    db.close();
    const store = new EmbeddedReadStore({ path });
    await declare(store);
    const triggers = () => {
      const check = new Database(path, { readonly: true });
      const names = check
        .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'")
        .pluck()
        .all() as string[];
      check.close();
      return names;
    };
    expect(triggers()).toEqual([]);
    const stays = store.collection('stays');
    await stays.insertOne({ _id: 'c', propertyId: 'p1', seq: 3, note: 'нэг дөрөв' });
    await stays.updateOne({ _id: 'b' }, { $set: { note: 'нэг тав', status: 'confirmed' } });
    // A change of another indexed field leaves the text's entry as it is.
    await stays.updateOne({ _id: 'a' }, { $set: { status: 'canceled' } });
    const reader = new EmbeddedReadStore({ path });
    const found = async (piece: string) =>
      (
        await reader
          .collection('stays')
          .find({ propertyId: 'p1', note: { $regex: piece } }, { sort: { seq: 1 }, limit: 10 })
      ).map((d) => d._id);
    expect(await found('нэг')).toEqual(['a', 'b', 'c']);
    expect(await found('гурав')).toEqual([]);
    expect(reader.memoryUse().partitions).toBe(0);
    await reader.close();
    await store.close();
  });

  it('fills the text indexes of a bulk load (a rebuild) once at its end, failed or not, keeps the others, and reads them after', async () => {
    const path = fileIn();
    const writer = new EmbeddedReadStore({ path });
    await declare(writer);
    const objects = () => {
      const check = new Database(path, { readonly: true });
      const names = check
        .prepare("SELECT name FROM sqlite_master WHERE name LIKE 'rs_stays_%' ORDER BY name")
        .pluck()
        .all() as string[];
      check.close();
      return names;
    };
    const declared = objects();
    expect(declared.length).toBeGreaterThan(5);
    const docs = Array.from({ length: 40 }, (_, i) => ({
      _id: `d${i}`,
      propertyId: i % 2 ? 'p1' : 'p2',
      seq: i,
      status: statuses[i % 4],
      note: `зочин ${i} 9911${i}`,
    }));
    await writer.bulkLoad(['stays'], async () => {
      // The text index is filled at the end; the B-tree indexes are kept at every write.
      expect(objects()).toEqual(declared.filter((name) => !name.includes('_text3_')));
      expect(objects().length).toBeGreaterThan(1);
      await writer.collection('stays').insertMany(docs.slice(0, 30));
      await writer.withTransaction(async (session) => {
        await session.collection('stays').insertMany(docs.slice(30));
        await session.collection('stays').updateOne({ _id: 'd3' }, { $set: { note: 'өөр' } });
      });
    });
    expect(objects()).toEqual(declared);
    const reader = new EmbeddedReadStore({ path });
    const search = (propertyId: string, piece: string) =>
      reader
        .collection('stays')
        .find({ propertyId, note: { $regex: piece } }, { sort: { seq: 1 }, limit: 50 });
    expect((await search('p1', 'зочин 1')).map((d) => d._id)).toEqual([
      'd1',
      'd11',
      'd13',
      'd15',
      'd17',
      'd19',
    ]);
    expect(await search('p1', 'чин 3 ')).toEqual([]);
    expect((await search('p1', 'өөр')).map((d) => d._id)).toEqual(['d3']);
    expect(
      await reader.collection('stays').countDocuments({ propertyId: 'p2', status: 'pending' }),
    ).toBe(10);
    expect(reader.memoryUse().partitions).toBe(0);
    // A load that fails gets its indexes back all the same.
    await expect(
      writer.bulkLoad(['stays'], () => Promise.reject(new Error('poison'))),
    ).rejects.toThrow('poison');
    expect(objects()).toEqual(declared);
    await reader.close();
    await writer.close();
  });

  it('writes a bulk load alone on the file through a rollback journal, then goes back to WAL; with another connection open it stays in WAL', async () => {
    const path = fileIn();
    const mode = () => {
      const check = new Database(path, { readonly: true });
      const journal = check.pragma('journal_mode', { simple: true });
      check.close();
      return journal;
    };
    const stays = (from: number) =>
      Array.from({ length: 10 }, (_, i) => ({ _id: `d${from + i}`, propertyId: 'p1', seq: i }));
    const writer = new EmbeddedReadStore({ path });
    await declare(writer);
    expect(mode()).toBe('wal');
    await writer.bulkLoad(['stays'], async () => {
      expect(mode()).toBe('delete');
      await writer.withTransaction((tx) => tx.collection('stays').insertMany(stays(0)));
    });
    expect(mode()).toBe('wal');
    // A failed load too.
    await expect(
      writer.bulkLoad(['stays'], () => Promise.reject(new Error('poison'))),
    ).rejects.toThrow('poison');
    expect(mode()).toBe('wal');

    const reader = new EmbeddedReadStore({ path });
    expect(await reader.collection('stays').countDocuments({ propertyId: 'p1' })).toBe(10);
    await writer.bulkLoad(['stays'], async () => {
      expect(mode()).toBe('wal');
      await writer.withTransaction((tx) => tx.collection('stays').insertMany(stays(10)));
    });
    expect(mode()).toBe('wal');
    expect(await reader.collection('stays').countDocuments({ propertyId: 'p1' })).toBe(20);
    await reader.close();
    await writer.close();
  });
});
