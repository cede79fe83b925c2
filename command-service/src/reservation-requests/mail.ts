import { dateInTimeZone, timeInTimeZone } from '@hotel/events/dates';
import { type Language, translate } from '@hotel/events/messages';
import type {
  RequestBankAccount,
  RequestedRoomType,
  RequestGuest,
} from '@hotel/events/reservation-requests/events';
import { requestLabel } from '@hotel/events/reservation-requests/rules';
import type { MailMessage } from '@hotel/infra/mail/port';
import type { BookingWorld } from '../reservations/world';

/** What the request e-mails say of a request. */
export interface MailedRequest {
  readonly number: number;
  readonly guest: RequestGuest;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly stayNights: number;
  readonly roomTypes: readonly RequestedRoomType[];
  readonly amount: number;
  readonly language: Language;
}

/** Tugrik as e-mails write it: 1 250 000. */
const amountText = (value: number) => value.toLocaleString('en-US').replace(/,/g, ' ');

/** An instant as the property's local date and time, or "until converted" for none. */
const untilText = (world: BookingWorld, until: string | null, language: Language) =>
  until === null
    ? translate('mail.holdKept', language)
    : `${dateInTimeZone(until, world.timeZone)} ${timeInTimeZone(until, world.timeZone)}`;

const common = (
  world: BookingWorld,
  request: MailedRequest,
  until: string | null,
  hotelName: string,
) => {
  const info = world.profile.info;
  const contact = [info?.resPhone ?? info?.phone, info?.resEmail ?? info?.email]
    .filter(Boolean)
    .join(', ');
  return {
    hotel: info?.name ?? hotelName,
    label: requestLabel(request.number),
    guest: [request.guest.name, request.guest.surname].filter(Boolean).join(' '),
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    nights: request.stayNights,
    rooms: request.roomTypes.map((r) => `  ${r.quantity} × ${r.name}`).join('\n'),
    total: amountText(request.amount),
    until: untilText(world, until, request.language),
    contact: contact ? translate('mail.contact', request.language, { contact }) : '',
  };
};

/** To the guest, once a request from the online page is stored. */
export const requestReceivedMail = (
  world: BookingWorld,
  hotelName: string,
  request: MailedRequest,
  until: string,
): MailMessage | null => {
  if (!request.guest.email) return null;
  const params = common(world, request, until, hotelName);
  return {
    to: request.guest.email,
    subject: translate('mail.requestReceivedSubject', request.language, params),
    text: translate('mail.requestReceivedBody', request.language, params).trimEnd(),
  };
};

/** To the guest: the amount to pay and the account to pay it into. */
export const paymentRequestMail = (
  world: BookingWorld,
  hotelName: string,
  request: MailedRequest,
  payment: { amount: number; bankAccount: RequestBankAccount; email: string; until: string | null },
): MailMessage => {
  const params = {
    ...common(world, request, payment.until, hotelName),
    amount: amountText(payment.amount),
    bank: payment.bankAccount.bankName,
    accountName: payment.bankAccount.accountName,
    number: payment.bankAccount.number,
    currency: payment.bankAccount.currency,
  };
  return {
    to: payment.email,
    subject: translate('mail.paymentRequestSubject', request.language, params),
    text: translate('mail.paymentRequestBody', request.language, params).trimEnd(),
  };
};
