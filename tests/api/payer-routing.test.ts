import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

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

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
let standard = '';
const room: Record<string, string> = {};
let cash = '';
let invoiceMethod = '';
let acme = '';
let tours = '';
let otherPartner = '';
let cityTax = '';
let category = '';
let minibar = '';

interface Window {
  windowId: string;
  partnerClone: { partnerId: string; name: string } | null;
  kinds: string[];
  charges: number;
  paid: number;
  balance: number;
}

const pays = (method: string, amount: unknown) => [{ paymentMethod: { id: method }, amount }];

const book = async (roomName: string | null, quantity = 1) =>
  (
    await hotel.post(
      '/reservations/book',
      {
        stayType: 'night',
        checkIn: today,
        checkOut: addDays(today, 2),
        roomId: roomName ? room[roomName] : null,
        roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity }],
        guest: { name: 'Зочин', surname: 'Бат', phoneNumber: '99112233' },
      },
      201,
    )
  ).body.reservationIds as string[];

const detail = async (id: string) =>
  (await hotel.get(`/reservations/${id}`).expect(200)).body.reservation as {
    groupId: string;
    amount: number;
    paid: number;
    unsettled: number;
    windows: Window[];
    payments: { id: string; amountMnt: number; windowId?: string }[];
  };

const windowsOf = async (id: string) =>
  (await detail(id)).windows.map((w) => [
    w.windowId,
    w.partnerClone?.name ?? null,
    w.charges,
    w.paid,
    w.balance,
  ]);

const historyTypes = async (id: string) =>
  ((await hotel.get(`/reservations/${id}/history`).expect(200)).body.entries as { type: string }[])
    .map((e) => e.type)
    .filter(
      (type) =>
        type === 'FolioRoutingSet' || type === 'PaymentWindowChanged' || type === 'PaymentPosted',
    );

const companyRouting = (reservationIds: string[]) => ({
  reservationIds,
  windows: [{ windowId: '2', partnerId: acme }],
  routes: { room: '2', tax: '2', service: '1', extraBed: '1' },
});

const errorFields = (res: { body: { errors?: Record<string, unknown> } }) =>
  Object.keys(res.body.errors ?? {});

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  other = await ownerWithProperty(app, {
    email: 'other@example.com',
    registerNo: '7654321',
    name: 'Өөр буудал',
  });
  standard = (
    await hotel.post(
      '/room/types',
      {
        name: 'Стандарт',
        defaultPrice: 100_000,
        occupancy: 2,
        names: ['101', '102', '103', '104', '105', '106', '107'],
      },
      201,
    )
  ).body.id;
  const types = (await hotel.get('/room/types?with=rooms').expect(200)).body.data as {
    rooms: { id: string; name: string }[];
  }[];
  for (const type of types) for (const r of type.rooms) room[r.name] = r.id;
  cash = (
    (await hotel.get('/payment/methods').expect(200)).body.data as {
      id: string;
      isDefault: boolean;
    }[]
  ).find((m) => m.isDefault)!.id;
  invoiceMethod = (
    await hotel.post(
      '/payment/methods',
      { name: 'Нэхэмжлэх', color: '#0000aa', incomeTypes: ['receivable'] },
      201,
    )
  ).body.id;
  acme = (await hotel.post('/partners', { name: 'Acme ХХК', type: 'partner' }, 201)).body.id;
  tours = (await hotel.post('/partners', { name: 'Аялал ХХК', type: 'partner' }, 201)).body.id;
  otherPartner = (await other.post('/partners', { name: 'Өөр ХХК', type: 'partner' }, 201)).body.id;
  cityTax = (
    await hotel.post(
      '/taxes',
      { name: 'НХАТ', percentage: 1, inclusive: false, isEnabled: false },
      201,
    )
  ).body.id;
  category = (
    (await hotel.get('/service/categories').expect(200)).body.data as { id: string }[]
  )[0]!.id;
  minibar = (
    await hotel.post(
      '/services',
      { name: 'Минибар', price: 15_000, serviceCategory: { id: category } },
      201,
    )
  ).body.id;
});

