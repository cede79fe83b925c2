// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocationProbe, renderScreen } from '../../test/render';
import { useListAddress } from '../list-paging';
import { FilterChips } from './filter-chips';
import { filteredEmptyOf, ListFilterBar } from './list-filter-bar';

afterEach(cleanup);

const TEXTS = {
  label: 'Шүүлтүүр',
  start: 'Эхлэх',
  end: 'Дуусах',
  clear: 'Цэвэрлэх',
  search: { label: 'Хайх', placeholder: 'Нэр, утас' },
};
const STATUSES = ['new', 'paid', 'done'] as const;

/** A list's filter bar over the address, as the list pages use it. */
function Filters({ search = true }: { search?: boolean }) {
  const { params, update, clear } = useListAddress();
  const statuses = (params.get('statuses') ?? '').split(',').filter(Boolean);
  return (
    <>
      <ListFilterBar
        texts={search ? TEXTS : { ...TEXTS, search: undefined }}
        query={{ start: params.get('start') ?? undefined, end: params.get('end') ?? undefined }}
        onChange={update}
        filtered={params.has('start') || params.has('statuses')}
        onClear={() => clear(['start', 'end', 'statuses'])}
        below={
          <FilterChips
            label="Төлөв"
            values={STATUSES}
            selected={statuses as (typeof STATUSES)[number][]}
            onChange={(next) => update({ statuses: next.join(',') })}
            text={(status) => status}
            colorsOf={() => ({ background: 'black', color: 'white' })}
          />
        }
      />
      <LocationProbe />
    </>
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('a list’s filter bar', () => {
  it('holds the dates, the search and "clear" in a named section', async () => {
    await renderScreen(<Filters />, { path: '/guests?page=2' });
    const bar = screen.getByRole('region', { name: 'Шүүлтүүр' });
    expect(within(bar).getByLabelText('Эхлэх')).toBeTruthy();
    expect(within(bar).getByLabelText('Дуусах')).toBeTruthy();
    expect(within(bar).getByRole('searchbox', { name: 'Хайх' })).toBeTruthy();
    const clear = within(bar).getByRole('button', { name: 'Цэвэрлэх' });
    expect(clear.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(bar).getByLabelText('Эхлэх'), { target: { value: '2026-11-01' } });
    expect(location()).toBe('/guests?start=2026-11-01');
    expect(clear.hasAttribute('disabled')).toBe(false);
    fireEvent.click(clear);
    expect(location()).toBe('/guests');
  });

  it('has no search box when the list has no search', async () => {
    await renderScreen(<Filters search={false} />, { path: '/blocks' });
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('toggles status chips, keeping the order of the values', async () => {
    await renderScreen(<Filters />, { path: '/res-requests' });
    const group = screen.getByRole('group', { name: 'Төлөв' });
    fireEvent.click(within(group).getByRole('button', { name: 'done' }));
    fireEvent.click(within(group).getByRole('button', { name: 'new' }));
    expect(location()).toBe('/res-requests?statuses=new%2Cdone');
    expect(within(group).getByRole('button', { name: 'new' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(group).getByRole('button', { name: 'done' }));
    expect(location()).toBe('/res-requests?statuses=new');
  });

  it('words the empty list by whether filters are set', () => {
    const t = (key: string) => `«${key}»`;
    expect(filteredEmptyOf(t, false, null)).toEqual({
      icon: null,
      title: '«empty.title»',
      description: '«empty.description»',
    });
    expect(filteredEmptyOf(t, true, null, 'incomes.empty')).toEqual({
      icon: null,
      title: '«incomes.empty.filteredTitle»',
      description: '«incomes.empty.filteredDescription»',
    });
  });
});
