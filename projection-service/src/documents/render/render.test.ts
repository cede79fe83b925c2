import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { DocumentData } from '../routes';
import { renderDocument } from './index';
import { documentModel, formatMoney } from './model';

/**
 * The e-mailed documents (docs/documents.md): the HTML and the PDF print the data's own
 * figures, in Mongolian or English, with every value escaped; the PDF embeds DejaVu Sans and
 * its Mongolian text reads back (pdftotext).
 */

/** DOCUMENTS_PDF_OUT=<folder> keeps the PDFs there to look at. */
const keep = process.env.DOCUMENTS_PDF_OUT;
const dir = keep ?? mkdtempSync(join(tmpdir(), 'documents-render-'));
afterAll(() => {
  if (!keep) rmSync(dir, { recursive: true, force: true });
});

const stay = (id: string, number: number, amount: number, paid: number) => ({
  id,
  number,
  status: 'confirmed',
  stayType: 'night',
  checkIn: '2026-12-09',
  checkOut: '2026-12-11',
  arrivalTime: '14:00',
  exitTime: '12:00',
  hours: null,
  stayNights: 2,
  numberOfGuests: 2,
  numberOfChildren: 1,
  roomTypeClone: { name: 'Өрөө Үндсэн', nameEn: 'Standard' },
  roomClone: { roomId: `room-${number}`, name: String(100 + number) },
  guestClone: {
    name: '<script>alert(1)</script>Өлзий',
    surname: 'Гүрсэд',
    email: 'olzii@example.mn',
    phoneNumber: '99112233',
    nationality: 'Монгол',
  },
  guestClones: [],
  cancellationPolicyClone: null,
  price: {
    lines: [
      { kind: 'room', quantity: 1, price: amount / 2 - 5000, amount: amount / 2 - 5000 },
      { kind: 'room', quantity: 1, price: amount / 2 - 5000, amount: amount / 2 - 5000 },
      { kind: 'service', name: 'Өглөөний цай', quantity: 2, price: 5000, amount: 10000 },
    ],
    // The VAT included in the stay's amount, as its folio computed it.
    taxes: [
      { id: 'vat', name: 'НӨАТ', percentage: 10, inclusive: true, amount: Math.round(amount / 11) },
    ],
  },
  taxClones: [
    {
      taxId: 'vat',
      name: 'НӨАТ',
      nameEn: 'VAT',
      percentage: 10,
      inclusive: true,
      isDefault: true,
    },
  ],
  amount,
  paid,
  balance: amount - paid,
  payments:
    paid > 0
      ? [
          {
            id: `pay-${id}`,
            postedDate: '2026-12-09',
            incomeType: 'paid',
            currency: 'MNT',
            amount: paid,
            amountMnt: paid,
            // Split between two methods, each with its own amount.
            pays: [
              { paymentMethod: { name: 'Бэлэн мөнгө', nameEn: 'Cash' }, amount: paid - 80000 },
              { paymentMethod: { name: 'Карт', nameEn: 'Card' }, amount: 80000 },
            ],
          },
        ]
      : [],
});

const reservations = [stay('r-1', 1, 310000, 200000), stay('r-2', 2, 250000, 0)];
const data = {
  hotel: {
    name: 'Хаан Буудал',
    companyName: 'Хаан ХХК',
    registerNo: '1234567',
    logo: null,
    address: 'Улаанбаатар, Сүхбаатар дүүрэг',
    phone: '70112233',
    reservationPhone: null,
    email: 'info@khaan.mn',
    reservationEmail: null,
    website: null,
    checkInTime: '14:00',
    checkOutTime: '12:00',
    rules: [{ id: 'rule-1', title: 'Тамхи', description: 'Өрөөнд тамхи татахгүй.' }],
    banks: [
      {
        id: 'b-1',
        bankName: 'Хаан банк',
        accountName: 'Хаан ХХК',
        number: '5012345678',
        currency: 'MNT',
      },
    ],
    emailHeader: 'Сайн байна уу <b>!</b>',
    emailBody: null,
    emailFooter: null,
    emailContact: 'Захиалгын алба: 7011 2233',
  },
  group: { id: 'g-1', number: 7, createdAt: '2026-12-01' },
  reservations,
  totals: {
    amount: reservations.reduce((s, r) => s + r.amount, 0),
    paid: reservations.reduce((s, r) => s + r.paid, 0),
    balance: reservations.reduce((s, r) => s + r.balance, 0),
  },
  workingDate: '2026-12-09',
  timeZone: 'Asia/Ulaanbaatar',
} as unknown as DocumentData;

