import { DEFAULT_TIME_ZONE, dateInTimeZone } from '../dates';
import type { ExtraBed, ServiceItem } from '../folio/events';
import { type Routing, windowOfKind, windowTaxes } from '../folio/routing';
import { perUnit, taxOf } from '../pricing/money';
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
  /** The property's time zone, for the dates of the services (Ulaanbaatar's when not given). */
  readonly timeZone?: string | undefined;
  /** Who pays which charges (../folio/routing.ts; absent: the guest, everything). */
  readonly routing?: Routing | null | undefined;
}

/** The stay an invoice line is of: `room:{id}`, `item:{id}:{itemId}`, `bed:{id}:{bedId}`. */
const stayOf = (line: Pick<InvoiceItem, 'key'>): string => line.key.split(':')[1] ?? '';

/**
 * The date a service is billed on: the day it was added in the property's time zone, kept
 * within the stay (a service added before arrival is billed on the arrival, one added after
 * the departure — a late charge — on the departure).
 */
export const serviceDate = (
  createdAt: string,
  stay: Pick<InvoiceSource, 'checkIn' | 'checkOut' | 'timeZone'>,
): string => {
  const day = dateInTimeZone(createdAt, stay.timeZone ?? DEFAULT_TIME_ZONE);
  const last = stay.checkOut > stay.checkIn ? stay.checkOut : stay.checkIn;
  return day < stay.checkIn ? stay.checkIn : day > last ? last : day;
};

/**
 * The lines an invoice may bill for these reservations (operations spec §3 invoice items): each
 * reservation's room first (its nights and children less its discount, as nights × the night
 * when that divides, else as one amount), then its services (dated within the stay) and extra
 * beds, then the taxes on the stays. The command side builds the invoice from these; the
 * creation page offers the same to pick.
 */
