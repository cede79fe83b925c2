import type { Language } from '../messages';

/** Server messages of invoices, in both languages. */
export const invoiceMessages = {
  'invoice.noSuchWindow': {
    mn: 'Эдгээр захиалгад {window}-р төлөгчийн цонх алга.',
    en: 'None of these reservations has payer window {window}.',
  },
  'invoice.notInGroup': {
    mn: 'Захиалга энэ группт хамаарахгүй.',
    en: 'The reservation is not in this group.',
  },
  'invoice.mailSubject': {
    mn: '{hotel} — нэхэмжлэх №{number}',
    en: '{hotel} — invoice no. {number}',
  },
  'invoice.mailBody': {
    mn: 'Сайн байна уу, {customer}.\n\n{hotel} зочид буудлын №{number} нэхэмжлэхийг илгээж байна.\n\nНэхэмжилсэн огноо: {invoiceDate}\nТөлөх хугацаа: {paymentPeriod}\n\n{lines}\n\nНийт төлөх дүн: {total}₮\n\n{banks}\n\nХүндэтгэсэн,\n{hotel}',
    en: 'Dear {customer},\n\nPlease find invoice no. {number} of {hotel}.\n\nInvoice date: {invoiceDate}\nTo be paid by: {paymentPeriod}\n\n{lines}\n\nTotal to pay: {total}₮\n\n{banks}\n\nKind regards,\n{hotel}',
  },
  'invoice.creditUnknownLine': {
    mn: 'Нэхэмжлэхэд ийм мөр алга.',
    en: 'The invoice has no such line.',
  },
  'invoice.creditAboveRemaining': {
    mn: '«{name}» мөрөөс буцаах боломжтой нь {remaining} ({quantity} ширхэг) үлдсэн.',
    en: 'Only {remaining} ({quantity} units) of “{name}” remain to credit.',
  },
  'invoice.creditTaxLine': {
    mn: 'Татварын мөрийг шууд буцаахгүй: буцаасан мөрүүдийн татвар өөрөө тооцогдоно.',
    en: 'A tax line is not credited on its own: the taxes follow the credited lines.',
  },
  'invoice.creditLineTwice': {
    mn: 'Нэг мөрийг хоёр удаа оруулсан байна.',
    en: 'The same line is listed twice.',
  },
  'invoice.fullyCredited': {
    mn: '№{number} нэхэмжлэх бүрэн буцаагдсан байна.',
    en: 'Invoice no. {number} is already fully credited.',
  },
  'invoice.extraBed': { mn: 'Нэмэлт ор', en: 'Extra bed' },
  'invoice.mailFailed': {
    mn: 'Нэхэмжлэхийг имэйлээр илгээж чадсангүй. Дахин оролдоно уу.',
    en: 'The invoice could not be e-mailed. Please try again.',
  },
} as const satisfies Record<string, Record<Language, string>>;
