import { daysBetween } from '@hotel/events/dates';
import type { InvoicePrint } from '@hotel/events/documents/data';
import {
  arrival,
  chargesOf,
  departure,
  type DocumentTax,
  documentTaxes,
  guestName,
  paymentRows,
  printedDate,
  printedPhone,
  stayLength,
} from '@hotel/events/documents/wording';
import type { Language } from '@hotel/events/messages';
import { localName } from '@hotel/events/names';
import { DOCUMENT_TRANSLATIONS } from '@hotel/events/documents/translations';
import { formatMoney } from '@hotel/events/format';
// The one bilingual country list (a nationality stored as a code or a country's name).
import { nationalityName } from '@hotel/events/countries';
import type { DocumentData } from '../routes';

/**
 * The e-mailed documents (docs/documents.md, "E-mailing"): a document's data (the same object
 * GET /documents/... answers) laid out once as blocks, which the HTML mail and the PDF draw.
 * The wording is the printout's own (events/src/documents/locales, which the UI loads too), so the mail says what the
 * page prints; every figure is one of the data's, formatted, never added up here — except the
 * receipt's folding of a stay's nights and children's prices into one line and its taxes
 * summed per tax, as the page does (events/src/documents/wording.ts).
 */

/** The documents POST /send/email mails, and an issued invoice (mailed by its own route). */
export type DocumentType = 'reservation' | 'registration' | 'payment' | 'invoice';

export interface Column {
  label: string;
  end?: boolean;
  /** Relative width in the PDF. */
  width: number;
}

export type Block =
  | { kind: 'title'; text: string; number: number | null }
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'meta'; left: string; right: string }
  | { kind: 'table'; id: string; columns: Column[]; rows: string[][] }
  | { kind: 'totals'; rows: { label: string; value: string; strong: boolean }[] }
  | { kind: 'rule'; title: string; description: string }
  | { kind: 'signatures'; labels: string[]; date: string | null };

export interface DocumentModel {
  type: DocumentType;
  language: Language;
  /** A4 for the letter and the card, A5 for the receipt (as printed). */
  paper: 'A4' | 'A5';
  title: string;
  number: number | null;
  letterhead: { name: string; registerLine: string; contact: string[] };
  blocks: Block[];
}

type Catalogue = Record<string, unknown>;
const catalogues: Record<Language, Catalogue> = DOCUMENT_TRANSLATIONS;

const lookup = (catalogue: Catalogue, key: string): string | undefined => {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/** The printout's text for a key, as i18next gives it: `{{name}}` filled, `_one`/`_other`. */
export const translator =
  (language: Language) =>
  (key: string, params: Record<string, string | number> = {}): string => {
    const catalogue = catalogues[language];
    const count = params.count;
    const plural =
      typeof count === 'number'
        ? lookup(catalogue, `${key}_${new Intl.PluralRules(language).select(count)}`)
        : undefined;
    const text =
      plural ??
      (typeof count === 'number' ? lookup(catalogue, `${key}_other`) : undefined) ??
      lookup(catalogue, key) ??
      key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
      params[name] === undefined ? '' : String(params[name]),
    );
  };

type T = ReturnType<typeof translator>;

export { formatMoney };

const present = (text: string | null | undefined): text is string => Boolean(text && text.trim());

const paragraphs = (...texts: (string | null | undefined)[]): Block[] =>
  texts.filter(present).map((text) => ({ kind: 'paragraph', text }));

/** A tax as the documents label it: "Of which НӨАТ 10%" or "НХАТ 1% (added)". */
const taxLabel = (tax: Pick<DocumentTax, 'name' | 'percentage' | 'inclusive'>, t: T) =>
  t(tax.inclusive ? 'invoice.taxIncluded' : 'invoice.taxAdded', {
    name: tax.name,
    percentage: tax.percentage,
  });

type TotalRow = Extract<Block, { kind: 'totals' }>['rows'][number];

/**
 * Total, paid and balance of the folios (the server's sums). With `taxes` (receipts): the
 * charges, each added tax, the total, then the taxes included in it.
 */
