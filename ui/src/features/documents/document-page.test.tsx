// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/router';
import { installFakeServer, json } from '../../test/fake-server';
import { renderRoutes } from '../../test/render';
import { aReservation, owner } from '../reservations/test-server';
import type { DocumentData } from './documents-api';

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
      pays: [{ paymentMethod: { id: 'cash', name: 'Бэлэн мөнгө', color: '#0a0' }, amount: 200000 }],
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

const open = async (path: string, reservations?: (typeof paid)[]) => {
  const requests = installFakeServer((request) => {
    if (request.url === '/api/user') return json(owner);
    if (request.url.startsWith('/api/documents/')) {
      const language = request.search.includes('language=en') ? 'en' : 'mn';
      return json(documentOf(reservations, language));
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
    // Printed dates are YY/MM/DD; phones carry the country code.
    expect(rows[1]!.textContent).toContain('26/12/09 14:00');
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
    expect(screen.getByTestId('document-date').textContent).toBe('Огноо: 26/12/09');
    expect(within(sheet()).getByText('Зочны гарын үсэг')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Registration card')).toBeTruthy();
    // In English the room type's English name.
    expect(screen.getByTestId('document-reservations').textContent).toContain('Standard');
    expect(screen.queryByTestId('document-rules')).toBeNull();
    expect(screen.getByTestId('document-date').textContent).toBe('Date: 26/12/09');
  });

  it("a payment receipt (A5): the folio's charge lines add up to its amount; the payments", async () => {
    await open('/p/h-1/p/payment/r-1', [paid]);
    expect(await screen.findByText('Төлбөрийн баримт')).toBeTruthy();
    const charges = within(screen.getByTestId('document-charges')).getAllByRole('row').slice(1);
    expect(charges.map((row) => row.textContent)).toEqual([
      'Стандарт, 101 тоот өрөө, 2 шөнө300,000₮',
      'Минибар × 220,000₮',
    ]);
    const payments = within(screen.getByTestId('document-payments')).getAllByRole('row');
    expect(payments[1]!.textContent).toBe('26/12/09Бэлэн мөнгө200,000₮');
    const totals = screen.getByTestId('document-totals').textContent;
    expect(totals).toContain('320,000₮');
    expect(totals).toContain('120,000₮');
  });
});
