import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@hotel/events/dates';
import { chargesOf, documentTaxes } from '@hotel/events/documents/wording';
import type { ExtraBed, ServiceItem } from '@hotel/events/folio/events';
import { invoiceCandidates, invoiceLines, windowInvoiceLines } from '@hotel/events/invoices/lines';
import { type Routing, windowsOf } from '@hotel/events/folio/routing';
import { quoteStay, withCharges } from '@hotel/events/pricing/quote';
import type { Price, TaxClone } from '@hotel/events/reservations/events';
import { vatReceiptFigures } from '@hotel/events/vat-receipts/figures';
import { type Folio, folioOfWindow, invoiceFromFolio } from '../routes';
import type { DocumentData } from '../routes';
import { documentModel, translator } from './model';

/**
 * One rounding rule for tax (docs/documents.md): for any stays — rooms at any price, children,
 * extra beds, services, partner and reservation discounts, VAT included in the prices and a
 * tax on top on some stays — every document of a stay or a group shows the same VAT and the
 * same total as the folios: the invoice made of all its lines, the invoice printed from the
 * folios, the VAT receipt and the payment receipt (whose lines and added taxes add up to it).
 */

const VAT: TaxClone = {
  taxId: 'vat',
  name: 'НӨАТ',
  nameEn: 'VAT',
  percentage: 10,
  inclusive: true,
  isDefault: true,
};
const CITY: TaxClone = {
  taxId: 'city',
  name: 'НХАТ',
  percentage: 1,
  inclusive: false,
  isDefault: false,
};

const stayArbitrary = fc.record({
  nights: fc.integer({ min: 1, max: 5 }),
  price: fc.integer({ min: 1_000, max: 600_000 }),
  children: fc.array(fc.integer({ min: 0, max: 11 }), { maxLength: 2 }),
  childPercent: fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
  partnerDiscount: fc.constantFrom(0, 3, 7, 12.5, 15, 33.33),
  discount: fc.option(
    fc.oneof(
      fc.record({
        type: fc.constant('percent' as const),
        value: fc.integer({ min: 1, max: 5_000 }).map((h) => h / 100),
      }),
      fc.record({
        type: fc.constant('currency' as const),
        value: fc.integer({ min: 1, max: 99_999 }),
      }),
    ),
    { nil: null },
  ),
  beds: fc.array(
    fc.record({
      price: fc.integer({ min: 0, max: 90_000 }),
      nights: fc.integer({ min: 1, max: 5 }),
    }),
    { maxLength: 2 },
  ),
  services: fc.array(
    fc.record({
      price: fc.integer({ min: 1, max: 120_000 }),
      quantity: fc.integer({ min: 1, max: 9 }),
    }),
    { maxLength: 4 },
  ),
  cityTax: fc.boolean(),
});

