// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocationProbe, renderScreen } from '../test/render';
import { DateRangeFields, FilterBar, FilterRow, SearchField } from './list-filters';
import { ListPaging, pagingOf, useListAddress } from './list-paging';

afterEach(cleanup);

/** A list page's paging and filter bar, as the list pages use them. */
function ListPage({ total }: { total: number }) {
  const { params, update, clear } = useListAddress();
  const { page, rowsPerPage } = pagingOf(params);
  return (
    <>
      <FilterBar label="Шүүлтүүр">
        <FilterRow>
          <DateRangeFields
            range={{ start: params.get('start') ?? undefined, end: params.get('end') ?? undefined }}
            labels={{ start: 'Эхлэх', end: 'Дуусах' }}
            onChange={update}
          />
          <SearchField
            value={params.get('search') ?? undefined}
            label="Хайх"
            placeholder="Нэр, утас"
            onSearch={(search) => update({ search })}
          />
          <button type="button" onClick={() => clear(['start', 'end', 'search'])}>
            clear
          </button>
        </FilterRow>
      </FilterBar>
      <ListPaging page={page} rowsPerPage={rowsPerPage} total={total} onChange={update} />
      <LocationProbe />
    </>
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('a list page’s paging and filters', () => {
  it('pages through the address; a new size or filter starts again at page 1', async () => {
    await renderScreen(<ListPage total={42} />, { path: '/guests?page=2&start=2026-11-01' });
    const paging = await screen.findByRole('navigation', { name: 'Хуудаслалт' });
    expect(paging.textContent).toContain('26–42 / 42');
    expect(screen.getByRole('button', { name: 'Дараагийн хуудас' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Өмнөх хуудас' }));
    expect(location()).toBe('/guests?page=1&start=2026-11-01');
    fireEvent.click(screen.getByRole('button', { name: 'Дараагийн хуудас' }));
    expect(location()).toBe('/guests?page=2&start=2026-11-01');
    fireEvent.change(screen.getByRole('combobox', { name: 'Нэг хуудсанд' }), {
      target: { value: '50' },
    });
    expect(location()).toBe('/guests?start=2026-11-01&rows=50');
    expect(paging.textContent).toContain('1–42 / 42');
    fireEvent.change(screen.getByLabelText('Дуусах'), { target: { value: '2026-11-30' } });
    expect(location()).toBe('/guests?start=2026-11-01&rows=50&end=2026-11-30');
    expect(screen.getByLabelText('Дуусах').getAttribute('min')).toBe('2026-11-01');
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(location()).toBe('/guests?rows=50');
  });

  it('asks with the search once typing pauses, and follows the address', async () => {
    await renderScreen(<ListPage total={0} />, { path: '/guests?page=3' });
    // Nothing to page through: no paging.
    expect(screen.queryByRole('navigation')).toBeNull();
    const search = await screen.findByRole('searchbox', { name: 'Хайх' });
    fireEvent.change(search, { target: { value: ' Бат' } });
    fireEvent.change(search, { target: { value: ' Батаа ' } });
    expect(location()).toBe('/guests?page=3');
    await waitFor(() => expect(location()).toBe('/guests?search=%D0%91%D0%B0%D1%82%D0%B0%D0%B0'));
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    await waitFor(() => expect((search as HTMLInputElement).value).toBe(''));
    expect(location()).toBe('/guests');
  });
});