afterAll(async () => {
  await app.close();
});

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

describe('bad input: each a clear 4xx, nothing stored', () => {
  let R = '';

  beforeAll(async () => {
    [R] = (await book(null)) as [string];
    await hotel.post('/folio/routing', companyRouting([R]), 200);
  });

  it('payments: negative and fractional amounts, a window the stay lacks, over its balance', async () => {
    const cases: [object, number, string][] = [
      [{ id: R, windowId: '2', pays: pays(cash, -1) }, 422, 'pays.0.amount'],
      [{ id: R, windowId: '2', pays: pays(cash, 100.5) }, 422, 'pays.0.amount'],
      [{ id: R, windowId: '9', pays: pays(cash, 100) }, 422, 'windowId'],
      [{ id: R, windowId: '3', pays: pays(cash, 100) }, 400, 'windowId'],
      [{ id: R, windowId: '2', pays: pays(cash, 200_001) }, 400, 'pays.0.amount'],
      [{ id: R, pays: pays(cash, 1) }, 400, 'windowId'],
    ];
    for (const [body, status, field] of cases) {
      const res = await hotel.post('/payments', body, status);
      expect(errorFields(res), JSON.stringify(body)).toEqual([field]);
    }
    expect((await detail(R)).payments).toEqual([]);
  });

  it("routing: another property's partner, an unlisted window, a duplicate, another property's stay", async () => {
    const cases: [object, number, string][] = [
      [
        { ...companyRouting([R]), windows: [{ windowId: '2', partnerId: otherPartner }] },
        400,
        'windows.0.partnerId',
      ],
      [
        { ...companyRouting([R]), routes: { room: '2', tax: '3', service: '1', extraBed: '1' } },
        400,
        'routes.tax',
      ],
      [
        {
          ...companyRouting([R]),
          windows: [
            { windowId: '2', partnerId: acme },
            { windowId: '2', partnerId: tours },
          ],
        },
        422,
        'windows.1.windowId',
      ],
      [
        { ...companyRouting([R]), windows: [{ windowId: '1', partnerId: acme }] },
        422,
        'windows.0.windowId',
      ],
      [{ ...companyRouting([]) }, 422, 'reservationIds'],
      [{ ...companyRouting([R]), routes: { room: '2' } }, 422, 'routes.tax'],
    ];
    for (const [body, status, field] of cases) {
      const res = await hotel.post('/folio/routing', body, status);
      expect(errorFields(res), JSON.stringify(body)).toContain(field);
    }
    // Another property cannot route, pay or move money on this stay: not found.
    await other.post(
      '/folio/routing',
      {
        reservationIds: [R],
        windows: [],
        routes: { room: '1', tax: '1', service: '1', extraBed: '1' },
      },
      404,
    );
    await other.post('/payments', { id: R, windowId: '2', pays: pays(cash, 1) }, 404);
    // Nothing stored: the one routing set in beforeAll, the same windows.
    expect(await historyTypes(R)).toEqual(['FolioRoutingSet']);
    expect((await windowsOf(R)).map(([id, name]) => [id, name])).toEqual([
      ['1', null],
      ['2', 'Acme ХХК'],
    ]);
  });

  it('moves a payment between windows; a window with payments stays until they move', async () => {
    const posted = await hotel.post(
      '/payments',
      { id: R, windowId: '2', pays: pays(cash, 50_000) },
      201,
    );
    const paymentId = posted.body.id as string;
    const unrouted = {
      reservationIds: [R],
      windows: [],
      routes: { room: '1', tax: '1', service: '1', extraBed: '1' },
    };
    const kept = await hotel.post('/folio/routing', unrouted, 400);
    expect(kept.body.code).toBe('folio.windowHasPayments');
    await hotel.post('/payments/window', { reservationId: R, paymentId, windowId: '3' }, 400);
    await hotel.post('/payments/window', { reservationId: R, paymentId, windowId: 'x' }, 422);
    await other.post('/payments/window', { reservationId: R, paymentId, windowId: '1' }, 404);
    expect((await hotel.get(`/incomes/${paymentId}`).expect(200)).body.payerPartner).toEqual({
      partnerId: acme,
      name: 'Acme ХХК',
    });
    await hotel.post('/payments/window', { reservationId: R, paymentId, windowId: '1' }, 200);
    expect((await detail(R)).payments.map((p) => p.windowId ?? '1')).toEqual(['1']);
    // Now the guest's money: the income names no partner.
    expect((await hotel.get(`/incomes/${paymentId}`).expect(200)).body).not.toHaveProperty(
      'payerPartner',
    );
    await hotel.post('/folio/routing', unrouted, 200);
    expect(await windowsOf(R)).toEqual([['1', null, 200_000, 50_000, 150_000]]);
    expect(await historyTypes(R)).toEqual([
      'FolioRoutingSet',
      'PaymentPosted',
      'PaymentWindowChanged',
      'FolioRoutingSet',
    ]);
  });
});

