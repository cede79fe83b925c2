// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { stubCssEscapePerTest } from '../../test/css-escape';
import { type RecordedRequest, installFakeServer, json } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import { stubResizeObserverPerTest } from '../../test/resize-observer';
import { ReservationPage } from './reservation-page';
import { CASH, ON_INVOICE, posts, serveStay, show } from './test-fixtures';
import { aPayment, aReservation, owner } from '../../shared/reservations/test-server';
import type { Reservation } from '../../shared/reservations/reservations-api';

stubResizeObserverPerTest();

stubCssEscapePerTest();

afterEach(cleanup);

const METHODS = [
  CASH,
  {
    id: 'm-card',
    name: 'Карт',
    color: '#aa00aa',
    isPaid: true,
    incomeTypes: ['paid'],
    isDefault: false,
  },
  ON_INVOICE,
];
const CURRENCIES = [{ id: 'c-mnt', name: 'Төгрөг', shortName: 'MNT', rate: 1, isDefault: true }];

const serve = (reservation: Reservation, command: (r: RecordedRequest) => Response) =>
  serveStay(
    reservation,
    { '/api/payment/methods': METHODS, '/api/currencies': CURRENCIES },
    command,
  );

/** "Add payment" clicked: the dialog and its first line's method. */
const openPaymentDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Төлбөр нэмэх' }));
  const dialog = await screen.findByRole('dialog');
  const method = (await within(dialog).findByLabelText(
    '1. Төлбөрийн хэрэгсэл',
  )) as HTMLSelectElement;
  return { dialog, method };
};

