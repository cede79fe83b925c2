import { z } from 'zod';
import { nightAuditFailedSchema } from '@hotel/events/night-audit/events';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/**
 * What the property queries answer: the owner's properties, their staff, and the operator's
 * list (the UI's types are generated from these: see docs/adding-a-feature.md, "Generated
 * types").
 */
const listOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), total: z.number().int() });

const propertyStatus = z.enum(['pending', 'active']);

/** A property as the properties read model keeps it. */
const propertyFields = {
  id: z.string(),
  name: z.string(),
  registerNo: z.string(),
  companyName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: propertyStatus,
  timeZone: z.string(),
  currency: z.string(),
  workingDate: z.string(),
  registeredAt: z.string(),
  ownerAccountId: z.string().nullable(),
  activatedAt: z.string().optional().describe('When an operator confirmed it'),
  isNightauditAuto: z.boolean().optional(),
  nightAuditRunAt: z.string().optional(),
  lastAuditedDate: z.string().nullable().optional(),
  lastAuditedAt: z.string().nullable().optional(),
  nightAuditFailure: nightAuditFailedSchema.nullable().optional(),
};

/** One of the owner's properties, with its profile's picture and address (GET /api/hotels). */
export const ownedPropertyResponse = apiSchema(
  'OwnedProperty',
  z.object({
    ...propertyFields,
    image: z.string().nullable(),
    address: z.string().nullable(),
  }),
);

/** A property waiting for (or past) an operator's confirmation, with its owner. */
export const operatorPropertyResponse = apiSchema(
  'OperatorProperty',
  z.object({
    ...propertyFields,
    owner: z
      .object({ id: z.string(), name: z.string(), email: z.string(), phoneNumber: z.string() })
      .nullable(),
  }),
);

/** One of the owner's properties with its staff (GET /api/registered/users). */
export const propertyStaffResponse = apiSchema(
  'PropertyStaff',
  z.object({
    id: z.string(),
    name: z.string(),
    status: propertyStatus,
    users: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        position: z.string().nullable().describe("The role's name"),
        email: z.string(),
        phoneNumber: z.string(),
        role: z
          .object({
            id: z.string(),
            name: z.string(),
            nameEn: z.string().nullable(),
            isDefault: z.boolean(),
          })
          .nullable(),
      }),
    ),
  }),
);

export const propertyResponses = {
  owned: apiSchema('OwnedPropertyList', listOf(ownedPropertyResponse)),
  operator: apiSchema('OperatorPropertyList', listOf(operatorPropertyResponse)),
  staff: apiSchema('PropertyStaffList', listOf(propertyStaffResponse)),
};
