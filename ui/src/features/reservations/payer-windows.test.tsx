// @vitest-environment jsdom
import { type Routing, unsettledOf, windowsOf } from '@hotel/events/folio/routing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { stubCssEscapePerTest } from '../../test/css-escape';
import { type RecordedRequest, installFakeServer, json } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import { stubResizeObserverPerTest } from '../../test/resize-observer';
import { NewInvoicePage } from '../invoices';
import { GroupPage } from './group-page';
import { CASH, ON_INVOICE, posts, serveStay, show } from './test-fixtures';
import { aGroup, aPayment, aReservation, owner } from '../../shared/reservations/test-server';
import type { Reservation } from '../../shared/reservations/reservations-api';
import type { Payment } from '../../shared/reservations/folio-api';

stubResizeObserverPerTest();

stubCssEscapePerTest();

afterEach(cleanup);

const METHODS = [CASH, ON_INVOICE];
const PARTNERS = [
  { id: 'pt-1', name: 'Монос ХХК', type: 'client', discount: 0 },
  { id: 'pt-2', name: 'Жуулчин Тур', type: 'partner', discount: 0 },
];

/** Two nights (300,000₮), a minibar (30,000₮) and a city tax on top (6,000₮). */
const PRICE: Reservation['price'] = {
  ...aReservation().price,
  lines: [
    ...aReservation().price.lines,
    { kind: 'service', name: 'Минибар', quantity: 1, price: 30000, amount: 30000 },
    { kind: 'tax', name: 'Хотын татвар', quantity: 1, price: 6000, amount: 6000 },
  ],
  total: 336000,
};

const DEPOSIT: Payment = aPayment(30000);

/** The room and its taxes to Монос ХХК (window 2), the minibar to the guest. */
const ROUTED: Routing = {
  windows: [{ windowId: '2', partnerClone: { partnerId: 'pt-1', name: 'Монос ХХК', discount: 0 } }],
  routes: { room: '2', tax: '2', service: '1', extraBed: '1' },
};

/** The stay as the read model answers it, its windows by the server's own arithmetic. */
const aStay = (routing: Routing | null, overrides: Partial<Reservation> = {}): Reservation => {
  const payments = overrides.payments ?? [DEPOSIT];
  const windows = windowsOf({
    routing,
    price: PRICE,
    fee: null,
    payments: payments.map((p) => ({ windowId: p.windowId ?? null, net: p.amountMnt })),
  });
  const paid = payments.reduce((sum, p) => sum + p.amountMnt, 0);
  return aReservation({
    price: PRICE,
    amount: PRICE.total,
    payments,
    paid,
    balance: PRICE.total - paid,
    routing,
    windows,
    unsettled: unsettledOf(windows),
    ...overrides,
  });
};

const serve = (reservation: Reservation, command: (r: RecordedRequest) => Response) =>
  serveStay(reservation, { '/api/payment/methods': METHODS, '/api/partners': PARTNERS }, command);