describe('payments panel', () => {
  it('in English, names payment methods and currencies in English when they have English names', async () => {
    const methods = METHODS.map((m) => (m.id === 'm-cash' ? { ...m, nameEn: 'Cash' } : m));
    installFakeServer((request) => {
      if (request.url === '/api/user') return json(owner);
      if (request.url === '/api/reservations/r-1') {
        const reservation = aReservation({
          payments: [
            aPayment(1000, {
              pays: [
                {
                  paymentMethod: { id: 'm-cash', name: 'Бэлэн', nameEn: 'Cash', color: '#00aa00' },
                  amount: 1000,
                },
              ],
            }),
          ],
        });
        return json({ reservation });
      }
      if (request.url === '/api/payment/methods') return json({ data: methods, total: 3 });
      if (request.url === '/api/currencies') {
        return json({ data: [{ ...CURRENCIES[0], nameEn: 'Tugrik' }], total: 1 });
      }
      return json({ data: [], total: 0 });
    });
    await renderScreen(
      <Routes>
        <Route path="/en/p/:slug/reservation/:id" element={<ReservationPage />} />
      </Routes>,
      {
        path: '/en/p/h-1/reservation/r-1',
        language: 'en',
        namespaces: ['reservations', 'folio'],
        token: 't',
      },
    );
    const panel = await screen.findByTestId('payments-panel');
    expect(within(panel).getByText('Cash')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Add payment' }));
    const dialog = await screen.findByRole('dialog');
    const method = (await within(dialog).findByLabelText('Payment method 1')) as HTMLSelectElement;
    await waitFor(() => expect(method.value).toBe('m-cash'));
    const options = [...method.options].map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['Cash', 'Карт']));
    expect(within(dialog).getByRole('option', { name: 'Tugrik' })).toBeTruthy();
  });

  it('lists the payments with the balance; no add button once nothing is due', async () => {
    serve(
      aReservation({
        paid: 300000,
        balance: 0,
        payments: [aPayment(300000, { notes: 'Урьдчилгаа' })],
        allowed: { ...aReservation().allowed, pay: false },
      }),
      () => json({}),
    );
    await show();
    const panel = await screen.findByTestId('payments-panel');
    expect(within(panel).getAllByTestId('payment-row')).toHaveLength(1);
    expect(within(panel).getByText('Урьдчилгаа', { selector: 'span' })).toBeTruthy();
    expect(within(panel).getByTestId('folio-totals').textContent).toContain('0₮');
    expect(within(panel).queryByRole('button', { name: 'Төлбөр нэмэх' })).toBeNull();
  });

  it('starts at the balance in the default method, posts the lines, shows the server’s field errors', async () => {
    const requests = serve(aReservation(), (request) =>
      (request.body as { pays: unknown[] }).pays.length > 1
        ? json(
            {
              status: 400,
              title: 'Rule',
              errors: { 'pays.1.paymentMethod.id': ['Төлбөрийн хэрэгсэл олдсонгүй.'] },
            },
            400,
          )
        : json({ id: 'p-9', position: '5' }, 201),
    );
    await show();
    const { dialog, method } = await openPaymentDialog();
    await waitFor(() => expect(method.value).toBe('m-cash'));
    expect((within(dialog).getByLabelText('1. Дүн') as HTMLInputElement).value).toBe('300,000');

    // Two lines: the second is refused by the server, under its field.
    fireEvent.change(within(dialog).getByLabelText('1. Дүн'), { target: { value: '200000' } });
    expect(within(dialog).getByRole('heading').textContent).toContain('үлдэх 100,000₮');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Мөр нэмэх' }));
    fireEvent.change(within(dialog).getByLabelText('2. Төлбөрийн хэрэгсэл'), {
      target: { value: 'm-card' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Төлбөр бүртгэх' }));
    expect(await within(dialog).findByText('Төлбөрийн хэрэгсэл олдсонгүй.')).toBeTruthy();
    const sent = posts(requests).at(-1)!;
    expect(sent.url).toBe('/api/payments');
    expect(sent.body).toEqual({
      id: 'r-1',
      incomeType: 'paid',
      billType: 'individual',
      currency: null,
      pays: [
        { paymentMethod: { id: 'm-cash' }, amount: 200000 },
        { paymentMethod: { id: 'm-card' }, amount: 100000 },
      ],
      notes: null,
    });

    // A receivable: one line, methods that take receivables, bill to an organisation.
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Авлага' }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Мөр нэмэх' })).toBeNull(),
    );
    expect(within(dialog).queryByLabelText('2. Дүн')).toBeNull();
    const options = [
      ...(within(dialog).getByLabelText('1. Төлбөрийн хэрэгсэл') as HTMLSelectElement).options,
    ].map((o) => o.textContent);
    expect(options).toEqual(['Төлбөрийн хэрэгсэл сонгоно уу', 'Нэхэмжлэх']);
    expect((within(dialog).getByLabelText('Баримтын төрөл') as HTMLSelectElement).value).toBe(
      'organization',
    );
  });

  it('reads amounts strictly, gives change only on cash, and keeps "Post payment" off while invalid', async () => {
    const requests = serve(aReservation(), () => json({ id: 'p-9', position: '5' }, 201));
    await show();
    const { dialog, method } = await openPaymentDialog();
    await waitFor(() => expect(method.value).toBe('m-cash'));
    const submit = within(dialog).getByRole('button', { name: 'Төлбөр бүртгэх' });
    const amount = within(dialog).getByLabelText('1. Дүн');

    // What would once have been concatenated is a field error, and nothing can be posted.
    fireEvent.change(amount, { target: { value: '300,000300,000' } });
    expect(within(dialog).getByText('Зөвхөн тоо оруулна уу, жишээ нь 182,000.')).toBeTruthy();
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '400,000' } });
    expect(within(dialog).getByText(/Үлдэгдэл 300,000₮-өөс 100,000₮-өөр их/)).toBeTruthy();
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    // A cash line: the money handed over gives the change, posted with the line.
    fireEvent.change(amount, { target: { value: '300,000' } });
    fireEvent.change(within(dialog).getByLabelText(/1\. Авсан мөнгө/), {
      target: { value: '320,000' },
    });
    expect(within(dialog).getByText('Буцааж өгөх хариулт: 20,000₮')).toBeTruthy();
    // A card takes no money handed over: no such field.
    fireEvent.change(method, { target: { value: 'm-card' } });
    expect(within(dialog).queryByLabelText(/1\. Авсан мөнгө/)).toBeNull();
    fireEvent.change(method, { target: { value: 'm-cash' } });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]?.body).toMatchObject({
      pays: [{ paymentMethod: { id: 'm-cash' }, amount: 300000, tendered: 320000 }],
    });
  });
});
