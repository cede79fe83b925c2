/**
 * What a property offers its guests (settings spec §3 Facility category `{id, name,
 * facilities}`), by category, in both languages. A property keeps the set of facility ids it
 * has (`POST /api/sync/facilities`).
 */
export interface FacilityCategory {
  readonly id: string;
  readonly mn: string;
  readonly en: string;
  readonly facilities: readonly { readonly id: string; readonly mn: string; readonly en: string }[];
}

export const facilityCategories: readonly FacilityCategory[] = [
  {
    id: 'general',
    mn: 'Ерөнхий',
    en: 'General',
    facilities: [
      { id: 'reception-24h', mn: '24 цагийн хүлээн авах', en: '24-hour front desk' },
      { id: 'elevator', mn: 'Цахилгаан шат', en: 'Elevator' },
      { id: 'heating', mn: 'Төвийн халаалт', en: 'Central heating' },
      { id: 'air-conditioning', mn: 'Агааржуулагч', en: 'Air conditioning' },
      { id: 'non-smoking', mn: 'Тамхигүй өрөөнүүд', en: 'Non-smoking rooms' },
      { id: 'luggage-storage', mn: 'Ачаа хадгалах', en: 'Luggage storage' },
      { id: 'safe', mn: 'Сейф', en: 'Safe' },
    ],
  },
  {
    id: 'internet',
    mn: 'Интернэт',
    en: 'Internet',
    facilities: [
      { id: 'wifi-free', mn: 'Үнэгүй Wi-Fi', en: 'Free Wi-Fi' },
      { id: 'wifi-rooms', mn: 'Өрөөнд Wi-Fi', en: 'Wi-Fi in rooms' },
      { id: 'computer', mn: 'Компьютер ашиглах', en: 'Guest computer' },
    ],
  },
  {
    id: 'parking',
    mn: 'Зогсоол',
    en: 'Parking',
    facilities: [
      { id: 'parking-free', mn: 'Үнэгүй зогсоол', en: 'Free parking' },
      { id: 'parking-paid', mn: 'Төлбөртэй зогсоол', en: 'Paid parking' },
      { id: 'parking-garage', mn: 'Дулаан гараж', en: 'Heated garage' },
      { id: 'ev-charging', mn: 'Цахилгаан машин цэнэглэх', en: 'Electric vehicle charging' },
    ],
  },
  {
    id: 'food',
    mn: 'Хоол, ундаа',
    en: 'Food and drink',
    facilities: [
      { id: 'restaurant', mn: 'Ресторан', en: 'Restaurant' },
      { id: 'bar', mn: 'Бар', en: 'Bar' },
      { id: 'breakfast', mn: 'Өглөөний цай', en: 'Breakfast' },
      { id: 'room-service', mn: 'Өрөөнд хоол хүргэх', en: 'Room service' },
      { id: 'cafe', mn: 'Кафе', en: 'Café' },
      { id: 'shared-kitchen', mn: 'Нийтийн гал тогоо', en: 'Shared kitchen' },
    ],
  },
  {
    id: 'wellness',
    mn: 'Эрүүл мэнд, амралт',
    en: 'Wellness',
    facilities: [
      { id: 'sauna', mn: 'Саун', en: 'Sauna' },
      { id: 'spa', mn: 'Спа', en: 'Spa' },
      { id: 'massage', mn: 'Массаж', en: 'Massage' },
      { id: 'fitness', mn: 'Фитнесс', en: 'Fitness centre' },
      { id: 'pool', mn: 'Усан сан', en: 'Swimming pool' },
      { id: 'hot-spring', mn: 'Рашаан', en: 'Hot spring' },
    ],
  },
  {
    id: 'services',
    mn: 'Үйлчилгээ',
    en: 'Services',
    facilities: [
      { id: 'airport-shuttle', mn: 'Онгоцны буудлын тээвэр', en: 'Airport shuttle' },
      { id: 'laundry', mn: 'Угаалга', en: 'Laundry' },
      { id: 'currency-exchange', mn: 'Валют солих', en: 'Currency exchange' },
      { id: 'tour-desk', mn: 'Аяллын зохион байгуулалт', en: 'Tour desk' },
      { id: 'car-rental', mn: 'Машин түрээс', en: 'Car rental' },
      { id: 'daily-housekeeping', mn: 'Өдөр бүр цэвэрлэгээ', en: 'Daily housekeeping' },
    ],
  },
  {
    id: 'activities',
    mn: 'Үйл ажиллагаа',
    en: 'Activities',
    facilities: [
      { id: 'horse-riding', mn: 'Морь унах', en: 'Horse riding' },
      { id: 'camel-riding', mn: 'Тэмээ унах', en: 'Camel riding' },
      { id: 'hiking', mn: 'Явган аялал', en: 'Hiking' },
      { id: 'fishing', mn: 'Загас агнуур', en: 'Fishing' },
      { id: 'cultural-show', mn: 'Үндэсний урлагийн тоглолт', en: 'Cultural show' },
      { id: 'ski', mn: 'Цанаар гулгах', en: 'Skiing' },
    ],
  },
  {
    id: 'business',
    mn: 'Бизнес',
    en: 'Business',
    facilities: [
      { id: 'meeting-room', mn: 'Хурлын өрөө', en: 'Meeting room' },
      { id: 'conference-hall', mn: 'Хурлын танхим', en: 'Conference hall' },
      { id: 'business-centre', mn: 'Бизнес төв', en: 'Business centre' },
    ],
  },
  {
    id: 'family',
    mn: 'Гэр бүл, хүүхэд',
    en: 'Family',
    facilities: [
      { id: 'family-rooms', mn: 'Гэр бүлийн өрөө', en: 'Family rooms' },
      { id: 'playground', mn: 'Тоглоомын талбай', en: 'Playground' },
      { id: 'babysitting', mn: 'Хүүхэд асрах', en: 'Babysitting' },
    ],
  },
  {
    id: 'accessibility',
    mn: 'Хүртээмж',
    en: 'Accessibility',
    facilities: [
      { id: 'wheelchair', mn: 'Тэргэнцэртэй зочинд тохиромжтой', en: 'Wheelchair accessible' },
      { id: 'accessible-rooms', mn: 'Хөгжлийн бэрхшээлтэй зочны өрөө', en: 'Accessible rooms' },
    ],
  },
];

export const facilities = facilityCategories.flatMap((category) =>
  category.facilities.map((facility) => ({ ...facility, categoryId: category.id })),
);

export const facilityById = (id: string) => facilities.find((f) => f.id === id);
