/**
 * How a guest is recognised (docs/front-office.md): the same e-mail (any case), the same phone
 * number (its digits, a leading 976 or 0 country code aside) or the same passport number
 * (letters and digits, any case).
 */
export const emailKey = (email: string | null | undefined): string | null =>
  email ? email.trim().toLowerCase() || null : null;

export const phoneKey = (phone: string | null | undefined): string | null => {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^976(?=\d{8}$)/, '');
  return digits.length >= 6 ? digits : null;
};

export const passportKey = (passport: string | null | undefined): string | null => {
  const key = (passport ?? '').replace(/[^0-9a-zA-Zа-яА-ЯөӨүҮёЁ]/g, '').toUpperCase();
  return key.length >= 4 ? key : null;
};

export interface GuestKeys {
  readonly email: string | null;
  readonly phone: string | null;
  readonly passport: string | null;
}

export const keysOf = (guest: {
  email?: string | null;
  phoneNumber?: string | null;
  passportNumber?: string | null;
}): GuestKeys => ({
  email: emailKey(guest.email),
  phone: phoneKey(guest.phoneNumber),
  passport: passportKey(guest.passportNumber),
});
