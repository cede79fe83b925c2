import { z } from 'zod';
import { TIME_OF_DAY_PATTERN } from '../dates';
import {
  numberField,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredText,
  uuid,
  wholeNumber,
} from '../fields';
import { imagePath } from '../images';
import { bankIds } from '../reference/banks';
import { facilities } from '../reference/facilities';
import { hotelTypeIds } from '../reference/hotel-types';
import { commonLocations, countries, districts, MONGOLIA, provinces } from '../reference/places';

/**
 * The bodies of the property profile's commands (settings spec §3 Hotel, §5 Hotel):
 * POST /api/hotel/info, /hotel/setting, /hotel/banks, /hotel/rules, /hotel/images,
 * /sync/facilities. Shapes are checked here (422); rules that tie fields together (a district
 * of the chosen province, hourly stays and their longest stay, QR codes of banks that issue
 * them, one default account) are the decider's (400, under the field).
 */

const optionalBoolean = (fallback: boolean) =>
  z.boolean({ error: 'validation.invalid' }).optional().default(fallback);

const optionalImage = () =>
  z
    .union([imagePath(), z.literal(''), z.null()], { error: 'validation.invalid' })
    .optional()
    .transform((v) => v || null);

/** One of the ids of a reference list (422 "not valid" otherwise). */
const oneOf = (ids: readonly string[]) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .refine((id) => ids.includes(id), { error: 'validation.invalid' });

const optionalOneOf = (ids: readonly string[]) =>
  z
    .union([z.literal(''), z.null(), oneOf(ids)], { error: 'validation.invalid' })
    .optional()
    .transform((v) => v || null);

/** A time of day, HH:mm (00:00–23:59). */
export const timeOfDay = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .regex(TIME_OF_DAY_PATTERN, { error: 'validation.time' });

/**
 * A list sent as an array (of values or of `{ id }`) or as one comma-separated text (`"a,b"`),
 * without duplicates.
 */
/** A list sent as an array (of ids or `{id}`s) or a separated string; `required`: must be sent. */
const listOf = <T extends z.ZodType<string>>(
  item: T,
  max: number,
  { required = false }: { required?: boolean } = {},
) =>
  z
    .preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(/[,;\s]+/)
              .map((s) => s.trim())
              .filter(Boolean)
          : Array.isArray(v)
            ? v.map((x: unknown) =>
                typeof x === 'object' && x !== null && 'id' in x ? (x as { id: unknown }).id : x,
              )
            : (v === null || v === undefined) && !required
              ? []
              : v,
      z
        .array(item, {
          error: (issue) =>
            issue.input === undefined || issue.input === null
              ? 'validation.required'
              : 'validation.invalid',
        })
        .max(max, { error: 'validation.max' }),
    )
    .transform((items) => [...new Set(items)]);

const coordinate = (limit: number) =>
  numberField().pipe(
    z.number().min(-limit, { error: 'validation.min' }).max(limit, { error: 'validation.max' }),
  );

/** An optional text in a given shape: empty, null or missing all become `null`. */
const optionalMatching = (
  max: number,
  pattern: RegExp,
  error: 'validation.invalid' | 'validation.digits',
) =>
  z
    .union(
      [
        z.literal(''),
        z.null(),
        z.string().trim().max(max, { error: 'validation.tooLong' }).regex(pattern, { error }),
      ],
      { error },
    )
    .optional()
    .transform((v) => v || null);

const WEBSITE = /^(https?:\/\/)?([\p{L}\p{N}-]+\.)+[\p{L}]{2,}(:\d+)?(\/\S*)?$/iu;

