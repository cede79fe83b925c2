import { describe, expect, it } from 'vitest';
import type { Price } from '../reservations/events';
import { invoiceCandidates } from './lines';

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
