import { z } from 'zod';
import type { DomainEvent } from '../metadata';

/**
 * Who may do what in one property: its owner, its roles (sets of permission codes) and its
 * staff (account → role). One aggregate per property, so "a role in use cannot be deleted"
 * and "ownership goes to a user with a default role" hold under concurrency.
 */
export const propertyAccessOpenedSchema = z.object({
  propertyId: z.string(),
  ownerAccountId: z.string(),
});
export type PropertyAccessOpened = DomainEvent<
  'PropertyAccessOpened',
  z.infer<typeof propertyAccessOpenedSchema>
>;

const roleFields = {
  propertyId: z.string(),
  roleId: z.string(),
  name: z.string(),
  /** The English name, shown in English when set (absent in older events). */
  nameEn: z.string().nullable().optional(),
  permissions: z.array(z.string()),
};
export const roleCreatedSchema = z.object({ ...roleFields, isDefault: z.boolean() });
export type RoleCreated = DomainEvent<'RoleCreated', z.infer<typeof roleCreatedSchema>>;
export const roleUpdatedSchema = z.object(roleFields);
export type RoleUpdated = DomainEvent<'RoleUpdated', z.infer<typeof roleUpdatedSchema>>;
export const roleDeletedSchema = z.object({ propertyId: z.string(), roleId: z.string() });
export type RoleDeleted = DomainEvent<'RoleDeleted', z.infer<typeof roleDeletedSchema>>;

export const staffMemberAddedSchema = z.object({
  propertyId: z.string(),
  accountId: z.string(),
  roleId: z.string(),
});
export type StaffMemberAdded = DomainEvent<
  'StaffMemberAdded',
  z.infer<typeof staffMemberAddedSchema>
>;
export const staffRoleChangedSchema = staffMemberAddedSchema;
export type StaffRoleChanged = DomainEvent<
  'StaffRoleChanged',
  z.infer<typeof staffRoleChangedSchema>
>;
export const staffMemberRemovedSchema = z.object({ propertyId: z.string(), accountId: z.string() });
export type StaffMemberRemoved = DomainEvent<
  'StaffMemberRemoved',
  z.infer<typeof staffMemberRemovedSchema>
>;

/** The former owner stays as staff with the new owner's former role. */
export const ownershipTransferredSchema = z.object({
  propertyId: z.string(),
  fromAccountId: z.string(),
  toAccountId: z.string(),
  formerOwnerRoleId: z.string(),
});
export type OwnershipTransferred = DomainEvent<
  'OwnershipTransferred',
  z.infer<typeof ownershipTransferredSchema>
>;

export type AccessEvent =
  | PropertyAccessOpened
  | RoleCreated
  | RoleUpdated
  | RoleDeleted
  | StaffMemberAdded
  | StaffRoleChanged
  | StaffMemberRemoved
  | OwnershipTransferred;
