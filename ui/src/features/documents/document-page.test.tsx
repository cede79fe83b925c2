// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/router';
import { installFakeServer, json } from '../../test/fake-server';
import { renderRoutes } from '../../test/render';
import { aReservation, owner } from '../../shared/reservations/test-server';
import type { DocumentData, InvoicePrint } from './documents-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const paid = aReservation({
  id: 'r-1',
  number: 12,
  roomTypeClone: { ...aReservation().roomTypeClone, nameEn: 'Standard' },
  status: 'checked-in',
  price: {
    ...aReservation().price,
    lines: [
      { kind: 'room', date: '2026-12-09', quantity: 1, price: 150000, amount: 150000 },
      { kind: 'room', date: '2026-12-10', quantity: 1, price: 150000, amount: 150000 },
      { kind: 'service', name: 'Минибар', quantity: 2, price: 10000, amount: 20000 },
    ],
    total: 320000,
  },
  amount: 320000,
  paid: 200000,
  balance: 120000,
  payments: [
    {
      id: 'pay-1',
      postedDate: '2026-12-09',
      incomeType: 'paid',
      billType: 'individual',
      currency: 'MNT',
      rate: 1,
      amount: 200000,
      amountMnt: 200000,
      pays: [
        { paymentMethod: { id: 'cash', name: 'Бэлэн мөнгө', color: '#0a0' }, amount: 150000 },
        { paymentMethod: { id: 'card', name: 'Карт', color: '#00a' }, amount: 50000 },
      ],
      notes: null,
      isPaid: true,
      paidAt: '2026-12-09',
      isAudited: false,
      userName: 'Болд',
      createdAt: '2026-12-09T03:00:00.000Z',
    },
  ],
  guestClones: [
    {
      guestCloneId: 'gc-1',
      name: 'Сараа',
      surname: 'Бат',
      email: null,
      phoneNumber: null,
      passportNumber: 'E1234567',
      nationality: 'Монгол',
    },
  ],
});
const second = aReservation({
  id: 'r-2',
  number: 13,
  roomClone: { roomId: 'room-102', name: '102' },
});

const documentOf = (reservations = [paid, second], language: 'mn' | 'en' = 'mn'): DocumentData => ({
  hotel: {
    name: 'Хан Палас',
    companyName: 'Хан Палас ХХК',
    registerNo: '1234567',
    logo: null,
    address: 'Улаанбаатар, Сүхбаатар дүүрэг',
    phone: '70112233',
    reservationPhone: '+976 9911 2233',
    email: 'info@khanpalace.mn',
    reservationEmail: null,
    website: null,
    checkInTime: '14:00',
    checkOutTime: '12:00',
    rules: [{ id: 'rule-1', title: 'Тамхи', description: 'Өрөөнд тамхи татахгүй.' }],
    banks: [
      {
        id: 'bank-1',
        bankName: language === 'en' ? 'Khan Bank' : 'Хаан банк',
        accountName: 'Хан Палас ХХК',
        number: '5012345678',
        currency: 'MNT',
      },
    ],
    emailHeader: null,
    emailBody: 'Бид таныг хүлээж байна.',
    emailFooter: null,
    emailContact: 'Захиалгын алба: 7011 2233',
  },
  group: reservations.length > 1 ? { id: 'g-1', number: 7, createdAt: '2026-12-01' } : null,
  reservations,
  totals: {
    amount: reservations.reduce((s, r) => s + r.amount, 0),
    paid: reservations.reduce((s, r) => s + r.paid, 0),
    balance: reservations.reduce((s, r) => s + r.balance, 0),
  },
  workingDate: '2026-12-09',
  timeZone: 'Asia/Ulaanbaatar',
});

