import { describe, expect, it } from 'vitest';
import { pageRangeOf, pagingOf } from './list-paging';

describe('a list’s paging from its address', () => {
  it('reads the page and its size, falling back on nonsense', () => {
    expect(pagingOf(new URLSearchParams(''))).toEqual({ page: 1, rowsPerPage: 25 });
    expect(pagingOf(new URLSearchParams('page=3&rows=50'))).toEqual({ page: 3, rowsPerPage: 50 });
    expect(pagingOf(new URLSearchParams('page=0&rows=0'))).toEqual({ page: 1, rowsPerPage: 0 });
    expect(pagingOf(new URLSearchParams('page=-2&rows=7'))).toEqual({ page: 1, rowsPerPage: 25 });
    expect(pagingOf(new URLSearchParams('page=abc&rows=x'))).toEqual({ page: 1, rowsPerPage: 25 });
    expect(pagingOf(new URLSearchParams('page=2.7'))).toEqual({ page: 2, rowsPerPage: 25 });
  });

  it('says which rows a page shows and which page is the last', () => {
    expect(pageRangeOf(1, 25, 0)).toEqual({ from: 0, to: 0, lastPage: 1 });
    expect(pageRangeOf(1, 25, 42)).toEqual({ from: 1, to: 25, lastPage: 2 });
    expect(pageRangeOf(2, 25, 42)).toEqual({ from: 26, to: 42, lastPage: 2 });
    expect(pageRangeOf(3, 10, 30)).toEqual({ from: 21, to: 30, lastPage: 3 });
    // 0 is "all": one page with every row.
    expect(pageRangeOf(1, 0, 42)).toEqual({ from: 1, to: 42, lastPage: 1 });
  });
});
