import type { Language } from '../messages';

/** Server messages of allotments (tour operators' contracts), in both languages. */
export const allotmentMessages = {
  'allotment.nightsOrder': {
    mn: 'Сүүлийн шөнө эхний шөнөөс өмнө байж болохгүй.',
    en: 'The last night cannot be before the first night.',
  },
  'allotment.tooLong': {
    mn: 'Нэг гэрээ {max} шөнөөс урт байж болохгүй.',
    en: 'A contract cannot be longer than {max} nights.',
  },
  'allotment.pastNight': {
    mn: 'Гэрээ ажлын өдрөөс ({date}) өмнө эхэлж болохгүй.',
    en: 'A contract cannot start before the working date ({date}).',
  },
  'allotment.roomsPositive': {
    mn: 'Өрөөний тоо 0-ээс их байна.',
    en: 'The number of rooms must be more than 0.',
  },
  'allotment.tooManyRooms': {
    mn: '{roomType} төрөлд ердөө {total} өрөө байна.',
    en: 'Room type {roomType} has only {total} rooms.',
  },
  'allotment.releaseDaysNegative': {
    mn: 'Чөлөөлөх хоног сөрөг байж болохгүй.',
    en: 'Release days cannot be negative.',
  },
  'allotment.overlaps': {
    mn: '{partner}-д {roomType} төрлөөр {first} – {last} хугацаанд №{number} гэрээ байна.',
    en: '{partner} already has contract #{number} for {roomType} from {first} to {last}.',
  },
  'allotment.notAvailable': {
    mn: '{roomType} төрөлд эдгээр шөнө хангалттай сул өрөө алга: {nights}.',
    en: 'Room type {roomType} does not have enough unsold rooms on these nights: {nights}.',
  },
  'allotment.canceled': {
    mn: 'Энэ гэрээ цуцлагдсан байна.',
    en: 'This contract is canceled.',
  },
  'allotment.rowOutside': {
    mn: 'Шөнүүд нь гэрээний шөнөнд ({first} – {last}) багтах ёстой.',
    en: 'The nights must lie within the contract ({first} – {last}).',
  },
  'allotment.rowRoomType': {
    mn: 'Гэрээний өрөөний төрөл {roomType} байна.',
    en: "The contract's room type is {roomType}.",
  },
  'allotment.roomingListRefused': {
    mn: 'Жагсаалтын {count} мөрөнд алдаа байна: юу ч бүртгэгдсэнгүй.',
    en: '{count} rows of the list have errors: nothing was booked.',
  },
} as const satisfies Record<string, Record<Language, string>>;