export const invoiceCandidates = (
  sources: readonly InvoiceSource[],
  names: { readonly extraBed: string },
): InvoiceItem[] => {
  const rooms: InvoiceItem[] = [];
  const charges: InvoiceItem[] = [];
  for (const source of sources) {
    const roomAmount = source.price.lines
      .filter((line) => line.kind === 'room' || line.kind === 'child' || line.kind === 'discount')
      .reduce((sum, line) => sum + line.amount, 0);
    const nights = source.stayType === 'night' ? Math.max(1, source.price.nights) : 1;
    rooms.push({
      key: `room:${source.reservationId}`,
      itemType: 'room',
      date: source.checkIn,
      name: [source.roomTypeName, source.roomName].filter(Boolean).join(' · '),
      ...(source.roomTypeNameEn
        ? { nameEn: [source.roomTypeNameEn, source.roomName].filter(Boolean).join(' · ') }
        : {}),
      ...perUnit(roomAmount, nights),
      amount: roomAmount,
      percentage: null,
      inclusive: null,
    });
    for (const item of source.items) {
      charges.push({
        key: `item:${source.reservationId}:${item.itemId}`,
        itemType: 'item',
        date: serviceDate(item.createdAt, source),
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
  }
  const lines = [...rooms, ...charges];
  return [...lines, ...stayTaxLines(sources, lines)];
};

/**
 * The taxes on the billed lines by the one rule (events/src/pricing/money.ts `taxOf`): each
 * stay's tax on that stay's billed lines, as its folio computes it, summed per tax. With every
 * line of a stay billed, the invoice shows the folio's own tax to the tugrik. `picked` leaves
 * taxes out.
 */
export const stayTaxLines = (
  sources: readonly Pick<InvoiceSource, 'reservationId' | 'taxClones'>[],
  lines: readonly InvoiceItem[],
  picked: (tax: TaxClone) => boolean = () => true,
): InvoiceItem[] => {
  const taxable = new Map<string, number>();
  for (const line of lines) {
    if (line.itemType === 'tax') continue;
    taxable.set(stayOf(line), (taxable.get(stayOf(line)) ?? 0) + line.amount);
  }
  const taxes = new Map<string, InvoiceItem>();
  for (const source of sources) {
    const base = taxable.get(source.reservationId);
    if (base === undefined) continue;
    for (const tax of source.taxClones.filter(picked)) {
      const known = taxes.get(tax.taxId);
      const total = (known?.amount ?? 0) + taxOf(base, tax);
      taxes.set(tax.taxId, {
        key: `tax:${tax.taxId}`,
        itemType: 'tax',
        date: null,
        name: tax.name,
        ...(tax.nameEn ? { nameEn: tax.nameEn } : {}),
        quantity: 1,
        price: total,
        amount: total,
        percentage: tax.percentage,
        inclusive: tax.inclusive,
      });
    }
  }
  return [...taxes.values()];
};

/**
 * These taxes on the lines of an invoice, every one on each stay the lines are of (an issued
 * invoice keeps its taxes, not which stay had which): each stay's tax by the one rule, summed.
 */
export const taxLines = (
  taxes: readonly TaxClone[],
  lines: readonly InvoiceItem[],
): InvoiceItem[] =>
  stayTaxLines(
    [...new Set(lines.filter((l) => l.itemType !== 'tax').map(stayOf))].map((reservationId) => ({
      reservationId,
      taxClones: taxes,
    })),
    lines,
  );

/**
 * The billed lines picked by key (every room always), each stay's taxes recomputed by the one
 * rule on what is billed of it.
 */
export const invoiceLines = (
  candidates: readonly InvoiceItem[],
  picked: readonly string[],
  sources: readonly Pick<InvoiceSource, 'reservationId' | 'taxClones'>[],
): { items: InvoiceItem[]; totalAmount: number; fullTotalAmount: number } => {
  const keys = new Set(picked);
  const billed = candidates.filter(
    (line) => line.itemType === 'room' || (line.itemType === 'item' && keys.has(line.key)),
  );
  const taxItems = stayTaxLines(sources, billed, (tax) => keys.has(`tax:${tax.taxId}`));
  const totalAmount = billed.reduce((sum, line) => sum + line.amount, 0);
  const added = taxItems.filter((t) => !t.inclusive).reduce((sum, t) => sum + t.amount, 0);
  return { items: [...billed, ...taxItems], totalAmount, fullTotalAmount: totalAmount + added };
};

/**
 * An invoice for one payer window (docs/folio.md "Payer routing"): of each stay, the lines of
 * the charge kinds routed to that window — the room (nights, children, discount), services,
 * extra beds — and its taxes by `windowTaxes` (a tax on top whole in the window its taxes go
 * to, computed on the stay's lines as the folio computes it; a tax included in prices, the
 * window's share). A stay without that window adds nothing. Its full total is the window's
 * charges.
 */
export const windowInvoiceLines = (
  sources: readonly InvoiceSource[],
  windowId: string,
  names: { readonly extraBed: string },
): { items: InvoiceItem[]; totalAmount: number; fullTotalAmount: number } => {
  const billed: InvoiceItem[] = [];
  const taxes = new Map<string, InvoiceItem>();
  for (const source of sources) {
    const listed =
      windowId === '1' || (source.routing?.windows ?? []).some((w) => w.windowId === windowId);
    if (!listed) continue;
    const kindOf = (line: InvoiceItem) =>
      line.key.startsWith('room:') ? 'room' : line.key.startsWith('bed:') ? 'extraBed' : 'service';
    for (const line of invoiceCandidates([source], names)) {
      if (line.itemType === 'tax') continue;
      if (windowOfKind(source.routing, kindOf(line)) !== windowId) continue;
      billed.push(line);
    }
    for (const tax of windowTaxes(source.routing, source.price, windowId)) {
      const clone = source.taxClones.find((t) => t.taxId === tax.id);
      const known = taxes.get(tax.id);
      const total = (known?.amount ?? 0) + tax.amount;
      const nameEn = clone?.nameEn;
      taxes.set(tax.id, {
        key: `tax:${tax.id}`,
        itemType: 'tax',
        date: null,
        name: clone?.name ?? tax.name,
        ...(nameEn ? { nameEn } : {}),
        quantity: 1,
        price: total,
        amount: total,
        percentage: tax.percentage,
        inclusive: tax.inclusive,
      });
    }
  }
  const rooms = billed.filter((line) => line.itemType === 'room');
  const items = [...rooms, ...billed.filter((line) => line.itemType !== 'room')];
  const taxItems = [...taxes.values()];
  const totalAmount = items.reduce((sum, line) => sum + line.amount, 0);
  const added = taxItems.filter((t) => !t.inclusive).reduce((sum, t) => sum + t.amount, 0);
  return { items: [...items, ...taxItems], totalAmount, fullTotalAmount: totalAmount + added };
};
