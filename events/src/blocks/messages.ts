import type { Language } from '../messages';

/** Server messages of room blocks, in both languages. */
export const blockMessages = {
  'validation.blockEndAfterStart': {
    mn: 'Дуусах хугацаа эхлэхээс хойш байна.',
    en: 'The end must be after the start.',
  },
  'validation.blockTooLong': {
    mn: 'Нэг хаалт 366 хоногоос урт байж болохгүй.',
    en: 'A block cannot be longer than 366 days.',
  },
  'validation.blockRoomsRequired': {
    mn: 'Хаах өрөөгөө сонгоно уу.',
    en: 'Choose the rooms to block.',
  },
  'block.roomNotOfType': {
    mn: '{room} өрөө сонгосон өрөөний төрөлд хамаарахгүй.',
    en: 'Room {room} is not of the chosen room type.',
  },
  'block.roomOccupied': {
    mn: '{room} өрөө {date}-нд захиалгатай (№{number}) тул хаах боломжгүй.',
    en: 'Room {room} cannot be blocked: reservation #{number} holds it on {date}.',
  },
  'block.roomAlreadyBlocked': {
    mn: '{room} өрөө {date}-нд аль хэдийн хаалттай байна.',
    en: 'Room {room} is already blocked on {date}.',
  },
  'block.roomTypeFull': {
    mn: '{roomType} өрөөний төрлийн бүх өрөө {date}-нд захиалгатай тул хаах боломжгүй.',
    en: 'Every {roomType} room is booked on {date}: blocking one would overbook the type.',
  },
} as const satisfies Record<string, Record<Language, string>>;
