// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-server';
import { renderRoutes, switchOn } from '../../test/render';
import { RatesCalendarPage } from './rates-calendar-page';
import { basePlan, serveRates, standard } from './test-server';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const deluxe = { ...standard, id: 'rt-2', name: 'Люкс', shortName: 'Л' };

const show = (search = '') =>
  renderRoutes([{ path: '/p/:slug/rates', Component: RatesCalendarPage }], {
    path: `/p/h-1/rates${search}`,
    namespaces: ['rates'],
    token: 't',
  });

describe('rates calendar', () => {
  it('one timeline per room type: a week of prices from the working date', async () => {
    serveRates({ roomTypes: [standard, deluxe] });
    await show();
    const timeline = await screen.findByRole('region', { name: 'Стандарт' });
    const cells = await within(timeline).findAllByRole('button', { name: /^Үндсэн үнэ, / });
    expect(cells).toHaveLength(7);
    expect(cells[0]!.getAttribute('data-date')).toBe('2026-12-09');
    expect(cells[0]!.textContent).toContain('150,000₮');
    expect(cells[0]!.getAttribute('aria-label')).toBe(
      'Үндсэн үнэ, 2026-12-09: 150,000₮ (үндсэн үнэ)',
    );
    // Today is marked in the header.
    expect(timeline.querySelector('[aria-current="date"]')?.textContent).toContain('9');
    expect(
      within(screen.getByRole('region', { name: 'Люкс' })).getByText(
        'Энэ өрөөний төрөлд үнэ байхгүй байна.',
      ),
    ).toBeTruthy();
  });

  it('month view shows 30 days; previous / next move by the view; not before 2000', async () => {
    serveRates();
    const { router } = await show('?start=2000-01-03');
    await screen.findByRole('region', { name: 'Стандарт' });
    expect(screen.getByTestId('calendar-range').textContent).toBe('2000-01-03 – 2000-01-09');
    fireEvent.click(screen.getByRole('radio', { name: 'Сар' }));
    await waitFor(() => expect(router.state.location.search).toContain('view=month'));
    expect(screen.getByTestId('calendar-range').textContent).toBe('2000-01-03 – 2000-02-01');
    // Back from 3 January 2000: the calendar stops at the first day of 2000.
    fireEvent.click(screen.getByRole('button', { name: 'Өмнөх сар' }));
    await waitFor(() =>
      expect(screen.getByTestId('calendar-range').textContent).toBe('2000-01-01 – 2000-01-30'),
    );
    expect((screen.getByRole('button', { name: 'Өмнөх сар' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Дараагийн сар' }));
    await waitFor(() =>
      expect(screen.getByTestId('calendar-range').textContent).toBe('2000-01-31 – 2000-02-29'),
    );
  });

  it('a date opens the rate dialog, which sets that one date on its weekday', async () => {
    const requests = serveRates({ plans: [basePlan] }, () => json({ id: 'rp-1', position: '8' }));
    await show();
    const timeline = await screen.findByRole('region', { name: 'Стандарт' });
    const [, thursday] = await within(timeline).findAllByRole('button', {
      name: /^Үндсэн үнэ, /,
    });
    fireEvent.click(thursday!);
    const dialog = await screen.findByRole('dialog', { name: '2026-12-10, Пүрэв' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Үнэ/ }), {
      target: { value: '120000' },
    });
    const stopSell = within(dialog).getByRole('switch', {
      name: /Борлуулалт зогсоох/,
    }) as HTMLInputElement;
    await switchOn(stopSell);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('/api/rate/plans/rp-1/daily/rates');
    expect(post.body).toEqual({
      days: [4],
      startDate: '2026-12-10',
      endDate: '2026-12-10',
      rate: '120000',
      priceOp: 1,
      minLos: '1',
      maxLos: '0',
      closedToArrival: false,
      closedToDeparture: false,
      stopSell: true,
    });
  });
});
