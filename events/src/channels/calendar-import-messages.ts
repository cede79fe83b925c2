import type { Language } from '../messages';

/** Server messages of calendar imports (a site's iCal address per room), in both languages. */
export const calendarImportMessages = {
  'validation.calendarUrl': {
    mn: 'http:// эсвэл https://-ээр эхэлсэн бүтэн хаяг оруулна уу.',
    en: 'Enter a full address starting with http:// or https://.',
  },
  'calendarImport.urlTaken': {
    mn: '{room} өрөөнд энэ хаягийг аль хэдийн бүртгэсэн байна.',
    en: 'Room {room} already imports this address.',
  },
  'calendarImport.removed': {
    mn: 'Энэ хуанлийн импорт аль хэдийн устгагдсан байна.',
    en: 'This calendar import is already removed.',
  },
  // Why a fetch failed (shown on the calendar sync page beside the address).
  'calendarImport.fetch.privateAddress': {
    mn: '{host} хаяг дотоод сүлжээнд байгаа тул татахыг хориглосон.',
    en: '{host} is a private or local address; fetching it is not allowed.',
  },
  'calendarImport.fetch.unreachable': {
    mn: 'Хаяг руу холбогдож чадсангүй ({reason}).',
    en: 'Could not reach the address ({reason}).',
  },
  'calendarImport.fetch.timeout': {
    mn: 'Сайт {seconds} секундэд хариу өгсөнгүй.',
    en: 'The site did not answer within {seconds} seconds.',
  },
  'calendarImport.fetch.httpStatus': {
    mn: 'Сайт {status} алдаатай хариулав.',
    en: 'The site answered with status {status}.',
  },
  'calendarImport.fetch.tooLarge': {
    mn: 'Хуанли {limit} байтаас том байна.',
    en: 'The calendar is larger than {limit} bytes.',
  },
  'calendarImport.fetch.tooManyRedirects': {
    mn: 'Хэт олон удаа өөр хаяг руу шилжүүлэв.',
    en: 'The address redirected too many times.',
  },
  'calendarImport.fetch.notCalendar': {
    mn: 'Хариу нь iCalendar (.ics) хуанли биш байна.',
    en: 'The answer is not an iCalendar (.ics) calendar.',
  },
  'calendarImport.fetch.roomGone': {
    mn: 'Энэ өрөө устгагдсан байна.',
    en: 'The room has been removed.',
  },
} as const satisfies Record<string, Record<Language, string>>;
