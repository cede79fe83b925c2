import { type Named, localName } from '../names';
import type { Price, StayType } from '../reservations/events';

type PriceLine = Price['lines'][number];

/**
 * How the documents write a stay (the printouts in the UI and the e-mailed HTML and PDF on
 * the server print the same words): dates as YY/MM/DD, phones with +976, a stay's length, and
 * a receipt's charge lines — the folio's own price lines, so they add up to its amount. `t`
 * is the documents' translations in the document's language (ui/src/locales/{mn,en}/documents.json).
 */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** A date as the documents print it: YY/MM/DD. */
export const printedDate = (date: string): string => date.slice(2, 10).replaceAll('-', '/');

/** A phone as the documents print it: +976 and the eight digits in two groups. */
export const printedPhone = (phone: string): string => {
  const trimmed = phone.trim();
  if (trimmed.startsWith('+')) return trimmed;
  const digits = trimmed.replace(/\D+/g, '');
  return digits.length === 8 ? `+976 ${digits.slice(0, 4)} ${digits.slice(4)}` : trimmed;
};

export const guestName = (guest: { readonly name: string; readonly surname: string | null }) =>
  [guest.name, guest.surname].filter((part) => part && part.trim()).join(' ');

/** What the documents read of a stay. */
export interface DocumentStay {
  readonly id: string;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly stayType: StayType;
  readonly arrivalTime: string;
  readonly exitTime: string;
  readonly stayNights: number;
  readonly hours?: number | null | undefined;
  readonly roomTypeClone: Named;
  readonly roomClone: { readonly name: string } | null;
  readonly taxClones: readonly Named[];
  readonly price: { readonly lines: readonly PriceLine[] };
}

/** Arrival and departure with the stay's times. */
export const arrival = (r: DocumentStay) => `${printedDate(r.checkIn)} ${r.arrivalTime}`;
export const departure = (r: DocumentStay) =>
  `${printedDate(r.stayType === 'night' ? r.checkOut : r.checkIn)} ${r.exitTime}`;

/** The length of a stay: its nights, or its hours for a time stay, or a day. */
export const stayLength = (r: DocumentStay, t: Translate) =>
  r.stayType === 'night'
    ? t('nights', { count: r.stayNights })
    : r.stayType === 'time'
      ? t('hours', { count: r.hours ?? 0 })
      : t('dayUse');

/** What a price line is called on a receipt. */
const chargeLabel = (line: PriceLine, r: DocumentStay, t: Translate, language: string) => {
  switch (line.kind) {
    case 'room':
    case 'child':
      return t('receipt.room', {
        roomType: localName(r.roomTypeClone, language),
        room: r.roomClone?.name ?? '—',
        length: stayLength(r, t),
      });
    case 'extraBed':
      return t('receipt.extraBed', { count: line.quantity });
    case 'service':
      return t('receipt.service', { name: line.name ?? '', count: line.quantity });
    case 'discount':
      return t('receipt.discount');
    case 'tax': {
      // The price line names the tax as it was; its copy on the stay has the English name.
      const copy = r.taxClones.find((clone) => clone.name === line.name);
      return t('receipt.tax', { name: copy ? localName(copy, language) : (line.name ?? '') });
    }
    default: {
      const unknown: never = line.kind;
      return unknown;
    }
  }
};

/**
 * A stay's charges as a receipt lists them: the room's nights (and children's prices) in one
 * line, each extra bed, service, the discount and each added tax — the folio's own price
 * lines, so they add up to its amount.
 */
export const chargesOf = (
  r: DocumentStay,
  t: Translate,
  language: string,
): { key: string; label: string; amount: number }[] => {
  const rows: { key: string; label: string; amount: number }[] = [];
  r.price.lines.forEach((line, i) => {
    const stay = line.kind === 'room' || line.kind === 'child';
    const last = rows[rows.length - 1];
    if (stay && last?.key === `${r.id}-stay`) {
      last.amount += line.amount;
      return;
    }
    rows.push({
      key: stay ? `${r.id}-stay` : `${r.id}-${i}`,
      label: chargeLabel(line, r, t, language),
      amount: line.amount,
    });
  });
  return rows;
};
