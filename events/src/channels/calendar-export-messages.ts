import type { Language } from '../messages';

/** Server messages of calendar exports (iCal feeds), in both languages. */
export const calendarExportMessages = {
  'calendarExport.roomHasExport': {
    mn: '{room} өрөөнд хуанлийн холбоос аль хэдийн үүссэн байна. Шинийг үүсгэхийн өмнө хуучныг нь цуцална уу.',
    en: 'Room {room} already has a calendar link. Revoke it before creating a new one.',
  },
  'calendarExport.roomTypeHasExport': {
    mn: '{roomType} өрөөний төрөлд хуанлийн холбоос аль хэдийн үүссэн байна. Шинийг үүсгэхийн өмнө хуучныг нь цуцална уу.',
    en: 'Room type {roomType} already has a calendar link. Revoke it before creating a new one.',
  },
  'calendarExport.revoked': {
    mn: 'Энэ хуанлийн холбоос аль хэдийн цуцлагдсан байна.',
    en: 'This calendar link is already revoked.',
  },
} as const satisfies Record<string, Record<Language, string>>;
