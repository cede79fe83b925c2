import { useListQuery } from '../list-paging';

/**
 * A filtered list page's query read from its address, with what its `ListFilterBar` takes
 * (`bar`: the query, `update`, whether a filter is set, and "clear" removing the `params`) and
 * each `FilterSelect`'s binding to its parameter (`select`).
 */
export function useListFilters<Q extends object>(
  queryOf: (params: URLSearchParams) => Q,
  /** The address parameters "clear" removes. */
  params: readonly string[],
  /** Whether the rows are filtered (a choice of which date alone is no filter). */
  isFiltered: (query: Q) => boolean,
) {
  const { query, update, clear } = useListQuery(queryOf);
  const filtered = isFiltered(query);
  /**
   * A select bound to the parameter `name`: its value (`unset` when absent) and its change (the
   * `unset` choice leaves the parameter out of the address).
   */
  const select = (name: keyof Q & string, unset = '') => {
    const value: unknown = query[name];
    return {
      name,
      value: typeof value === 'string' ? value : unset,
      onChange: (next: string) => update({ [name]: next === unset ? '' : next }),
    };
  };
  return {
    query,
    update,
    filtered,
    bar: { query, onChange: update, filtered, onClear: () => clear(params) },
    select,
  };
}

/** A list page's filters as `useListFilters` gives them (for a filter bar drawn apart). */
export type ListFilters<Q extends object> = ReturnType<typeof useListFilters<Q>>;
