// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-server';
import { renderRoutes } from '../../test/render';
import { RatePlanRatesPage } from './rate-plan-rates-page';
import { basePlan, serveRates, standard } from './test-server';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const deluxe = { ...standard, id: 'rt-2', name: 'Люкс', shortName: 'Л' };
const suite = { ...standard, id: 'rt-3', name: 'Сюит', shortName: 'С' };
const deluxePlan = {
  ...basePlan,
  id: 'rp-3',
  name: 'Люкс үнэ',
  roomType: { id: 'rt-2', name: 'Люкс', nameEn: null },
};
const fixedPlan = {
  ...basePlan,
  id: 'rp-2',
  name: 'Тогтмол',
  type: 'other' as const,
  isDaily: false,
  isOta: false,
};

const show = (id: string) =>
  renderRoutes([{ path: '/p/:slug/s/rate/plans/:id', Component: RatePlanRatesPage }], {
    path: `/p/h-1/s/rate/plans/${id}`,
    namespaces: ['rates'],
    token: 't',
  });

describe('rate calendar editor', () => {
  it('a plan that is not daily: a message, no editor', async () => {
    serveRates({ plans: [basePlan, fixedPlan] });
    await show('rp-2');
    expect(await screen.findByTestId('not-daily')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Үнэ хадгалах' })).toBeNull();
  });

  it('sets rates on the chosen weekdays of a range; no weekday: save disabled', async () => {
    const requests = serveRates({}, () => json({ id: 'rp-1', position: '9' }));
    await show('rp-1');
    const save = (await screen.findByRole('button', { name: 'Үнэ хадгалах' })) as HTMLButtonElement;
    // The week from the working date, every day chosen.
    expect((screen.getByLabelText(/^Эхлэх огноо/) as HTMLInputElement).value).toBe('2026-12-09');
    expect((screen.getByLabelText(/^Дуусах огноо/) as HTMLInputElement).value).toBe('2026-12-15');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Бүх өдөр' }));
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(screen.getAllByText('Үнийн өдөр сонгоно уу.').length).toBeGreaterThan(0);

    fireEvent.change(screen.getByLabelText(/^Эхлэх огноо/), { target: { value: '2026-12-07' } });
    fireEvent.change(screen.getByLabelText(/^Дуусах огноо/), { target: { value: '2026-12-13' } });
    for (const day of ['Даваа', 'Мягмар', 'Лхагва', 'Пүрэв', 'Баасан']) {
      fireEvent.click(screen.getByRole('button', { name: day }));
    }
    expect(screen.getByText('5 өдөр өөрчлөгдөнө')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Үнэ/ }), {
      target: { value: '100,000' },
    });
    fireEvent.change(screen.getByLabelText('Хамгийн бага хоног'), { target: { value: '2' } });
    const stopSell = screen.getByRole('radiogroup', { name: 'Борлуулалт зогсоох' });
    fireEvent.click(within(stopSell).getByRole('radio', { name: 'Нээх' }));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('/api/rate/plans/rp-1/daily/rates');
    expect(post.body).toEqual({
      days: [1, 2, 3, 4, 5],
      startDate: '2026-12-07',
      endDate: '2026-12-13',
      rate: '100000',
      priceOp: 1,
      minLos: '2',
      maxLos: '',
      closedToArrival: null,
      closedToDeparture: null,
      stopSell: false,
    });
    expect(await screen.findByText('Үнийг хадгаллаа')).toBeTruthy();
  });

  it('shows the server’s field errors under the fields', async () => {
    serveRates({}, () =>
      json(
        {
          status: 422,
          title: 'Invalid',
          errors: { endDate: ['Хугацаа хэт урт байна (2 жил хүртэл).'] },
        },
        422,
      ),
    );
    await show('rp-1');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Үнэ/ }), {
      target: { value: '90000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Үнэ хадгалах' }));
    expect(await screen.findByText('Хугацаа хэт урт байна (2 жил хүртэл).')).toBeTruthy();
  });

  it('the room type selector replaces the route, or says no price exists', async () => {
    serveRates({ roomTypes: [standard, deluxe, suite], plans: [basePlan, deluxePlan] });
    const { router } = await show('rp-1');
    const roomType = (await screen.findByLabelText('Өрөөний төрөл')) as HTMLSelectElement;
    fireEvent.change(roomType, { target: { value: 'rt-3' } });
    expect(await screen.findByTestId('no-price')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/p/h-1/s/rate/plans/rp-1');
    fireEvent.change(roomType, { target: { value: 'rt-2' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/p/h-1/s/rate/plans/rp-3'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
