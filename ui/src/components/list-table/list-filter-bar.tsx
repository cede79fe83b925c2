import type { ReactNode } from 'react';
import { DateRangeFields, FilterBar, FilterRow, SearchField } from '../list-filters';
import type { AddressChange } from '../list-paging';
import { ClearFilters } from './list-header';

/** The words of a list's filter bar. */
export interface ListFilterTexts {
  /** The bar's name for screen readers. */
  label: string;
  start: string;
  end: string;
  /** The clear button's text (a bar whose clear stands in a row of its own has none). */
  clear?: string;
  /** The search box's name and placeholder (a list without a search has none). */
  search?: { label: string; placeholder: string };
}

/**
 * The filter texts as a list's namespace names them under `prefix` (`filters.label`,
 * `filters.start`, `filters.end`, `filters.clear`, `filters.search`,
 * `filters.searchPlaceholder`); `search: false` for a list without a search box.
 */
export const filterTextsOf = (
  t: (key: string) => string,
  prefix = 'filters',
  { search = true }: { search?: boolean } = {},
): ListFilterTexts => ({
  label: t(`${prefix}.label`),
  start: t(`${prefix}.start`),
  end: t(`${prefix}.end`),
  clear: t(`${prefix}.clear`),
  ...(search
    ? { search: { label: t(`${prefix}.search`), placeholder: t(`${prefix}.searchPlaceholder`) } }
    : {}),
});

/**
 * A filtered list's empty state: whether the filters found nothing (`filteredTitle`,
 * `filteredDescription`) or there is nothing yet (`title`, `description`), under `prefix`.
 */
export const filteredEmptyOf = (
  t: (key: string) => string,
  filtered: boolean,
  icon: ReactNode,
  prefix = 'empty',
) => ({
  icon,
  title: t(filtered ? `${prefix}.filteredTitle` : `${prefix}.title`),
  description: t(filtered ? `${prefix}.filteredDescription` : `${prefix}.description`),
});

interface ListFilterBarProps {
  texts: ListFilterTexts;
  /** The range and the search in the address. */
  query: { start?: string | undefined; end?: string | undefined; search?: string | undefined };
  /** `useListAddress().update`. */
  onChange: (change: AddressChange) => void;
  /** Whether any filter is set (the clear button is disabled otherwise). */
  filtered?: boolean;
  /** Removes the list's filters; without it the first row has no clear button. */
  onClear?: () => void;
  /** The choices before the dates (which date, which status, …). */
  children?: ReactNode;
  /** The choices between the dates and the search. */
  afterDates?: ReactNode;
  /** Rows under the first (statuses, flags, a picked reservation). */
  below?: ReactNode;
}

/**
 * A list's filter bar: its choices, the date range, the search and "clear" on one row that
 * wraps, and any further rows under it.
 */
export function ListFilterBar({
  texts,
  query,
  onChange,
  filtered = false,
  onClear,
  children,
  afterDates,
  below,
}: ListFilterBarProps) {
  return (
    <FilterBar label={texts.label}>
      <FilterRow>
        {children}
        <DateRangeFields range={query} labels={texts} onChange={onChange} />
        {afterDates}
        {texts.search ? (
          <SearchField
            value={query.search}
            label={texts.search.label}
            placeholder={texts.search.placeholder}
            onSearch={(search) => onChange({ search })}
          />
        ) : null}
        {onClear && texts.clear ? (
          <ClearFilters label={texts.clear} filtered={filtered} onClear={onClear} />
        ) : null}
      </FilterRow>
      {below}
    </FilterBar>
  );
}