/** The invoice as the server sends it: from an invoice made for the group. */
const invoiceOf = (language: 'mn' | 'en'): InvoicePrint => ({
  source: 'invoice',
  number: 4,
  invoiceDate: '2026-12-09',
  paymentPeriod: '2026-12-23',
  customer: {
    customerName: 'Аялал Тур ХХК',
    registerNo: '5012345',
    address: 'Улаанбаатар, СБД',
    phoneNumber: '99112233',
    email: 'finance@aylal.mn',
    contractNo: 'Г-17',
    tourCode: null,
    voucherCode: null,
  },
  lines: [
    {
      key: 'room:r-1',
      kind: 'room',
      checkIn: '2026-12-09',
      checkOut: '2026-12-11',
      name: language === 'en' ? 'Standard · 101' : 'Стандарт · 101',
      quantity: 2,
      price: 150000,
      amount: 300000,
    },
    {
      key: 'item:r-1:i-1',
      kind: 'item',
      checkIn: '2026-12-09',
      checkOut: null,
      name: 'Минибар',
      quantity: 2,
      price: 10000,
      amount: 20000,
    },
  ],
  taxes: [
    { key: 'tax:vat', name: 'НӨАТ', percentage: 10, inclusive: true, amount: 29091 },
    { key: 'tax:city', name: 'НХАТ', percentage: 1, inclusive: false, amount: 3200 },
  ],
  totalAmount: 320000,
  fullTotalAmount: 323200,
  paid: 200000,
  toPay: 123200,
  banks: [
    {
      id: '0',
      bankName: 'Хаан банк',
      accountName: 'Хан Палас ХХК',
      number: '5012345678',
      currency: 'MNT',
    },
  ],
});

const open = async (
  path: string,
  reservations?: (typeof paid)[],
  sendEmail: (body: unknown) => Response = () =>
    json({ message: 'Амжилттай илгээлээ.', email: 'dorj@example.mn' }),
  user = owner,
) => {
  const requests = installFakeServer((request) => {
    if (request.url === '/api/user') return json(user);
    if (request.url === '/api/send/email') return sendEmail(request.body);
    if (request.url.startsWith('/api/documents/')) {
      const language = request.search.includes('language=en') ? 'en' : 'mn';
      const data = documentOf(reservations, language);
      return json(
        request.url.startsWith('/api/documents/invoices/')
          ? { ...data, invoice: invoiceOf(language) }
          : data,
      );
    }
    return json({ data: [], total: 0 });
  });
  await renderRoutes(routes, { path, token: 't0k3n' });
  return requests;
};

const sheet = () => screen.getByTestId('document-sheet');