type StayInput = typeof stayArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** A stay priced as a booking (quoteStay) and then charged as the folio does (withCharges). */
const folioOf = (input: StayInput, index: number): Folio => {
  const checkIn = '2026-12-01';
  const checkOut = addDays(checkIn, input.nights);
  const taxClones = input.cityTax ? [VAT, CITY] : [VAT];
  const taxes = taxClones.map((t) => ({
    id: t.taxId,
    name: t.name,
    percentage: t.percentage,
    inclusive: t.inclusive,
  }));
  const quote = quoteStay({
    stay: { type: 'night', checkIn, checkOut },
    roomType: {
      defaultPrice: input.price,
      priceDayUse: 0,
      hasTime: false,
      priceTime: 0,
      priceTimeCount: 1,
      occupancy: 2,
      occupancyChildren: 2,
      hasExtraBed: true,
      extraBeds: 2,
    },
    ratePlan: null,
    rateDays: new Map(),
    property: { hasTime: false, maxTime: null, childAge: 12 },
    adults: 2,
    childrenAges: input.children,
    childPolicies: [{ minAge: 0, maxAge: 12, priceType: 'percent', price: input.childPercent }],
    extraBeds: [],
    partnerDiscount: input.partnerDiscount,
    discount: input.discount,
    taxes,
    services: [],
  });
  const beds = input.beds.map((bed) => ({
    policy: {
      minAge: 0,
      maxAge: 99,
      priceType: 'mnt' as const,
      price: bed.price,
      name: 'Нэмэлт ор',
    },
    nights: Math.min(bed.nights, input.nights),
  }));
  const charged = withCharges(quote, {
    extraBeds: beds,
    services: input.services.map((s, i) => ({ name: `Үйлчилгээ ${i}`, ...s })),
    taxes,
  });
  const price: Price = {
    nights: charged.nights,
    dayRates: [...charged.dayRates],
    lines: charged.lines.map((l) => ({ ...l })),
    roomAmount: charged.roomAmount,
    childrenAmount: charged.childrenAmount,
    discountAmount: charged.discountAmount,
    taxes: charged.taxes.map((t) => ({ ...t })),
    total: charged.total,
  };
  const id = `r-${index}`;
  const items: ServiceItem[] = input.services.map((s, i) => ({
    itemId: `i-${i}`,
    serviceCategoryClone: { serviceCategoryId: 'c', name: 'Үйлчилгээ' },
    serviceClone: { serviceId: `s-${i}`, name: `Үйлчилгээ ${i}` },
    quantity: s.quantity,
    price: s.price,
    createdAt: '2026-12-01T06:00:00.000Z',
  }));
  const extraBeds: ExtraBed[] = beds.map((bed, i) => ({
    extraBedId: `b-${i}`,
    policyClone: {
      policyId: 'p',
      ageType: 'Нэмэлт ор',
      priceType: 'mnt',
      price: bed.policy.price,
      minAge: 0,
      maxAge: 99,
    },
    nights: bed.nights,
    amount: bed.policy.price,
    totalAmount: bed.policy.price * bed.nights,
    createdAt: '2026-12-01T06:00:00.000Z',
  }));
  return {
    id,
    number: index + 1,
    status: 'confirmed',
    stayType: 'night',
    checkIn,
    checkOut,
    arrivalTime: '14:00',
    exitTime: '12:00',
    hours: null,
    stayNights: input.nights,
    roomTypeClone: { roomTypeId: 'rt', name: 'Стандарт' },
    roomClone: { roomId: `room-${index}`, name: String(101 + index) },
    guestClone: { name: 'Бат', surname: null, email: null, phoneNumber: null },
    taxClones,
    price,
    amount: price.total,
    paid: 0,
    balance: price.total,
    payments: [],
    items,
    extraBeds,
  } as unknown as Folio;
};

const vatOf = (
  taxes: readonly { readonly id?: string; readonly key?: string; readonly amount: number }[],
) =>
  taxes
    .filter((t) => t.id === 'vat' || t.key === 'vat' || t.key === 'tax:vat')
    .reduce((sum, t) => sum + t.amount, 0);

describe('every document of a stay or a group', () => {
  it('shows the folios’ VAT and total, to the tugrik', () => {
    fc.assert(
      fc.property(fc.array(stayArbitrary, { minLength: 1, maxLength: 4 }), (inputs) => {
        const folios = inputs.map(folioOf);
        const folioVat = folios.reduce((sum, r) => sum + vatOf(r.price.taxes), 0);
        const folioTotal = folios.reduce((sum, r) => sum + r.price.total, 0);

        // The invoice made of every line (rooms, services, extra beds, every tax).
        const sources = folios.map((r) => ({
          reservationId: r.id,
          number: r.number,
          roomTypeName: r.roomTypeClone.name,
          roomName: r.roomClone?.name ?? null,
          stayType: r.stayType,
          checkIn: r.checkIn,
          checkOut: r.checkOut,
          price: r.price,
          items: r.items,
          extraBeds: r.extraBeds,
          taxClones: r.taxClones,
        }));
        const candidates = invoiceCandidates(sources, { extraBed: 'Нэмэлт ор' });
        const invoice = invoiceLines(
          candidates,
          candidates.map((l) => l.key),
          sources,
        );
        expect(vatOf(invoice.items)).toBe(folioVat);
        expect(invoice.fullTotalAmount).toBe(folioTotal);
        // Every line of it is quantity × unit price exactly.
        for (const line of invoice.items) expect(line.quantity * line.price).toBe(line.amount);

        // The invoice printed from the folios.
        const hotel = { banks: [] } as unknown as DocumentData['hotel'];
        const printed = invoiceFromFolio(
          folios,
          { guestClone: folios[0]!.guestClone },
          hotel,
          'mn',
        );
        expect(vatOf(printed.taxes)).toBe(folioVat);
        expect(printed.fullTotalAmount).toBe(folioTotal);

        // The VAT receipt.
        const receipt = vatReceiptFigures(
          folios.map((r) => ({
            reservationId: r.id,
            status: r.status,
            roomTypeName: r.roomTypeClone.name,
            roomName: r.roomClone?.name ?? null,
            stayType: r.stayType,
            price: r.price,
            taxClones: r.taxClones,
            payLines: [],
          })),
          { extraBed: 'Нэмэлт ор' },
        );
        expect(receipt.vat).toBe(folioVat);
        expect(receipt.total).toBe(folioTotal);
        for (const p of receipt.products) expect(p.quantity * p.price).toBe(p.amount);

        // The payment receipt: its taxes, and its lines with the added taxes make the total.
        const t = translator('mn');
        const taxes = documentTaxes(folios, 'mn');
        expect(vatOf(taxes)).toBe(folioVat);
        const rows = folios.flatMap((r) => chargesOf(r, t, 'mn'));
        for (const row of rows) expect(row.quantity * row.price).toBe(row.amount);
        const added = taxes.filter((tax) => !tax.inclusive).reduce((s, tax) => s + tax.amount, 0);
        expect(rows.reduce((s, row) => s + row.amount, 0) + added).toBe(folioTotal);
        const data = {
          hotel: { ...hotel, rules: [], name: 'Буудал', companyName: '', registerNo: '' },
          group: null,
          reservations: folios,
          totals: { amount: folioTotal, paid: 0, balance: folioTotal },
          workingDate: '2026-12-01',
          timeZone: 'Asia/Ulaanbaatar',
        } as unknown as DocumentData;
        const totals = documentModel(data, 'payment', 'mn').blocks.find((b) => b.kind === 'totals');
        const money = (n: number) => `${new Intl.NumberFormat('mn-MN').format(n)}₮`;
        expect(totals?.kind === 'totals' && totals.rows.map((r) => r.value)).toContain(
          money(folioVat),
        );
      }),
      { numRuns: 300 },
    );
  });
});

