// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer, json } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import { CreditInvoiceDialog } from './credit-invoice-dialog';
import type { Invoice, InvoiceItem } from './invoices-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const line = (key: string, name: string, quantity: number, price: number): InvoiceItem => ({
  key,
  itemType: 'item',
  date: null,
  name,
  quantity,
  price,
  amount: quantity * price,
  percentage: null,
  inclusive: null,
});

const invoice = {
  id: 'inv-1',
  number: 12,
  items: [line('room:1', 'Стандарт', 2, 100000), line('svc:1', 'Минибар', 3, 10000)],
  lineCredits: [],
  remainingAmount: 230000,
} as unknown as Invoice;

const open = async () => {
  await renderScreen(
    <CreditInvoiceDialog slug="h-1" invoice={invoice} open onOpenChange={() => undefined} />,
    { namespaces: ['invoices'], token: 't0k3n' },
  );
  return screen.findByRole('dialog');
};

describe('the credit dialog', () => {
  it('checks in its own words, sends the lines picked, and puts a line’s server message under that line', async () => {
    const requests = installFakeServer(() =>
      json(
        {
          type: '/problems/validation',
          title: 'Алдаа',
          status: 422,
          errors: { 'lines.0.quantity': ['Үлдсэнээс их байна.'] },
        },
        422,
      ),
    );
    const dialog = await open();
    const submit = within(dialog).getByRole('button', { name: 'Кредит нот үүсгэх' });
    fireEvent.click(within(dialog).getByText('Зарим мөрийг'));
    expect(await within(dialog).findAllByTestId('credit-line')).toHaveLength(2);
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Буцаах мөрүүдээ сонгоно уу.')).toBeTruthy();

    const second = within(dialog).getAllByTestId('credit-line')[1]!;
    fireEvent.click(within(second).getByRole('checkbox'));
    fireEvent.change(await within(second).findByLabelText('Тоо'), { target: { value: '1.5' } });
    fireEvent.click(submit);
    expect(await within(second).findByText('0-ээс их бүхэл тоо оруулна уу.')).toBeTruthy();
    expect(within(dialog).getByText('Кредитлэх шалтгааныг бичнэ үү.')).toBeTruthy();
    expect(requests).toHaveLength(0);

    fireEvent.change(within(second).getByLabelText('Тоо'), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText(/Шалтгаан/), {
      target: { value: 'Буцаасан' },
    });
    fireEvent.click(submit);
    expect(await within(second).findByText('Үлдсэнээс их байна.')).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.url).toBe('/api/invoices/inv-1/credit');
    expect(post?.body).toEqual({ reason: 'Буцаасан', lines: [{ key: 'svc:1', quantity: 4 }] });
    await waitFor(() =>
      expect(within(dialog).queryByText('Буцаах мөрүүдээ сонгоно уу.')).toBeNull(),
    );
  });
});
