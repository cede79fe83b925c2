// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/router';
import { installFakeServer, json } from '../../test/fake-server';
import { renderRoutes } from '../../test/render';
import { owner } from '../../shared/reservations/test-server';
import type { VatReceipt, VatReceiptData } from './documents-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const receipt: VatReceipt = {
  id: 'rc-1',
  sequence: 1,
  groupId: 'g-1',
  groupNumber: 7,
  reservationIds: ['r-1'],
  billType: 'organization',
  customer: { registerNo: '5012345', name: 'Аялал Тур ХХК' },
  seller: { name: 'Хан Палас', companyName: 'Хан Палас ХХК', registerNo: '1234567' },
  provider: 'local',
  ddtd: 'L2026-000001',
  lottery: null,
  qrData: 'L2026-000001|2026-12-09|1234567|5012345|323200|29091|123200|200000',
  date: '2026-12-09',
  issuedAt: '2026-12-09T05:00:00.000Z',
  products: [
    { name: 'Стандарт · 101', quantity: 2, price: 150000, amount: 300000 },
    { name: 'Минибар', quantity: 2, price: 10000, amount: 20000 },
  ],
  amount: 320000,
  discount: 0,
  vat: 29091,
  otherTaxes: [{ taxId: 'city', name: 'НХАТ', percentage: 1, inclusive: false, amount: 3200 }],
  total: 323200,
  cash: 123200,
  card: 200000,
  userClone: { userId: 'u-1', name: 'Болд', email: null },
  creditNote: null,
};

const pageOf = (issued: VatReceipt | null): VatReceiptData => ({
  group: { id: 'g-1', number: 7, createdAt: '2026-12-01' },
  hotel: {
    name: 'Хан Палас',
    companyName: 'Хан Палас ХХК',
    registerNo: '1234567',
    logo: null,
    address: 'Улаанбаатар, Сүхбаатар дүүрэг',
    phone: null,
    reservationPhone: null,
    email: null,
    reservationEmail: null,
    website: null,
    checkInTime: '14:00',
    checkOutTime: '12:00',
    rules: [],
    banks: [],
    emailHeader: null,
    emailBody: null,
    emailFooter: null,
    emailContact: null,
  },
  receipt: issued,
  voided: [],
  workingDate: '2026-12-09',
  timeZone: 'Asia/Ulaanbaatar',
});

describe('the VAT receipt page', () => {
  it('step 1 chooses an organisation (its register number checked), step 2 shows the issued receipt; then in English', async () => {
    let issued: VatReceipt | null = null;
    const requests = installFakeServer((request) => {
      if (request.url === '/api/user') return json(owner);
      if (request.url === '/api/vat-receipts/groups/g-1') return json(pageOf(issued));
      if (request.url === '/api/vat-receipts' && request.method === 'POST') {
        issued = receipt;
        return json({ id: 'rc-1', ddtd: receipt.ddtd, groupId: 'g-1', position: '42' }, 201);
      }
      return json({ data: [], total: 0 });
    });
    await renderRoutes(routes, { path: '/p/h-1/print/vat/g-1', token: 't0k3n' });
    expect(await screen.findByRole('heading', { name: 'НӨАТ-ын баримт гаргах' })).toBeTruthy();
    fireEvent.click(screen.getByText('Байгууллага'));
    const field = await screen.findByLabelText(/Байгууллагын регистрийн дугаар/);
    fireEvent.change(field, { target: { value: '12AB' } });
    fireEvent.click(screen.getByRole('button', { name: 'Баримт гаргах' }));
    expect(await screen.findByText('Регистрийн дугаар 7 оронтой тоо байна.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(field, { target: { value: '5012345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Баримт гаргах' }));
    const sheet = await screen.findByTestId('vat-receipt');
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ groupId: 'g-1', billType: 'organization', registerNo: '5012345' });
    expect(post?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(within(sheet).getByRole('heading', { name: 'НӨАТ-ын баримт' })).toBeTruthy();
    expect(screen.getByTestId('vat-facts').textContent).toContain('ДДТДL2026-000001');
    expect(screen.getByTestId('vat-facts').textContent).toContain('Аялал Тур ХХК · 5012345');
    const rows = within(screen.getByTestId('vat-products')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Бараа, үйлчилгээТооҮнэДүн',
      'Стандарт · 1012150,000₮300,000₮',
      'Минибар210,000₮20,000₮',
    ]);
    const totals = screen.getByTestId('vat-totals').textContent;
    expect(totals).toContain('НӨАТ29,091₮');
    expect(totals).toContain('НХАТ 1%3,200₮');
    expect(totals).toContain('Нийт дүн323,200₮');
    expect(screen.getByTestId('vat-payments').textContent).toBe(
      'Бэлэн мөнгө123,200₮Бэлэн бус (карт, шилжүүлэг)200,000₮',
    );
    await waitFor(() => expect(screen.getByTestId('vat-qr').querySelector('svg')).toBeTruthy());
    expect(screen.getByTestId('vat-local')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'VAT receipt' })).toBeTruthy();
    expect(screen.getByTestId('vat-totals').textContent).toContain('Total323,200₮');
    expect(screen.getByTestId('vat-payments').textContent).toContain('Non-cash (card, transfer)');

    // Back: step 1 again, the receipt cleared; it says the group has its receipt.
    fireEvent.click(screen.getByRole('button', { name: 'Буцах' }));
    expect(await screen.findByRole('button', { name: 'Баримт харах' })).toBeTruthy();
    expect(screen.queryByTestId('vat-receipt')).toBeNull();
    expect(screen.getByText(/L2026-000001 баримт гарсан/)).toBeTruthy();
  });

  it("shows the server's refusal on step 1", async () => {
    installFakeServer((request) => {
      if (request.url === '/api/user') return json(owner);
      if (request.url === '/api/vat-receipts/groups/g-1') return json(pageOf(null));
      if (request.url === '/api/vat-receipts') {
        return json(
          {
            type: '/problems/business-rule',
            title: 'Төлбөр бүрэн төлөгдөөгүй байна (120,000₮ үлдэгдэлтэй).',
            status: 400,
          },
          400,
        );
      }
      return json({ data: [], total: 0 });
    });
    await renderRoutes(routes, { path: '/p/h-1/print/vat/g-1', token: 't0k3n' });
    fireEvent.click(await screen.findByRole('button', { name: 'Баримт гаргах' }));
    expect(await screen.findByText(/120,000₮ үлдэгдэлтэй/)).toBeTruthy();
    expect(screen.queryByTestId('vat-receipt')).toBeNull();
  });
});
