import { ROWID_MASK } from './embedded-file-text';
import type { Filter } from './port';

// How a filter reads in SQL over a row's `keys` (./embedded-file-reads.ts): the expressions its
// indexes are built on, and the translation of the filters they answer exactly.

/** A top-level field name that can stand inside an SQL literal and a JSON path. */
export const SIMPLE_FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A collection's name inside an SQL literal. */
export const SIMPLE_NAME = /^[A-Za-z0-9_.-]+$/;

export const path = (field: string) => `'$.${field}'`;
// Over the row's `keys` (its indexed fields' JSON), not the whole document.
/** MongoDB's order of a field's types: null and missing 0, numbers 1, strings 2, booleans 5. */
export const rankOf = (field: string) =>
  `(CASE json_type(keys, ${path(field)}) WHEN 'integer' THEN 1 WHEN 'real' THEN 1 WHEN 'text' THEN 2 WHEN 'object' THEN 3 WHEN 'array' THEN 4 WHEN 'true' THEN 5 WHEN 'false' THEN 5 ELSE 0 END)`;
export const valueOf = (field: string) => `json_extract(keys, ${path(field)})`;
/** Whether a document holds an array or a sub-document in one of the fields. */
export const irregular = (fields: readonly string[]) =>
  fields.map((f) => `json_type(keys, ${path(f)}) IN ('object', 'array')`).join(' OR ');

type Scalar = string | number | boolean | null;

const isScalar = (value: unknown): value is Scalar =>
  value === null ||
  typeof value === 'string' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  typeof value === 'boolean';

const rankOfValue = (value: Scalar): number =>
  value === null ? 0 : typeof value === 'number' ? 1 : typeof value === 'string' ? 2 : 5;

const sqlValue = (value: Scalar): string | number | null =>
  typeof value === 'boolean' ? (value ? 1 : 0) : value;

const RANGE: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

export interface Where {
  readonly sql: string[];
  readonly params: (string | number | bigint | null)[];
  readonly fields: Set<string>;
  /** The collection's text indexes by field (their tables' names). */
  readonly text: ReadonlyMap<string, string>;
  /**
   * The text indexes' rowids of the property read (its number in `file_parts` in the high
   * bits), or null when no text index holds a row of it.
   */
  textRows: readonly [bigint, bigint] | null;
}

const REGEX_SPECIAL = new Set([...'\\^$.|?*+()[]{}/-']);

/**
 * The text a regular expression matches as a plain substring (what the lists' searches send:
 * the search escaped), or null when it has any other meaning.
 */
export const literalOf = (pattern: string): string | null => {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string;
    if (char === '\\') {
      const next = pattern[i + 1];
      if (next === undefined || !REGEX_SPECIAL.has(next)) return null;
      out += next;
      i += 1;
    } else if (REGEX_SPECIAL.has(char)) return null;
    else out += char;
  }
  return out;
};