const pdfText = (pdf: Buffer, name: string) => {
  const file = join(dir, name);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

describe('renderDocument', () => {
  it('the letter in Mongolian: the data’s totals, escaped values, a PDF with DejaVu Sans', async () => {
    const doc = await renderDocument(data, 'reservation', 'mn');
    expect(doc.subject).toBe('Захиалгын баталгаажуулалт № 7 — Хаан Буудал');
    expect(doc.html).toContain('<html lang="mn">');
    for (const value of [data.totals.amount, data.totals.paid, data.totals.balance]) {
      expect(doc.html).toContain(formatMoney(value, 'mn'));
    }
    expect(doc.html).not.toContain('<script>');
    expect(doc.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;Өлзий');
    expect(doc.html).toContain('Сайн байна уу &lt;b&gt;!&lt;/b&gt;');
    expect(doc.html).toContain('5012345678');
    expect(doc.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(doc.pdf.toString('latin1')).toContain('DejaVuSans');
    expect(doc.filename).toBe('batalgaajuulalt-7.pdf');
    const text = pdfText(doc.pdf, 'letter.pdf');
    expect(text).toContain('ЗАХИАЛГЫН БАТАЛГААЖУУЛАЛТ');
    expect(text).toContain('Өрөө Үндсэн');
    expect(text).toContain('Өлзий Гүрсэд');
    expect(text).toContain('Үлдэгдэл төлбөр');
    expect(text).toContain(formatMoney(data.totals.amount, 'mn'));
    expect(text).toContain('Хаан банк');
    // A4 portrait.
    expect(doc.pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
  });

  it('the receipt in English on A5: quantity × price, the taxes, each method’s amount, the totals', async () => {
    const model = documentModel(data, 'payment', 'en');
    const charges = model.blocks.find((b) => b.kind === 'table' && b.id === 'charges');
    expect(charges?.kind === 'table' && charges.rows).toEqual([
      ['Standard, room 101, 2 nights', '2', '150,000₮', '300,000₮'],
      ['Өглөөний цай', '2', '5,000₮', '10,000₮'],
      ['Standard, room 102, 2 nights', '2', '120,000₮', '240,000₮'],
      ['Өглөөний цай', '2', '5,000₮', '10,000₮'],
    ]);
    const payments = model.blocks.find((b) => b.kind === 'table' && b.id === 'payments');
    expect(payments?.kind === 'table' && payments.rows).toEqual([
      ['2026-12-09', 'Cash 120,000₮, Card 80,000₮', '200,000₮'],
    ]);
    const totals = model.blocks.find((b) => b.kind === 'totals');
    // The VAT of the two stays, each as its folio has it (28,182 + 22,727), summed.
    expect(totals?.kind === 'totals' && totals.rows.map((r) => [r.label, r.value])).toEqual([
      ['Total', '560,000₮'],
      ['Of which VAT 10%', '50,909₮'],
      ['Paid', '200,000₮'],
      ['Balance due', '360,000₮'],
    ]);
    const doc = await renderDocument(data, 'payment', 'en');
    expect(doc.html).toContain('<html lang="en">');
    expect(doc.html).toContain('Payment receipt');
    expect(doc.html).toContain('Standard, room 101, 2 nights');
    expect(doc.html).toContain(formatMoney(300000, 'en'));
    expect(doc.html).toContain(formatMoney(data.totals.balance, 'en'));
    expect(doc.filename).toBe('receipt-7.pdf');
    const text = pdfText(doc.pdf, 'receipt.pdf');
    expect(text).toContain('PAYMENT RECEIPT');
    expect(text).toContain('Cash 120,000₮, Card 80,000₮');
    expect(text).toContain('Of which VAT 10%');
    expect(text).toContain(formatMoney(data.totals.amount, 'en'));
    expect(doc.pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 419\.5\d* 595\.2\d*\]/);
  });

  it('a refund follows its payment on the receipt, negative, with its method', () => {
    const [first, second] = data.reservations;
    const refunded = {
      ...data,
      reservations: [
        {
          ...first!,
          payments: first!.payments.map((p) => ({
            ...p,
            refunds: [
              {
                id: 'refund-1',
                postedDate: '2026-12-10',
                amount: 20000,
                paymentMethod: { id: 'cash', name: 'Бэлэн мөнгө', nameEn: 'Cash', color: '#0a0' },
                reason: 'Буруу',
                userName: null,
                createdAt: '2026-12-10T02:00:00.000Z',
              },
            ],
          })),
        },
        second!,
      ],
    } as DocumentData;
    const payments = documentModel(refunded, 'payment', 'en').blocks.find(
      (b) => b.kind === 'table' && b.id === 'payments',
    );
    expect(payments?.kind === 'table' && payments.rows).toEqual([
      ['2026-12-09', 'Cash 120,000₮, Card 80,000₮', '200,000₮'],
      ['2026-12-10', 'Refund (Cash)', '-20,000₮'],
    ]);
  });

  it('an issued invoice: its lines, taxes, total, what was paid and what remains to pay', async () => {
    const invoice: NonNullable<DocumentData['invoice']> = {
      source: 'invoice',
      number: 12,
      invoiceDate: '2026-12-09',
      paymentPeriod: '2026-12-23',
      customer: {
        customerName: 'Аялал Тур ХХК',
        registerNo: '5012345',
        address: null,
        phoneNumber: '99001122',
        email: 'finance@aylal.mn',
        contractNo: 'Г-7',
        tourCode: null,
        voucherCode: null,
      },
      lines: [
        {
          key: 'room:r-1',
          kind: 'room',
          checkIn: '2026-12-09',
          checkOut: '2026-12-11',
          name: 'Standard · 101',
          quantity: 2,
          price: 150000,
          amount: 300000,
        },
      ],
      taxes: [
        { key: 'tax:vat', name: 'НӨАТ', percentage: 10, inclusive: true, amount: 27273 },
        { key: 'tax:city', name: 'НХАТ', percentage: 1, inclusive: false, amount: 3000 },
      ],
      totalAmount: 300000,
      fullTotalAmount: 303000,
      paid: 303000,
      toPay: 0,
      banks: data.hotel.banks,
    };
    const model = documentModel({ ...data, invoice }, 'invoice', 'mn');
    expect(model.paper).toBe('A4');
    expect(model.number).toBe(12);
    const totals = model.blocks.find((b) => b.kind === 'totals');
    expect(totals?.kind === 'totals' && totals.rows.map((r) => [r.label, r.value])).toEqual([
      ['Дүн', '300,000₮'],
      ['НХАТ 1% (нэмэгдсэн)', '3,000₮'],
      ['Нийт дүн', '303,000₮'],
      ['Үүнээс НӨАТ 10%', '27,273₮'],
      ['Төлсөн', '303,000₮'],
      ['Төлөх дүн', '0₮'],
    ]);
    const doc = await renderDocument({ ...data, invoice }, 'invoice', 'mn');
    expect(doc.subject).toBe('Нэхэмжлэх № 12 — Хаан Буудал');
    expect(doc.filename).toBe('nekhemjlekh-12.pdf');
    const text = pdfText(doc.pdf, 'invoice.pdf');
    expect(text).toContain('НЭХЭМЖЛЭХ');
    expect(text).toContain('Аялал Тур ХХК');
    expect(text).toContain('Standard · 101');
    expect(text).toContain('Төлөх дүн');
    expect(doc.html).toContain('Хаан банк');
  });

  it('the registration card prints the rules in Mongolian only, then the signature line', async () => {
    const mn = documentModel(data, 'registration', 'mn');
    const en = documentModel(data, 'registration', 'en');
    expect(mn.blocks.some((b) => b.kind === 'rule')).toBe(true);
    expect(en.blocks.some((b) => b.kind === 'rule')).toBe(false);
    // The nationality in the document's language (the one country list, as the page shows it).
    const guests = (model: typeof mn) =>
      model.blocks.find((b) => b.kind === 'table' && b.id === 'guests');
    const nationality = (model: typeof mn) => {
      const table = guests(model);
      return table?.kind === 'table' ? table.rows[0]?.[3] : undefined;
    };
    expect(nationality(mn)).toBe('Монгол');
    expect(nationality(en)).toBe('Mongolia');
    expect(mn.blocks.at(-1)).toEqual({
      kind: 'signatures',
      labels: ['Зочны гарын үсэг'],
      date: 'Огноо: 2026-12-09',
    });
    const text = pdfText((await renderDocument(data, 'registration', 'mn')).pdf, 'card.pdf');
    expect(text).toContain('Өрөөнд тамхи татахгүй.');
    expect(text).toContain('Зочны гарын үсэг');
  });

  it('the hotel’s logo stands in for its name: inline in the mail (cid:logo), drawn in the PDF', async () => {
    const logo = await sharp({
      create: { width: 120, height: 40, channels: 3, background: { r: 28, g: 125, b: 246 } },
    })
      .png()
      .toBuffer();
    const doc = await renderDocument(data, 'reservation', 'mn', logo);
    expect(doc.logo).toEqual({ content: logo, contentType: 'image/png', cid: 'logo' });
    expect(doc.html).toContain('<img src="cid:logo"');
    expect(doc.html).toContain(`alt="${data.hotel.name}"`);
    expect(doc.pdf.toString('latin1')).toContain('/Subtype /Image');
    // Without one, the name heads the document and nothing goes inline.
    const plain = await renderDocument(data, 'reservation', 'mn');
    expect(plain.logo).toBeUndefined();
    expect(plain.html).not.toContain('cid:logo');
    expect(plain.pdf.toString('latin1')).not.toContain('/Subtype /Image');
  });
});