const totals = (data: DocumentData, language: Language, t: T, taxes?: DocumentTax[]): Block => {
  const money = (value: number) => formatMoney(value, language);
  const added = (taxes ?? []).filter((tax) => !tax.inclusive);
  const included = (taxes ?? []).filter((tax) => tax.inclusive);
  const charges = data.totals.amount - added.reduce((sum, tax) => sum + tax.amount, 0);
  const taxRow = (tax: DocumentTax): TotalRow => ({
    label: taxLabel(tax, t),
    value: money(tax.amount),
    strong: false,
  });
  return {
    kind: 'totals',
    rows: [
      ...(added.length > 0
        ? [
            { label: t('invoice.subtotal'), value: money(charges), strong: false },
            ...added.map(taxRow),
          ]
        : []),
      { label: t('totals.amount'), value: money(data.totals.amount), strong: true },
      ...included.map(taxRow),
      { label: t('totals.paid'), value: money(data.totals.paid), strong: false },
      {
        label: data.totals.balance < 0 ? t('totals.change') : t('totals.balance'),
        value: money(Math.abs(data.totals.balance)),
        strong: true,
      },
    ],
  };
};

const rules = (data: DocumentData, t: T): Block[] =>
  data.hotel.rules.length === 0
    ? []
    : [
        { kind: 'heading', text: t('rules') },
        ...data.hotel.rules.map((rule): Block => ({
          kind: 'rule',
          title: rule.title,
          description: rule.description,
        })),
      ];

const banks = (data: DocumentData, t: T, list = data.hotel.banks): Block[] =>
  list.length === 0
    ? []
    : [
        { kind: 'heading', text: t('banks.title') },
        {
          kind: 'table',
          id: 'banks',
          columns: [
            { label: t('banks.bank'), width: 3 },
            { label: t('banks.accountName'), width: 3 },
            { label: t('banks.number'), width: 3 },
            { label: t('banks.currency'), width: 1.5 },
          ],
          rows: list.map((b) => [b.bankName, b.accountName, b.number, b.currency]),
        },
      ];

const staysTable = (
  data: DocumentData,
  language: Language,
  t: T,
  figures: 'amount' | 'people',
): Block => ({
  kind: 'table',
  id: 'reservations',
  columns: [
    { label: '№', width: 1 },
    { label: t('columns.roomType'), width: 3 },
    { label: t('columns.room'), width: 1.4 },
    { label: t('columns.arrival'), width: 2.2 },
    { label: t('columns.departure'), width: 2.2 },
    { label: t('columns.length'), width: 1.6 },
    ...(figures === 'amount'
      ? [
          { label: t('columns.guests'), end: true, width: 1.3 },
          { label: t('columns.amount'), end: true, width: 2.2 },
        ]
      : [
          { label: t('columns.adults'), end: true, width: 1.5 },
          { label: t('columns.children'), end: true, width: 1.5 },
        ]),
  ],
  rows: data.reservations.map((r) => [
    String(r.number),
    localName(r.roomTypeClone, language),
    r.roomClone?.name ?? '—',
    arrival(r),
    departure(r),
    stayLength(r, t),
    ...(figures === 'amount'
      ? [String(r.numberOfGuests + r.numberOfChildren), formatMoney(r.amount, language)]
      : [String(r.numberOfGuests), String(r.numberOfChildren)]),
  ]),
});

const letter = (data: DocumentData, language: Language, t: T): Block[] => {
  const first = data.reservations[0];
  const policy = first?.cancellationPolicyClone?.summaries[language];
  return [
    ...(first ? paragraphs(t('letter.greeting', { name: guestName(first.guestClone) })) : []),
    ...paragraphs(data.hotel.emailHeader, t('letter.confirmed')),
    staysTable(data, language, t, 'amount'),
    totals(data, language, t),
    ...paragraphs(
      t('letter.times', { checkIn: data.hotel.checkInTime, checkOut: data.hotel.checkOutTime }),
      policy ? t('letter.cancellation', { policy }) : null,
    ),
    ...rules(data, t),
    ...paragraphs(data.hotel.emailBody),
    ...banks(data, t),
    ...paragraphs(
      data.hotel.emailFooter,
      data.hotel.emailContact,
      t('letter.closing', { hotel: data.hotel.name }),
    ),
  ];
};

