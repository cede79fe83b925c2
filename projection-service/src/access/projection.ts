import type {
  OwnershipTransferred,
  PropertyAccessOpened,
  RoleCreated,
  RoleDeleted,
  RoleUpdated,
  StaffMemberAdded,
  StaffMemberRemoved,
} from '@hotel/events/access/events';
import type { Document } from '@hotel/infra/read-store/port';
import type { AccessView } from '@hotel/infra/http/route-policy';
import type { Projection } from '../runtime/projection';

export const PROPERTY_ACCESS = 'property_access';

export interface RoleDoc {
  name: string;
  /** The English name (missing on roles saved before English names existed). */
  nameEn?: string | null;
  isDefault: boolean;
  permissions: string[];
}

/** One per property: its owner, roles (by id) and staff (account id → role id). */
export interface PropertyAccessDoc extends Document {
  /** From the property's registration and activation; missing until the registration is seen. */
  status?: 'pending' | 'active';
  ownerAccountId: string;
  roles: Record<string, RoleDoc>;
  members: Record<string, string>;
}

export const accessViewOf = (doc: PropertyAccessDoc | null): AccessView | null =>
  doc
    ? {
        active: doc.status === 'active',
        ownerId: doc.ownerAccountId,
        members: new Map(Object.entries(doc.members)),
        roles: new Map(Object.entries(doc.roles).map(([id, role]) => [id, role.permissions])),
      }
    : null;

export const accessProjection: Projection = {
  name: 'access',
  version: 2,
  collections: [PROPERTY_ACCESS],
  readModels: ['roles', 'users', 'user'],
  handles: [
    'PropertyRegistered',
    'PropertyActivated',
    'PropertyAccessOpened',
    'RoleCreated',
    'RoleUpdated',
    'RoleDeleted',
    'StaffMemberAdded',
    'StaffRoleChanged',
    'StaffMemberRemoved',
    'OwnershipTransferred',
  ],
  apply: async (event, session) => {
    const docs = session.collection<PropertyAccessDoc>(PROPERTY_ACCESS);
    switch (event.type) {
      case 'PropertyRegistered':
      case 'PropertyActivated': {
        const data = event.data as { propertyId: string; status?: 'pending' | 'active' };
        await docs.updateOne(
          { _id: data.propertyId },
          {
            $set: {
              status: event.type === 'PropertyActivated' ? 'active' : (data.status ?? 'active'),
            },
          },
          { upsert: true },
        );
        return;
      }
      case 'PropertyAccessOpened': {
        const data = event.data as PropertyAccessOpened['data'];
        await docs.updateOne(
          { _id: data.propertyId },
          { $set: { ownerAccountId: data.ownerAccountId, roles: {}, members: {} } },
          { upsert: true },
        );
        return;
      }
      case 'RoleCreated':
      case 'RoleUpdated': {
        const data = event.data as (RoleCreated | RoleUpdated)['data'];
        const isDefault = 'isDefault' in data ? data.isDefault : undefined;
        await docs.updateOne(
          { _id: data.propertyId },
          {
            $set: {
              [`roles.${data.roleId}.name`]: data.name,
              [`roles.${data.roleId}.nameEn`]: data.nameEn ?? null,
              [`roles.${data.roleId}.permissions`]: data.permissions,
              ...(isDefault === undefined ? {} : { [`roles.${data.roleId}.isDefault`]: isDefault }),
            },
          },
        );
        return;
      }
      case 'RoleDeleted': {
        const data = event.data as RoleDeleted['data'];
        await docs.updateOne(
          { _id: data.propertyId },
          { $unset: { [`roles.${data.roleId}`]: '' } },
        );
        return;
      }
      case 'StaffMemberAdded':
      case 'StaffRoleChanged': {
        const data = event.data as StaffMemberAdded['data'];
        await docs.updateOne(
          { _id: data.propertyId },
          { $set: { [`members.${data.accountId}`]: data.roleId } },
        );
        return;
      }
      case 'StaffMemberRemoved': {
        const data = event.data as StaffMemberRemoved['data'];
        await docs.updateOne(
          { _id: data.propertyId },
          { $unset: { [`members.${data.accountId}`]: '' } },
        );
        return;
      }
      case 'OwnershipTransferred': {
        const data = event.data as OwnershipTransferred['data'];
        await docs.updateOne(
          { _id: data.propertyId },
          {
            $set: {
              ownerAccountId: data.toAccountId,
              [`members.${data.fromAccountId}`]: data.formerOwnerRoleId,
            },
            $unset: { [`members.${data.toAccountId}`]: '' },
          },
        );
        return;
      }
    }
  },
};