const windowArb = fc.constantFrom('1', '2', '3') as fc.Arbitrary<'1' | '2' | '3'>;
const routingArb: fc.Arbitrary<Routing> = fc
  .record({ room: windowArb, tax: windowArb, service: windowArb, extraBed: windowArb })
  .map((routes) => ({
    windows: [
      { windowId: '2' as const, partnerClone: { partnerId: 'acme', name: 'Acme', discount: 0 } },
      { windowId: '3' as const, partnerClone: { partnerId: 'tours', name: 'Tours', discount: 0 } },
    ],
    routes,
  }));

describe('every document of a payer window (payer routing)', () => {
  it('shows the window’s charges and VAT; the windows add up to the stay, to the tugrik', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(stayArbitrary, routingArb), { minLength: 1, maxLength: 3 }),
        (inputs) => {
          const folios = inputs.map(([input, routing], index) => {
            const folio = folioOf(input, index);
            const windows = windowsOf({ routing, price: folio.price, fee: null, payments: [] });
            return { ...folio, routing, windows } as Folio;
          });
          const sources = folios.map((r) => ({
            reservationId: r.id,
            number: r.number,
            roomTypeName: r.roomTypeClone.name,
            roomName: r.roomClone?.name ?? null,
            stayType: r.stayType,
            checkIn: r.checkIn,
            checkOut: r.checkOut,
            price: r.price,
            items: r.items,
            extraBeds: r.extraBeds,
            taxClones: r.taxClones,
            routing: r.routing,
          }));
          const hotel = { banks: [] } as unknown as DocumentData['hotel'];
          let vat = 0;
          let total = 0;
          for (const windowId of ['1', '2', '3']) {
            const windowed = folios.map((r) => folioOfWindow(r, windowId)!);
            const charges = windowed.reduce((sum, r) => sum + r.amount, 0);
            // The window's invoice, made and printed from the folios, and its receipt's taxes.
            const made = windowInvoiceLines(sources, windowId, { extraBed: 'Нэмэлт ор' });
            const printed = invoiceFromFolio(
              windowed,
              { guestClone: folios[0]!.guestClone },
              hotel,
              'mn',
              windowId,
            );
            const taxes = documentTaxes(windowed, 'mn');
            expect(made.fullTotalAmount).toBe(charges);
            expect(printed.fullTotalAmount).toBe(charges);
            expect(vatOf(made.items)).toBe(vatOf(taxes));
            expect(vatOf(printed.taxes)).toBe(vatOf(taxes));
            const t = translator('mn');
            const rows = windowed.flatMap((r) => chargesOf(r, t, 'mn'));
            const added = taxes.filter((x) => !x.inclusive).reduce((sum, x) => sum + x.amount, 0);
            expect(rows.reduce((sum, row) => sum + row.amount, 0) + added).toBe(charges);
            vat += vatOf(taxes);
            total += charges;
          }
          expect(vat).toBe(folios.reduce((sum, r) => sum + vatOf(r.price.taxes), 0));
          expect(total).toBe(folios.reduce((sum, r) => sum + r.price.total, 0));
        },
      ),
      { numRuns: 200 },
    );
  });
});