/** One field's condition in SQL, or false when the index cannot answer it exactly. */
const condition = (where: Where, field: string, value: unknown): boolean => {
  if (!SIMPLE_FIELD.test(field) || field === 'propertyId' || field === '_id') return false;
  const equal = (v: Scalar) => {
    // The type's rank is a literal (a number of this code's): the planner then knows the
    // index's order past it.
    where.sql.push(
      v === null
        ? `${rankOf(field)} = 0`
        : `${rankOf(field)} = ${rankOfValue(v)} AND ${valueOf(field)} = ?`,
    );
    if (v !== null) where.params.push(sqlValue(v));
  };
  where.fields.add(field);
  if (isScalar(value)) {
    equal(value);
    return true;
  }
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  const ops = Object.entries(value as Record<string, unknown>);
  if (ops.length === 0) return false;
  for (const [op, operand] of ops) {
    if (op === '$eq' && isScalar(operand)) equal(operand);
    else if (op === '$ne' && isScalar(operand)) {
      // MongoDB's: `$ne: null` holds where the field exists and is not null (a missing field's
      // rank is 0, as null's: `keys` holds null for it); `$ne: v`, where it is missing, null, of
      // another type or another value. Rank is never NULL and a value of v's rank never is
      // either: the negation stays true or false, never SQL's NULL. (`rank > 0`, not `<> 0`:
      // a range of the field's index, not a scan of the property.)
      if (operand === null) where.sql.push(`${rankOf(field)} > 0`);
      else {
        where.sql.push(
          `NOT (${rankOf(field)} = ${rankOfValue(operand)} AND ${valueOf(field)} = ?)`,
        );
        where.params.push(sqlValue(operand));
      }
    } else if (op === '$in' && Array.isArray(operand) && operand.every(isScalar)) {
      if (operand.length === 0) where.sql.push('0');
      else {
        const parts = operand.map((v) => {
          if (v === null) return `${rankOf(field)} = 0`;
          where.params.push(sqlValue(v));
          return `(${rankOf(field)} = ${rankOfValue(v)} AND ${valueOf(field)} = ?)`;
        });
        where.sql.push(`(${parts.join(' OR ')})`);
      }
    } else if (op === '$regex' && typeof operand === 'string' && ops.length === 1) {
      const text = where.text.get(field);
      const literal = literalOf(operand);
      // A trigram index finds pieces of three characters or more.
      if (!text || literal === null || [...literal].length < 3) return false;
      if (!where.textRows) {
        where.sql.push('0');
        return true;
      }
      // The rows whose field holds the piece (the index folds case: the exact test follows),
      // read from the property's own range of the index's rows.
      where.sql.push(
        `rowid IN (SELECT rowid & ${ROWID_MASK} FROM "${text}" WHERE "${text}" MATCH ? AND rowid BETWEEN ? AND ?) AND instr(${valueOf(field)}, ?) > 0`,
      );
      where.params.push(`"${literal.replace(/"/g, '""')}"`, ...where.textRows, literal);
    } else if (op in RANGE && (typeof operand === 'string' || typeof operand === 'number')) {
      if (typeof operand === 'number' && !Number.isFinite(operand)) return false;
      // Ranges compare within one type, as MongoDB's do.
      where.sql.push(
        `${rankOf(field)} = ${rankOfValue(operand)} AND ${valueOf(field)} ${RANGE[op]} ?`,
      );
      where.params.push(operand);
    } else return false;
  }
  return true;
};

const isFilter = (part: unknown): part is Filter =>
  part !== null && typeof part === 'object' && !Array.isArray(part);

/**
 * An `$or`'s branches, each translated into its own list of conditions and joined
 * `((a AND b) OR (c))`, their parameters in that order (an empty branch holds everywhere: 1).
 * An empty `$or` is an error in MongoDB: not answered here.
 */
const either = (where: Where, branches: unknown): boolean => {
  if (!Array.isArray(branches) || branches.length === 0) return false;
  const parts: string[] = [];
  const params: Where['params'] = [];
  for (const branch of branches) {
    if (!isFilter(branch)) return false;
    const inner: Where = { ...where, sql: [], params: [] };
    if (!translate(branch, inner, false)) return false;
    parts.push(inner.sql.length === 0 ? '1' : `(${inner.sql.join(' AND ')})`);
    params.push(...inner.params);
  }
  where.sql.push(`(${parts.join(' OR ')})`);
  where.params.push(...params);
  return true;
};

/** A filter's conditions besides `propertyId`, or null when one cannot be answered. */
export const translate = (filter: Filter, where: Where, top: boolean): boolean => {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and') {
      if (!Array.isArray(value) || value.length === 0) return false;
      for (const part of value) {
        if (!isFilter(part)) return false;
        if (!translate(part, where, false)) return false;
      }
    } else if (key === '$or') {
      if (!either(where, value)) return false;
    } else if (key === 'propertyId' && top) {
      continue;
    } else if (!condition(where, key, value)) return false;
  }
  return true;
};
