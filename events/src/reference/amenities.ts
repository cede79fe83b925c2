/**
 * What a room type offers (room amenities), grouped by category. Reference data shipped with
 * the product, in both languages. Ids are stable (a room type's amenities are stored as ids in
 * events): rename freely, never reuse or remove an id.
 */
interface Named {
  readonly id: string;
  readonly mn: string;
  readonly en: string;
}

export interface AmenityCategory extends Named {
  readonly amenities: readonly Named[];
}

export const amenityCategories: readonly AmenityCategory[] = [
  {
    id: 'bathroom',
    mn: 'Угаалгын өрөө',
    en: 'Bathroom',
    amenities: [
      { id: 'private-bathroom', mn: 'Хувийн угаалгын өрөө', en: 'Private bathroom' },
      { id: 'shower', mn: 'Шүршүүр', en: 'Shower' },
      { id: 'bathtub', mn: 'Ванн', en: 'Bathtub' },
      { id: 'hairdryer', mn: 'Үс хатаагч', en: 'Hairdryer' },
      { id: 'toiletries', mn: 'Ариун цэврийн хэрэгсэл', en: 'Free toiletries' },
      { id: 'towels', mn: 'Алчуур', en: 'Towels' },
      { id: 'bathrobe', mn: 'Халат', en: 'Bathrobe' },
      { id: 'slippers', mn: 'Шаахай', en: 'Slippers' },
      { id: 'bidet', mn: 'Биде', en: 'Bidet' },
    ],
  },
  {
    id: 'bedroom',
    mn: 'Унтлагын өрөө',
    en: 'Bedroom',
    amenities: [
      { id: 'linen', mn: 'Орны даавуу', en: 'Bed linen' },
      { id: 'wardrobe', mn: 'Хувцасны шүүгээ', en: 'Wardrobe or closet' },
      { id: 'extra-pillows', mn: 'Нэмэлт дэр, хөнжил', en: 'Extra pillows and blankets' },
      { id: 'blackout-curtains', mn: 'Гэрэл нэвтрүүлэхгүй хөшиг', en: 'Blackout curtains' },
      { id: 'iron', mn: 'Индүү', en: 'Iron' },
      { id: 'safe', mn: 'Сейф', en: 'In-room safe' },
    ],
  },
  {
    id: 'comfort',
    mn: 'Тав тух',
    en: 'Room comfort',
    amenities: [
      { id: 'air-conditioning', mn: 'Агааржуулагч', en: 'Air conditioning' },
      { id: 'heating', mn: 'Халаалт', en: 'Heating' },
      { id: 'desk', mn: 'Ажлын ширээ', en: 'Desk' },
      { id: 'sofa', mn: 'Буйдан', en: 'Sofa' },
      { id: 'seating-area', mn: 'Амралтын булан', en: 'Seating area' },
      { id: 'soundproofing', mn: 'Дуу тусгаарлагч', en: 'Soundproofing' },
      { id: 'non-smoking', mn: 'Тамхи татахгүй өрөө', en: 'Non-smoking room' },
      { id: 'balcony', mn: 'Тагт', en: 'Balcony' },
    ],
  },
  {
    id: 'technology',
    mn: 'Технологи',
    en: 'Media and technology',
    amenities: [
      { id: 'wifi', mn: 'Үнэгүй Wi-Fi', en: 'Free Wi-Fi' },
      { id: 'tv', mn: 'Зурагт', en: 'TV' },
      { id: 'flat-screen-tv', mn: 'Хавтгай дэлгэцтэй зурагт', en: 'Flat-screen TV' },
      { id: 'cable-channels', mn: 'Кабель суваг', en: 'Cable channels' },
      { id: 'telephone', mn: 'Суурин утас', en: 'Telephone' },
      { id: 'usb-charging', mn: 'USB цэнэглэгч', en: 'USB charging points' },
      { id: 'smart-tv', mn: 'Ухаалаг зурагт', en: 'Smart TV' },
    ],
  },
  {
    id: 'kitchen',
    mn: 'Гал тогоо, хоол унд',
    en: 'Food and drink',
    amenities: [
      { id: 'kettle', mn: 'Цахилгаан данх', en: 'Electric kettle' },
      { id: 'tea-coffee', mn: 'Цай, кофе', en: 'Tea and coffee maker' },
      { id: 'minibar', mn: 'Минибар', en: 'Minibar' },
      { id: 'refrigerator', mn: 'Хөргөгч', en: 'Refrigerator' },
      { id: 'microwave', mn: 'Богино долгионы зуух', en: 'Microwave' },
      { id: 'kitchenette', mn: 'Жижиг гал тогоо', en: 'Kitchenette' },
      { id: 'dining-table', mn: 'Хоолны ширээ', en: 'Dining table' },
      { id: 'bottled-water', mn: 'Савласан ус', en: 'Bottled water' },
    ],
  },
  {
    id: 'view',
    mn: 'Харагдах байдал',
    en: 'View',
    amenities: [
      { id: 'city-view', mn: 'Хотын үзэмжтэй', en: 'City view' },
      { id: 'mountain-view', mn: 'Уулын үзэмжтэй', en: 'Mountain view' },
      { id: 'lake-view', mn: 'Нуурын үзэмжтэй', en: 'Lake view' },
      { id: 'river-view', mn: 'Голын үзэмжтэй', en: 'River view' },
      { id: 'garden-view', mn: 'Цэцэрлэгийн үзэмжтэй', en: 'Garden view' },
      { id: 'landmark-view', mn: 'Дурсгалт газрын үзэмжтэй', en: 'Landmark view' },
    ],
  },
  {
    id: 'accessibility',
    mn: 'Хүртээмж',
    en: 'Accessibility',
    amenities: [
      { id: 'wheelchair', mn: 'Тэргэнцэртэй хүнд тохиромжтой', en: 'Wheelchair accessible' },
      { id: 'ground-floor', mn: 'Нэгдүгээр давхарт', en: 'Ground floor unit' },
      { id: 'elevator-access', mn: 'Цахилгаан шаттай', en: 'Upper floors reachable by lift' },
      { id: 'grab-rails', mn: 'Бариул бүхий угаалгын өрөө', en: 'Grab rails in the bathroom' },
    ],
  },
  {
    id: 'safety',
    mn: 'Аюулгүй байдал',
    en: 'Safety',
    amenities: [
      { id: 'smoke-detector', mn: 'Утаа мэдрэгч', en: 'Smoke detector' },
      { id: 'fire-extinguisher', mn: 'Гал унтраагуур', en: 'Fire extinguisher' },
      { id: 'key-card', mn: 'Картан түлхүүр', en: 'Key card access' },
      { id: 'first-aid', mn: 'Анхны тусламжийн хэрэгсэл', en: 'First aid kit' },
    ],
  },
];

const amenityIds: ReadonlySet<string> = new Set(
  amenityCategories.flatMap((category) => category.amenities.map((amenity) => amenity.id)),
);

export const isAmenityId = (id: string): boolean => amenityIds.has(id);

/** Amenity ids in catalogue order (categories, then amenities within each). */
export const amenityOrder = (ids: Iterable<string>): string[] => {
  const chosen = new Set(ids);
  return amenityCategories.flatMap((category) =>
    category.amenities.filter((amenity) => chosen.has(amenity.id)).map((amenity) => amenity.id),
  );
};
