import type { Language } from '../messages';

/** Server messages of this area (room types, rooms, amenities, images), in both languages. */
export const inventoryMessages = {
  'room.duplicateName': {
    mn: 'Өрөөний дугаар давхардаж байна.',
    en: 'This room number is already in use.',
  },
  'roomType.nameTaken': {
    mn: 'Ийм нэртэй өрөөний төрөл бүртгэлтэй байна.',
    en: 'A room type with this name exists.',
  },
  'roomType.hasRooms': {
    mn: 'Энэ төрөлд өрөө бүртгэлтэй тул устгах боломжгүй. Эхлээд өрөөнүүдийг устгана уу.',
    en: 'This room type still has rooms, so it cannot be deleted. Delete its rooms first.',
  },
  'image.format': {
    mn: 'Зөвхөн svg, jpeg, png өргөтгөлтэй зураг оруулна уу.',
    en: 'Only SVG, JPEG and PNG images can be uploaded.',
  },
  'image.tooLarge': {
    mn: 'Зургийн хэмжээ {max} МБ-аас ихгүй байна.',
    en: 'An image can be at most {max} MB.',
  },
  'image.svgScript': {
    mn: 'Скрипт агуулсан SVG зураг оруулах боломжгүй.',
    en: 'SVG images with scripts cannot be uploaded.',
  },
  'image.unknown': {
    mn: 'Зураг олдсонгүй. Дахин оруулна уу.',
    en: 'An image was not found. Please upload it again.',
  },
} as const satisfies Record<string, Record<Language, string>>;
