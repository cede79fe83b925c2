import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StepButton } from './step-button';

/** Rows per page a list offers; 0 is "all". */
export const PAGE_SIZES = [10, 25, 50, 100, 0] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** The page and its size from a list's address (`?page=2&rows=50`); nonsense falls back. */
export const pagingOf = (params: URLSearchParams): { page: number; rowsPerPage: number } => {
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const rows = Number(params.get('rows') ?? DEFAULT_PAGE_SIZE);
  return {
    page,
    rowsPerPage: (PAGE_SIZES as readonly number[]).includes(rows) ? rows : DEFAULT_PAGE_SIZE,
  };
};

/** Address parameters to set; '' removes one. */
export type AddressChange = Record<string, string>;

/**
 * A list page's address (its filters, page and size live there, so a reload or a shared link
 * shows the same rows). `update` sets parameters and, unless told otherwise, goes back to the
 * first page (other filters, other rows); `clear` removes the named ones.
 */
export function useListAddress() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (change: AddressChange, resetPage = true) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(change)) {
            if (value === '') next.delete(name);
            else next.set(name, value);
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const clear = useCallback(
    (names: readonly string[]) => update(Object.fromEntries(names.map((name) => [name, '']))),
    [update],
  );
  return { params, update, clear };
}

/**
 * A list page's address with the list's query read from it by `queryOf` (its filters, range,
 * search and paging), read again only when the address changes.
 */
export function useListQuery<Q>(queryOf: (params: URLSearchParams) => Q) {
  const address = useListAddress();
  const { params } = address;
  const query = useMemo(() => queryOf(params), [queryOf, params]);
  return { ...address, query };
}

/** The rows a page shows, 1-based ("11–20 of 42"), and the last page. */
export const pageRangeOf = (page: number, rowsPerPage: number, total: number) => {
  const all = rowsPerPage === 0;
  return {
    from: total === 0 ? 0 : all ? 1 : (page - 1) * rowsPerPage + 1,
    to: all ? total : Math.min(total, page * rowsPerPage),
    lastPage: all ? 1 : Math.max(1, Math.ceil(total / rowsPerPage)),
  };
};

interface ListPagingProps {
  page: number;
  rowsPerPage: number;
  total: number;
  /** `useListAddress().update`: the size goes to `rows`, the page to `page`. */
  onChange: (change: AddressChange, resetPage?: boolean) => void;
  /** Beside the size (e.g. the sum of the shown rows). */
  summary?: ReactNode;
}

/** Under a server-paged list: rows per page, which rows are shown, previous and next. */
export function ListPaging({ page, rowsPerPage, total, onChange, summary }: ListPagingProps) {
  const { t } = useTranslation();
  if (total <= 0) return null;
  const { from, to, lastPage } = pageRangeOf(page, rowsPerPage, total);
  return (
    <HStack as="nav" gap="4" justify="space-between" wrap="wrap" aria-label={t('paging.label')}>
      <HStack gap="2">
        <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          {t('paging.rowsPerPage')}
        </Text>
        <NativeSelect.Root size="sm" w="24">
          <NativeSelect.Field
            aria-label={t('paging.rowsPerPage')}
            value={String(rowsPerPage)}
            onChange={(e) =>
              onChange({
                rows: e.target.value === String(DEFAULT_PAGE_SIZE) ? '' : e.target.value,
              })
            }
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size === 0 ? t('paging.all') : size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {summary}
      </HStack>
      <HStack gap="2">
        <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
          {t('paging.range', { from, to, total })}
        </Text>
        <StepButton
          direction="previous"
          label={t('paging.previous')}
          disabled={page <= 1}
          onClick={() => onChange({ page: String(page - 1) }, false)}
        />
        <StepButton
          direction="next"
          label={t('paging.next')}
          disabled={page >= lastPage}
          onClick={() => onChange({ page: String(page + 1) }, false)}
        />
      </HStack>
    </HStack>
  );
}
