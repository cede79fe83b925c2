import type { Language } from '../messages';

/** Server messages of rate plans, rates and quotes, in both languages. */
export const ratesMessages = {
  'validation.chooseDay': { mn: 'Үнийн өдөр сонгоно уу.', en: 'Choose price days.' },
  'validation.date': { mn: 'Огноо буруу байна (ЖЖЖЖ-СС-ӨӨ).', en: 'Enter a date as YYYY-MM-DD.' },
  'validation.dateTooEarly': {
    mn: '2000 оноос хойшхи огноо оруулна уу.',
    en: 'Enter a date from the year 2000 on.',
  },
  'validation.endBeforeStart': {
    mn: 'Дуусах огноо эхлэх огнооноос өмнө байж болохгүй.',
    en: 'The end date cannot be before the start date.',
  },
  'validation.rangeTooLong': {
    mn: 'Хугацаа хэт урт байна (2 жил хүртэл).',
    en: 'The range is too long (two years at most).',
  },
  'validation.maxLosBelowMin': {
    mn: 'Хамгийн их хоног хамгийн бага хоногоос их байна.',
    en: 'The maximum stay must not be below the minimum stay.',
  },
  'validation.money': {
    mn: '0 эсвэл түүнээс их бүхэл дүн (₮) оруулна уу.',
    en: 'Enter a whole tugrik amount of 0 or more.',
  },
  'validation.percentChange': {
    mn: 'Хувийн өөрчлөлт -100-аас 1000 хооронд байна.',
    en: 'A percent change is between -100 and 1000.',
  },
  'ratePlan.roomTypeUnknown': {
    mn: 'Өрөөний төрөл олдсонгүй.',
    en: 'The room type does not exist.',
  },
  'ratePlan.nameTaken': {
    mn: 'Энэ өрөөний төрөлд ийм нэртэй үнийн төрөл байна.',
    en: 'This room type already has a rate plan with this name.',
  },
  'ratePlan.onlyOneOta': {
    mn: 'Нэг өрөөний төрөлд зөвхөн нэг OTA үнэ байна.',
    en: 'Only one rate plan of a room type goes to OTAs.',
  },
  'ratePlan.onlyOneOnlineBook': {
    mn: 'Нэг өрөөний төрөлд онлайн захиалгын зөвхөн нэг үнэ байна.',
    en: 'Only one rate plan of a room type is sold online.',
  },
  'ratePlan.partnerUnknown': {
    mn: 'Хамтрагч байгууллага олдсонгүй.',
    en: 'A chosen partner does not exist.',
  },
  'ratePlan.notDaily': {
    mn: 'Энэ үнийн төрөл өдрийн үнэгүй.',
    en: 'This rate plan has no daily rates.',
  },
  'ratePlan.occupancyOutOfRange': {
    mn: 'Хүний тоо өрөөний багтаамжаас хэтэрсэн.',
    en: 'The occupancy is above what the room takes.',
  },
  'ratePlan.defaultOccupancyLocked': {
    mn: 'Үндсэн хүний тооны үнийг өөрчлөх боломжгүй.',
    en: 'The main occupancy row cannot be changed.',
  },
  'ratePlan.activeNeedsDiscount': {
    mn: 'Идэвхжүүлэхийн өмнө хөнгөлөлтийн дүн оруулна уу.',
    en: 'Enter a discount before switching it on.',
  },
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
