import type { ExtraBed, ServiceItem } from '../folio/events';
import { includedTax, percentOfUp } from '../pricing/money';
import type { Price, StayType, TaxClone } from '../reservations/events';
import type { InvoiceItem } from './events';

/** What an invoice's lines are built from: one reservation as either side holds it. */
export interface InvoiceSource {
  readonly reservationId: string;
  readonly number: number;
  readonly roomTypeName: string;
  /** The room type's English name, when it has one. */
  readonly roomTypeNameEn?: string | undefined;
  readonly roomName: string | null;
  readonly stayType: StayType;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly price: Price;
  readonly items: readonly ServiceItem[];
  readonly extraBeds: readonly ExtraBed[];
  readonly taxClones: readonly TaxClone[];
}

/**
 * The lines an invoice may bill for these reservations (operations spec §3 invoice items): each
 * reservation's room first (nights × the average night, the room's own amount with its
 * children and discount), then its services and extra beds, then the taxes on the stays. The
 * command side builds the invoice from these; the creation page offers the same to pick.
 */
export const invoiceCandidates = (
  sources: readonly InvoiceSource[],
  names: { readonly extraBed: string },
): InvoiceItem[] => {
  const rooms: InvoiceItem[] = [];
  const charges: InvoiceItem[] = [];
  const taxes = new Map<string, TaxClone>();
  for (const source of sources) {
    const roomAmount = source.price.lines
      .filter((line) => line.kind === 'room' || line.kind === 'child' || line.kind === 'discount')
      .reduce((sum, line) => sum + line.amount, 0);
    const quantity = source.stayType === 'night' ? Math.max(1, source.price.nights) : 1;
    rooms.push({
      key: `room:${source.reservationId}`,
      itemType: 'room',
      date: source.checkIn,
      name: [source.roomTypeName, source.roomName].filter(Boolean).join(' · '),
      ...(source.roomTypeNameEn
        ? { nameEn: [source.roomTypeNameEn, source.roomName].filter(Boolean).join(' · ') }
        : {}),
      quantity,
      price: Math.round(roomAmount / quantity),
      amount: roomAmount,
      percentage: null,
      inclusive: null,
    });
    for (const item of source.items) {
      charges.push({
        key: `item:${source.reservationId}:${item.itemId}`,
        itemType: 'item',
        date: item.createdAt.slice(0, 10),
        name: item.serviceClone.name,
        quantity: item.quantity,
        price: item.price,
        amount: item.price * item.quantity,
        percentage: null,
        inclusive: null,
      });
    }
    for (const bed of source.extraBeds) {
      charges.push({
        key: `bed:${source.reservationId}:${bed.extraBedId}`,
        itemType: 'item',
        date: source.checkIn,
        name: names.extraBed,
        quantity: bed.nights,
        price: bed.amount,
        amount: bed.totalAmount,
        percentage: null,
        inclusive: null,
      });
    }
    for (const tax of source.taxClones) taxes.set(tax.taxId, tax);
  }
  const lines = [...rooms, ...charges];
  return [...lines, ...taxLines([...taxes.values()], lines)];
};

/** The taxes on the billed lines, with the quote engine's arithmetic. */
export const taxLines = (
  taxes: readonly TaxClone[],
  lines: readonly InvoiceItem[],
): InvoiceItem[] => {
  const taxable = lines
    .filter((line) => line.itemType !== 'tax')
    .reduce((sum, line) => sum + line.amount, 0);
  return taxes.map((tax) => {
    const amount = tax.inclusive
      ? includedTax(taxable, tax.percentage)
      : percentOfUp(taxable, tax.percentage);
    return {
      key: `tax:${tax.taxId}`,
      itemType: 'tax',
      date: null,
      name: tax.name,
      ...(tax.nameEn ? { nameEn: tax.nameEn } : {}),
      quantity: 1,
      price: amount,
      amount,
      percentage: tax.percentage,
      inclusive: tax.inclusive,
    };
  });
};

/** The billed lines picked by key (every room always), taxes recomputed on what is billed. */
export const invoiceLines = (
  candidates: readonly InvoiceItem[],
  picked: readonly string[],
  taxes: readonly TaxClone[],
): { items: InvoiceItem[]; totalAmount: number; fullTotalAmount: number } => {
  const keys = new Set(picked);
  const billed = candidates.filter(
    (line) => line.itemType === 'room' || (line.itemType === 'item' && keys.has(line.key)),
  );
  const pickedTaxes = taxes.filter((tax) => keys.has(`tax:${tax.taxId}`));
  const taxItems = taxLines(pickedTaxes, billed);
  const totalAmount = billed.reduce((sum, line) => sum + line.amount, 0);
  const added = taxItems.filter((t) => !t.inclusive).reduce((sum, t) => sum + t.amount, 0);
  return { items: [...billed, ...taxItems], totalAmount, fullTotalAmount: totalAmount + added };
};