const registration = (data: DocumentData, language: Language, t: T): Block[] => {
  const main = data.reservations[0]?.guestClone.name;
  const guests = data.reservations.flatMap((r, i) => [
    ...(i === 0 || r.guestClone.name !== main
      ? [{ ...r.guestClone, passportNumber: null as string | null }]
      : []),
    ...r.guestClones,
  ]);
  return [
    {
      kind: 'table',
      id: 'guests',
      columns: [
        { label: t('guest.name'), width: 3 },
        { label: t('guest.phone'), width: 2.4 },
        { label: t('guest.email'), width: 3.2 },
        { label: t('guest.nationality'), width: 2 },
        { label: t('guest.passport'), width: 2 },
      ],
      rows: guests.map((g) => [
        guestName(g),
        g.phoneNumber ? printedPhone(g.phoneNumber) : '—',
        g.email || '—',
        nationalityName(g.nationality, language),
        g.passportNumber || '—',
      ]),
    },
    staysTable(data, language, t, 'people'),
    // The rules in Mongolian only (spec).
    ...(language === 'mn' ? rules(data, t) : []),
    {
      kind: 'signatures',
      labels: [t('registration.signature')],
      date: t('date', { date: printedDate(data.workingDate) }),
    },
  ];
};

const receipt = (data: DocumentData, language: Language, t: T): Block[] => {
  const first = data.reservations[0];
  const payments = data.reservations.flatMap((r) => r.payments);
  const money = (value: number) => formatMoney(value, language);
  return [
    {
      kind: 'meta',
      left: first ? t('receipt.guest', { name: guestName(first.guestClone) }) : '',
      right: t('date', { date: printedDate(data.workingDate) }),
    },
    {
      kind: 'table',
      id: 'charges',
      columns: [
        { label: t('receipt.charge'), width: 5 },
        { label: t('receipt.quantity'), end: true, width: 1 },
        { label: t('receipt.price'), end: true, width: 2 },
        { label: t('columns.amount'), end: true, width: 2 },
      ],
      rows: data.reservations.flatMap((r) =>
        chargesOf(r, t, language).map((row) => [
          row.label,
          String(row.quantity),
          money(row.price),
          money(row.amount),
        ]),
      ),
    },
    ...(payments.length > 0
      ? [
          {
            kind: 'table',
            id: 'payments',
            columns: [
              { label: t('receipt.paidOn'), width: 2 },
              { label: t('receipt.method'), width: 5 },
              { label: t('columns.amount'), end: true, width: 2 },
            ],
            rows: paymentRows(payments, t, language, money).map((row) => [
              printedDate(row.date),
              row.methods,
              money(row.amount),
            ]),
          } satisfies Block,
        ]
      : []),
    totals(data, language, t, documentTaxes(data.reservations, language)),
    { kind: 'signatures', labels: [t('receipt.cashier'), t('receipt.payer')], date: null },
  ];
};

/** A party of an invoice (seller or buyer): its name, then its facts that are known, one a line. */
const party = (
  title: string,
  name: string,
  facts: [string, string | null | undefined][],
): Block[] => [
  { kind: 'heading', text: title },
  {
    kind: 'paragraph',
    text: [
      name,
      ...facts.filter(([, value]) => present(value)).map(([label, value]) => `${label}: ${value}`),
    ].join('\n'),
  },
];

/** The invoice's totals: subtotal, added taxes, total, the taxes in it, paid and to pay. */
const invoiceTotals = (invoice: InvoicePrint, language: Language, t: T): Block => {
  const money = (value: number) => formatMoney(value, language);
  const taxRow = (tax: InvoicePrint['taxes'][number]): TotalRow => ({
    label: taxLabel(tax, t),
    value: money(tax.amount),
    strong: false,
  });
  return {
    kind: 'totals',
    rows: [
      { label: t('invoice.subtotal'), value: money(invoice.totalAmount), strong: false },
      ...invoice.taxes.filter((tax) => !tax.inclusive).map(taxRow),
      { label: t('invoice.total'), value: money(invoice.fullTotalAmount), strong: true },
      ...invoice.taxes.filter((tax) => tax.inclusive).map(taxRow),
      { label: t('invoice.paid'), value: money(invoice.paid), strong: false },
      { label: t('invoice.toPay'), value: money(invoice.toPay), strong: true },
    ],
  };
};

