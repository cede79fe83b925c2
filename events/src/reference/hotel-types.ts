/** Kinds of property (settings spec §3 Hotel `hotelType`), in both languages. */
export const hotelTypes = [
  { id: 'hotel', mn: 'Зочид буудал', en: 'Hotel' },
  { id: 'resort', mn: 'Амралтын газар', en: 'Resort' },
  { id: 'ger-camp', mn: 'Жуулчны бааз', en: 'Ger camp' },
  { id: 'guest-house', mn: 'Зочны байшин', en: 'Guest house' },
  { id: 'hostel', mn: 'Хостел', en: 'Hostel' },
  { id: 'apartment', mn: 'Орон сууц', en: 'Apartment' },
  { id: 'motel', mn: 'Мотель', en: 'Motel' },
  { id: 'sanatorium', mn: 'Сувилал', en: 'Sanatorium' },
] as const;

export type HotelTypeId = (typeof hotelTypes)[number]['id'];

export const hotelTypeIds = hotelTypes.map((t) => t.id) as [HotelTypeId, ...HotelTypeId[]];

export const hotelTypeById = (id: string) => hotelTypes.find((t) => t.id === id);
