import { z } from 'zod';
import type { DomainEvent } from '../metadata';

/**
 * What guests and documents see of a property (settings spec §3 Hotel, Hotel setting, Hotel
 * bank account, Hotel rule, images, facilities), one aggregate per property
 * (`profile-{propertyId}`). It starts from the property's registration (name, register number,
 * company name, e-mail, phone); the register number and company name never change here.
 *
 * The general info and the hotel settings change as a whole (`…Changed` carries everything
 * after the change); bank accounts and rules are lists with `…Added` / `…Changed` (the whole
 * item) / `…Removed`; images are an ordered list and facilities a set, each replaced whole.
 */

const point = z.object({ lat: z.number(), lng: z.number() });

export const hotelInfoSchema = z.object({
  propertyId: z.string(),
  /** Logo or main picture: a path from POST /api/image/upload. */
  image: z.string().nullable(),
  hotelTypeId: z.string(),
  name: z.string(),
  /** The name in English, shown in English when set (absent in older events). */
  nameEn: z.string().nullable().optional(),
  /** 1–5 stars; null: not rated. */
  starRating: z.number().int().nullable(),
  description: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  /** Where reservation requests and notices go. */
  resEmail: z.string().nullable(),
  resPhone: z.string().nullable(),
  /** HH:mm */
  checkInTime: z.string(),
  /** HH:mm */
  checkOutTime: z.string(),
  zipCode: z.string().nullable(),
  countryId: z.string(),
  provinceId: z.string(),
  districtId: z.string().nullable(),
  commonLocationIds: z.array(z.string()),
  location: point.nullable(),
  /** Hourly stays are sold; `maxTime` is then the longest hourly stay (1–6 hours). */
  hasTime: z.boolean(),
  maxTime: z.number().int().nullable(),
  /** New reservations get a room assigned automatically. */
  isAutoArrange: z.boolean(),
  /** House rules are printed on registration cards and confirmation letters. */
  isShowRules: z.boolean(),
  /** Bank accounts are printed on confirmation letters. */
  isShowPayment: z.boolean(),
});
export type HotelInfo = z.infer<typeof hotelInfoSchema>;
export type HotelInfoChanged = DomainEvent<'HotelInfoChanged', HotelInfo>;

export const hotelSettingSchema = z.object({
  propertyId: z.string(),
  /** A reservation must be paid (in part) before it is confirmed. */
  isMustPay: z.boolean(),
  /** Copies of guest e-mails go to these addresses. */
  bccEmails: z.array(z.string()),
  emailHeader: z.string().nullable(),
  emailBody: z.string().nullable(),
  emailFooter: z.string().nullable(),
  emailContact: z.string().nullable(),
});
export type HotelSetting = z.infer<typeof hotelSettingSchema>;
export type HotelSettingChanged = DomainEvent<'HotelSettingChanged', HotelSetting>;

export const hotelBankAccountSchema = z.object({
  propertyId: z.string(),
  id: z.string(),
  bankId: z.string(),
  accountName: z.string(),
  /** Digits only. */
  number: z.string(),
  /** ISO 4217 code, e.g. MNT. */
  currency: z.string(),
  /** The bank's payment QR code (an image path); only for banks that issue one. */
  qrImage: z.string().nullable(),
  isDefault: z.boolean(),
});
export type HotelBankAccount = z.infer<typeof hotelBankAccountSchema>;

export const hotelRuleSchema = z.object({
  propertyId: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
});
export type HotelRule = z.infer<typeof hotelRuleSchema>;

const removedSchema = z.object({ propertyId: z.string(), id: z.string() });

export const hotelImagesSchema = z.object({
  propertyId: z.string(),
  /** Image paths, in the order guests see them. */
  images: z.array(z.string()),
});

export const hotelFacilitiesSchema = z.object({
  propertyId: z.string(),
  facilityIds: z.array(z.string()),
});

export type HotelBankAccountAdded = DomainEvent<'HotelBankAccountAdded', HotelBankAccount>;
export type HotelBankAccountChanged = DomainEvent<'HotelBankAccountChanged', HotelBankAccount>;
export type HotelBankAccountRemoved = DomainEvent<
  'HotelBankAccountRemoved',
  z.infer<typeof removedSchema>
>;
export type HotelRuleAdded = DomainEvent<'HotelRuleAdded', HotelRule>;
export type HotelRuleChanged = DomainEvent<'HotelRuleChanged', HotelRule>;
export type HotelRuleRemoved = DomainEvent<'HotelRuleRemoved', z.infer<typeof removedSchema>>;
export type HotelImagesChanged = DomainEvent<
  'HotelImagesChanged',
  z.infer<typeof hotelImagesSchema>
>;
export type HotelFacilitiesChanged = DomainEvent<
  'HotelFacilitiesChanged',
  z.infer<typeof hotelFacilitiesSchema>
>;

/** The property's public online booking page is open (true) or closed. */
export const onlineBookingChangedSchema = z.object({
  propertyId: z.string(),
  hasOnlineBook: z.boolean(),
});
export type OnlineBookingChanged = DomainEvent<
  'OnlineBookingChanged',
  z.infer<typeof onlineBookingChangedSchema>
>;

/** The events of this area. */
export type ProfileEvent =
  | HotelInfoChanged
  | HotelSettingChanged
  | HotelBankAccountAdded
  | HotelBankAccountChanged
  | HotelBankAccountRemoved
  | HotelRuleAdded
  | HotelRuleChanged
  | HotelRuleRemoved
  | HotelImagesChanged
  | HotelFacilitiesChanged
  | OnlineBookingChanged;

/** Data schema of every event type of this area (merged into ../catalogue.ts). */
export const profileEventSchemas: { [T in ProfileEvent['type']]: z.ZodType } = {
  HotelInfoChanged: hotelInfoSchema,
  HotelSettingChanged: hotelSettingSchema,
  HotelBankAccountAdded: hotelBankAccountSchema,
  HotelBankAccountChanged: hotelBankAccountSchema,
  HotelBankAccountRemoved: removedSchema,
  HotelRuleAdded: hotelRuleSchema,
  HotelRuleChanged: hotelRuleSchema,
  HotelRuleRemoved: removedSchema,
  HotelImagesChanged: hotelImagesSchema,
  HotelFacilitiesChanged: hotelFacilitiesSchema,
  OnlineBookingChanged: onlineBookingChangedSchema,
};

export const profileEventTypes = Object.keys(profileEventSchemas) as ProfileEvent['type'][];
