// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubCssEscapePerTest } from '../../test/css-escape';
import { installFakeServer, json } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import type { Income } from '../../shared/reservations/folio-api';
import { EditIncomeDialog } from './income-dialogs';
import { PayReceivableDialog } from './pay-receivable-dialog';

stubCssEscapePerTest();

afterEach(cleanup);

const METHODS = [
  { id: 'm-card', name: 'Карт', color: '#aa00aa', incomeTypes: ['paid'], isDefault: false },
  { id: 'm-inv', name: 'Нэхэмжлэх', color: '#0000aa', incomeTypes: ['receivable'] },
];

const INCOME: Income = {
  id: 'i-1',
  refId: 'p-1',
  reservation: {
    id: 'r-1',
    number: 12,
    groupId: 'g-1',
    checkIn: '2026-12-09',
    checkOut: '2026-12-11',
    status: 'checked-out',
  },
  incomeType: 'receivable',
  amount: 200000,
  currency: 'MNT',
  rate: 1,
  currencyAmount: 200000,
  incomePays: [],
  paidPays: [],
  paymentMethodIds: [],
  payer: { name: 'Бат', surname: 'Сүх', nationality: 'Монгол', phoneNumber: null, email: null },
  userName: null,
  postedDate: '2026-12-09',
  paidAt: null,
  notes: null,
  billType: 'organization',
  isPaid: false,
  isAudited: false,
  createdAt: '2026-12-09T02:00:00.000Z',
  allowed: { pay: true, edit: true },
};

const serve = (answer: () => Response) =>
  installFakeServer((request) =>
    request.method === 'GET'
      ? request.url === '/api/payment/methods'
        ? json({ data: METHODS, total: 2 })
        : json({ data: [], total: 0 })
      : answer(),
  );

describe('the pay form of a receivable', () => {
  it('pays it in lines of received money, judged on submit, on the working date', async () => {
    const requests = serve(() =>
      json({ status: 422, title: 'Rule', errors: { paidAt: ['Огноо буруу.'] } }, 422),
    );
    await renderScreen(
      <PayReceivableDialog
        slug="h-1"
        income={INCOME}
        workingDate="2026-12-10"
        open
        onOpenChange={() => {}}
      />,
      { namespaces: ['folio'], token: 't' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Авлага төлөх' });
    expect((within(dialog).getByLabelText('Төлсөн огноо') as HTMLInputElement).value).toBe(
      '2026-12-10',
    );
    const method = within(dialog).getByLabelText('1. Төлбөрийн хэрэгсэл') as HTMLSelectElement;
    await waitFor(() => expect(method.options).toHaveLength(2));
    // Received money only, and no method until one is chosen.
    expect([...method.options].map((o) => o.textContent)).toEqual([
      'Төлбөрийн хэрэгсэл сонгоно уу',
      'Карт',
    ]);
    expect(method.value).toBe('');
    // An amount that is not one is said so on submit, as is the missing method.
    fireEvent.change(within(dialog).getByLabelText('1. Дүн'), { target: { value: '20,00' } });
    expect(within(dialog).queryByText('Зөвхөн тоо оруулна уу, жишээ нь 182,000.')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Төлбөр бүртгэх' }));
    expect(
      await within(dialog).findByText('Зөвхөн тоо оруулна уу, жишээ нь 182,000.'),
    ).toBeTruthy();
    expect(method.getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    // Two lines adding up to the receivable; the server's refusal lands under its field.
    fireEvent.change(method, { target: { value: 'm-card' } });
    fireEvent.change(within(dialog).getByLabelText('1. Дүн'), { target: { value: '150000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Мөр нэмэх' }));
    expect((within(dialog).getByLabelText('2. Дүн') as HTMLInputElement).value).toBe('50,000');
    fireEvent.change(within(dialog).getByLabelText('2. Төлбөрийн хэрэгсэл'), {
      target: { value: 'm-card' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Төлбөр бүртгэх' }));
    expect(await within(dialog).findByText('Огноо буруу.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Төлсөн огноо').getAttribute('aria-invalid')).toBe('true');
    const sent = requests.filter((r) => r.method === 'POST');
    expect(sent.at(-1)).toMatchObject({
      url: '/api/incomes/pay',
      body: {
        id: 'i-1',
        reservationId: 'r-1',
        paidAt: '2026-12-10',
        pays: [
          { paymentMethod: { id: 'm-card' }, amount: 150000 },
          { paymentMethod: { id: 'm-card' }, amount: 50000 },
        ],
      },
    });
  });
});

describe('the edit form of an owed income', () => {
  it('sends its bill type and notes (trimmed, none when empty)', async () => {
    const requests = serve(() => json({ position: '3' }));
    const onOpenChange = vi.fn();
    await renderScreen(
      <EditIncomeDialog
        slug="h-1"
        dialog={{ item: INCOME, open: true, show: vi.fn(), onOpenChange }}
      />,
      { namespaces: ['folio'], token: 't' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Орлого засах' });
    fireEvent.change(within(dialog).getByLabelText('Баримт'), {
      target: { value: 'individual' },
    });
    fireEvent.change(within(dialog).getByLabelText('Тэмдэглэл'), {
      target: { value: '  Гэрээ Г-17 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: '/api/incomes/edit',
      body: { id: 'i-1', reservationId: 'r-1', billType: 'individual', notes: 'Гэрээ Г-17' },
    });
  });
});