describe('payer windows on the folio', { timeout: 20_000 }, () => {
  it('one payer: the panel is as it was, with a "Payers" button and no window blocks', async () => {
    serve(aStay(null), () => json({}));
    await show();
    const panel = await screen.findByTestId('payments-panel');
    expect(within(panel).getByRole('button', { name: 'Төлөгч' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Төлбөр нэмэх' })).toBeTruthy();
    expect(within(panel).queryByTestId('folio-window-1')).toBeNull();
    expect(within(panel).getAllByTestId('payment-row')).toHaveLength(1);
    expect(screen.queryAllByTestId('paid-by')).toHaveLength(0);
  });

  it('routes the room and taxes to a partner: POST /api/folio/routing, server errors under the field', async () => {
    const requests = serve(aStay(null), () =>
      posts(requests).length === 1
        ? json(
            {
              status: 422,
              title: 'Invalid',
              errors: { 'windows.0.partnerId': ['Харилцагч олдсонгүй.'] },
            },
            422,
          )
        : json({ position: '9', reservationIds: ['r-1'] }),
    );
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Төлөгч' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('routing-window-1').textContent).toContain('Дорж Бат');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Төлөгч нэмэх' }));
    // Saving without a partner is caught before anything is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    expect(
      await within(dialog).findByText('Хамтрагч байгууллага сонгоно уу', { selector: 'span' }),
    ).toBeTruthy();
    expect(posts(requests)).toHaveLength(0);

    const partner = within(dialog).getByLabelText(/2-р цонхыг төлөх байгууллага/);
    await within(dialog).findByRole('option', { name: 'Монос ХХК' });
    fireEvent.change(partner, { target: { value: 'pt-1' } });
    fireEvent.change(within(dialog).getByLabelText('Өрөө'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Татвар'), { target: { value: '2' } });
    // Each window shows what it would be charged: the room and its tax, 306,000₮.
    expect(within(dialog).getByTestId('routing-window-2').textContent).toContain('306,000₮');
    expect(within(dialog).getByTestId('routing-window-1').textContent).toContain('30,000₮');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Хадгалах' }));
    expect(await within(dialog).findByText('Харилцагч олдсонгүй.')).toBeTruthy();
    expect(posts(requests)[0]).toMatchObject({
      url: '/api/folio/routing',
      body: {
        reservationIds: ['r-1'],
        windows: [{ windowId: '2', partnerId: 'pt-1' }],
        routes: { room: '2', tax: '2', service: '1', extraBed: '1' },
      },
    });
  });

  it('two payers: a block per window with its payer, charges and balance; a payment to window 2', async () => {
    const requests = serve(aStay(ROUTED), () => json({ id: 'p-9', position: '5' }, 201));
    await show();
    const panel = await screen.findByTestId('payments-panel');
    const guest = await within(panel).findByTestId('folio-window-1');
    const company = within(panel).getByTestId('folio-window-2');
    expect(within(guest).getByTestId('window-payer').textContent).toBe('Дорж Бат');
    expect(within(guest).getByTestId('window-kinds').textContent).toBe(
      'Төлөх: Үйлчилгээ, Нэмэлт ор',
    );
    expect(within(guest).getAllByTestId('payment-row')).toHaveLength(1);
    expect(within(company).getByTestId('window-payer').textContent).toBe('Монос ХХК');
    expect(within(company).getByTestId('window-kinds').textContent).toBe('Төлөх: Өрөө, Татвар');
    expect(within(company).getByTestId('window-totals').textContent).toContain('306,000₮');
    // The charges' panels say who pays them.
    expect(within(screen.getByTestId('services-panel')).getByTestId('paid-by').textContent).toBe(
      'Төлөгч: 1-р цонх · Дорж Бат',
    );
    expect(within(screen.getByTestId('taxes-panel')).getByTestId('paid-by').textContent).toBe(
      'Төлөгч: 2-р цонх · Монос ХХК',
    );
    // The guest's window is settled: no payment is offered there, only in the company's.
    expect(within(guest).queryByRole('button', { name: /Төлбөр нэмэх/ })).toBeNull();
    expect(
      within(company)
        .getByRole('link', { name: /Баримт/ })
        .getAttribute('href'),
    ).toContain('/p/h-1/p/payment/r-1?window=2');
    expect(
      within(company).getByRole('link', { name: 'Нэхэмжлэх үүсгэх' }).getAttribute('href'),
    ).toContain('groupId=g-1&resId=r-1&window=2');

    fireEvent.click(
      within(company).getByRole('button', { name: 'Төлбөр нэмэх: 2-р цонх · Монос ХХК' }),
    );
    const dialog = await screen.findByRole('dialog');
    const method = (await within(dialog).findByLabelText(
      '1. Төлбөрийн хэрэгсэл',
    )) as HTMLSelectElement;
    await waitFor(() => expect(method.value).toBe('m-cash'));
    expect(within(dialog).getByText(/2-р цонх, Монос ХХК · үлдэгдэл 306,000₮/)).toBeTruthy();
    expect((within(dialog).getByLabelText('1. Дүн') as HTMLInputElement).value).toBe('306,000');
    expect((within(dialog).getByLabelText('Баримтын төрөл') as HTMLSelectElement).value).toBe(
      'organization',
    );
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Авлага' }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Мөр нэмэх' })).toBeNull(),
    );
    fireEvent.change(within(dialog).getByLabelText('1. Төлбөрийн хэрэгсэл'), {
      target: { value: 'm-inv' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Төлбөр бүртгэх' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]).toMatchObject({
      url: '/api/payments',
      body: {
        id: 'r-1',
        incomeType: 'receivable',
        pays: [{ paymentMethod: { id: 'm-inv' }, amount: 306000 }],
        windowId: '2',
      },
    });
  });

  it('moves a payment to another window: POST /api/payments/window', async () => {
    const requests = serve(aStay(ROUTED), () => json({ position: '6' }));
    await show();
    const guest = await screen.findByTestId('folio-window-1');
    fireEvent.click(
      within(guest).getByRole('button', { name: '30,000₮ төлбөрийг өөр цонх руу шилжүүлэх' }),
    );
    // A menu entry is picked as a pointer does (highlighted on pointer down, chosen on click).
    const item = await screen.findByRole('menuitem', { name: '2-р цонх · Монос ХХК руу' });
    fireEvent.pointerDown(item);
    await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
    fireEvent.click(item);
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]).toMatchObject({
      url: '/api/payments/window',
      body: { reservationId: 'r-1', paymentId: 'p-1', windowId: '2' },
    });
  });

  it('a check-out refused while a window owes names the window', async () => {
    const stay = aStay(ROUTED, { status: 'checked-in' });
    serve(
      {
        ...stay,
        allowed: {
          ...stay.allowed,
          statuses: [],
          refusedStatuses: [
            { status: 'checked-out', rule: 'reservation.balanceDue', params: { balance: 306000 } },
          ],
        },
      },
      () => json({}),
    );
    await show();
    const reasons = await screen.findAllByTestId('action-reason');
    expect(reasons.map((r) => r.textContent)).toContain(
      '306,000₮ үлдэгдэл төлөгдөөгүй: 2-р цонх · Монос ХХК — 306,000₮',
    );
  });

  it('the group page routes every open room to one partner in one call', async () => {
    const rooms = [
      aReservation({ id: 'r-1', number: 12 }),
      aReservation({ id: 'r-2', number: 13, status: 'checked-in' }),
      aReservation({ id: 'r-3', number: 14, status: 'checked-out' }),
    ];
    const requests = installFakeServer((request) => {
      if (request.method === 'GET') {
        if (request.url === '/api/user') return json(owner);
        if (request.url === '/api/groups/g-1') return json({ group: aGroup(rooms) });
        if (request.url === '/api/partners') return json({ data: PARTNERS, total: 2 });
        return json({ data: [], total: 0 });
      }
      return json({ position: '7', reservationIds: ['r-1', 'r-2'] });
    });
    renderScreen(
      <Routes>
        <Route path="/p/:slug/group/:id" element={<GroupPage />} />
      </Routes>,
      { path: '/p/h-1/group/g-1', namespaces: ['reservations', 'folio'], token: 't' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Бүх өрөөг нэг төлөгчид' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Гарсан, цуцлагдсан эсвэл ирээгүй 1 өрөөг/)).toBeTruthy();
    await within(dialog).findByRole('option', { name: 'Жуулчин Тур' });
    fireEvent.change(within(dialog).getByLabelText(/Төлөх байгууллага/), {
      target: { value: 'pt-2' },
    });
    // The room and its taxes at first; the minibar too.
    const services = within(dialog).getByRole('checkbox', {
      name: 'Үйлчилгээ',
    }) as HTMLInputElement;
    fireEvent.click(services);
    await waitFor(() => expect(services.checked).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Өрөөнүүдийг шилжүүлэх' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]).toMatchObject({
      url: '/api/folio/routing',
      body: {
        reservationIds: ['r-1', 'r-2'],
        windows: [{ windowId: '2', partnerId: 'pt-2' }],
        routes: { room: '2', tax: '2', service: '2', extraBed: '1' },
      },
    });
  });

  it("a window's invoice offers that window's charges only, billed to its payer (windowId sent)", async () => {
    const stay = aStay(ROUTED);
    const line = (key: string, itemType: string, name: string, amount: number) => ({
      key,
      itemType,
      date: itemType === 'tax' ? null : '2026-12-09',
      name,
      quantity: 1,
      price: amount,
      amount,
      percentage: itemType === 'tax' ? 1 : null,
      inclusive: itemType === 'tax' ? false : null,
    });
    const requests = installFakeServer((request) => {
      if (request.method === 'GET') {
        if (request.url === '/api/user') return json(owner);
        if (request.url === '/api/reservations/r-1') return json({ reservation: stay });
        if (request.url === '/api/invoices/draft') {
          return json({
            groupId: 'g-1',
            groupNumber: 7,
            resId: 'r-1',
            reservationNumbers: [12],
            guestName: 'Дорж',
            guestSurname: 'Бат',
            email: null,
            partnerName: null,
            candidates: [
              line('room:r-1', 'room', 'Стандарт · 101', 300000),
              line('item:r-1:i-1', 'item', 'Минибар', 30000),
              line('tax:t-2', 'tax', 'Хотын татвар', 6000),
            ],
          });
        }
        return json({ data: [], total: 0 });
      }
      return json({ id: 'inv-1', number: 5, position: '8' }, 201);
    });
    renderScreen(
      <Routes>
        <Route path="/p/:slug/new/invoice" element={<NewInvoicePage />} />
        <Route path="/p/:slug/invoice/:id" element={<p>invoice</p>} />
      </Routes>,
      {
        path: '/p/h-1/new/invoice?groupId=g-1&resId=r-1&window=2',
        namespaces: ['invoices', 'folio'],
        token: 't',
      },
    );
    expect((await screen.findByTestId('invoice-for')).textContent).toBe(
      '№12 захиалга · 2-р цонх, төлөгч Монос ХХК',
    );
    const lines = screen.getAllByTestId('invoice-candidate').map((row) => row.textContent);
    expect(lines).toHaveLength(2);
    expect(lines.join(' ')).not.toContain('Минибар');
    expect(screen.getByTestId('invoice-preview').textContent).toContain('300,000₮');
    fireEvent.click(screen.getByRole('button', { name: 'Нэхэмжлэх үүсгэх' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]).toMatchObject({
      url: '/api/invoices',
      body: {
        groupId: 'g-1',
        resId: 'r-1',
        windowId: '2',
        customer: { customerName: 'Монос ХХК' },
      },
    });
  });

  it('the history names the payers before → after, a moved payment and a partner window’s payment', async () => {
    const bold = { kind: 'user', user: { userId: 'u-1', name: 'Болд', email: null } };
    const entry = (id: string, type: string, details: Record<string, unknown>) => ({
      id,
      type,
      revision: 1,
      occurredAt: '2026-12-09T03:00:00.000Z',
      commandType: type,
      actor: bold,
      details,
      changes: [],
    });
    const everything = ['room', 'tax', 'service', 'extraBed'];
    installFakeServer((request) => {
      if (request.url === '/api/user') return json(owner);
      if (request.url === '/api/reservations/r-1/history') {
        return json({
          timeZone: 'Asia/Ulaanbaatar',
          entries: [
            entry('e-1', 'FolioRoutingSet', {
              before: [{ windowId: '1', partner: null, kinds: everything }],
              after: [
                { windowId: '1', partner: null, kinds: ['service', 'extraBed'] },
                { windowId: '2', partner: 'Монос ХХК', kinds: ['room', 'tax'] },
              ],
            }),
            entry('e-2', 'PaymentWindowChanged', {
              amountMnt: 30000,
              from: '1',
              to: '2',
              fromPayer: null,
              toPayer: 'Монос ХХК',
            }),
            entry('e-3', 'PaymentPosted', {
              amount: 306000,
              amountMnt: 306000,
              currency: 'MNT',
              incomeType: 'receivable',
              methods: ['Нэхэмжлэх'],
              windowId: '2',
              payer: 'Монос ХХК',
            }),
          ],
        });
      }
      if (request.url === '/api/reservations/r-1') return json({ reservation: aStay(ROUTED) });
      return json({ data: [], total: 0 });
    });
    await show('mn', '?tab=history');
    const panel = await screen.findByTestId('history-panel');
    const text = within(panel)
      .getAllByTestId('history-entry')
      .map((item) => item.querySelector('p')?.textContent);
    expect(text).toEqual(
      expect.arrayContaining([
        'Төлөгч өөрчлөгдөв: Зочин: Өрөө, Татвар, Үйлчилгээ, Нэмэлт ор → Зочин: Үйлчилгээ, Нэмэлт ор; Монос ХХК: Өрөө, Татвар',
        '30,000₮ төлбөрийг 1-р цонхноос (Зочин) 2-р цонх руу (Монос ХХК) шилжүүлэв',
        'Төлбөр хүлээн авав: 306,000₮ (Авлага; Нэхэмжлэх) — 2-р цонх, Монос ХХК',
      ]),
    );
  });
});
