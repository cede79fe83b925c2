import type Database from 'better-sqlite3';

// The text indexes of the embedded store's file (`./embedded-file-reads.ts`): an FTS5 trigram
// table of one string field of a collection's rows, kept by triggers on the rows' `keys`.

/** A text index's rowid: the property's number above the document's rowid (40 bits). */
export const PART_SHIFT = 40n;
export const ROWID_MASK = (1n << PART_SHIFT) - 1n;

const path = (field: string) => `'$.${field}'`;

/** Drops a text index: its table and the triggers that keep it. */
export const dropTextIndex = (db: Database.Database, name: string): void => {
  db.exec(`
      DROP TRIGGER IF EXISTS "${name}_insert";
      DROP TRIGGER IF EXISTS "${name}_update";
      DROP TRIGGER IF EXISTS "${name}_delete";
      DROP TABLE IF EXISTS "${name}";
    `);
};

/** The trigram table of a field, filled from the rows, and the triggers that keep it. */
export const createTextIndex = (
  db: Database.Database,
  collection: string,
  name: string,
  field: string,
): void => {
  const literal = `'${collection}'`;
  const value = (row: 'new' | 'old') => `json_extract(${row}.keys, ${path(field)})`;
  const isText = (row: 'new' | 'old') => `json_type(${row}.keys, ${path(field)}) = 'text'`;
  // A row's id in the index: its property's number (`file_parts`) in the high bits, the
  // document's rowid in the low 40. FTS5 keeps each trigram's list in rowid order and seeks
  // to a rowid range, so a property's search reads its own stretch of each list: other
  // properties' matches of the same trigrams cost nothing.
  // (Not INSERT OR IGNORE: inside a trigger the outer statement's conflict rule overrides
  // it, and the row writer's upsert makes it an abort.)
  const addPart = `INSERT INTO file_parts (part) SELECT new.part
      WHERE NOT EXISTS (SELECT 1 FROM file_parts WHERE part = new.part);`;
  const rowOf = (row: 'new' | 'old') =>
    `(((SELECT num FROM file_parts WHERE part = ${row}.part) << ${PART_SHIFT}) | ${row}.rowid)`;
  db.exec(`
      CREATE TABLE IF NOT EXISTS file_parts (num INTEGER PRIMARY KEY, part TEXT NOT NULL UNIQUE);
      INSERT OR IGNORE INTO file_parts (part)
        SELECT DISTINCT part FROM documents WHERE collection = ${literal};
      DROP TABLE IF EXISTS "${name}";
      CREATE VIRTUAL TABLE "${name}" USING fts5(text, tokenize = 'trigram',
        content = '', contentless_delete = 1);
      INSERT INTO "${name}" (rowid, text)
        SELECT (p.num << ${PART_SHIFT}) | d.rowid, json_extract(d.keys, ${path(field)})
        FROM documents d JOIN file_parts p ON p.part = d.part
        WHERE d.collection = ${literal} AND json_type(d.keys, ${path(field)}) = 'text'
        ORDER BY 1;
      CREATE TRIGGER IF NOT EXISTS "${name}_insert" AFTER INSERT ON documents
        WHEN new.collection = ${literal} AND ${isText('new')}
        BEGIN
          ${addPart}
          INSERT INTO "${name}" (rowid, text) VALUES (${rowOf('new')}, ${value('new')});
        END;
      CREATE TRIGGER IF NOT EXISTS "${name}_update" AFTER UPDATE OF keys ON documents
        WHEN new.collection = ${literal} AND ${value('old')} IS NOT ${value('new')}
        BEGIN
          DELETE FROM "${name}" WHERE rowid = ${rowOf('old')};
          ${addPart}
          INSERT INTO "${name}" (rowid, text)
            SELECT ${rowOf('new')}, ${value('new')} WHERE ${isText('new')};
        END;
      CREATE TRIGGER IF NOT EXISTS "${name}_delete" AFTER DELETE ON documents
        WHEN old.collection = ${literal} AND ${isText('old')}
        BEGIN DELETE FROM "${name}" WHERE rowid = ${rowOf('old')}; END;
    `);
};
