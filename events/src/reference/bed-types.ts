/**
 * Bed types a room type can name (`bedTypeId`), with the number of beds each means. Reference
 * data shipped with the product, in both languages; ids are stable (stored in events).
 */
export const bedTypes = [
  { id: 'single', bedCount: 1, mn: 'Нэг хүний ор', en: 'Single bed' },
  { id: 'double', bedCount: 1, mn: 'Хоёр хүний ор', en: 'Double bed' },
  { id: 'queen', bedCount: 1, mn: 'Квийн ор', en: 'Queen bed' },
  { id: 'king', bedCount: 1, mn: 'Кинг ор', en: 'King bed' },
  { id: 'twin', bedCount: 2, mn: 'Хоёр тусдаа ор', en: 'Twin beds' },
  {
    id: 'double-single',
    bedCount: 2,
    mn: 'Хоёр хүний ба нэг хүний ор',
    en: 'Double and single bed',
  },
  { id: 'two-double', bedCount: 2, mn: 'Хоёр ширхэг хоёр хүний ор', en: 'Two double beds' },
  { id: 'triple', bedCount: 3, mn: 'Гурван тусдаа ор', en: 'Three single beds' },
  { id: 'bunk', bedCount: 2, mn: 'Давхар ор', en: 'Bunk bed' },
  { id: 'sofa-bed', bedCount: 1, mn: 'Буйдан ор', en: 'Sofa bed' },
  {
    id: 'family',
    bedCount: 3,
    mn: 'Гэр бүлийн (хоёр хүний + хоёр нэг хүний)',
    en: 'Family (double + two singles)',
  },
  { id: 'ger', bedCount: 4, mn: 'Гэрийн ор (4 хүртэл)', en: 'Ger beds (up to 4)' },
] as const;

export type BedType = (typeof bedTypes)[number];

export const bedTypeById = (id: string): BedType | undefined => bedTypes.find((b) => b.id === id);
