import type { Language } from '../messages';

/** Server messages of VAT receipts, in both languages. */
export const vatReceiptMessages = {
  'vatReceipt.nothingSold': {
    mn: 'Энэ группт НӨАТ-ын баримт гаргах борлуулалт алга (цуцлагдсан эсвэл ирээгүй).',
    en: 'This group has nothing sold to put on a VAT receipt (canceled or no-show).',
  },
  'vatReceipt.balanceDue': {
    mn: 'Төлбөр бүрэн төлөгдөөгүй байна ({balance}₮ үлдэгдэлтэй). НӨАТ-ын баримтыг бүрэн төлсний дараа гаргана.',
    en: 'The stays are not fully paid ({balance}₮ due). A VAT receipt is issued once everything is paid.',
  },
  'vatReceipt.alreadyIssued': {
    mn: 'Энэ группт №{ddtd} баримт өөр төрлөөр гарсан байна. Гарсан баримтыг өөрчлөх боломжгүй.',
    en: 'Receipt no. {ddtd} was already issued for this group in another form. An issued receipt cannot be changed.',
  },
  'vatReceipt.serviceFailed': {
    mn: 'И-баримтын системд бүртгэж чадсангүй. Дахин оролдоно уу.',
    en: 'The e-receipt service could not register the receipt. Please try again.',
  },
  'vatReceipt.unknownCompany': {
    mn: 'Ийм регистрийн дугаартай байгууллага олдсонгүй.',
    en: 'No organisation has this register number.',
  },
  'vatReceipt.alreadyVoided': {
    mn: '№{ddtd} баримт аль хэдийн хүчингүй болсон (буцаалтын баримт №{creditNote}).',
    en: 'Receipt no. {ddtd} was already voided (credit note no. {creditNote}).',
  },
  'vatReceipt.extraBed': { mn: 'Нэмэлт ор', en: 'Extra bed' },
} as const satisfies Record<string, Record<Language, string>>;
