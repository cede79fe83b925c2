import type { Language } from '../messages';

/** Server messages of this area (Settings lists (sources, payment methods, currencies, taxes, partners, services, contacts).), in both languages. */
export const settingsMessages = {
  'settings.nameTaken': { mn: 'Ийм нэр бүртгэлтэй байна.', en: 'This name is already in use.' },
  'settings.shortNameTaken': {
    mn: 'Ийм товч нэр бүртгэлтэй байна.',
    en: 'This short name is already in use.',
  },
  'settings.defaultLocked': {
    mn: 'Үндсэн бичлэгийг засах боломжгүй.',
    en: 'A default item cannot be changed.',
  },
  'settings.defaultNotDeletable': {
    mn: 'Үндсэн бичлэгийг устгах боломжгүй.',
    en: 'A default item cannot be deleted.',
  },
  'settings.defaultNeeded': {
    mn: 'Өөр бичлэгийг үндсэн болгосны дараа үүнийг үндсэн биш болгоно уу.',
    en: 'Make another item the default first.',
  },
  'settings.defaultContactOwnerOnly': {
    mn: 'Үндсэн холбоо барих мэдээллийг зөвхөн эзэмшигч засна.',
    en: 'Only the owner can edit the default contact.',
  },
  'tax.defaultLocked': {
    mn: 'Үндсэн татварын нэр, хувийг өөрчлөх боломжгүй.',
    en: 'The name and percentage of the default tax cannot be changed.',
  },
  'serviceCategory.hasServices': {
    mn: 'Ангилалд үйлчилгээ байгаа тул устгах боломжгүй.',
    en: 'This category has services, so it cannot be deleted.',
  },
  'serviceCategory.notFound': {
    mn: 'Үйлчилгээний ангилал олдсонгүй.',
    en: 'The service category does not exist.',
  },
  'service.defaultCategoryFields': {
    mn: 'Үндсэн ангиллын үйлчилгээнд энэ талбарыг бөглөхгүй.',
    en: 'Services of the default category do not have this field.',
  },
  'service.productCategoryUnknown': {
    mn: 'Барааны ангилал олдсонгүй.',
    en: 'The product category does not exist.',
  },
  'partner.notFound': { mn: 'Хамтрагч байгууллага олдсонгүй.', en: 'The partner does not exist.' },
  'partner.hasServices': {
    mn: 'Энэ хамтрагчийн үйлчилгээ бүртгэлтэй тул устгах боломжгүй.',
    en: 'Services are supplied by this partner, so it cannot be deleted.',
  },
  'defaults.currencyName': { mn: 'Төгрөг', en: 'Tugrik' },
  'defaults.taxName': { mn: 'НӨАТ', en: 'VAT' },
  'defaults.serviceCategoryName': { mn: 'Үндсэн', en: 'General' },
  'defaults.sourceName': { mn: 'Шууд', en: 'Direct' },
  'defaults.paymentMethodName': { mn: 'Бэлэн мөнгө', en: 'Cash' },
} as const satisfies Record<string, Record<Language, string>>;
