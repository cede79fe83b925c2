import { z } from 'zod';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/**
 * What the staff and account queries answer: roles, users, the logged-in account with its
 * properties, and the permission codes (the UI's types are generated from these: see
 * docs/adding-a-feature.md, "Generated types").
 */
const listOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), total: z.number().int() });

const roleFields = {
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  isDefault: z.boolean(),
};

/** A role of the property with the permission codes it holds. */
export const roleResponse = apiSchema(
  'Role',
  z.object({ ...roleFields, permissions: z.array(z.string()) }),
);

/** A member of staff (or the owner) with their role. */
export const staffUserResponse = apiSchema(
  'StaffUser',
  z.object({
    id: z.string(),
    name: z.string(),
    position: z.string(),
    phoneNumber: z.string(),
    email: z.string(),
    isOwner: z.boolean(),
    role: z.object(roleFields).nullable(),
  }),
);

/** A property of the logged-in account, as the picker and every booking screen need it. */
export const accountHotelResponse = apiSchema(
  'AccountHotel',
  z.object({
    id: z.string(),
    name: z.string(),
    nameEn: z.string().nullable(),
    status: z.enum(['pending', 'active']),
    workingDate: z.string(),
    timeZone: z.string(),
    image: z.string().nullable(),
    address: z.string().nullable(),
    stay: z.object({
      checkInTime: z.string(),
      checkOutTime: z.string(),
      hasTime: z.boolean(),
      maxTime: z.number().int().nullable(),
    }),
    hasResRequest: z.boolean().describe('Show reservation requests (the menu and the figures)'),
    isOwner: z.boolean(),
    role: roleResponse.nullable().describe("A member of staff's role (null for the owner)"),
  }),
);

/** The logged-in account (GET /api/user). */
export const currentUserResponse = apiSchema(
  'CurrentUser',
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    position: z.string(),
    phoneNumber: z.string(),
    isDefault: z.boolean(),
    registeredAt: z.string(),
    isOperator: z.boolean(),
    hotels: z.array(accountHotelResponse),
  }),
);

export const permissionResponse = apiSchema(
  'Permission',
  z.object({ code: z.string(), name: z.string() }),
);

export const accessResponses = {
  roles: apiSchema('RoleList', listOf(roleResponse)),
  users: apiSchema('StaffUserList', listOf(staffUserResponse)),
  user: currentUserResponse,
  permissions: apiSchema('PermissionList', listOf(permissionResponse)),
};