/** The invoice (A4): dates, seller and buyer, its lines, totals, bank accounts, signatures. */
const invoiceBlocks = (data: DocumentData, language: Language, t: T): Block[] => {
  const invoice = data.invoice;
  if (!invoice) return [];
  const money = (value: number) => formatMoney(value, language);
  const { hotel } = data;
  const { customer } = invoice;
  const phone = (value: string | null) => (value ? printedPhone(value) : null);
  return [
    {
      kind: 'meta',
      left: t('invoice.date', { date: printedDate(invoice.invoiceDate ?? data.workingDate) }),
      right: invoice.paymentPeriod
        ? t('invoice.paymentPeriod', { date: printedDate(invoice.paymentPeriod) })
        : '',
    },
    ...party(t('invoice.seller'), hotel.companyName || hotel.name, [
      [t('invoice.registerNo'), hotel.registerNo],
      [t('invoice.address'), hotel.address],
      [t('invoice.phone'), phone(hotel.phone)],
      [t('invoice.email'), hotel.email],
    ]),
    ...party(t('invoice.buyer'), customer.customerName, [
      [t('invoice.registerNo'), customer.registerNo],
      [t('invoice.address'), customer.address],
      [t('invoice.phone'), phone(customer.phoneNumber)],
      [t('invoice.email'), customer.email],
      [t('invoice.contractNo'), customer.contractNo],
      [t('invoice.tourCode'), customer.tourCode],
      [t('invoice.voucherCode'), customer.voucherCode],
    ]),
    {
      kind: 'table',
      id: 'invoice-lines',
      columns: [
        { label: '№', width: 0.8 },
        { label: t('invoice.item'), width: 4 },
        { label: t('columns.arrival'), width: 1.8 },
        { label: t('columns.departure'), width: 1.8 },
        { label: t('invoice.quantity'), end: true, width: 1.2 },
        { label: t('invoice.price'), end: true, width: 2 },
        { label: t('columns.amount'), end: true, width: 2.2 },
      ],
      rows: invoice.lines.map((line, i) => [
        String(i + 1),
        line.name,
        line.checkIn ? printedDate(line.checkIn) : '',
        line.checkOut ? printedDate(line.checkOut) : '',
        line.kind === 'room' &&
        line.checkIn &&
        line.checkOut &&
        line.checkOut > line.checkIn &&
        daysBetween(line.checkIn, line.checkOut) === line.quantity
          ? t('nights', { count: line.quantity })
          : String(line.quantity),
        money(line.price),
        money(line.amount),
      ]),
    },
    invoiceTotals(invoice, language, t),
    ...banks(data, t, invoice.banks),
    {
      kind: 'signatures',
      labels: [t('invoice.issuedBy'), t('invoice.receivedBy')],
      date: t('date', { date: printedDate(data.workingDate) }),
    },
  ];
};

const TITLES: Record<DocumentType, string> = {
  reservation: 'title.letter',
  registration: 'title.registration',
  payment: 'title.receipt',
  invoice: 'title.invoice',
};

/** The document of a type, in a language, from the documents' data. */
export const documentModel = (
  data: DocumentData,
  type: DocumentType,
  language: Language,
): DocumentModel => {
  const t = translator(language);
  const { hotel } = data;
  const phones = [
    ...new Set([hotel.phone, hotel.reservationPhone].filter(present).map(printedPhone)),
  ];
  const number =
    type === 'invoice'
      ? (data.invoice?.number ?? null)
      : (data.group?.number ?? data.reservations[0]?.number ?? null);
  const title = t(TITLES[type]);
  const body =
    type === 'reservation'
      ? letter(data, language, t)
      : type === 'registration'
        ? registration(data, language, t)
        : type === 'invoice'
          ? invoiceBlocks(data, language, t)
          : receipt(data, language, t);
  return {
    type,
    language,
    paper: type === 'payment' ? 'A5' : 'A4',
    title,
    number,
    letterhead: {
      name: hotel.name,
      registerLine: t('registerNo', { company: hotel.companyName, registerNo: hotel.registerNo }),
      contact: [
        ...(present(hotel.address) ? [hotel.address] : []),
        ...(phones.length > 0 ? [t('phone', { phones: phones.join(', ') })] : []),
        ...(present(hotel.email) ? [hotel.email] : []),
        ...(present(hotel.website) ? [hotel.website] : []),
      ],
    },
    blocks: [{ kind: 'title', text: title, number }, ...body],
  };
};
