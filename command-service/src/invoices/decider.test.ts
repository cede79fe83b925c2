import { describe, expect, it } from 'vitest';
import { creditInvoiceSchema } from '@hotel/events/invoices/commands';
import type { InvoiceCreated, InvoiceEvent } from '@hotel/events/invoices/events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { PropertyState } from '../property/decider';
import { creditInvoice, invoiceBook, type InvoiceBookState, remainingOf } from './decider';

/** Given/when/then for crediting an invoice (docs/documents.md, credit notes). */

const P = 'p-1';
const INVOICE = '00000000-0000-4000-8000-0000000000c1';
const user = { userId: 'u-1', name: 'Сараа', email: 'saraa@example.mn' };
const place = {
  status: 'active',
  id: P,
  name: 'Хаан Буудал',
  workingDate: '2026-11-28',
  timeZone: 'Asia/Ulaanbaatar',
  registerNo: '1234567',
  companyName: 'Хаан ХХК',
} as PropertyState;

/** Two nights at 100,000₮ and two minibars at 5,000₮; VAT 10 % inside, city tax 1 % on top. */
const created: InvoiceCreated = {
  type: 'InvoiceCreated',
  data: {
    propertyId: P,
    invoiceId: INVOICE,
    number: 4,
    groupId: 'g-1',
    groupNumber: 7,
    reservationId: null,
    reservationNumber: null,
    customer: {
      customerName: 'Говь ХХК',
      registerNo: '7654321',
      address: null,
      phoneNumber: null,
      contractNo: null,
      tourCode: null,
      voucherCode: null,
    },
    invoiceDate: '2026-11-27',
    paymentPeriod: '2026-12-11',
    guestName: 'Бат',
    guestSurname: null,
    email: null,
    hotel: { name: 'Хаан', registerNo: '1234567', address: null, phoneNumber: null, email: null },
    banks: [],
    items: [
      room('room:r1', 2, 100000, 200000),
      {
        key: 'item:r1:i1',
        itemType: 'item',
        date: '2026-11-26',
        name: 'Минибар',
        quantity: 2,
        price: 5000,
        amount: 10000,
        percentage: null,
        inclusive: null,
      },
      tax('tax:vat', 'НӨАТ', 10, true, 19091),
      tax('tax:city', 'НХАТ', 1, false, 2100),
    ],
    totalAmount: 210000,
    fullTotalAmount: 212100,
    createdAt: '2026-11-27T02:00:00.000Z',
    userClone: user,
  },
};

function room(key: string, quantity: number, price: number, amount: number) {
  return {
    key,
    itemType: 'room' as const,
    date: '2026-11-25',
    name: 'Стандарт · 101',
    quantity,
    price,
    amount,
    percentage: null,
    inclusive: null,
  };
}

function tax(key: string, name: string, percentage: number, inclusive: boolean, amount: number) {
  return {
    key,
    itemType: 'tax' as const,
    date: null,
    name,
    quantity: 1,
    price: amount,
    amount,
    percentage,
    inclusive,
  };
}

const given = (...events: InvoiceEvent[]): InvoiceBookState =>
  events.reduce(invoiceBook.evolve, invoiceBook.initialState());

const world = (creditNoteId = 'cn-1', propertyId = P) => ({
  propertyId,
  place,
  creditNoteId,
  now: '2026-11-28T04:00:00.000Z',
  user,
});

const command = (body: Record<string, unknown>) =>
  creditInvoiceSchema.parse({ id: INVOICE, reason: 'Үнийн алдаа', ...body });

const ruleOf = (run: () => unknown): RuleBroken => {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleBroken) return error;
    throw error;
  }
  throw new Error('no rule was broken');
};

