import { describe, expect, it } from 'vitest';
import { addDays } from '@hotel/events/dates';
import {
  hotel,
  today,
  cash,
  invoiceMethod,
  acme,
  cityTax,
  category,
  minibar,
  pays,
  book,
  detail,
  windowsOf,
  historyTypes,
  companyRouting,
  errorFields,
  usePayerRoutingWorld,
} from '../support/payer-routing-world';

/**
 * Payer routing over HTTP (docs/folio.md "Payer routing"): the room and its taxes routed to a
 * company, the minibar to the guest; each window paid on its own (the company's by a
 * receivable), the check-out refused while a window owes; a payment moved between windows;
 * bad input on every new command and field, each a clear 4xx storing nothing; a group routed
 * to one master payer in one call; an invoice and the documents of one window.
 *
 * Figures: 2 nights × 100,000 = 200,000 (room), minibar 2 × 15,000 = 30,000 (service), city
 * tax 1 % on top of 230,000 = 2,300 (tax). Window 2 (Acme: room and tax) = 202,300; window 1
 * (the guest: services and extra beds) = 30,000; the stay 232,300.
 */

usePayerRoutingWorld();

describe('a company pays the room, the guest the minibar', () => {
  let C = '';

  it('routes, pays each window, and checks out only once every window is settled', async () => {
    [C] = (await book('101')) as [string];
    await hotel.post('/tax/clones', { id: C, tax: { id: cityTax } }, 201);
    await hotel.post(
      '/items',
      { id: C, serviceCategory: { id: category }, service: { id: minibar }, quantity: 2 },
      201,
    );
    await hotel.post('/reservations/status', { id: C, status: 'checked-in' }, 200);
    const routed = await hotel.post('/folio/routing', companyRouting([C]), 200);
    expect(routed.body).toMatchObject({ reservationIds: [C], changed: [C] });
    expect(await windowsOf(C)).toEqual([
      ['1', null, 30_000, 0, 30_000],
      ['2', 'Acme ХХК', 202_300, 0, 202_300],
    ]);
    // The same routing again writes nothing.
    expect((await hotel.post('/folio/routing', companyRouting([C]), 200)).body.changed).toEqual([]);
    expect(await historyTypes(C)).toEqual(['FolioRoutingSet']);

    // The guest's window takes what is routed to it, no more.
    const over = await hotel.post(
      '/payments',
      { id: C, windowId: '1', pays: pays(cash, 30_001) },
      400,
    );
    expect(errorFields(over)).toEqual(['pays.0.amount']);
    await hotel.post('/payments', { id: C, windowId: '1', pays: pays(cash, 30_000) }, 201);
    const refused = await hotel.post('/reservations/status', { id: C, status: 'checked-out' }, 400);
    expect(refused.body.code).toBe('reservation.balanceDue');

    // The company's window: a receivable (Acme pays it later from the incomes page).
    const receivable = await hotel.post(
      '/payments',
      {
        id: C,
        windowId: '2',
        incomeType: 'receivable',
        billType: 'organization',
        pays: pays(invoiceMethod, 202_300),
      },
      201,
    );
    // The incomes page names who owes it: the window's partner.
    const income = (await hotel.get(`/incomes/${receivable.body.id}`).expect(200)).body;
    expect(income).toMatchObject({
      windowId: '2',
      payerPartner: { partnerId: acme, name: 'Acme ХХК' },
      isPaid: false,
    });
    const settled = await detail(C);
    expect(settled.unsettled).toBe(0);
    expect(settled.payments.map((p) => [p.amountMnt, p.windowId ?? '1'])).toEqual([
      [30_000, '1'],
      [202_300, '2'],
    ]);
    await hotel.post('/reservations/status', { id: C, status: 'checked-out' }, 200);
    // A checked-out stay's books are closed: its payers are not changed.
    const closed = await hotel.post(
      '/folio/routing',
      { ...companyRouting([C]), routes: { room: '1', tax: '1', service: '1', extraBed: '1' } },
      400,
    );
    expect(closed.body.code).toBe('folio.routingClosed');
  });

  it('an invoice for window 2 holds only the routed lines, addressed to the partner', async () => {
    const { groupId } = await detail(C);
    // The draft of window 2: its partner as the customer, only its lines.
    const draft = (
      await hotel.get(`/invoices/draft?groupId=${groupId}&resId=${C}&window=2`).expect(200)
    ).body as { partnerName: string; candidates: { key: string; amount: number }[] };
    expect(draft.partnerName).toBe('Acme ХХК');
    // The VAT included in the prices (10 %, the property's default) is the window's share:
    // the stay's 230,000 / 11 = 20,909, of which the guest's 30,000 holds 2,727.
    expect(draft.candidates.map((c) => [c.key, c.amount])).toEqual([
      [`room:${C}`, 200_000],
      [expect.stringMatching(/^tax:/), 18_182],
      [`tax:${cityTax}`, 2_300],
    ]);
    await hotel.get(`/invoices/draft?groupId=${groupId}&resId=${C}&window=3`).expect(404);
    // `windowId` (the command's name for it) is read the same.
    expect(
      (await hotel.get(`/invoices/draft?groupId=${groupId}&resId=${C}&windowId=2`).expect(200)).body
        .candidates,
    ).toEqual(draft.candidates);
    const made = await hotel.post(
      '/invoices',
      {
        groupId,
        resId: C,
        windowId: '2',
        customer: {
          customerName: draft.partnerName,
          invoiceDate: today,
          paymentPeriod: addDays(today, 14),
        },
      },
      201,
    );
    const invoice = (await hotel.get(`/invoices/${made.body.id}`).expect(200)).body;
    const issued = (invoice.invoice ?? invoice) as {
      customer: { customerName: string };
      items: { key: string; itemType: string; amount: number }[];
      fullTotalAmount: number;
      windowId: string;
    };
    expect(issued.customer.customerName).toBe('Acme ХХК');
    expect(issued.windowId).toBe('2');
    expect(issued.items.filter((i) => i.itemType !== 'tax').map((i) => [i.key, i.amount])).toEqual([
      [`room:${C}`, 200_000],
    ]);
    expect(issued.items.find((i) => i.key === `tax:${cityTax}`)?.amount).toBe(2_300);
    expect(issued.fullTotalAmount).toBe(202_300);
    // Window 1's invoice: the minibar only.
    const guest = await hotel.post(
      '/invoices',
      {
        groupId,
        resId: C,
        windowId: '1',
        customer: { customerName: 'Бат', invoiceDate: today, paymentPeriod: today },
      },
      201,
    );
    const guestInvoice = (await hotel.get(`/invoices/${guest.body.id}`).expect(200)).body as {
      items: { key: string; itemType: string; amount: number; inclusive: boolean | null }[];
      fullTotalAmount: number;
    };
    // The minibar and the VAT included in it (2,727); the city tax is the company's.
    expect(guestInvoice.items.map((i) => [i.itemType, i.amount, i.inclusive])).toEqual([
      ['item', 30_000, null],
      ['tax', 2_727, true],
    ]);
    expect(guestInvoice.fullTotalAmount).toBe(30_000);
    const bad = await hotel.post(
      '/invoices',
      {
        groupId,
        windowId: '5',
        customer: { customerName: 'X', invoiceDate: today, paymentPeriod: today },
      },
      422,
    );
    expect(errorFields(bad)).toEqual(['windowId']);
    // A window the stay does not have.
    await hotel.post(
      '/invoices',
      {
        groupId,
        resId: C,
        windowId: '3',
        customer: { customerName: 'X', invoiceDate: today, paymentPeriod: today },
      },
      400,
    );
  });

  it('the documents of one window show only its charges, payments and balance', async () => {
    const window = (await hotel.get(`/documents/reservations/${C}?window=2`).expect(200)).body;
    expect(window.totals).toEqual({ amount: 202_300, paid: 202_300, balance: 0 });
    expect(window.reservations[0].payments.map((p: { amountMnt: number }) => p.amountMnt)).toEqual([
      202_300,
    ]);
    const guest = (await hotel.get(`/documents/reservations/${C}?window=1`).expect(200)).body;
    expect(guest.totals).toEqual({ amount: 30_000, paid: 30_000, balance: 0 });
    const all = (await hotel.get(`/documents/reservations/${C}`).expect(200)).body;
    expect(all.totals).toEqual({ amount: 232_300, paid: 232_300, balance: 0 });
    await hotel.get(`/documents/reservations/${C}?window=3`).expect(404);
    await hotel.get(`/documents/reservations/${C}?window=x`).expect(404);
    const { groupId } = await detail(C);
    const printed = (await hotel.get(`/documents/invoices/${groupId}/${C}?window=2`).expect(200))
      .body.invoice;
    expect(printed).toMatchObject({ fullTotalAmount: 202_300, paid: 0, toPay: 202_300 });
    expect(printed.customer.customerName).toBe('Acme ХХК');
  });
});
