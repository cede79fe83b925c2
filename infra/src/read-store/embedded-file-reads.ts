import type Database from 'better-sqlite3';
import { inclusionOf } from './plan';
import type { Document, Filter, FindOptions } from './port';
import { clone } from './embedded-docs';
import {
  createTextIndex,
  dropTextIndex,
  dropTextTriggers,
  PART_SHIFT,
  ROWID_MASK,
  type RowTexts,
  TextRows,
} from './embedded-file-text';
import {
  irregular,
  path,
  rankOf,
  SIMPLE_FIELD,
  SIMPLE_NAME,
  translate,
  valueOf,
  type Where,
} from './embedded-file-where';

// Reads answered by the file's own indexes, without loading a property's documents into
// memory (issue 34: "queries cost the page"). A collection's indexes that begin with
// `propertyId` are also built in SQLite: each row carries, beside the document, the JSON of
// just its indexed fields (`keys`, a hundred bytes, written with the document), and SQLite
// indexes `(part, rank(f), value(f), …)` over it, where rank is MongoDB's order of the types
// (null and missing, numbers, strings, then booleans). A sorted page walks the index in order
// and stops after the page, a count or a range reads only the index's entries, and a
// property's documents are never read to answer another property's query. (Indexes over the
// document itself cost each write of a 3 KB reservation 40 µs of JSON parsing; over `keys`,
// about 10.)
//
// Only what the index answers exactly is read this way: a filter bound to one property by
// `propertyId`, every other condition an equality, `$in`, `$ne`, range (`$gt` `$gte` `$lt`
// `$lte`) or search (`$regex`, a text index) on an indexed field with scalar values, joined by
// `$and` and `$or`, and a sort on indexed fields (and `_id`). Arrays and
// sub-documents compare otherwise in MongoDB: a property with any in an indexed field (a
// partial index lists such documents: normally none) is read from memory, as is every other
// query.

interface SqlIndex {
  readonly name: string;
  readonly fields: readonly string[];
  /** 'order': a B-tree over the fields; 'text': a trigram index of one string field. */
  readonly kind: 'order' | 'text';
}

/**
 * The page cache of a bulk load (KiB): in WAL mode, and through a rollback journal (where a
 * larger one made a rebuild slower: 1.24× the time at 2 GB, 1.08× at 512 MB, against 128).
 */
const BULK_LOAD_CACHE_KB = { wal: 512 * 1024, journal: 128 * 1024 };

const irregularIndexName = (collection: string) =>
  `rs_${collection}__irregular`.replace(/[^A-Za-z0-9_]/g, '_');

/**
 * The file's SQL indexes of the collections, and the reads they answer. Only a store that
 * writes creates them (`declare`, when a projection declares its indexes); every store on the
 * file reads through those it finds, and every write fills the row's `keys` (`keysOf`).
 */
export class FileReads {
  /** The indexes in the file, per collection, as of `schema`. */
  private found = new Map<string, SqlIndex[]>();
  /** Their fields together, sorted: what `keys` holds. */
  private keyFields = new Map<string, string[]>();
  /** The text indexes a bulk load dropped, to fill at its end: their fields stay in `keys`. */
  private pendingTexts = new Map<string, SqlIndex[]>();
  private schema = -1;
  private readonly statements = new Map<string, Database.Statement>();
  /** Keeps the text indexes as rows are written (`rowTexts`). */
  private readonly textRows: TextRows;
  private readonly schemaVersion: Database.Statement<[], number>;
  private readonly listIndexes: Database.Statement<
    [string],
    { name: string; fields: string; kind: string }
  >;

