import { describe, expect, it } from 'vitest';
import {
  type DocumentStay,
  arrival,
  chargesOf,
  defaultDocumentLanguage,
  departure,
  printedDate,
  printedTime,
} from './wording';

/**
 * How every document writes dates, times and names (docs/documents.md "Language and dates"):
 * YYYY-MM-DD and HH:mm in both languages, the interface's language unless another is chosen,
 * a service's English name in English where it has one.
 */

const t = (key: string, params: Record<string, string | number> = {}) =>
  `${key}(${Object.entries(params)
    .map(([name, value]) => `${name}=${value}`)
    .join(',')})`;

const stay = (overrides: Partial<DocumentStay> = {}): DocumentStay => ({
  id: 'r1',
  checkIn: '2026-11-29',
  checkOut: '2026-12-01',
  stayType: 'night',
  arrivalTime: '14:00',
  exitTime: '12:00',
  stayNights: 2,
  hours: null,
  roomTypeClone: { name: 'Стандарт', nameEn: 'Standard' },
  roomClone: { name: '101' },
  taxClones: [],
  price: { lines: [], taxes: [] },
  ...overrides,
});

describe('document dates', () => {
  it('given a date, then it prints YYYY-MM-DD (never 26/11/29), a date-time its date', () => {
    expect(printedDate('2026-11-29')).toBe('2026-11-29');
    expect(printedDate('2026-11-29T00:00:00.000Z')).toBe('2026-11-29');
    expect(printedDate('2001-01-05')).toBe('2001-01-05');
    // Not a date: as it came (nothing invented).
    expect(printedDate('')).toBe('');
  });

  it('given a time, then it prints HH:mm on a 24-hour clock', () => {
    expect(printedTime('14:00')).toBe('14:00');
    expect(printedTime('9:05')).toBe('09:05');
    expect(printedTime('09:05:30')).toBe('09:05');
    expect(printedTime('')).toBe('');
  });

  it('given a night stay, then arrival and departure are its dates with the stay’s times', () => {
    expect(arrival(stay())).toBe('2026-11-29 14:00');
    expect(departure(stay())).toBe('2026-12-01 12:00');
    // A day use or time stay leaves on the day it came.
    expect(departure(stay({ stayType: 'time', exitTime: '18:30', hours: 3 }))).toBe(
      '2026-11-29 18:30',
    );
  });
});

describe('document language', () => {
  it('given the interface’s language, then a document takes it: English in /en, else Mongolian', () => {
    expect(defaultDocumentLanguage('en')).toBe('en');
    expect(defaultDocumentLanguage('mn')).toBe('mn');
    expect(defaultDocumentLanguage(undefined)).toBe('mn');
    expect(defaultDocumentLanguage('de')).toBe('mn');
  });

  it('given a service with an English name, then the receipt names it in English, in Mongolian otherwise', () => {
    const withServices = stay({
      price: {
        lines: [
          { kind: 'room', quantity: 2, price: 100_000, amount: 200_000 },
          {
            kind: 'service',
            name: 'Өглөөний цай',
            nameEn: 'Breakfast',
            quantity: 2,
            price: 5_000,
            amount: 10_000,
          },
          { kind: 'service', name: 'Угаалга', quantity: 1, price: 8_000, amount: 8_000 },
          { kind: 'service', name: 'Минибар', quantity: 1, price: 6_000, amount: 6_000 },
        ],
        taxes: [],
      },
      // The folio's copy of a service has its English name (the price line has none).
      items: [{ serviceClone: { name: 'Минибар', nameEn: 'Minibar' } }],
    });
    expect(chargesOf(withServices, t, 'en').map((row) => row.label)).toEqual([
      'receipt.room(roomType=Standard,room=101,length=nights(count=2))',
      'receipt.service(name=Breakfast,count=2)',
      'receipt.service(name=Угаалга,count=1)',
      'receipt.service(name=Minibar,count=1)',
    ]);
    expect(chargesOf(withServices, t, 'mn').map((row) => row.label)).toEqual([
      'receipt.room(roomType=Стандарт,room=101,length=nights(count=2))',
      'receipt.service(name=Өглөөний цай,count=2)',
      'receipt.service(name=Угаалга,count=1)',
      'receipt.service(name=Минибар,count=1)',
    ]);
  });
});
