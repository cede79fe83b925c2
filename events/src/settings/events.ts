import { z } from 'zod';
import type { DomainEvent } from '../metadata';

/**
 * The settings lists of a property (settings spec §3): reservation channels (sources),
 * payment methods, currencies, taxes, partners, service categories and services, contacts.
 * All live in one aggregate per property (`settings-{propertyId}`), so the rules that span
 * them hold together: one default per list, unique names, a service's category and partner
 * exist, a category with services or a partner on a service cannot be deleted.
 *
 * Each kind has three events, `<Kind>Added`, `<Kind>Changed` (the whole item after the
 * change) and `<Kind>Removed`.
 */

export const incomeTypes = ['paid', 'prepaid', 'receivable', 'cancellation'] as const;
export type IncomeType = (typeof incomeTypes)[number];

export const partnerTypes = ['contracter', 'partner', 'client'] as const;
export type PartnerType = (typeof partnerTypes)[number];

const item = { propertyId: z.string(), id: z.string() };
/**
 * The English name of a seeded kind (sources, payment methods, currencies, taxes, service
 * categories) or a service, shown in English instead of `name` when set; absent in older events.
 */
const nameEn = z.string().nullable().optional();

/** A clone's English name: `{ nameEn }` when the item has one, else nothing (as older events). */
export const englishNameOf = (item: { nameEn?: string | null | undefined }): { nameEn?: string } =>
  item.nameEn ? { nameEn: item.nameEn } : {};

export const sourceSchema = z.object({
  ...item,
  name: z.string(),
  nameEn,
  shortName: z.string(),
  color: z.string(),
  isDefault: z.boolean(),
});
export const paymentMethodSchema = z.object({
  ...item,
  name: z.string(),
  nameEn,
  color: z.string(),
  isPaid: z.boolean(),
  /**
   * Money taken with it is cash (the VAT receipt's cash / non-cash split). Absent on methods
   * saved before it existed: they count as cash when named so (events/src/vat-receipts).
   */
  isCash: z.boolean().optional(),
  /**
   * Money paid online (a reservation request paid by bank transfer or an online method)
   * arrives in it: a converted request's prepayment is posted in it (absent: not marked).
   */
  isOnline: z.boolean().optional(),
  incomeTypes: z.array(z.enum(incomeTypes)),
  isDefault: z.boolean(),
});
export const currencySchema = z.object({
  ...item,
  name: z.string(),
  nameEn,
  shortName: z.string(),
  /** Tugrik for one unit of this currency. */
  rate: z.number(),
  isDefault: z.boolean(),
});
export const taxSchema = z.object({
  ...item,
  name: z.string(),
  nameEn,
  /** Percent of the price, e.g. 10 for VAT. */
  percentage: z.number(),
  /** Included in the price (VAT in Mongolia) or added on top of it. */
  inclusive: z.boolean(),
  /** Added to new reservations. */
  isEnabled: z.boolean(),
  isDefault: z.boolean(),
});
export const partnerSchema = z.object({
  ...item,
  name: z.string(),
  type: z.enum(partnerTypes),
  registerNo: z.string().nullable(),
  description: z.string().nullable(),
  contactPerson: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  financePerson: z.string().nullable(),
  financePhoneNumber: z.string().nullable(),
  financeEmail: z.string().nullable(),
  address: z.string().nullable(),
  /** Percent off room and service prices for this partner's guests. */
  discount: z.number(),
});
export const serviceCategorySchema = z.object({
  ...item,
  name: z.string(),
  nameEn,
  color: z.string(),
  isDefault: z.boolean(),
});
export const serviceSchema = z.object({
  ...item,
  name: z.string(),
  nameEn,
  price: z.number().int(),
  countable: z.boolean(),
  /** Stock on hand, for countable services only. */
  quantity: z.number().int().nullable(),
  barCode: z.string().nullable(),
  serviceCategoryId: z.string(),
  partnerId: z.string().nullable(),
  productCategoryId: z.string().nullable(),
});
export const contactSchema = z.object({
  ...item,
  name: z.string(),
  position: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  isDefault: z.boolean(),
});
const removedSchema = z.object(item);

/** Every kind of settings list, with the schema of one item. */
export const settingsKinds = {
  Source: sourceSchema,
  PaymentMethod: paymentMethodSchema,
  Currency: currencySchema,
  Tax: taxSchema,
  Partner: partnerSchema,
  ServiceCategory: serviceCategorySchema,
  Service: serviceSchema,
  Contact: contactSchema,
} as const;
export type SettingsKind = keyof typeof settingsKinds;
export const settingsKindNames = Object.keys(settingsKinds) as SettingsKind[];

export type SettingsItem<K extends SettingsKind> = z.infer<(typeof settingsKinds)[K]>;
export type AnySettingsItem = SettingsItem<SettingsKind>;

type KindEvents<K extends SettingsKind> =
  | DomainEvent<`${K}Added`, SettingsItem<K>>
  | DomainEvent<`${K}Changed`, SettingsItem<K>>
  | DomainEvent<`${K}Removed`, z.infer<typeof removedSchema>>;

export type SettingsEvent = { [K in SettingsKind]: KindEvents<K> }[SettingsKind];

/** What an event type does to which kind: `SourceAdded` → ['Source', 'Added']. */
export const settingsEventParts = (
  type: string,
): { kind: SettingsKind; change: 'Added' | 'Changed' | 'Removed' } | null => {
  const match = /^(\w+?)(Added|Changed|Removed)$/.exec(type);
  if (!match || !Object.hasOwn(settingsKinds, match[1]!)) return null;
  return { kind: match[1] as SettingsKind, change: match[2] as 'Added' | 'Changed' | 'Removed' };
};

export const settingsEventSchemas = Object.fromEntries(
  settingsKindNames.flatMap((kind) => [
    [`${kind}Added`, settingsKinds[kind]],
    [`${kind}Changed`, settingsKinds[kind]],
    [`${kind}Removed`, removedSchema],
  ]),
) as unknown as { [T in SettingsEvent['type']]: z.ZodType };

export const settingsEventTypes = Object.keys(settingsEventSchemas) as SettingsEvent['type'][];
