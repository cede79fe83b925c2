import type { PlannedGuest } from '../plan';
import type { Random } from './random';

const givenNames = [
  'Батбаяр',
  'Сарангэрэл',
  'Отгонбаяр',
  'Энхтуяа',
  'Ганбат',
  'Мөнхзул',
  'Тэмүүлэн',
  'Оюунчимэг',
  'Бат-Эрдэнэ',
  'Номин',
  'Төмөрбаатар',
  'Ариунаа',
  'Болормаа',
  'Эрдэнэбилэг',
  'Цэцэгмаа',
  'Баярсайхан',
  'Хонгорзул',
  'Пүрэвдорж',
  'Алтанцэцэг',
  'Ганзориг',
  'Анужин',
  'Билгүүн',
  'Золзаяа',
  'Мөнх-Очир',
];
const fatherNames = [
  'Дорж',
  'Бат',
  'Гантулга',
  'Нямдаваа',
  'Лхагва',
  'Цэрэн',
  'Сүх',
  'Очир',
  'Жаргал',
  'Эрдэнэ',
  'Пүрэв',
  'Баатар',
];
/** `Доржийн`-style genitive is left to people: the surname field holds the father's name. */
const foreigners: readonly (readonly [string, string, string])[] = [
  ['John', 'Smith', 'GB'],
  ['Anna', 'Müller', 'DE'],
  ['Kenji', 'Tanaka', 'JP'],
  ['Li', 'Wei', 'CN'],
  ['Minji', 'Kim', 'KR'],
  ['Sophie', 'Martin', 'FR'],
  ['Oliver', 'Brown', 'US'],
  ['Emma', 'Johansson', 'SE'],
  ['Ivan', 'Petrov', 'RU'],
  ['Yuki', 'Sato', 'JP'],
  ['Daniel', 'Weber', 'DE'],
  ['Ji-ho', 'Park', 'KR'],
];

export const mongolianGuest = (random: Random): PlannedGuest => {
  const name = random.pick(givenNames);
  return {
    name,
    surname: random.pick(fatherNames),
    phoneNumber: `${random.pick(['88', '89', '95', '99', '80', '86'])}${random.int(100000, 999999)}`,
    email: random.chance(0.4) ? `guest${random.int(100, 999)}@gmail.com` : null,
    nationality: 'MN',
  };
};

export const foreignGuest = (random: Random): PlannedGuest => {
  const [name, surname, nationality] = random.pick(foreigners);
  return {
    name,
    surname,
    phoneNumber: `+${random.pick(['44', '49', '81', '86', '82', '33', '1', '46', '7'])}${random.int(
      100000000,
      999999999,
    )}`,
    email: `${name.toLowerCase().replace(/[^a-z]/g, '')}.${surname.toLowerCase().replace(/[^a-z]/g, '')}@example.com`,
    nationality,
  };
};

/** The partner company's staff its groups of rooms are booked for. */
export const partnerGuests: readonly PlannedGuest[] = [
  {
    name: 'Ганбаатар',
    surname: 'Энхбат',
    phoneNumber: '99118801',
    email: null,
    nationality: 'MN',
  },
  {
    name: 'Сүхбат',
    surname: 'Нарантуяа',
    phoneNumber: '99118802',
    email: null,
    nationality: 'MN',
  },
  {
    name: 'Мягмар',
    surname: 'Батзориг',
    phoneNumber: '99118803',
    email: null,
    nationality: 'MN',
  },
  {
    name: 'Түвшин',
    surname: 'Отгонжаргал',
    phoneNumber: '99118804',
    email: null,
    nationality: 'MN',
  },
  {
    name: 'Энх',
    surname: 'Баттулга',
    phoneNumber: '99118805',
    email: null,
    nationality: 'MN',
  },
];