describe('a group routed to one master payer', () => {
  it('routes every room in one call; the master payer is invoiced for all of them', async () => {
    const ids = await book(null, 3);
    expect(ids).toHaveLength(3);
    await hotel.post(
      '/folio/routing',
      {
        reservationIds: ids,
        windows: [{ windowId: '2', partnerId: tours }],
        routes: { room: '2', tax: '2', service: '2', extraBed: '2' },
      },
      200,
    );
    for (const id of ids) {
      expect(await windowsOf(id)).toEqual([
        ['1', null, 0, 0, 0],
        ['2', 'Аялал ХХК', 200_000, 0, 200_000],
      ]);
    }
    // Rooms of two groups are not one master payer's.
    const [stranger] = await book(null);
    const mixed = await hotel.post(
      '/folio/routing',
      { ...companyRouting([ids[0]!, stranger!]) },
      400,
    );
    expect(mixed.body.code).toBe('folio.routingNotOneGroup');
    const { groupId } = await detail(ids[0]!);
    const made = await hotel.post(
      '/invoices',
      {
        groupId,
        windowId: '2',
        customer: { customerName: 'Аялал ХХК', invoiceDate: today, paymentPeriod: today },
      },
      201,
    );
    const invoice = (await hotel.get(`/invoices/${made.body.id}`).expect(200)).body;
    const issued = (invoice.invoice ?? invoice) as {
      customer: { customerName: string };
      items: { key: string; itemType: string }[];
      fullTotalAmount: number;
    };
    expect(issued.customer.customerName).toBe('Аялал ХХК');
    expect(
      issued.items
        .filter((i) => i.itemType === 'room')
        .map((i) => i.key)
        .sort(),
    ).toEqual(ids.map((id) => `room:${id}`).sort());
    expect(issued.fullTotalAmount).toBe(600_000);
  });
});

describe('routing at booking', () => {
  it('the booking’s partner pays the charges named: window 2 from the first event; without a partner 422', async () => {
    const booking = {
      stayType: 'night',
      checkIn: addDays(today, 40),
      checkOut: addDays(today, 42),
      roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 2 }],
      guest: { name: 'Зочин', surname: 'Бат', phoneNumber: '99112233' },
    };
    const refused = await hotel.post(
      '/reservations/book',
      { ...booking, partnerPays: ['room'] },
      422,
    );
    expect(errorFields(refused)).toContain('partner');
    await hotel.post(
      '/reservations/book',
      { ...booking, partner: { id: acme }, partnerPays: ['room', 'nope'] },
      422,
    );
    const ids = (
      await hotel.post(
        '/reservations/book',
        { ...booking, partner: { id: acme }, partnerPays: ['room', 'tax'] },
        201,
      )
    ).body.reservationIds as string[];
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      const reservation = await detail(id);
      expect(reservation.windows.map((w) => [w.windowId, w.kinds, w.charges])).toEqual([
        ['1', ['service', 'extraBed'], 0],
        ['2', ['room', 'tax'], reservation.amount],
      ]);
      expect(reservation.windows[1]!.partnerClone).toMatchObject({ partnerId: acme });
    }
  });
});
