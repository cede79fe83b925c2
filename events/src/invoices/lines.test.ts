import { describe, expect, it } from 'vitest';
import type { Price } from '../reservations/events';
import { invoiceCandidates, invoiceLines } from './lines';

const price: Price = {
  nights: 2,
  dayRates: [
    { date: '2026-11-21', value: 100_000 },
    { date: '2026-11-22', value: 100_000 },
  ],
  lines: [
    { kind: 'room', date: '2026-11-21', quantity: 1, price: 100_000, amount: 100_000 },
    { kind: 'room', date: '2026-11-22', quantity: 1, price: 100_000, amount: 100_000 },
  ],
  roomAmount: 200_000,
  childrenAmount: 0,
  discountAmount: 0,
  taxes: [],
  total: 200_000,
};

const source = (english: boolean) => ({
  reservationId: 'r-1',
  number: 1,
  roomTypeName: 'Стандарт',
  ...(english ? { roomTypeNameEn: 'Standard' } : {}),
  roomName: '101',
  stayType: 'night' as const,
  checkIn: '2026-11-21',
  checkOut: '2026-11-23',
  price,
  items: [],
  extraBeds: [],
  taxClones: [
    {
      taxId: 't-1',
      name: 'НӨАТ',
      ...(english ? { nameEn: 'VAT' } : {}),
      percentage: 10,
      inclusive: true,
      isDefault: true,
    },
  ],
});

describe('invoice lines in both languages', () => {
  it('given a room type and a tax named in English, then their lines carry the English name too', () => {
    const lines = invoiceCandidates([source(true)], { extraBed: 'Нэмэлт ор' });
    expect(lines.map((line) => [line.key, line.name, line.nameEn])).toEqual([
      ['room:r-1', 'Стандарт · 101', 'Standard · 101'],
      ['tax:t-1', 'НӨАТ', 'VAT'],
    ]);
  });

  it('given names from before English names, then the lines have none', () => {
    const lines = invoiceCandidates([source(false)], { extraBed: 'Нэмэлт ор' });
    expect(lines.every((line) => !('nameEn' in line))).toBe(true);
  });
});

describe('the taxes an invoice bills', () => {
  const vat = {
    taxId: 'vat',
    name: 'НӨАТ',
    percentage: 10,
    inclusive: true,
    isDefault: true,
  };
  const city = {
    taxId: 'city',
    name: 'НХАТ',
    percentage: 1,
    inclusive: false,
    isDefault: false,
  };
  const stay = (id: string, amount: number, taxClones = [vat]) => ({
    ...source(false),
    reservationId: id,
    price: {
      ...price,
      nights: 1,
      lines: [{ kind: 'room' as const, quantity: 1, price: amount, amount }],
      roomAmount: amount,
      total: amount,
    },
    taxClones,
  });

  it('given two stays, then each stay’s tax is its own (as its folio has it), summed', () => {
    // 9,091 (9,091.4) each; the VAT of their total would be 18,183 (18,182.7).
    const sources = [stay('r-1', 100_005), stay('r-2', 100_005)];
    const candidates = invoiceCandidates(sources, { extraBed: 'Нэмэлт ор' });
    const { items } = invoiceLines(candidates, ['tax:vat'], sources);
    expect(items.find((line) => line.key === 'tax:vat')?.amount).toBe(18_182);
    expect(candidates.find((line) => line.key === 'tax:vat')?.amount).toBe(18_182);
  });

  it('given a tax only one stay has, then only that stay is taxed by it', () => {
    const sources = [stay('r-1', 100_000, [vat, city]), stay('r-2', 100_000)];
    const { items, totalAmount, fullTotalAmount } = invoiceLines(
      invoiceCandidates(sources, { extraBed: 'Нэмэлт ор' }),
      ['tax:vat', 'tax:city'],
      sources,
    );
    expect(items.filter((line) => line.itemType === 'tax').map((l) => [l.key, l.amount])).toEqual([
      ['tax:vat', 18_182],
      ['tax:city', 1_000],
    ]);
    expect([totalAmount, fullTotalAmount]).toEqual([200_000, 201_000]);
  });

  it('given a tax not picked, then it is not billed', () => {
    const sources = [stay('r-1', 100_000, [vat, city])];
    const { items } = invoiceLines(
      invoiceCandidates(sources, { extraBed: 'Нэмэлт ор' }),
      ['tax:vat'],
      sources,
    );
    expect(items.map((line) => line.key)).toEqual(['room:r-1', 'tax:vat']);
  });
});

describe('the lines of a stay', () => {
  it('given nights that divide the room’s amount, then nights × the night; else one amount', () => {
    const [even] = invoiceCandidates([source(false)], { extraBed: 'Нэмэлт ор' });
    expect([even?.quantity, even?.price, even?.amount]).toEqual([2, 100_000, 200_000]);
    const odd = {
      ...source(false),
      price: {
        ...price,
        lines: [
          ...price.lines,
          { kind: 'discount' as const, quantity: 1, price: -1_001, amount: -1_001 },
        ],
        discountAmount: 1_001,
        total: 198_999,
      },
    };
    const [room] = invoiceCandidates([odd], { extraBed: 'Нэмэлт ор' });
    expect([room?.quantity, room?.price, room?.amount]).toEqual([1, 198_999, 198_999]);
  });

  it('given services added before arrival, at night and after departure, then each is dated within the stay', () => {
    const item = (itemId: string, createdAt: string) => ({
      itemId,
      serviceCategoryClone: { serviceCategoryId: 'c', name: 'Мини бар' },
      serviceClone: { serviceId: 's', name: 'Ус' },
      quantity: 2,
      price: 3_000,
      createdAt,
    });
    const lines = invoiceCandidates(
      [
        {
          ...source(false),
          items: [
            item('booked', '2026-11-10T04:00:00.000Z'),
            // 06:30 on the 22nd in Ulaanbaatar (22:30 UTC the day before)
            item('morning', '2026-11-21T22:30:00.000Z'),
            item('late', '2026-11-25T04:00:00.000Z'),
          ],
        },
      ],
      { extraBed: 'Нэмэлт ор' },
    );
    expect(lines.filter((l) => l.itemType === 'item').map((l) => [l.key, l.date])).toEqual([
      ['item:r-1:booked', '2026-11-21'],
      ['item:r-1:morning', '2026-11-22'],
      ['item:r-1:late', '2026-11-23'],
    ]);
  });
});
