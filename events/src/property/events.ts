import { z } from 'zod';
import type { DomainEvent } from '../metadata';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const propertyStatusSchema = z.enum(['pending', 'active']);
export type PropertyStatus = z.infer<typeof propertyStatusSchema>;

export const propertyRegisteredSchema = z.object({
  propertyId: z.string(),
  name: z.string(),
  registerNo: z.string(),
  companyName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  timeZone: z.string(),
  currency: z.literal('MNT'),
  /** The business date the property starts on; only the night audit advances it. */
  workingDate: date,
  status: propertyStatusSchema,
  registeredAt: z.string(),
  /** The default account that registered it (null for properties from before accounts). */
  ownerAccountId: z.string().nullable(),
});
export type PropertyRegistered = DomainEvent<
  'PropertyRegistered',
  z.infer<typeof propertyRegisteredSchema>
>;

/** An operator confirmed a property that was waiting for confirmation: it can be opened now. */
export const propertyActivatedSchema = z.object({
  propertyId: z.string(),
  activatedAt: z.string(),
  /** The operator's account. */
  activatedBy: z.string(),
});
export type PropertyActivated = DomainEvent<
  'PropertyActivated',
  z.infer<typeof propertyActivatedSchema>
>;

export type PropertyEvent = PropertyRegistered | PropertyActivated;

/** Claims in the register-number registry, which keeps register numbers unique. */
export const registerNoClaimedSchema = z.object({ registerNo: z.string(), propertyId: z.string() });
export type RegisterNoClaimed = DomainEvent<
  'RegisterNoClaimed',
  z.infer<typeof registerNoClaimedSchema>
>;

export type PropertyRegistryEvent = RegisterNoClaimed;
