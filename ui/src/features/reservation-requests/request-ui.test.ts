import { describe, expect, it } from 'vitest';
import { listQueryOf } from './request-ui';

describe('request list address', () => {
  it('reads filters and paging from the address, ignoring what it does not know', () => {
    expect(
      listQueryOf(
        new URLSearchParams(
          'statuses=pending,lost,paid&filterType=paidAt&start=2026-12-01&rows=50&page=3',
        ),
      ),
    ).toEqual({
      filterType: 'paidAt',
      start: '2026-12-01',
      statuses: ['pending'],
      page: 3,
      rowsPerPage: 50,
    });
    expect(listQueryOf(new URLSearchParams('rows=7&page=-1&filterType=x'))).toEqual({
      page: 1,
      rowsPerPage: 25,
    });
  });
});
