import { perUnit, sumTaxes } from '../pricing/money';
import type { Price, StayType, TaxClone } from '../reservations/events';
import type { VatReceiptFigures, VatReceiptProduct, VatReceiptTax } from './events';

/** One pay line of a folio payment: its method (name, cash or not) and the tugrik it counts for. */
export interface VatPayLine {
  readonly methodName: string;
  /** The method's "cash" switch when it was paid with (absent in older payments). */
  readonly isCash?: boolean | undefined;
  readonly amountMnt: number;
}

/** A reservation as a VAT receipt sells it (either side can build one). */
export interface VatReceiptSource {
  readonly reservationId: string;
  readonly status: string;
  readonly roomTypeName: string;
  readonly roomName: string | null;
  readonly stayType: StayType;
  readonly price: Price;
  readonly taxClones: readonly TaxClone[];
  /** The folio's pay lines (every payment's, receivables included). */
  readonly payLines: readonly VatPayLine[];
}

/** Canceled and no-show stays sell nothing on a receipt. */
export const isSold = (source: { readonly status: string }): boolean =>
  source.status !== 'canceled' && source.status !== 'no-show';

/**
 * Cash is what was paid with a method whose "cash" switch is on (settings → payment methods;
 * the seeded "Бэлэн мөнгө" / "Cash" has it); every other method is non-cash (card, transfer,
 * QPay, a receivable). Payments recorded before methods had the switch count as cash when
 * their method was named so ("бэлэн" / "cash").
 */
export const isCashLine = (pay: Pick<VatPayLine, 'methodName' | 'isCash'>): boolean =>
  pay.isCash ?? /бэлэн|бэлн|cash/i.test(pay.methodName);

/** The nights of a stay as one product: n × the night's price when it divides, else 1 × all. */
const product = (name: string, quantity: number, amount: number): VatReceiptProduct => ({
  name,
  ...perUnit(amount, quantity),
  amount,
});

/**
 * A receipt's figures from the folios it sells, adding up nothing the folios do not: each
 * stay's room and children's nights as one product, each extra bed and service as the folio
 * lists them; the discounts; the VAT (the default tax, included in the prices) and the other
 * taxes as the folios computed them; the total is the sum of the folios' amounts. The payments
 * split into cash and non-cash so they add up to the total: change given back comes out of
 * the cash, then out of the non-cash.
 */
export const vatReceiptFigures = (
  sources: readonly VatReceiptSource[],
  names: { readonly extraBed: string },
): VatReceiptFigures => {
  const products: VatReceiptProduct[] = [];
  let discount = 0;
  let total = 0;
  const defaults = new Set<string>();
  const stayTaxes: Price['taxes'][] = [];
  let cashPaid = 0;
  let otherPaid = 0;
  for (const source of sources.filter(isSold)) {
    const { price } = source;
    const stay = price.lines
      .filter((line) => line.kind === 'room' || line.kind === 'child')
      .reduce((sum, line) => sum + line.amount, 0);
    const stayName = [source.roomTypeName, source.roomName].filter(Boolean).join(' · ');
    products.push(product(stayName, source.stayType === 'night' ? price.nights : 1, stay));
    for (const line of price.lines) {
      if (line.kind === 'extraBed' || line.kind === 'service') {
        products.push({
          name: line.name ?? names.extraBed,
          quantity: line.quantity,
          price: line.price,
          amount: line.amount,
        });
      } else if (line.kind === 'discount') {
        discount -= line.amount;
      }
    }
    for (const tax of source.taxClones) if (tax.isDefault) defaults.add(tax.taxId);
    stayTaxes.push(price.taxes);
    total += price.total;
    for (const pay of source.payLines) {
      if (isCashLine(pay)) cashPaid += pay.amountMnt;
      else otherPaid += pay.amountMnt;
    }
  }
  // The stays' own taxes (the folios'), summed per tax: the one rule (pricing/money.ts).
  const taxes = sumTaxes(stayTaxes);
  const vat = taxes.filter((tax) => defaults.has(tax.id)).reduce((sum, t) => sum + t.amount, 0);
  const otherTaxes: VatReceiptTax[] = taxes
    .filter((tax) => !defaults.has(tax.id))
    .map((tax) => ({
      taxId: tax.id,
      name: tax.name,
      percentage: tax.percentage,
      inclusive: tax.inclusive,
      amount: tax.amount,
    }));
  const card = Math.max(0, Math.min(otherPaid, total));
  const cash = Math.max(0, Math.min(cashPaid, total - card));
  return {
    products,
    amount: products.reduce((sum, p) => sum + p.amount, 0),
    discount,
    vat,
    otherTaxes,
    total,
    cash,
    card,
  };
};