export const saveHotelInfoSchema = z.object({
  image: optionalImage(),
  hotelTypeId: oneOf(hotelTypeIds),
  name: requiredText(120),
  /** The hotel's name in English, shown in English when set. */
  nameEn: optionalText(120),
  starRating: z
    .union([wholeNumber(1, 5), z.literal(''), z.null()])
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null)),
  description: optionalText(5000),
  descriptionEn: optionalText(5000),
  email: optionalEmail(),
  phone: optionalPhone(),
  website: optionalMatching(200, WEBSITE, 'validation.invalid'),
  address: optionalText(300),
  resEmail: optionalEmail(),
  resPhone: optionalPhone(),
  checkInTime: timeOfDay(),
  checkOutTime: timeOfDay(),
  zipCode: optionalMatching(10, /^\d{5,6}$/, 'validation.digits'),
  countryId: z
    .union([oneOf(countries.map((c) => c.id)), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || MONGOLIA),
  provinceId: oneOf(provinces.map((p) => p.id)),
  districtId: optionalOneOf(districts.map((d) => d.id)),
  commonLocationIds: listOf(oneOf(commonLocations.map((l) => l.id)), 20),
  location: z
    .union([z.object({ lat: coordinate(90), lng: coordinate(180) }), z.null()], {
      error: 'validation.invalid',
    })
    .optional()
    .transform((v) => v ?? null),
  hasTime: optionalBoolean(false),
  maxTime: z
    .union([wholeNumber(1, 6), z.literal(''), z.null()])
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null)),
  isAutoArrange: optionalBoolean(false),
  isShowRules: optionalBoolean(false),
  isShowPayment: optionalBoolean(false),
});
export type SaveHotelInfo = z.infer<typeof saveHotelInfoSchema>;

/** A yes/no the request must state (missing → required, not a silent default). */
const statedBoolean = () =>
  z.boolean({
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid'),
  });

/**
 * POST /api/hotel/setting replaces the settings: `isMustPay` must be stated, so an empty or
 * unreadable body is refused instead of clearing the e-mail settings.
 */
export const saveHotelSettingSchema = z.object({
  isMustPay: statedBoolean(),
  bccEmails: listOf(
    z
      .string()
      .email({ error: 'validation.email' })
      .transform((v) => v.toLowerCase()),
    10,
  ),
  emailHeader: optionalText(2000),
  emailBody: optionalText(5000),
  emailFooter: optionalText(2000),
  emailContact: optionalText(2000),
});
export type SaveHotelSetting = z.infer<typeof saveHotelSettingSchema>;

export const saveHotelBankAccountSchema = z.object({
  id: uuid().optional(),
  bank: z.object({ id: oneOf(bankIds) }, { error: 'validation.required' }),
  accountName: requiredText(120),
  number: z
    .string({ error: 'validation.required' })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'validation.required', abort: true })
        .regex(/^\d+$/, { error: 'validation.digits', abort: true })
        .min(4, { error: 'validation.tooShort' })
        .max(34, { error: 'validation.tooLong' }),
    ),
  currency: z
    .union([z.string(), z.null()], { error: 'validation.currencyCode' })
    .optional()
    .transform((v) => (v ?? '').trim().toUpperCase() || 'MNT')
    .pipe(z.string().regex(/^[A-Z]{3}$/, { error: 'validation.currencyCode' })),
  qrImage: optionalImage(),
  isDefault: optionalBoolean(false),
});
export type SaveHotelBankAccount = z.infer<typeof saveHotelBankAccountSchema>;

export const saveHotelRuleSchema = z.object({
  id: uuid().optional(),
  title: requiredText(200),
  description: requiredText(5000),
});
export type SaveHotelRule = z.infer<typeof saveHotelRuleSchema>;

export const saveHotelImagesSchema = z.object({
  images: z
    .array(imagePath(), { error: 'validation.invalid' })
    .max(50, { error: 'validation.max' })
    .transform((images) => [...new Set(images)]),
});
export type SaveHotelImages = z.infer<typeof saveHotelImagesSchema>;

/**
 * POST /api/sync/facilities replaces the list: `facilities` must be present (an empty list
 * clears it, explicitly); a missing one is refused, never read as "none".
 */
export const syncFacilitiesSchema = z.object({
  facilities: listOf(oneOf(facilities.map((f) => f.id)), facilities.length, { required: true }),
});
export type SyncFacilities = z.infer<typeof syncFacilitiesSchema>;

/** POST /api/hotel/online-booking — opens or closes the public online booking page. */
export const setOnlineBookingSchema = z.object({
  hasOnlineBook: z.boolean({ error: 'validation.invalid' }),
});