describe('crediting an invoice', () => {
  it('in full: every line and tax is taken back, numbered 1 in its own series', () => {
    const [event] = creditInvoice(command({}), given(created), world());
    expect(event!.data).toMatchObject({
      invoiceId: INVOICE,
      invoiceNumber: 4,
      creditNoteId: 'cn-1',
      number: 1,
      reason: 'Үнийн алдаа',
      date: '2026-11-28',
      totalAmount: -210000,
      fullTotalAmount: -212100,
      userClone: user,
    });
    expect(event!.data.items.map((i) => [i.key, i.quantity, i.amount])).toEqual([
      ['room:r1', -2, -200000],
      ['item:r1:i1', -2, -10000],
      ['tax:vat', -1, -19091],
      ['tax:city', -1, -2100],
    ]);
    const book = given(created, event!);
    expect(remainingOf(book.invoices.get(INVOICE)!).every((line) => line.amount === 0)).toBe(true);
    // A fully credited invoice cannot be credited again.
    expect(ruleOf(() => creditInvoice(command({}), book, world('cn-2'))).rule).toBe(
      'invoice.fullyCredited',
    );
  });

  it('by lines: a night and an amount; the taxes follow the credited amounts', () => {
    const [event] = creditInvoice(
      command({
        lines: [
          { key: 'room:r1', quantity: 1 },
          { key: 'item:r1:i1', amount: 3000 },
        ],
      }),
      given(created),
      world(),
    );
    expect(event!.data.items.map((i) => [i.key, i.quantity, i.price, i.amount])).toEqual([
      ['room:r1', -1, 100000, -100000],
      ['item:r1:i1', 0, 5000, -3000],
      ['tax:vat', -1, 9364, -9364],
      ['tax:city', -1, 1030, -1030],
    ]);
    expect(event!.data).toMatchObject({ totalAmount: -103000, fullTotalAmount: -104030 });
    const remaining = remainingOf(given(created, event!).invoices.get(INVOICE)!);
    expect(remaining.map((r) => [r.item.key, r.quantity, r.amount])).toEqual([
      ['room:r1', 1, 100000],
      ['item:r1:i1', 2, 7000],
      ['tax:vat', 0, 9727],
      ['tax:city', 0, 1070],
    ]);
  });

  it('the last credit takes exactly what remains, taxes included, so the notes add up', () => {
    const first = creditInvoice(
      command({ lines: [{ key: 'room:r1', quantity: 1 }] }),
      given(created),
      world(),
    );
    const second = creditInvoice(command({}), given(created, ...first), world('cn-2'));
    expect(second[0]!.data.number).toBe(2);
    const sum = first[0]!.data.fullTotalAmount + second[0]!.data.fullTotalAmount;
    expect(sum).toBe(-212100);
    const vat = [...first, ...second]
      .flatMap((e) => e.data.items)
      .filter((i) => i.key === 'tax:vat')
      .reduce((s, i) => s + i.amount, 0);
    expect(vat).toBe(-19091);
  });

  it('never above what remains of a line', () => {
    const book = given(created);
    const tooMany = ruleOf(() =>
      creditInvoice(command({ lines: [{ key: 'room:r1', quantity: 3 }] }), book, world()),
    );
    expect(tooMany.rule).toBe('invoice.creditAboveRemaining');
    expect(tooMany.field).toBe('lines.0');
    expect(tooMany.params).toMatchObject({ remaining: '200,000', quantity: 2 });
    const once = creditInvoice(
      command({ lines: [{ key: 'item:r1:i1', amount: 8000 }] }),
      book,
      world(),
    );
    const after = given(created, ...once);
    expect(
      ruleOf(() =>
        creditInvoice(command({ lines: [{ key: 'item:r1:i1', amount: 2001 }] }), after, world()),
      ).rule,
    ).toBe('invoice.creditAboveRemaining');
    // One unit at 5,000₮ is more than the 2,000₮ left of the line.
    expect(
      ruleOf(() =>
        creditInvoice(command({ lines: [{ key: 'item:r1:i1', quantity: 1 }] }), after, world()),
      ).rule,
    ).toBe('invoice.creditAboveRemaining');
  });

  it('a line the invoice does not have, or a tax on its own, is refused', () => {
    const book = given(created);
    expect(
      ruleOf(() =>
        creditInvoice(command({ lines: [{ key: 'room:other', quantity: 1 }] }), book, world()),
      ).rule,
    ).toBe('invoice.creditUnknownLine');
    expect(
      ruleOf(() =>
        creditInvoice(command({ lines: [{ key: 'tax:vat', amount: 100 }] }), book, world()),
      ).rule,
    ).toBe('invoice.creditTaxLine');
  });

  it("another property's invoice, or an unknown one, is not found", () => {
    expect(() => creditInvoice(command({}), given(created), world('cn-1', 'p-2'))).toThrow(
      NotFound,
    );
    expect(() => creditInvoice(command({}), given(), world())).toThrow(NotFound);
  });

  it('numbers without gaps: a decision that lost the race is re-decided with the next number', () => {
    const other: InvoiceCreated = {
      ...created,
      data: { ...created.data, invoiceId: 'inv-2', number: 5 },
    };
    const book = given(created, other);
    // Two credits decided on the same revision both take number 1; the store accepts one.
    const a = creditInvoice(command({}), book, world('cn-a'));
    const b = creditInvoice({ ...command({}), id: 'inv-2' }, book, world('cn-b'));
    expect([a[0]!.data.number, b[0]!.data.number]).toEqual([1, 1]);
    // The loser is decided again on the book with the winner's event: number 2, no gap.
    const again = creditInvoice(
      { ...command({}), id: 'inv-2' },
      given(created, other, ...a),
      world('cn-b'),
    );
    expect(again[0]!.data.number).toBe(2);
  });

  it('the command: a reason is required; quantities and amounts are whole and above zero', () => {
    const errors = (body: Record<string, unknown>) =>
      creditInvoiceSchema
        .safeParse({ id: INVOICE, ...body })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(errors({ reason: '  ' })).toEqual([['reason', 'validation.required']]);
    expect(errors({ reason: 'x', lines: [{ key: 'room:r1', quantity: 1.5 }] })).toEqual([
      ['lines.0.quantity', 'validation.integer'],
    ]);
    expect(errors({ reason: 'x', lines: [{ key: 'room:r1', amount: -5 }] })).toEqual([
      ['lines.0.amount', 'validation.min'],
    ]);
    expect(errors({ reason: 'x', lines: [{ key: 'room:r1' }] })).toEqual([
      ['lines.0.quantity', 'validation.required'],
    ]);
    expect(
      errors({
        reason: 'x',
        lines: [
          { key: 'room:r1', quantity: 1 },
          { key: 'room:r1', quantity: 1 },
        ],
      }),
    ).toEqual([['lines.1.key', 'invoice.creditLineTwice']]);
  });
});