  constructor(private readonly db: Database.Database) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS file_indexes (
        collection TEXT NOT NULL,
        name       TEXT NOT NULL,
        fields     TEXT NOT NULL,
        kind       TEXT NOT NULL DEFAULT 'order',
        PRIMARY KEY (collection, name)
      )
    `);
    // (Files of the first version of this table had no kind: order indexes only.)
    const columns = db.prepare('PRAGMA table_info(file_indexes)').all() as { name: string }[];
    if (!columns.some((c) => c.name === 'kind')) {
      db.exec("ALTER TABLE file_indexes ADD COLUMN kind TEXT NOT NULL DEFAULT 'order'");
    }
    this.schemaVersion = db.prepare<[], number>('PRAGMA schema_version').pluck();
    this.listIndexes = db.prepare(
      'SELECT name, fields, kind FROM file_indexes WHERE collection = ?',
    );
    dropTextTriggers(db);
    this.textRows = new TextRows(
      (sql) => this.statement(sql),
      (collection) => this.indexes(collection),
    );
  }

  private static indexName(collection: string, fields: readonly string[]): string {
    return `rs_${collection}_${fields.join('_')}`.replace(/[^A-Za-z0-9_]/g, '_');
  }

  /** Forgets what it knew of the file's indexes when another connection changed them. */
  sync(): void {
    const schema = this.schemaVersion.get() as number;
    if (schema === this.schema) return;
    this.schema = schema;
    this.found = new Map();
    this.keyFields = new Map();
    this.statements.clear();
    this.textRows.clear();
  }

  /** What the row writer keeps beside a collection's rows: its text indexes (null: none). */
  rowTexts(collection: string): RowTexts | null {
    return this.textRows.of(collection);
  }

  /**
   * A collection's createIndex: declared here when it begins with `propertyId`; answers
   * whether it is a text index (the file's alone: memory keeps no index of it).
   */
  declareIndex(collection: string, keys: Record<string, 1 | -1 | 'text'>): boolean {
    const text = Object.values(keys).includes('text');
    this.declare(collection, Object.keys(keys), text ? 'text' : 'order');
    return text;
  }

  /** A declared index (`[propertyId, …fields]`), built in the file (`build`). */
  declare(collection: string, fields: readonly string[], kind: 'order' | 'text' = 'order'): void {
    if (fields[0] !== 'propertyId' || fields.length < 2) return;
    const rest = fields.slice(1);
    if (kind === 'text' && rest.length !== 1) return;
    if (!SIMPLE_NAME.test(collection) || !rest.every((f) => SIMPLE_FIELD.test(f))) return;
    this.build(collection, [{ fields: rest, kind }]);
  }

  /**
   * Runs a bulk load of the collections (a rebuild: they were dropped and are filled again).
   * Their text indexes are dropped for the while and filled once at its end, from the rows'
   * `keys` in one sorted scan of the collection (instead of their trigram rows at every write),
   * also when the load fails; one cut short by a crash gets them when its projections declare
   * them on the next start. The B-tree indexes (and the partial index of irregular documents)
   * are kept at every write: `CREATE INDEX` scans the whole file, every collection's rows, so
   * building each at the end cost (number of indexes) × (file size) — 82 s of a 250,000
   * reservations' rebuild, growing faster than the log.
   */
  async deferred<R>(collections: readonly string[], body: () => Promise<R>): Promise<R> {
    this.sync();
    const taken = new Map<string, SqlIndex[]>();
    this.db.transaction(() => {
      for (const collection of new Set(collections)) {
        const texts = SIMPLE_NAME.test(collection)
          ? this.indexes(collection).filter((index) => index.kind === 'text')
          : [];
        if (texts.length === 0) continue;
        taken.set(collection, texts);
        for (const index of texts) {
          dropTextIndex(this.db, index.name);
          this.db
            .prepare('DELETE FROM file_indexes WHERE collection = ? AND name = ?')
            .run(collection, index.name);
        }
      }
    })();
    this.sync();
    // The rows written meanwhile keep the text fields in their `keys`: the fill reads them there.
    this.pendingTexts = taken;
    this.keyFields = new Map();
    // A rebuild's writes come in transactions of hundreds of thousands of rows: in WAL mode a
    // larger page cache keeps the pages they change between rows (commits 10 % faster at 512 MB).
    const cache = this.db.pragma('cache_size', { simple: true }) as number;
    const journal = this.rollbackJournal();
    this.db.pragma(`cache_size = -${BULK_LOAD_CACHE_KB[journal ? 'journal' : 'wal']}`);
    try {
      return await body();
    } finally {
      this.pendingTexts = new Map();
      this.db.pragma(`cache_size = ${cache}`);
      for (const [collection, texts] of taken) this.build(collection, texts, true);
      journal?.restore();
    }
  }

  /**
   * A bulk load alone on the file (a rebuild, the services stopped) writes through a rollback
   * journal: in WAL mode each of its commits (hundreds of thousands of rows) was written to the
   * log and then copied into the file (8 % of a rebuild's time). With `synchronous = FULL` a
   * crash or a power cut rolls a commit back whole, as in WAL mode. SQLite refuses the change
   * while another connection has the file open: the load then stays in WAL mode. Null: it did.
   */
  private rollbackJournal(): { restore: () => void } | null {
    try {
      if (this.db.pragma('journal_mode = DELETE', { simple: true }) !== 'delete') return null;
    } catch {
      return null;
    }
    const synchronous = this.db.pragma('synchronous', { simple: true }) as number;
    this.db.pragma('synchronous = FULL');
    return {
      restore: () => {
        this.db.pragma(`synchronous = ${synchronous}`);
        try {
          this.db.pragma('journal_mode = WAL');
        } catch {
          // Another connection opened the file meanwhile: the next one to open it sets WAL.
        }
      },
    };
  }

  /**
   * Builds indexes of a collection (each `[propertyId, …fields]`) in the file, in one
   * transaction with the collection's rows' `keys` for the new set of indexed fields and the
   * partial index of irregular documents over them. A text index (`{ propertyId: 1,
   * searchText: 'text' }`) is a trigram index (FTS5) of the field, kept by the writer from the
   * rows' `keys`: a search for a piece of it reads the rows that hold that piece, not every row of
   * the property.
   */
  private build(
    collection: string,
    wanted: readonly { fields: readonly string[]; kind: 'order' | 'text' }[],
    /** Every row's `keys` already holds the fields (a bulk load's text indexes). */
    keysHeld = false,
  ): void {
    this.sync();
    const known = this.indexes(collection);
    // (`text3`: a trigram row's id begins with its property's number, so a search reads the
    // property's range of each trigram's list and no other's rows.)
    const fresh = wanted
      .map(({ fields, kind }) => ({
        fields,
        kind,
        name: FileReads.indexName(collection, kind === 'text' ? ['text3', ...fields] : fields),
      }))
      .filter(({ name }) => !known.some((index) => index.name === name));
    if (fresh.length === 0) return;
    const indexed = [...new Set([...known, ...fresh].flatMap((index) => index.fields))].sort();
    const literal = `'${collection}'`;
    const keys = indexed.map((f) => `'${f}', doc -> ${path(f)}`).join(', ');
    this.db.transaction(() => {
      if (!keysHeld) {
        this.db
          .prepare(`UPDATE documents SET keys = json_object(${keys}) WHERE collection = ?`)
          .run(collection);
      }
      for (const { fields, kind, name } of fresh) {
        if (kind === 'order') {
          const columns = fields.flatMap((f) => [rankOf(f), valueOf(f)]).join(', ');
          this.db.exec(
            `CREATE INDEX IF NOT EXISTS "${name}" ON documents (part, ${columns}) WHERE collection = ${literal}`,
          );
        } else {
          // A text index of the same field made by an earlier version goes (its triggers too).
          for (const index of known) {
            if (index.kind === 'text' && index.fields[0] === fields[0]) {
              dropTextIndex(this.db, index.name);
            }
          }
          this.db
            .prepare('DELETE FROM file_indexes WHERE collection = ? AND kind = ? AND fields = ?')
            .run(collection, 'text', JSON.stringify(fields));
          createTextIndex(this.db, collection, name, fields[0] as string);
        }
        this.db
          .prepare(
            'INSERT OR REPLACE INTO file_indexes (collection, name, fields, kind) VALUES (?, ?, ?, ?)',
          )
          .run(collection, name, JSON.stringify(fields), kind);
      }
      // (A bulk load kept it, over the same fields.)
      if (!keysHeld) {
        this.db.exec(`
          DROP INDEX IF EXISTS "${irregularIndexName(collection)}";
          CREATE INDEX "${irregularIndexName(collection)}" ON documents (part)
            WHERE collection = ${literal} AND (${irregular(indexed)});
        `);
      }
    })();
    this.sync();
  }

  private indexes(collection: string): SqlIndex[] {
    let indexes = this.found.get(collection);
    if (!indexes) {
      indexes = this.listIndexes.all(collection).map((row) => ({
        name: row.name,
        fields: JSON.parse(row.fields) as string[],
        kind: row.kind === 'text' ? ('text' as const) : ('order' as const),
      }));
      this.found.set(collection, indexes);
    }
    return indexes;
  }

  /** A document's `keys`: the JSON of its indexed fields (null when none are indexed). */
  keysOf(collection: string, doc: Document): string | null {
    let fields = this.keyFields.get(collection);
    if (!fields) {
      const indexes = [...this.indexes(collection), ...(this.pendingTexts.get(collection) ?? [])];
      fields = [...new Set(indexes.flatMap((index) => index.fields))].sort();
      this.keyFields.set(collection, fields);
    }
    if (fields.length === 0) return null;
    const keys: Record<string, unknown> = {};
    for (const field of fields) keys[field] = (doc as Record<string, unknown>)[field] ?? null;
    return JSON.stringify(keys);
  }

  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /**
   * The WHERE of a filter the file's indexes answer exactly (see above), or null. The caller
   * holds no change of the collection that is not in the file.
   */
  private plan(
    collection: string,
    filter: Filter,
    sort: Record<string, 1 | -1> | undefined,
  ): { part: string; where: Where; order: string } | null {
    if (!SIMPLE_NAME.test(collection)) return null;
    this.sync();
    const part = filter.propertyId;
    if (typeof part !== 'string' || part === '' || part === '*') return null;
    const indexes = this.indexes(collection);
    if (indexes.length === 0) return null;
    const text = new Map(
      indexes.filter((i) => i.kind === 'text').map((i) => [i.fields[0] as string, i.name]),
    );
    const where: Where = { sql: [], params: [], fields: new Set(), text, textRows: null };
    if (text.size > 0) {
      const num = this.statement('SELECT num FROM file_parts WHERE part = ?')
        .safeIntegers()
        .pluck()
        .get(part) as bigint | undefined;
      if (num !== undefined) {
        const low = num << PART_SHIFT;
        where.textRows = [low, low | ROWID_MASK];
      }
    }
    if (!translate(filter, where, true)) return null;
    const sortFields = Object.entries(sort ?? {});
    const indexed = new Set(indexes.flatMap((index) => index.fields));
    for (const [field, direction] of sortFields) {
      if (!SIMPLE_FIELD.test(field) || (direction !== 1 && direction !== -1)) return null;
      // `_id` is the row's own column (a string in every document).
      if (field !== '_id') where.fields.add(field);
    }
    for (const field of where.fields) if (!indexed.has(field)) return null;
    // Some index must lead with what bounds the read: a sort's first field, or a condition's.
    const lead = sortFields[0]?.[0];
    if (
      lead !== undefined &&
      !indexes.some((index) => index.kind === 'order' && index.fields[0] === lead)
    ) {
      return null;
    }
    if (this.irregularIn(collection, part, [...indexed].sort())) return null;
    // MongoDB's documents of another type under `propertyId` (an array naming the property):
    // the '*' partition. Read from memory when it holds any.
    if (
      this.statement(`SELECT 1 FROM documents WHERE collection = ? AND part = '*' LIMIT 1`).get(
        collection,
      )
    ) {
      return null;
    }
    const order = sortFields
      .map(([field, direction]) => {
        const dir = direction === -1 ? 'DESC' : 'ASC';
        return field === '_id' ? `id ${dir}` : `${rankOf(field)} ${dir}, ${valueOf(field)} ${dir}`;
      })
      .join(', ');
    return { part, where, order };
  }

  /**
   * Whether the property holds a document with an array or a sub-document in an indexed field.
   * The collection's partial index of them (normally empty) answers at once; the planner, left
   * to itself, reads the property's rows instead. Should SQLite refuse the index (its fields
   * changed under this statement), the answer is "yes": the read is then made from memory.
   */
  private irregularIn(collection: string, part: string, fields: readonly string[]): boolean {
    const sql = `SELECT 1 FROM documents INDEXED BY "${irregularIndexName(collection)}" WHERE collection = '${collection}' AND part = ? AND (${irregular(fields)}) LIMIT 1`;
    try {
      return this.statement(sql).get(part) !== undefined;
    } catch {
      return true;
    }
  }

  /**
   * A page of documents (or, for a filter the index bounds beyond its property, every match:
   * a week of the calendar, a year of sales days), or undefined when the file's indexes cannot
   * answer it exactly. Unsorted, in the order they were written, as memory keeps them.
   */
  find(collection: string, filter: Filter, options: FindOptions = {}): Document[] | undefined {
    const limit = options.limit && options.limit > 0 ? options.limit : -1;
    const projection = options.projection ? inclusionOf(options.projection) : null;
    if (options.projection && !projection) return undefined;
    const plan = this.plan(collection, filter, options.sort);
    // A whole property is read once into memory, not again from the file at every call.
    if (!plan || (limit === -1 && plan.where.sql.length === 0)) return undefined;
    const conditions = [`collection = '${collection}'`, 'part = ?', ...plan.where.sql];
    // Equal keys follow the index's own order (its entries end with the rowid).
    const sql = `SELECT doc FROM documents WHERE ${conditions.join(' AND ')} ORDER BY ${
      plan.order || 'rowid'
    } LIMIT ? OFFSET ?`;
    const rows = this.statement(sql)
      .pluck()
      .all(plan.part, ...plan.where.params, limit, options.skip ?? 0) as string[];
    const docs = rows.map((row) => JSON.parse(row) as Document);
    return projection ? docs.map((doc) => projection(doc, clone)) : docs;
  }

  /** How many documents match, or undefined when the file's indexes cannot answer it. */
  count(collection: string, filter: Filter): number | undefined {
    const plan = this.plan(collection, filter, undefined);
    if (!plan) return undefined;
    const conditions = [`collection = '${collection}'`, 'part = ?', ...plan.where.sql];
    return this.statement(`SELECT count(*) FROM documents WHERE ${conditions.join(' AND ')}`)
      .pluck()
      .get(plan.part, ...plan.where.params) as number;
  }
}
