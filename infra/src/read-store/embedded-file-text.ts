import type Database from 'better-sqlite3';

// The text indexes of the embedded store's file (`./embedded-file-reads.ts`): an FTS5 trigram
// table of one string field of a collection's rows, kept by the writer (`TextRows`).

/** A text index's rowid: the property's number above the document's rowid (40 bits). */
export const PART_SHIFT = 40n;
export const ROWID_MASK = (1n << PART_SHIFT) - 1n;

const path = (field: string) => `'$.${field}'`;

/** Drops a text index: its table (and the triggers that kept it in earlier versions). */
export const dropTextIndex = (db: Database.Database, name: string): void => {
  db.exec(`
      DROP TRIGGER IF EXISTS "${name}_insert";
      DROP TRIGGER IF EXISTS "${name}_update";
      DROP TRIGGER IF EXISTS "${name}_delete";
      DROP TABLE IF EXISTS "${name}";
    `);
};

/** The trigram table of a field, filled from the rows (`TextRows` keeps it from then on). */
export const createTextIndex = (
  db: Database.Database,
  collection: string,
  name: string,
  field: string,
): void => {
  const literal = `'${collection}'`;
  // A row's id in the index: its property's number (`file_parts`) in the high bits, the
  // document's rowid in the low 40. FTS5 keeps each trigram's list in rowid order and seeks
  // to a rowid range, so a property's search reads its own stretch of each list: other
  // properties' matches of the same trigrams cost nothing.
  db.exec(`
      CREATE TABLE IF NOT EXISTS file_parts (num INTEGER PRIMARY KEY, part TEXT NOT NULL UNIQUE);
      INSERT OR IGNORE INTO file_parts (part)
        SELECT DISTINCT part FROM documents WHERE collection = ${literal};
      DROP TRIGGER IF EXISTS "${name}_insert";
      DROP TRIGGER IF EXISTS "${name}_update";
      DROP TRIGGER IF EXISTS "${name}_delete";
      DROP TABLE IF EXISTS "${name}";
      CREATE VIRTUAL TABLE "${name}" USING fts5(text, tokenize = 'trigram',
        content = '', contentless_delete = 1);
      INSERT INTO "${name}" (rowid, text)
        SELECT (p.num << ${PART_SHIFT}) | d.rowid, json_extract(d.keys, ${path(field)})
        FROM documents d JOIN file_parts p ON p.part = d.part
        WHERE d.collection = ${literal} AND json_type(d.keys, ${path(field)}) = 'text'
        ORDER BY 1;
    `);
};

/**
 * Files of earlier versions kept their text indexes by triggers on `documents`; the writer
 * keeps them now (`TextRows`), so the triggers go (once, on open). The index's rows are those
 * the triggers wrote: nothing is rebuilt.
 */
export const dropTextTriggers = (db: Database.Database): void => {
  const triggers = db
    .prepare<[], string>(
      "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'documents' AND name LIKE 'rs\\_%' ESCAPE '\\'",
    )
    .pluck()
    .all();
  for (const name of triggers) db.exec(`DROP TRIGGER IF EXISTS "${name}"`);
};

/** A text index of a collection: its table and the field it holds. */
export interface TextIndex {
  readonly table: string;
  readonly field: string;
}

/** A collection's text indexes and their keeper, for the row writer. */
export interface RowTexts {
  readonly indexes: readonly TextIndex[];
  readonly rows: TextRows;
  /** Empties them (the collection's rows were all removed). */
  readonly clearAll: () => void;
}

/** A document's row as its text indexes know it. */
export interface TextRow {
  readonly rowid: number | bigint;
  readonly part: string;
  readonly keys: string | null;
}

/** The indexed field's text in a row's `keys` (what `json_type(…) = 'text'` took), or null. */
const textOf = (keys: string | null, field: string): string | null => {
  if (keys === null) return null;
  const value = (JSON.parse(keys) as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : null;
};

/** The same row in the same property (a moved document may get its old rowid back). */
const sameRow = (a: TextRow, b: TextRow): boolean =>
  BigInt(a.rowid) === BigInt(b.rowid) && a.part === b.part;

/**
 * Keeps a collection's text indexes as its rows are written and removed. (They were kept by
 * SQLite triggers on `documents`: every new row of any collection then ran every trigger's
 * program — 40–100 µs of a new document's 60–200 µs of CPU, measured on a copy of the big
 * store's read models —
 * though only one collection's rows have a text to index.) The writer calls `before` for the
 * row as the file holds it and `after` once the row is written.
 */
export class TextRows {
  private texts = new Map<string, RowTexts | null>();

  constructor(
    /** A prepared statement of the file (`FileReads`' cache, emptied when the schema changes). */
    private readonly statement: (sql: string) => Database.Statement,
    /** The file's indexes of a collection (`FileReads`). */
    private readonly indexesOf: (
      collection: string,
    ) => readonly { name: string; fields: readonly string[]; kind: 'order' | 'text' }[],
  ) {}

  /** After the file's schema changed (an index built or dropped): read again. */
  clear(): void {
    this.texts = new Map();
  }

  /** A collection's text indexes with this keeper, for the row writer (null: none). */
  of(collection: string): RowTexts | null {
    let texts = this.texts.get(collection);
    if (texts === undefined) {
      const indexes = this.indexesOf(collection)
        .filter((index) => index.kind === 'text')
        .map((index) => ({ table: index.name, field: index.fields[0] as string }));
      texts =
        indexes.length === 0
          ? null
          : { indexes, rows: this, clearAll: () => this.clearAll(indexes) };
      this.texts.set(collection, texts);
    }
    return texts;
  }

  /** The row of a document as the file holds it (before it is rewritten or removed). */
  before(collection: string, id: string): TextRow | undefined {
    return this.statement(
      'SELECT rowid, part, keys FROM documents WHERE collection = ? AND id = ?',
    ).get(collection, id) as TextRow | undefined;
  }

  /**
   * After the row was written (`row`: null when removed): each index drops the old row's text
   * and takes the new one's, unless the same row's text did not change.
   */
  after(indexes: readonly TextIndex[], old: TextRow | undefined, row: TextRow | null): void {
    for (const { table, field } of indexes) {
      const was = old ? textOf(old.keys, field) : null;
      const is = row ? textOf(row.keys, field) : null;
      if (old && row && sameRow(old, row) && was === is) continue;
      if (old && was !== null) {
        this.statement(`DELETE FROM "${table}" WHERE rowid = ?`).run(this.textRowid(old));
      }
      if (row && is !== null) {
        this.statement(`INSERT INTO "${table}" (rowid, text) VALUES (?, ?)`).run(
          this.textRowid(row),
          is,
        );
      }
    }
  }

  private clearAll(indexes: readonly TextIndex[]): void {
    for (const { table } of indexes) {
      this.statement(`INSERT INTO "${table}" ("${table}") VALUES ('delete-all')`).run();
    }
  }

  /** A row's id in a text index: its property's number above its rowid. */
  private textRowid(row: TextRow): bigint {
    this.statement('INSERT OR IGNORE INTO file_parts (part) VALUES (?)').run(row.part);
    const num = this.statement('SELECT num FROM file_parts WHERE part = ?')
      .safeIntegers()
      .pluck()
      .get(row.part) as bigint;
    return (num << PART_SHIFT) | BigInt(row.rowid);
  }
}
