/**
 * Product categories for services (shown as `code - name`), following the UN Central Product
 * Classification (CPC 2.1) codes that Mongolia's unified product classification builds on and
 * that VAT receipts carry. Reference data shipped with the product, in both languages.
 */
export const productCategories = [
  {
    id: '63111',
    code: '63111',
    mn: 'Зочид буудлын өрөөний үйлчилгээ',
    en: 'Hotel room accommodation',
  },
  {
    id: '63310',
    code: '63310',
    mn: 'Хоолны үйлчилгээ (ресторан)',
    en: 'Meal serving (restaurant)',
  },
  { id: '63320', code: '63320', mn: 'Ундаа, ресторан-бар', en: 'Beverage serving (bar)' },
  { id: '63391', code: '63391', mn: 'Өрөөнд хоол хүргэх', en: 'Room service meals' },
  { id: '24410', code: '24410', mn: 'Ундаа, цэвэр ус', en: 'Bottled water and soft drinks' },
  { id: '24200', code: '24200', mn: 'Согтууруулах ундаа', en: 'Alcoholic beverages' },
  { id: '97110', code: '97110', mn: 'Угаалга, хими цэвэрлэгээ', en: 'Laundry and dry cleaning' },
  { id: '97230', code: '97230', mn: 'Спа, саун, гоо сайхан', en: 'Spa, sauna and beauty' },
  { id: '96620', code: '96620', mn: 'Фитнесс, спорт заал', en: 'Fitness and sports facilities' },
  { id: '64112', code: '64112', mn: 'Тээвэр, трансфер', en: 'Transfers and transport' },
  { id: '67510', code: '67510', mn: 'Авто зогсоол', en: 'Parking' },
  { id: '84220', code: '84220', mn: 'Интернэт, холбоо', en: 'Internet and telecommunications' },
  { id: '72112', code: '72112', mn: 'Хурлын танхим түрээс', en: 'Meeting room rental' },
  {
    id: '85540',
    code: '85540',
    mn: 'Аялал жуулчлалын үйлчилгээ',
    en: 'Tour and excursion services',
  },
  { id: '62000', code: '62000', mn: 'Бараа, бэлэг дурсгал', en: 'Goods and souvenirs' },
] as const;

export type ProductCategory = (typeof productCategories)[number];

export const productCategoryById = (id: string): ProductCategory | undefined =>
  productCategories.find((c) => c.id === id);
