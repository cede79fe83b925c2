import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Price } from '../reservations/events';
import { type Routing, UNROUTED, chargeKindOf, unsettledOf, windowsOf } from './routing';

const acme = { partnerId: 'acme', name: 'Acme ХХК', discount: 0 };
const tours = { partnerId: 'tours', name: 'Tours ХХК', discount: 0 };

const line = (kind: Price['lines'][number]['kind'], amount: number) => ({
  kind,
  quantity: 1,
  price: amount,
  amount,
});

/** Room 200,000, a child 20,000, a discount −10,000, minibar 30,000, extra bed 15,000, VAT 25,500. */
const price = {
  lines: [
    line('room', 200_000),
    line('child', 20_000),
    line('discount', -10_000),
    line('service', 30_000),
    line('extraBed', 15_000),
    line('tax', 25_500),
  ],
  total: 280_500,
};

const company: Routing = {
  windows: [{ windowId: '2', partnerClone: acme }],
  routes: { room: '2', tax: '2', service: '1', extraBed: '1' },
};

describe('windowsOf', () => {
  it('unrouted: one window, the guest, with the whole stay', () => {
    const windows = windowsOf({ routing: null, price, fee: null, payments: [{ net: 80_500 }] });
    expect(windows).toEqual([
      {
        windowId: '1',
        partnerClone: null,
        kinds: ['room', 'tax', 'service', 'extraBed'],
        charges: 280_500,
        paid: 80_500,
        balance: 200_000,
      },
    ]);
    expect(unsettledOf(windows)).toBe(200_000);
  });

  it("room and taxes to the company: children's prices and discounts go with the room", () => {
    const windows = windowsOf({
      routing: company,
      price,
      fee: null,
      payments: [
        { windowId: '1', net: 45_000 },
        { windowId: '2', net: 100_000, receivable: true },
      ],
    });
    expect(
      windows.map((w) => [
        w.windowId,
        w.partnerClone?.name ?? null,
        w.kinds,
        w.charges,
        w.paid,
        w.balance,
      ]),
    ).toEqual([
      ['1', null, ['service', 'extraBed'], 45_000, 45_000, 0],
      ['2', 'Acme ХХК', ['room', 'tax'], 235_500, 100_000, 135_500],
    ]);
    expect(unsettledOf(windows)).toBe(135_500);
  });

  it('a credit in one window does not settle another', () => {
    const windows = windowsOf({
      routing: company,
      price,
      fee: null,
      payments: [{ windowId: '1', net: 100_000 }],
    });
    expect(windows.map((w) => w.balance)).toEqual([-55_000, 235_500]);
    expect(unsettledOf(windows)).toBe(235_500);
  });

  it("a canceled stay's fee is the room's window's; a payment of a dropped window counts in the guest's", () => {
    const windows = windowsOf({
      routing: company,
      price,
      fee: 50_000,
      payments: [{ windowId: '3', net: 10_000 }],
    });
    expect(windows.map((w) => [w.windowId, w.charges, w.paid])).toEqual([
      ['1', 0, 10_000],
      ['2', 50_000, 0],
    ]);
  });

  it('maps price lines to their kinds', () => {
    expect(price.lines.map(chargeKindOf)).toEqual([
      'room',
      'room',
      'room',
      'service',
      'extraBed',
      'tax',
    ]);
    expect(UNROUTED.windows).toEqual([]);
  });

  it('charges add up to the total and payments to what was paid, for any routing (property)', () => {
    const windowId = fc.constantFrom('1', '2', '3', '4') as fc.Arbitrary<'1' | '2' | '3' | '4'>;
    fc.assert(
      fc.property(
        fc.subarray(['2', '3', '4'] as const),
        fc.record({ room: windowId, tax: windowId, service: windowId, extraBed: windowId }),
        fc.array(
          fc.record({
            kind: fc.constantFrom(
              'room',
              'child',
              'extraBed',
              'service',
              'discount',
              'tax',
            ) as fc.Arbitrary<Price['lines'][number]['kind']>,
            amount: fc.integer({ min: -100_000, max: 1_000_000 }),
          }),
          { maxLength: 12 },
        ),
        fc.integer({ min: -50_000, max: 50_000 }),
        fc.option(fc.nat(1_000_000), { nil: null }),
        fc.array(fc.record({ windowId, net: fc.integer({ min: 0, max: 1_000_000 }) }), {
          maxLength: 8,
        }),
        (listed, routes, lines, rest, fee, payments) => {
          const routing: Routing = {
            windows: listed.map((id, i) => ({
              windowId: id,
              partnerClone: i % 2 ? tours : acme,
            })),
            routes,
          };
          const stayLines = lines.map((l) => line(l.kind, l.amount));
          const total = stayLines.reduce((sum, l) => sum + l.amount, 0) + rest;
          const windows = windowsOf({ routing, price: { lines: stayLines, total }, fee, payments });
          expect(windows.map((w) => w.windowId)).toEqual(['1', ...listed]);
          for (const w of windows) expect(w.balance).toBe(w.charges - w.paid);
          expect(windows.reduce((sum, w) => sum + w.charges, 0)).toBe(fee ?? total);
          expect(windows.reduce((sum, w) => sum + w.paid, 0)).toBe(
            payments.reduce((sum, p) => sum + p.net, 0),
          );
          // Every kind is in exactly one window.
          expect(windows.flatMap((w) => w.kinds).sort()).toEqual(
            ['extraBed', 'room', 'service', 'tax'].sort(),
          );
        },
      ),
    );
  });
});
