import type { Language } from '../messages';

/** Server messages of reservation requests and the public online booking page, in both languages. */
export const reservationRequestMessages = {
  'validation.onlineStayTooLong': {
    mn: 'Онлайнаар 60 хүртэлх хоногийн захиалга өгнө.',
    en: 'An online request covers at most 60 nights.',
  },
  'validation.tooManyOnlineRooms': {
    mn: 'Онлайнаар нэг удаад 10 хүртэл өрөө захиална.',
    en: 'One online request takes at most 10 rooms.',
  },
  'online.notOpen': {
    mn: 'Энэ буудал онлайн захиалга авдаггүй.',
    en: 'This property does not take online bookings.',
  },
  'online.tooManyRequests': {
    mn: 'Хэт олон хүсэлт илгээлээ. Түр хүлээгээд дахин оролдоно уу.',
    en: 'Too many requests. Please wait a moment and try again.',
  },
  'request.source': { mn: 'Онлайн захиалга', en: 'Online booking' },
  'request.checkInPast': {
    mn: 'Ирэх огноо {date}-наас өмнө байж болохгүй.',
    en: 'The check-in date cannot be before {date}.',
  },
  'request.tooFarAhead': {
    mn: 'Ирэх огноо {date}-наас хойш байж болохгүй.',
    en: 'The check-in date cannot be after {date}.',
  },
  'request.roomTypeUnknown': {
    mn: 'Өрөөний төрөл олдсонгүй.',
    en: 'This room type does not exist.',
  },
  // Never names the room type: the public page must not tell what the hotel does not offer.
  'request.roomTypeNotOnline': {
    mn: 'Энэ өрөөний төрлийг онлайнаар захиалах боломжгүй.',
    en: 'This room type cannot be booked online.',
  },
  'request.roomTypeGone': {
    mn: '{roomType} өрөөний төрөл устгагдсан тул захиалга болгох боломжгүй.',
    en: 'The {roomType} room type was deleted, so the request cannot be converted.',
  },
  'request.tooManyGuests': {
    mn: '{roomType} өрөөнд хамгийн ихдээ {max} том хүн байрлана.',
    en: '{roomType} rooms take at most {max} adults.',
  },
  'request.cannotConfirm': {
    mn: 'Зөвхөн хүлээгдэж буй хүсэлтийг баталгаажуулна.',
    en: 'Only a pending request can be confirmed.',
  },
  'request.cannotCancel': {
    mn: 'Цуцалсан эсвэл захиалга болсон хүсэлтийг цуцлах боломжгүй.',
    en: 'A canceled or converted request cannot be canceled.',
  },
  'request.paymentNeedsConfirmation': {
    mn: 'Төлбөр нэхэхийн өмнө хүсэлтийг баталгаажуулна уу.',
    en: 'Confirm the request before asking for payment.',
  },
  'request.alreadyPaid': {
    mn: 'Энэ хүсэлтийн төлбөр төлөгдсөн байна.',
    en: 'This request is already paid.',
  },
  'request.canceled': {
    mn: 'Энэ хүсэлт цуцлагдсан байна.',
    en: 'This request is canceled.',
  },
  'request.noEmail': {
    mn: 'Зочин имэйл хаяг үлдээгээгүй тул төлбөрийн мэдээлэл илгээх боломжгүй.',
    en: 'The guest left no e-mail address to send the payment details to.',
  },
  'request.bankAccountUnknown': {
    mn: 'Дансны мэдээлэл олдсонгүй.',
    en: 'This bank account does not exist.',
  },
  'request.notPaid': {
    mn: 'Төлбөр төлөгдөөгүй хүсэлтийг захиалга болгох боломжгүй.',
    en: 'Only a paid request can be converted into a reservation.',
  },
  'request.closed': {
    mn: 'Цуцалсан эсвэл захиалга болсон хүсэлтийг дахин захиалга болгох боломжгүй.',
    en: 'A canceled or converted request cannot be converted.',
  },
  'request.available': {
    mn: 'Сонгосон огноонд өрөө сул байна.',
    en: 'Rooms are free on these dates.',
  },
  'mail.requestReceivedSubject': {
    mn: '{hotel}: таны захиалгын хүсэлт {label} хүлээн авлаа',
    en: '{hotel}: we received your reservation request {label}',
  },
  'mail.requestReceivedBody': {
    mn: 'Сайн байна уу, {guest}.\n\n{hotel}-д захиалгын хүсэлт илгээсэнд баярлалаа. Хүсэлтийн дугаар: {label}.\n\nИрэх: {checkIn}\nГарах: {checkOut} ({nights} шөнө)\nӨрөө:\n{rooms}\nНийт үнэ: {total}₮\n\nБуудал таны хүсэлтийг шалгаад төлбөрийн мэдээллийг имэйлээр илгээнэ. Өрөөнүүдийг {until} хүртэл танд барьж байна.\n\n{contact}',
    en: 'Hello {guest},\n\nThank you for your reservation request at {hotel}. Its number is {label}.\n\nCheck-in: {checkIn}\nCheck-out: {checkOut} ({nights} nights)\nRooms:\n{rooms}\nTotal: {total}₮\n\nThe hotel will check your request and e-mail you how to pay. The rooms are held for you until {until}.\n\n{contact}',
  },
  'mail.paymentRequestSubject': {
    mn: '{hotel}: {label} хүсэлтийн төлбөрийн мэдээлэл',
    en: '{hotel}: how to pay for request {label}',
  },
  'mail.paymentRequestBody': {
    mn: 'Сайн байна уу, {guest}.\n\n{hotel} таны {label} дугаартай захиалгын хүсэлтийг баталгаажууллаа ({checkIn} - {checkOut}, {nights} шөнө).\n\nЗахиалгаа баталгаажуулахын тулд {amount}₮-г доорх дансанд шилжүүлнэ үү:\n  Банк: {bank}\n  Дансны нэр: {accountName}\n  Дансны дугаар: {number} ({currency})\n  Гүйлгээний утга: {label}\n\nӨрөөнүүдийг {until} хүртэл танд барьж байна. Төлбөр орсны дараа захиалгыг баталгаажуулна.\n\n{contact}',
    en: 'Hello {guest},\n\n{hotel} has confirmed your reservation request {label} ({checkIn} to {checkOut}, {nights} nights).\n\nTo secure it, please pay {amount}₮ into this account:\n  Bank: {bank}\n  Account name: {accountName}\n  Account number: {number} ({currency})\n  Payment reference: {label}\n\nThe rooms are held for you until {until}. Once the payment arrives, the hotel confirms your reservation.\n\n{contact}',
  },
  'mail.contact': {
    mn: 'Холбоо барих: {contact}',
    en: 'Contact: {contact}',
  },
  'mail.holdKept': {
    mn: 'захиалга болтол',
    en: 'your reservation is made',
  },
} as const satisfies Record<string, Record<Language, string>>;
