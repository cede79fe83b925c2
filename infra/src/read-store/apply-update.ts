import { update as mingoUpdate } from 'mingo/updater';
import type { Update } from './port';

type Json = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const deepEqual = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => deepEqual((a as Json)[k], (b as Json)[k]));
};

const copy = <T>(value: T): T =>
  value !== null && typeof value === 'object' ? structuredClone(value) : value;

const FAST_OPERATORS = new Set(['$set', '$unset', '$inc', '$push']);
/** Plain dotted paths only: no positional operators, no array indexes, no empty parts. */
const SIMPLE_PATH = /^[^.$\d][^.$]*(\.[^.$\d][^.$]*)*$/;

/**
 * Walks to the parent of `path`, creating objects on the way when `create`. Undefined when the
 * walk meets something that is not a plain object (an array or a scalar): the general updater
 * then handles (or refuses) it, as MongoDB would.
 */
const parentOf = (doc: Json, parts: readonly string[], create: boolean): Json | undefined => {
  let node: Json = doc;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (next === undefined && create) {
      const created: Json = {};
      node[part] = created;
      node = created;
    } else if (isPlainObject(next)) node = next;
    else return undefined;
  }
  return node;
};

/** Checks that the fast path can apply every operation exactly as MongoDB would. */
const fastApplicable = (doc: Json, update: Update): boolean => {
  for (const [operator, fields] of Object.entries(update)) {
    if (!FAST_OPERATORS.has(operator) || !isPlainObject(fields)) return false;
    for (const [path, value] of Object.entries(fields)) {
      if (!SIMPLE_PATH.test(path)) return false;
      const parts = path.split('.');
      // Walk without creating: every existing step must be a plain object.
      let node: unknown = doc;
      for (const part of parts.slice(0, -1)) {
        node = (node as Json)[part];
        if (node === undefined) break;
        if (!isPlainObject(node)) return false;
      }
      const current = isPlainObject(node) ? node[parts.at(-1) as string] : undefined;
      if (
        operator === '$inc' &&
        (typeof value !== 'number' || (current !== undefined && typeof current !== 'number'))
      ) {
        return false;
      }
      if (
        operator === '$push' &&
        ((isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'))) ||
          (current !== undefined && !Array.isArray(current)))
      ) {
        return false;
      }
    }
  }
  // Two operators on one path (or a path and its parent) are an error in MongoDB.
  const paths = Object.values(update).flatMap((fields) => Object.keys(fields as Json));
  return (
    new Set(paths).size === paths.length &&
    !paths.some((p) => paths.some((q) => q.startsWith(`${p}.`)))
  );
};

/**
 * Applies MongoDB update operators to a document in place and says whether it changed.
 * The operators projections use on every event ($set, $unset, $inc, $push of a value on plain
 * paths) take a direct path; everything else goes to mingo's updater. The direct path exists
 * because mingo builds its operator tables on every call, which dominated read-model rebuilds.
 */
export const applyUpdate = (doc: Json, update: Update): boolean => {
  if (!fastApplicable(doc, update)) {
    return mingoUpdate(doc, update, undefined, undefined, { cloneMode: 'deep' }).length > 0;
  }
  let changed = false;
  for (const [operator, fields] of Object.entries(update)) {
    for (const [path, value] of Object.entries(fields as Json)) {
      const parts = path.split('.');
      const key = parts.at(-1) as string;
      if (operator === '$unset') {
        const parent = parentOf(doc, parts, false);
        if (parent && key in parent) {
          delete parent[key];
          changed = true;
        }
        continue;
      }
      const parent = parentOf(doc, parts, true) as Json;
      const current = parent[key];
      if (operator === '$set') {
        if (!deepEqual(current, value) || !(key in parent)) {
          parent[key] = copy(value);
          changed = true;
        }
      } else if (operator === '$inc') {
        const by = value as number;
        if (current === undefined || by !== 0) changed = true;
        parent[key] = ((current as number | undefined) ?? 0) + by;
      } else {
        parent[key] = [...((current as unknown[] | undefined) ?? []), copy(value)];
        changed = true;
      }
    }
  }
  return changed;
};
