import { z } from 'zod';
import {
  hexColor,
  money,
  numberField,
  optionalEmail,
  optionalPhone,
  optionalRef,
  optionalText,
  percent,
  requiredText,
  uuid,
} from '../fields';
import { incomeTypes, partnerTypes } from './events';

/**
 * The bodies of `POST /api/<list>`: without `id` a new item, with `id` a change to it (the
 * shape the settings dialogs send, settings spec §7).
 */
const id = uuid().optional();
const optionalBoolean = (fallback: boolean) =>
  z.boolean({ error: 'validation.invalid' }).optional().default(fallback);

/** Initials of the first words, upper case: "Шууд захиалга" → "ШЗ". */
export const initialsOf = (name: string, max: number): string =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [...word][0] ?? '')
    .join('')
    .slice(0, max)
    .toLocaleUpperCase();

/** The first letters of a name, upper case: "Booking.com" → "BO". */
export const firstLettersOf = (name: string, max: number): string =>
  [...name.replace(/[^\p{L}\p{N}]/gu, '')].slice(0, max).join('').toLocaleUpperCase();

export const saveSourceSchema = z
  .object({
    id,
    name: requiredText(60),
    nameEn: optionalText(60),
    shortName: optionalText(2),
    color: hexColor(),
    isDefault: optionalBoolean(false),
  })
  .transform((v) => ({
    ...v,
    shortName: (v.shortName ?? firstLettersOf(v.name, 2)).toLocaleUpperCase(),
  }));
export type SaveSource = z.infer<typeof saveSourceSchema>;

export const savePaymentMethodSchema = z.object({
  id,
  name: requiredText(60),
  nameEn: optionalText(60),
  color: hexColor(),
  isPaid: optionalBoolean(true),
  isCash: optionalBoolean(false),
  isOnline: optionalBoolean(false),
  incomeTypes: z
    .array(z.enum(incomeTypes, { error: 'validation.invalid' }), { error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .optional()
    .default(['paid'])
    .transform((types) => incomeTypes.filter((t) => types.includes(t))),
  isDefault: optionalBoolean(false),
});
export type SavePaymentMethod = z.infer<typeof savePaymentMethodSchema>;

export const saveCurrencySchema = z.object({
  id,
  name: requiredText(60),
  nameEn: optionalText(60),
  shortName: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .transform((v) => v.toLocaleUpperCase())
    .pipe(z.string().regex(/^[A-Z]{3}$/, { error: 'validation.currencyCode' })),
  rate: numberField().pipe(
    z
      .number()
      .positive({ error: 'validation.positive' })
      .max(1_000_000, { error: 'validation.max' }),
  ),
  isDefault: optionalBoolean(false),
});
export type SaveCurrency = z.infer<typeof saveCurrencySchema>;

export const saveTaxSchema = z.object({
  id,
  name: requiredText(60),
  nameEn: optionalText(60),
  percentage: percent(),
  inclusive: optionalBoolean(false),
  isEnabled: optionalBoolean(true),
});
export type SaveTax = z.infer<typeof saveTaxSchema>;

export const savePartnerSchema = z.object({
  id,
  name: requiredText(120),
  type: z.enum(partnerTypes, { error: 'validation.invalid' }),
  registerNo: optionalText(20),
  description: optionalText(1000),
  contactPerson: optionalText(120),
  phoneNumber: optionalPhone(),
  email: optionalEmail(),
  financePerson: optionalText(120),
  financePhoneNumber: optionalPhone(),
  financeEmail: optionalEmail(),
  address: optionalText(300),
  discount: z
    .union([percent(), z.literal(''), z.null()])
    .optional()
    .transform((v) => (typeof v === 'number' ? v : 0)),
});
export type SavePartner = z.infer<typeof savePartnerSchema>;

export const saveServiceCategorySchema = z.object({
  id,
  name: requiredText(60),
  nameEn: optionalText(60),
  color: hexColor(),
});
export type SaveServiceCategory = z.infer<typeof saveServiceCategorySchema>;

export const saveServiceSchema = z
  .object({
    id,
    name: requiredText(120),
    nameEn: optionalText(120),
    price: money(),
    countable: optionalBoolean(false),
    quantity: z
      .union([money(1_000_000), z.literal(''), z.null()])
      .optional()
      .transform((v) => (typeof v === 'number' ? v : null)),
    barCode: optionalText(64),
    serviceCategory: z.object({ id: uuid() }, { error: 'validation.required' }),
    partner: optionalRef(),
    productCategory: z
      .union([z.object({ id: z.union([z.string(), z.null()]).optional() }), z.null()])
      .optional()
      .transform((v) => v?.id || null),
  })
  .transform(({ serviceCategory, partner, productCategory, ...v }) => ({
    ...v,
    quantity: v.countable ? (v.quantity ?? 0) : null,
    serviceCategoryId: serviceCategory.id,
    partnerId: partner,
    productCategoryId: productCategory,
  }));
export type SaveService = z.infer<typeof saveServiceSchema>;

export const saveContactSchema = z.object({
  id,
  name: requiredText(120),
  position: optionalText(120),
  phoneNumber: optionalPhone(),
  email: optionalEmail(),
});
export type SaveContact = z.infer<typeof saveContactSchema>;

/** Query string of the settings lists (settings spec §7): paging, sorting, search, type. */
export const listQuerySchema = z.object({
  page: z.coerce.number({ error: 'validation.number' }).int().min(1).optional().default(1),
  /** 0 or -1: all rows. */
  rowsPerPage: z.coerce
    .number({ error: 'validation.number' })
    .int()
    .min(-1)
    .max(500)
    .optional()
    .default(0),
  sortBy: z
    .string()
    .regex(/^[A-Za-z]{1,40}$/, { error: 'validation.invalid' })
    .optional(),
  direction: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).optional().default('asc'),
  search: z.string().trim().max(100).optional(),
  type: z.enum(partnerTypes, { error: 'validation.invalid' }).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
