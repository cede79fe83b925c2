// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListFilters } from './use-list-filters';

interface Query {
  isSent?: string;
  filterType?: string;
  start?: string;
  search?: string;
}

const queryOf = (params: URLSearchParams): Query => ({
  ...(params.get('isSent') ? { isSent: params.get('isSent') ?? '' } : {}),
  ...(params.get('filterType') ? { filterType: params.get('filterType') ?? '' } : {}),
  ...(params.get('start') ? { start: params.get('start') ?? '' } : {}),
  ...(params.get('search') ? { search: params.get('search') ?? '' } : {}),
});

const PARAMS = ['isSent', 'filterType', 'start', 'search'] as const;
const isFiltered = (query: Query) => !!query.isSent || !!query.start || !!query.search;

function renderAt(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ filters: useListFilters(queryOf, PARAMS, isFiltered), address: useSearchParams()[0] }),
    { wrapper },
  );
}

describe('a list page’s filters from its address', () => {
  it('binds a select to its parameter, its default choice left out of the address', () => {
    const { result } = renderAt('/list?filterType=paymentPeriod&page=3');
    const which = result.current.filters.select('filterType', 'invoiceDate');
    expect(which).toMatchObject({ name: 'filterType', value: 'paymentPeriod' });
    // Which date alone is no filter.
    expect(result.current.filters.filtered).toBe(false);
    act(() => which.onChange('invoiceDate'));
    expect(result.current.address.get('filterType')).toBeNull();
    expect(result.current.filters.select('filterType', 'invoiceDate').value).toBe('invoiceDate');
    act(() => result.current.filters.select('isSent').onChange('true'));
    expect(result.current.address.get('isSent')).toBe('true');
    expect(result.current.filters.filtered).toBe(true);
  });

  it('clears the named parameters and nothing else', () => {
    const { result } = renderAt('/list?isSent=false&search=ab&start=2026-12-01&rows=50');
    expect(result.current.filters.bar.filtered).toBe(true);
    act(() => result.current.filters.bar.onClear());
    expect(result.current.address.toString()).toBe('rows=50');
    expect(result.current.filters.filtered).toBe(false);
  });
});
