import type { Language } from '../messages';

/** Server messages of rate plans, rates and quotes, in both languages. */
export const ratesMessages = {
  'quote.checkOutAfterCheckIn': {
    mn: 'Гарах өдөр ирэх өдрөөс хойш байна.',
    en: 'The departure date must be after the arrival date.',
  },
  'quote.sameDayOnly': {
    mn: 'Өдрийн болон цагийн захиалга нэг өдөрт багтана.',
    en: 'Day and hourly stays start and end on the same day.',
  },
  'quote.closedToArrival': {
    mn: '{date}-нд ирэх захиалга хаалттай.',
    en: 'Arrivals are closed on {date}.',
  },
  'quote.closedToDeparture': {
    mn: '{date}-нд гарах захиалга хаалттай.',
    en: 'Departures are closed on {date}.',
  },
  'quote.minLos': {
    mn: 'Энэ өдөр ирэх захиалга хамгийн багадаа {nights} хоног байна.',
    en: 'Stays arriving on this date last at least {nights} nights.',
  },
  'quote.maxLos': {
    mn: 'Энэ өдөр ирэх захиалга хамгийн ихдээ {nights} хоног байна.',
    en: 'Stays arriving on this date last at most {nights} nights.',
  },
  'quote.stopSell': { mn: '{date}-нд борлуулалт зогссон.', en: 'Sales are stopped on {date}.' },
  'quote.noPrice': {
    mn: '{date}-ний үнэ тохируулаагүй байна.',
    en: 'No price is set for {date}.',
  },
  'quote.noHourlyStays': {
    mn: 'Цагаар захиалга авах боломжгүй.',
    en: 'Hourly stays are not offered.',
  },
  'quote.hoursOutOfRange': {
    mn: 'Цагийн тоо 1-{max} хооронд байна.',
    en: 'Hours are between 1 and {max}.',
  },
  'quote.adultNeeded': {
    mn: 'Дор хаяж нэг том хүн байна.',
    en: 'At least one adult stays in the room.',
  },
  'quote.tooManyAdults': {
    mn: 'Өрөөнд {max} том хүн багтана (нэмэлт ортой бол илүү).',
    en: 'The room takes {max} adults (more with extra beds).',
  },
  'quote.tooManyChildren': {
    mn: 'Өрөөнд {max} хүүхэд багтана (нэмэлт ортой бол илүү).',
    en: 'The room takes {max} children (more with extra beds).',
  },
  'quote.tooManyExtraBeds': {
    mn: 'Энэ өрөөнд {max} хүртэл нэмэлт ор тавина.',
    en: 'This room takes up to {max} extra beds.',
  },
  'quote.extraBedNights': {
    mn: 'Нэмэлт орны хоног 1-{max} хооронд байна.',
    en: 'Extra bed nights are between 1 and {max}.',
  },
} as const satisfies Record<string, Record<Language, string>>;
