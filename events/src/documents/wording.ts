import { type Named, localName } from '../names';
import { perUnit, sumTaxes } from '../pricing/money';
import type { Price, StayType } from '../reservations/events';

/** A price line; a service's may carry its English name (`nameEn`) where the folio has one. */
type PriceLine = Price['lines'][number] & { readonly nameEn?: string | null | undefined };

/**
 * How the documents write a stay (the printouts in the UI and the e-mailed HTML and PDF on
 * the server print the same words): dates as YYYY-MM-DD, times as HH:mm, phones with +976, a
 * stay's length, and
 * a receipt's charge lines — the folio's own price lines, so they add up to its amount. `t`
 * is the documents' translations in the document's language (events/src/documents/locales/{mn,en}/documents.json).
 */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The languages a document is printed and e-mailed in. */
export const documentLanguages = ['mn', 'en'] as const;
export type DocumentLanguage = (typeof documentLanguages)[number];

/**
 * The language a document takes when none was chosen: the interface's (English in /en),
 * Mongolian otherwise — a hotel working in English prints and mails English documents, and
 * switches a document to Mongolian when it wants one (docs/documents.md "Language").
 */
export const defaultDocumentLanguage = (
  interfaceLanguage: string | null | undefined,
): DocumentLanguage => (interfaceLanguage === 'en' ? 'en' : 'mn');

const isoDate = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A date as every document prints it, in both languages: YYYY-MM-DD (the README's format; a
 * date-time keeps its date). Anything that is no date prints as it came.
 */
export const printedDate = (date: string): string => isoDate.exec(date)?.[0] ?? date;

const hhmm = /^(\d{1,2}):(\d{2})/;

/** A time of day as the documents print it: HH:mm, 24-hour ("9:05:00" → "09:05"). */
export const printedTime = (time: string): string => {
  const match = hhmm.exec(time.trim());
  return match ? `${match[1]?.padStart(2, '0')}:${match[2]}` : time;
};

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
  readonly taxClones: readonly (Named & { readonly taxId?: string })[];
  readonly price: { readonly lines: readonly PriceLine[]; readonly taxes: Price['taxes'] };
  /** The folio's service items: their copies of the services carry the English names. */
  readonly items?: readonly { readonly serviceClone: Named }[] | undefined;
}

/**
 * A service line's name in the language: the line's own English name, or else the English name
 * of the folio's service it was priced from (its copy has the same name), or its name.
 */
export const serviceName = (line: PriceLine, r: DocumentStay, language: string): string => {
  const name = line.name ?? '';
  const copy = r.items?.find((item) => item.serviceClone.name === name)?.serviceClone;
  return localName({ name, nameEn: line.nameEn ?? copy?.nameEn }, language);
};

/** Arrival and departure with the stay's times. */
export const arrival = (r: DocumentStay) =>
  `${printedDate(r.checkIn)} ${printedTime(r.arrivalTime)}`;
export const departure = (r: DocumentStay) =>
  `${printedDate(r.stayType === 'night' ? r.checkOut : r.checkIn)} ${printedTime(r.exitTime)}`;

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
      return t('receipt.service', {
        name: serviceName(line, r, language),
        count: line.quantity,
      });
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

/** A charge of a receipt: what it is, quantity × unit price, and the amount (exactly their product). */
export interface ChargeRow {
  key: string;
  label: string;
  quantity: number;
  price: number;
  amount: number;
}

/**
 * A stay's charges as a receipt lists them: the room's nights (and children's prices) in one
 * line, each extra bed, service and the discount — the folio's own price lines, each as
 * quantity × unit price (n × the night when it divides, else 1 × the amount). The taxes are
 * not among them: `documentTaxes` lists them, so the charges and the added taxes make the
 * folio's amount.
 */
export const chargesOf = (r: DocumentStay, t: Translate, language: string): ChargeRow[] => {
  const stayKey = `${r.id}-stay`;
  const lines = r.price.lines.filter((line) => line.kind !== 'tax');
  const stayLines = lines.filter((line) => line.kind === 'room' || line.kind === 'child');
  const stayAmount = stayLines.reduce((sum, line) => sum + line.amount, 0);
  // Nights (or a short stay's time units): the room lines' quantities.
  const units = stayLines
    .filter((line) => line.kind === 'room')
    .reduce((sum, line) => sum + line.quantity, 0);
  const rows: ChargeRow[] = [];
  lines.forEach((line, i) => {
    const isStay = line.kind === 'room' || line.kind === 'child';
    if (isStay && rows.some((row) => row.key === stayKey)) return;
    const amount = isStay ? stayAmount : line.amount;
    rows.push({
      key: isStay ? stayKey : `${r.id}-${i}`,
      label: chargeLabel(line, r, t, language),
      ...(isStay
        ? perUnit(amount, units)
        : line.kind === 'discount'
          ? { quantity: 1, price: amount }
          : perUnit(amount, line.quantity)),
      amount,
    });
  });
  return rows;
};

