/**
 * Server-side messages (validation and domain rules), in both product languages. The server
 * answers in the language of the request's X-Language header (Mongolian by default).
 */
import { inventoryMessages } from './inventory/messages';
import { type Named, localName } from './names';
import { policiesMessages } from './policies/messages';
import { profileMessages } from './profile/messages';
import { ratesMessages } from './rates/messages';
import { propertyMessages } from './property/messages';
import { reservationsMessages } from './reservations/messages';
import { reservationRequestMessages } from './reservation-requests/messages';
import { settingsMessages } from './settings/messages';
import { blockMessages } from './blocks/messages';
import { guestMessages } from './guests/messages';
import { folioMessages } from './folio/messages';
import { nightAuditMessages } from './night-audit/messages';
import { documentMessages } from './documents/messages';
import { invoiceMessages } from './invoices/messages';
import { vatReceiptMessages } from './vat-receipts/messages';
import { reportMessages } from './report/messages';
import { calendarExportMessages } from './channels/calendar-export-messages';
import { calendarImportMessages } from './channels/calendar-import-messages';
import { allotmentMessages } from './allotments/messages';
import { channelMessages } from './channels/channel-messages';
import { ariMessages } from './channels/ari-messages';

export type Language = 'mn' | 'en';

const coreMessages = {
  'validation.required': { mn: 'Заавал бөглөнө үү.', en: 'This field is required.' },
  'validation.tooShort': {
    mn: 'Хамгийн багадаа {min} тэмдэгт оруулна уу.',
    en: 'Enter at least {min} characters.',
  },
  'validation.tooLong': {
    mn: 'Хамгийн ихдээ {max} тэмдэгт оруулна уу.',
    en: 'Enter at most {max} characters.',
  },
  'validation.email': { mn: 'Имэйл хаяг буруу байна.', en: 'Enter a valid e-mail address.' },
  'validation.phone': { mn: 'Утасны дугаар буруу байна.', en: 'Enter a valid phone number.' },
  'validation.registerNo': {
    mn: 'Регистрийн дугаар 7 оронтой тоо байна.',
    en: 'A company register number has 7 digits.',
  },
  'validation.passwordTooShort': {
    mn: 'Нууц үг хамгийн багадаа 8 тэмдэгт байна.',
    en: 'A password has at least 8 characters.',
  },
  'validation.invalid': { mn: 'Утга буруу байна.', en: 'This value is not valid.' },
  'validation.tooDeep': {
    mn: 'Өгөгдөл хэт олон давхар үүртэй байна.',
    en: 'The data is nested too deeply.',
  },
  'validation.invalidCharacters': {
    mn: 'Хяналтын тэмдэгт эсвэл буруу кодлогдсон тэмдэгт агуулж болохгүй.',
    en: 'Must not contain control characters or invalid characters.',
  },
  'validation.number': { mn: 'Тоо оруулна уу.', en: 'Enter a number.' },
  'validation.integer': { mn: 'Бүхэл тоо оруулна уу.', en: 'Enter a whole number.' },
  'validation.notNegative': {
    mn: 'Сөрөг утга оруулах боломжгүй.',
    en: 'The value cannot be negative.',
  },
  'validation.min': { mn: 'Хамгийн багадаа {min} байна.', en: 'The smallest value is {min}.' },
  'validation.max': { mn: 'Хамгийн ихдээ {max} байна.', en: 'The largest value is {max}.' },
  'validation.percent': {
    mn: 'Хувь 0-100 хооронд байна.',
    en: 'A percentage is between 0 and 100.',
  },
  'validation.positive': { mn: '0-ээс их тоо оруулна уу.', en: 'Enter a number above 0.' },
  'validation.color': { mn: 'Өнгө сонгоно уу.', en: 'Choose a colour.' },
  'validation.time': {
    mn: 'Цагийг ЦЦ:мм хэлбэрээр оруулна уу (жишээ нь 14:00).',
    en: 'Enter a time as HH:mm (e.g. 14:00).',
  },
  'validation.digits': { mn: 'Зөвхөн цифр оруулна уу.', en: 'Enter digits only.' },
  'validation.currencyCode': {
    mn: 'Валютын код 3 латин том үсэг байна (MNT, USD).',
    en: 'A currency code is 3 Latin capital letters (MNT, USD).',
  },
  'validation.title': { mn: 'Оруулсан мэдээлэл буруу байна.', en: 'The data sent is not valid.' },
  'property.registerNoTaken': {
    mn: 'Энэ регистрийн дугаартай байгууллага бүртгэлтэй байна.',
    en: 'A property with this register number is already registered.',
  },
  'property.alreadyRegistered': {
    mn: 'Буудал аль хэдийн бүртгэгдсэн байна.',
    en: 'This property is already registered.',
  },
  'account.emailTaken': {
    mn: 'Энэ имэйл хаягаар бүртгэл үүссэн байна.',
    en: 'An account with this e-mail address already exists.',
  },
  'auth.invalidCredentials': {
    mn: 'Имэйл хаяг эсвэл нууц үг буруу байна.',
    en: 'The e-mail address or password is wrong.',
  },
  'auth.tooManyRegistrations': {
    mn: 'Энэ хаягаас хэт олон бүртгэл үүслээ. Хэсэг хугацааны дараа дахин оролдоно уу.',
    en: 'Too many registrations from this address. Try again later.',
  },
  'auth.tooManyAttempts': {
    mn: 'Хэт олон удаа оролдлоо. {seconds} секундын дараа дахин оролдоно уу.',
    en: 'Too many attempts. Try again in {seconds} seconds.',
  },
  'auth.sessionExpired': {
    mn: 'Нэвтрэх хугацаа дууссан. Дахин нэвтэрнэ үү.',
    en: 'Your session has ended. Please log in again.',
  },
  'auth.wrongCurrentPassword': {
    mn: 'Одоогийн нууц үг буруу байна.',
    en: 'The current password is wrong.',
  },
  'auth.resetLinkExpired': {
    mn: 'Нууц үг сэргээх холбоосын хугацаа дууссан эсвэл ашиглагдсан байна. Шинээр хүсэлт илгээнэ үү.',
    en: 'This password reset link has expired or was already used. Please request a new one.',
  },
  'auth.resetEmailSent': {
    mn: 'Хэрэв энэ имэйл хаягаар бүртгэл байгаа бол нууц үг сэргээх холбоос илгээлээ.',
    en: 'If an account uses this e-mail address, a password reset link has been sent to it.',
  },
  'auth.defaultAccountOnly': {
    mn: 'Зөвхөн эзэмшигчийн бүртгэл буудал бүртгэж чадна.',
    en: 'Only an owner account can register properties.',
  },
  'mail.resetSubject': {
    mn: 'Нууц үг сэргээх',
    en: 'Reset your password',
  },
  'mail.resetBody': {
    mn: 'Сайн байна уу, {name}.\n\nНууц үгээ сэргээхийн тулд доорх холбоосоор орно уу. Холбоос {minutes} минутын дотор нэг удаа ашиглагдана.\n\n{link}\n\nХэрэв та энэ хүсэлтийг илгээгээгүй бол энэ имэйлийг үл тоомсорлоно уу.',
    en: 'Hello {name},\n\nTo reset your password, open the link below. It works once, within {minutes} minutes.\n\n{link}\n\nIf you did not ask for this, ignore this e-mail.',
  },
  'role.defaultLocked': {
    mn: 'Үндсэн эрхийг устгах, нэрийг өөрчлөх боломжгүй.',
    en: 'A default role cannot be deleted or renamed.',
  },
  'role.inUse': {
    mn: 'Энэ эрхтэй хэрэглэгч байгаа тул устгах боломжгүй.',
    en: 'Users hold this role, so it cannot be deleted.',
  },
  'role.nameTaken': {
    mn: 'Ийм нэртэй эрх байна.',
    en: 'A role with this name exists.',
  },
  'user.cannotRemoveSelf': {
    mn: 'Өөрийгөө устгах боломжгүй.',
    en: 'You cannot remove yourself.',
  },
  'user.ownerOnly': {
    mn: 'Зөвхөн эзэмшигч эзэмшлээ шилжүүлнэ.',
    en: 'Only the owner can hand over ownership.',
  },
  'user.ownerNeedsDefaultRole': {
    mn: 'Эзэмшлийг зөвхөн үндсэн эрхтэй хэрэглэгчид шилжүүлнэ.',
    en: 'Ownership can only go to a user with a default role.',
  },
  'role.defaultName': { mn: 'Менежер', en: 'Manager' },
  'error.notFound': { mn: 'Уучлаарай, хуудас олдсонгүй!', en: 'Sorry, page not found!' },
  'error.conflict': {
    mn: 'Өөр хэрэглэгч зэрэг өөрчлөлт хийлээ. Дахин оролдоно уу.',
    en: 'Someone else changed this at the same time. Please try again.',
  },
  'error.internal': { mn: 'Уучлаарай, алдаа гарлаа!', en: 'Sorry, an error occurred!' },
  'error.badJson': {
    mn: 'Хүсэлтийн өгөгдөл буруу байна.',
    en: 'The request body is not valid JSON.',
  },
  'error.busy': {
    mn: 'Систем түр завгүй байна. Хэсэг хугацааны дараа дахин оролдоно уу.',
    en: 'The system is busy for a moment. Please try again shortly.',
  },
  'error.unsupportedMediaType': {
    mn: 'Хүсэлтийн өгөгдлийг JSON хэлбэрээр (Content-Type: application/json) илгээнэ үү.',
    en: 'Send the request body as JSON (Content-Type: application/json).',
  },
  'error.bodyNotObject': {
    mn: 'Хүсэлтийн өгөгдөл JSON объект байх ёстой.',
    en: 'The request body must be a JSON object.',
  },
  'error.idempotencyKeyReused': {
    mn: 'Энэ Idempotency-Key өөр хүсэлтэд ашиглагдсан байна.',
    en: 'This Idempotency-Key was already used for a different request.',
  },
  'error.unauthorized': { mn: 'Нэвтэрнэ үү.', en: 'Please log in.' },
  'error.forbidden': { mn: 'Танд энэ үйлдлийн эрх алга.', en: 'You are not allowed to do this.' },
} as const satisfies Record<string, Record<Language, string>>;