describe('printouts', () => {
  it("a group's confirmation letter: the folios' figures, the rules, the banks; then in English", async () => {
    const requests = await open('/p/h-1/print/gres/g-1');
    expect(await screen.findByText('Захиалгын баталгаажуулалт')).toBeTruthy();
    expect(requests.some((r) => r.url === '/api/documents/groups/g-1')).toBe(true);
    expect(requests.find((r) => r.url === '/api/documents/groups/g-1')?.search).toBe(
      '?language=mn',
    );
    const rows = within(screen.getByTestId('document-reservations')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('320,000₮');
    expect(rows[2]!.textContent).toContain('300,000₮');
    const totals = screen.getByTestId('document-totals').textContent;
    expect(totals).toContain('620,000₮');
    expect(totals).toContain('200,000₮');
    expect(totals).toContain('420,000₮');
    expect(within(sheet()).getByText('№ 7')).toBeTruthy();
    expect(within(sheet()).getByText('Өрөөнд тамхи татахгүй.')).toBeTruthy();
    expect(within(screen.getByTestId('document-banks')).getByText('Хаан банк')).toBeTruthy();
    // Printed dates are YYYY-MM-DD, times HH:mm; phones carry the country code.
    expect(rows[1]!.textContent).toContain('2026-12-09 14:00');
    expect(sheet().textContent).toContain('+976 7011 2233');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Reservation confirmation')).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByTestId('document-banks')).getByText('Khan Bank')).toBeTruthy(),
    );
    expect(screen.getByTestId('document-totals').textContent).toContain('Balance due');
    expect(requests.some((r) => r.search === '?language=en')).toBe(true);
  });

  it('a registration card: every guest, the rules only in Mongolian, the signature and date', async () => {
    await open('/p/h-1/p/registration/r-1', [paid]);
    expect(await screen.findByText('Зочны бүртгэлийн хуудас')).toBeTruthy();
    const guests = within(screen.getByTestId('document-guests')).getAllByRole('row');
    expect(guests.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Зочин'),
      expect.stringContaining('Дорж Бат'),
      expect.stringContaining('Сараа Бат'),
    ]);
    expect(guests[2]!.textContent).toContain('E1234567');
    expect(screen.getByTestId('document-rules')).toBeTruthy();
    expect(screen.getByTestId('document-date').textContent).toBe('Огноо: 2026-12-09');
    expect(within(sheet()).getByText('Зочны гарын үсэг')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Registration card')).toBeTruthy();
    // In English the room type's English name.
    expect(screen.getByTestId('document-reservations').textContent).toContain('Standard');
    expect(screen.queryByTestId('document-rules')).toBeNull();
    expect(screen.getByTestId('document-date').textContent).toBe('Date: 2026-12-09');
  });

  it("a payment receipt (A5): quantity × price, the taxes, each method's amount, the totals", async () => {
    await open('/p/h-1/p/payment/r-1', [
      {
        ...paid,
        price: {
          ...paid.price,
          taxes: [{ id: 'vat', name: 'НӨАТ', percentage: 10, inclusive: true, amount: 29091 }],
        },
      },
    ]);
    expect(await screen.findByText('Төлбөрийн баримт')).toBeTruthy();
    const charges = within(screen.getByTestId('document-charges')).getAllByRole('row').slice(1);
    expect(charges.map((row) => row.textContent)).toEqual([
      'Стандарт, 101 тоот өрөө, 2 шөнө2150,000₮300,000₮',
      'Минибар210,000₮20,000₮',
    ]);
    const payments = within(screen.getByTestId('document-payments')).getAllByRole('row');
    expect(payments[1]!.textContent).toBe('2026-12-09Бэлэн мөнгө 150,000₮, Карт 50,000₮200,000₮');
    const totals = screen.getByTestId('document-totals').textContent;
    expect(totals).toContain('Нийт дүн320,000₮');
    expect(totals).toContain('Үүнээс НӨАТ 10%29,091₮');
    expect(totals).toContain('Үлдэгдэл төлбөр120,000₮');
  });

  it("a group's invoice (A4): the invoice's own customer, lines, taxes and totals; then in English", async () => {
    const requests = await open('/p/h-1/p/group/invoice/g-1');
    expect(await screen.findByRole('heading', { name: 'Нэхэмжлэх' })).toBeTruthy();
    expect(requests.find((r) => r.url === '/api/documents/invoices/g-1')?.search).toBe(
      '?language=mn',
    );
    expect(within(sheet()).getByText('№ 4')).toBeTruthy();
    expect(screen.getByTestId('invoice-customer').textContent).toBe('Аялал Тур ХХК');
    expect(sheet().textContent).toContain('5012345');
    expect(sheet().textContent).toContain('Г-17');
    const lines = within(screen.getByTestId('invoice-lines')).getAllByRole('row');
    expect(lines.map((row) => row.textContent)).toEqual([
      '№Гүйлгээний утгаИрэхГарахТоо хэмжээНэгж үнэДүн',
      '1Стандарт · 1012026-12-092026-12-112 шөнө150,000₮300,000₮',
      '2Минибар2026-12-09210,000₮20,000₮',
    ]);
    const totals = screen.getByTestId('invoice-totals').textContent;
    expect(totals).toContain('Дүн320,000₮');
    expect(totals).toContain('НХАТ 1% (нэмэгдсэн)3,200₮');
    expect(totals).toContain('Нийт дүн323,200₮');
    expect(totals).toContain('Үүнээс НӨАТ 10%29,091₮');
    // What was received on the stays, and what remains of the total.
    expect(totals).toContain('Төлсөн200,000₮');
    expect(totals).toContain('Төлөх дүн123,200₮');
    expect(screen.getByTestId('invoice-dates').textContent).toContain('Төлөх хугацаа: 2026-12-23');
    expect(within(screen.getByTestId('document-banks')).getByText('5012345678')).toBeTruthy();
    expect(within(sheet()).getByText('Хүлээн авсан')).toBeTruthy();
    // An invoice was made: nothing to make from here.
    expect(screen.queryByRole('link', { name: 'Нэхэмжлэх үүсгэх' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Invoice' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('invoice-lines').textContent).toContain('Standard · 101'),
    );
    expect(screen.getByTestId('invoice-lines').textContent).toContain('2 nights');
    expect(screen.getByTestId('invoice-totals').textContent).toContain('Total323,200₮');
    expect(screen.getByTestId('invoice-totals').textContent).toContain('To pay123,200₮');
    expect(screen.getByTestId('invoice-totals').textContent).toContain('Of which НӨАТ 10%');
  });

  it("a reservation's invoice asks for its group and reservation", async () => {
    const requests = await open('/p/h-1/p/invoice/g-1/r-1', [paid]);
    expect(await screen.findByRole('heading', { name: 'Нэхэмжлэх' })).toBeTruthy();
    expect(requests.some((r) => r.url === '/api/documents/invoices/g-1/r-1')).toBe(true);
    expect(screen.getByTestId('invoice-dates').textContent).toContain('Захиалга № 12');
  });

  it("e-mails the document shown: the guest's address prefilled, Send only for a valid one", async () => {
    const requests = await open('/p/h-1/print/gres/g-1');
    expect(await screen.findByText('Захиалгын баталгаажуулалт')).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'Имэйл хаяг' }) as HTMLInputElement;
    const send = screen.getByRole('button', { name: 'Имэйлээр илгээх' }) as HTMLButtonElement;
    expect(email.value).toBe('dorj@example.mn');
    expect(send.disabled).toBe(false);
    fireEvent.change(email, { target: { value: 'dorj@example' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(email, { target: { value: 'guest@example.mn' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    expect(await screen.findByText('guest@example.mn хаяг руу илгээлээ.')).toBeTruthy();
    const sent = requests.find((r) => r.url === '/api/send/email');
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({
      id: 'g-1',
      isGroup: true,
      email: 'guest@example.mn',
      type: 'reservation',
      language: 'mn',
    });
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();

    // An English document is mailed in English (issue 32; the spec hid sending in English).
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Reservation confirmation')).toBeTruthy();
    const mailIn = within(screen.getByRole('group', { name: 'Имэйлийн хэл' }));
    expect(mailIn.getByRole('button', { name: 'EN' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Имэйлээр илгээх' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/send/email').at(-1)?.body).toMatchObject({
        language: 'en',
      }),
    );
    // The mail's own switch: an English page can still mail the Mongolian document.
    fireEvent.click(mailIn.getByRole('button', { name: 'MN' }));
    fireEvent.click(screen.getByRole('button', { name: 'Имэйлээр илгээх' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/send/email')).toHaveLength(3),
    );
    expect(requests.filter((r) => r.url === '/api/send/email').at(-1)?.body).toMatchObject({
      language: 'mn',
    });
  });

  it('in the English interface (/en) a document opens in English, and switches to Mongolian', async () => {
    const requests = await open('/en/p/h-1/p/registration/r-1', [paid]);
    // The English catalogues load first (the first English page of a run).
    expect(await screen.findByText('Registration card', {}, { timeout: 10_000 })).toBeTruthy();
    expect(requests.filter((r) => r.url === '/api/documents/reservations/r-1').at(-1)?.search).toBe(
      '?language=en',
    );
    expect(screen.getByTestId('document-date').textContent).toBe('Date: 2026-12-09');
    expect(screen.getByTestId('document-reservations').textContent).toContain('2026-12-09 14:00');
    // The guest's nationality in English, from the one bilingual country list.
    expect(screen.getByTestId('document-guests').textContent).toContain('Mongolia');
    fireEvent.click(screen.getByRole('button', { name: 'Монгол' }));
    expect(await screen.findByText('Зочны бүртгэлийн хуудас')).toBeTruthy();
    expect(screen.getByTestId('document-date').textContent).toBe('Огноо: 2026-12-09');
  });

  it('shows a 422 or a 400 from the server under the e-mail field', async () => {
    let answer = 422;
    await open('/p/h-1/p/payment/r-1', [paid], () =>
      answer === 422
        ? json(
            {
              type: '/problems/validation',
              title: 'Validation failed',
              status: 422,
              errors: { email: ['Имэйл хаяг буруу байна.'] },
            },
            422,
          )
        : json({ type: '/problems/rule', title: 'Захиалга олдсонгүй.', status: 400 }, 400),
    );
    expect(await screen.findByText('Төлбөрийн баримт')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Имэйлээр илгээх' });
    fireEvent.click(send);
    expect(await screen.findByText('Имэйл хаяг буруу байна.')).toBeTruthy();
    answer = 400;
    fireEvent.click(send);
    expect(await screen.findByText('Захиалга олдсонгүй.')).toBeTruthy();
    expect(screen.queryByText('Имэйл хаяг буруу байна.')).toBeNull();
  });

  it('offers no sending to who may only read reservations', async () => {
    const reader = {
      ...owner,
      hotels: owner.hotels.map((h) => ({
        ...h,
        isOwner: false,
        role: {
          id: 'r-1',
          name: 'Харагч',
          nameEn: null,
          isDefault: false,
          permissions: ['show-reservations'],
        },
      })),
    };
    await open('/p/h-1/p/reservation/r-1', [paid], undefined, reader);
    expect(await screen.findByText('Захиалгын баталгаажуулалт')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Хэвлэх' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Имэйлээр илгээх' })).toBeNull();
  });
});