/** A tax of a document: its name in the language, rate, included or added, and its amount. */
export interface DocumentTax {
  key: string;
  name: string;
  percentage: number;
  inclusive: boolean;
  amount: number;
}

/**
 * The taxes of a document's stays, one row per tax: each the sum of the stays' own taxes as
 * their folios computed them (the one rule, events/src/pricing/money.ts) — so a group's
 * receipt, its invoice and its VAT receipt show the same VAT to the tugrik.
 */
export const documentTaxes = (stays: readonly DocumentStay[], language: string): DocumentTax[] => {
  const english = new Map<string, string>();
  for (const r of stays) {
    for (const clone of r.taxClones) {
      const name = localName(clone, language);
      if (clone.taxId && name !== clone.name) english.set(clone.taxId, name);
    }
  }
  return sumTaxes(stays.map((r) => r.price.taxes)).map((tax) => ({
    key: tax.id,
    name: english.get(tax.id) ?? tax.name,
    percentage: tax.percentage,
    inclusive: tax.inclusive,
    amount: tax.amount,
  }));
};

/** A payment as the documents list its methods. */
export interface DocumentPayment {
  readonly incomeType: string;
  readonly currency: string;
  readonly amount: number;
  readonly pays: readonly { readonly paymentMethod: Named; readonly amount: number }[];
}

/**
 * How a payment was paid, as every document writes it: each method with its own amount when
 * there are several ("Бэлэн мөнгө 200,000₮, Карт 182,000₮"; in the payment's currency when it
 * is not tugrik), the method alone when there is one, "receivable" for a receivable; a
 * foreign-currency payment adds its amount in that currency.
 */
export const paymentMethods = (
  payment: DocumentPayment,
  t: Translate,
  language: string,
  money: (value: number) => string,
): string => {
  const inCurrency = (value: number) =>
    payment.currency === 'MNT'
      ? money(value)
      : `${value.toLocaleString('en-US')} ${payment.currency}`;
  const methods =
    payment.incomeType === 'receivable'
      ? t('receipt.receivable')
      : payment.pays
          .map((pay) =>
            payment.pays.length > 1
              ? `${localName(pay.paymentMethod, language)} ${inCurrency(pay.amount)}`
              : localName(pay.paymentMethod, language),
          )
          .join(', ');
  return payment.currency !== 'MNT' &&
    !(payment.pays.length > 1 && payment.incomeType !== 'receivable')
    ? `${methods} (${inCurrency(payment.amount)})`
    : methods;
};

/** A row of a receipt's payments: a payment with its methods, or money of it given back. */
export interface PaymentRow {
  key: string;
  date: string;
  methods: string;
  /** Tugrik; negative for a refund. */
  amount: number;
}

/**
 * A receipt's payments, oldest first, each followed by what was refunded of it (a negative
 * row with its method): the rows add up to the folios' `paid`.
 */
export const paymentRows = (
  payments: readonly (DocumentPayment & {
    readonly id: string;
    readonly postedDate: string;
    readonly amountMnt: number;
    readonly refunds?:
      | readonly {
          readonly id: string;
          readonly postedDate: string;
          readonly amount: number;
          readonly paymentMethod: Named;
        }[]
      | undefined;
  })[],
  t: Translate,
  language: string,
  money: (value: number) => string,
): PaymentRow[] =>
  payments.flatMap((payment) => [
    {
      key: payment.id,
      date: payment.postedDate,
      methods: paymentMethods(payment, t, language, money),
      amount: payment.amountMnt,
    },
    ...(payment.refunds ?? []).map((refund) => ({
      key: refund.id,
      date: refund.postedDate,
      methods: t('receipt.refund', { method: localName(refund.paymentMethod, language) }),
      amount: -refund.amount,
    })),
  ]);
