import { useCallback, useState } from 'react';

/** A list's selected rows (kept across pages), and the ways to change them. */
export interface RowSelection<T> {
  /** The selected rows by id, in the order they were picked. */
  selected: ReadonlyMap<string, T>;
  isSelected: (row: T) => boolean;
  toggle: (row: T, on: boolean) => void;
  /** Selects or clears every row of the page shown. */
  togglePage: (on: boolean) => void;
  /** The page's select-all box: all, some or none of the page's rows selected. */
  pageChecked: boolean | 'indeterminate';
  /** Takes rows out of the selection (e.g. once they are deleted). */
  deselect: (rows: readonly T[]) => void;
}

const NONE = new Map<string, never>();

/**
 * The selection of a server-paged list: rows picked on several pages stay selected while the
 * user pages on. `scope` names the rows a selection belongs to (a tab and its filters): when it
 * changes, the selection starts empty again.
 */
export function useRowSelection<T extends { id: string }>(
  rows: readonly T[],
  scope = '',
): RowSelection<T> {
  const [state, setState] = useState<{ scope: string; rows: Map<string, T> }>(() => ({
    scope,
    rows: new Map(),
  }));
  const selected: ReadonlyMap<string, T> = state.scope === scope ? state.rows : NONE;

  const change = useCallback(
    (edit: (next: Map<string, T>) => void) =>
      setState((current) => {
        const next = new Map(current.scope === scope ? current.rows : []);
        edit(next);
        return { scope, rows: next };
      }),
    [scope],
  );

  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someOnPage = rows.some((row) => selected.has(row.id));
  return {
    selected,
    isSelected: (row) => selected.has(row.id),
    toggle: (row, on) =>
      change((next) => {
        if (on) next.set(row.id, row);
        else next.delete(row.id);
      }),
    togglePage: (on) =>
      change((next) => {
        for (const row of rows) {
          if (on) next.set(row.id, row);
          else next.delete(row.id);
        }
      }),
    pageChecked: allOnPage ? true : someOnPage ? 'indeterminate' : false,
    deselect: (gone) =>
      change((next) => {
        for (const row of gone) next.delete(row.id);
      }),
  };
}