/** Each area keeps its messages beside its events; a key is unique across areas. */
const catalogue = {
  ...coreMessages,
  ...settingsMessages,
  ...inventoryMessages,
  ...policiesMessages,
  ...profileMessages,
  ...ratesMessages,
  ...propertyMessages,
  ...reservationsMessages,
  ...reservationRequestMessages,
  ...blockMessages,
  ...guestMessages,
  ...folioMessages,
  ...nightAuditMessages,
  ...invoiceMessages,
  ...documentMessages,
  ...vatReceiptMessages,
  ...reportMessages,
  ...calendarExportMessages,
  ...calendarImportMessages,
  ...allotmentMessages,
  ...channelMessages,
  ...ariMessages,
};

export type MessageKey = keyof typeof catalogue;

export const isMessageKey = (key: string): key is MessageKey => key in catalogue;

/**
 * A value a message quotes: a number, a text, or something named in both languages (a room type,
 * a payment method), quoted by its name in the reader's language.
 */
export type MessageParam = string | number | Named;

export type MessageParams = Record<string, MessageParam>;

export const translate = (
  key: MessageKey,
  language: Language,
  params: MessageParams = {},
): string =>
  catalogue[key][language].replace(/\{(\w+)\}(₮?)/g, (_, name: string, tugrik: string) => {
    const value = params[name];
    if (value === undefined) return `{${name}}${tugrik}`;
    // An amount of tugrik is written with its thousands grouped, as every screen shows it.
    if (tugrik && typeof value === 'number') return `${moneyFormat(language).format(value)}₮`;
    return (typeof value === 'object' ? localName(value, language) : String(value)) + tugrik;
  });

const moneyFormats = new Map<Language, Intl.NumberFormat>();
const moneyFormat = (language: Language): Intl.NumberFormat => {
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'mn-MN', {
      maximumFractionDigits: 2,
    });
    moneyFormats.set(language, format);
  }
  return format;
};

export const parseLanguage = (value: string | undefined | null): Language =>
  value?.toLowerCase().startsWith('en') ? 'en' : 'mn';
