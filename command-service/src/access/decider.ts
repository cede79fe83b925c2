import type {
  AccessEvent,
  OwnershipTransferred,
  PropertyAccessOpened,
  RoleCreated,
  RoleDeleted,
  RoleUpdated,
  StaffMemberAdded,
  StaffMemberRemoved,
  StaffRoleChanged,
} from '@hotel/events/access/events';
import type { SaveRole } from '@hotel/events/access/commands';
import { permissionCodes } from '@hotel/events/permissions';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { AccessView } from '@hotel/infra/http/route-policy';
import type { Aggregate } from '../pipeline/aggregate';

export interface RoleState {
  readonly name: string;
  readonly nameEn: string | null;
  readonly isDefault: boolean;
  readonly permissions: readonly string[];
}

export type AccessState =
  | { readonly status: 'none' }
  | {
      readonly status: 'open';
      readonly propertyId: string;
      readonly ownerId: string;
      readonly roles: ReadonlyMap<string, RoleState>;
      /** account → role */
      readonly members: ReadonlyMap<string, string>;
    };

type Open = Extract<AccessState, { status: 'open' }>;

const withRoles = (state: Open, roles: Map<string, RoleState>): Open => ({ ...state, roles });
const withMembers = (state: Open, members: Map<string, string>): Open => ({ ...state, members });

export const access: Aggregate<AccessState, AccessEvent> = {
  // Read by the guard on every command; refreshed from its revision, so as fresh as a full read.
  cached: true,
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    if (event.type === 'PropertyAccessOpened') {
      return {
        status: 'open',
        propertyId: event.data.propertyId,
        ownerId: event.data.ownerAccountId,
        roles: new Map(),
        members: new Map(),
      };
    }
    if (state.status !== 'open') return state;
    switch (event.type) {
      case 'RoleCreated':
      case 'RoleUpdated': {
        const isDefault =
          event.type === 'RoleCreated'
            ? event.data.isDefault
            : (state.roles.get(event.data.roleId)?.isDefault ?? false);
        const roles = new Map(state.roles).set(event.data.roleId, {
          name: event.data.name,
          nameEn: event.data.nameEn ?? null,
          isDefault,
          permissions: event.data.permissions,
        });
        return withRoles(state, roles);
      }
      case 'RoleDeleted': {
        const roles = new Map(state.roles);
        roles.delete(event.data.roleId);
        return withRoles(state, roles);
      }
      case 'StaffMemberAdded':
      case 'StaffRoleChanged':
        return withMembers(
          state,
          new Map(state.members).set(event.data.accountId, event.data.roleId),
        );
      case 'StaffMemberRemoved': {
        const members = new Map(state.members);
        members.delete(event.data.accountId);
        return withMembers(state, members);
      }
      case 'OwnershipTransferred': {
        const members = new Map(state.members);
        members.delete(event.data.toAccountId);
        members.set(event.data.fromAccountId, event.data.formerOwnerRoleId);
        return { ...withMembers(state, members), ownerId: event.data.toAccountId };
      }
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
};

/** What the route guard needs, from the aggregate. */
export const accessView = (state: AccessState, active: boolean): AccessView | null =>
  state.status === 'open'
    ? {
        active,
        ownerId: state.ownerId,
        members: state.members,
        roles: new Map([...state.roles].map(([id, role]) => [id, role.permissions])),
      }
    : null;

const openState = (state: AccessState): Open => {
  if (state.status !== 'open') throw new NotFound('property');
  return state;
};

/** A new property: its owner, and a default role holding every permission. */
export const openAccess = (
  command: {
    propertyId: string;
    ownerAccountId: string;
    defaultRoleId: string;
    defaultRoleName: string;
    defaultRoleNameEn: string;
  },
  state: AccessState,
): (PropertyAccessOpened | RoleCreated)[] => {
  if (state.status !== 'none') return [];
  return [
    {
      type: 'PropertyAccessOpened',
      data: { propertyId: command.propertyId, ownerAccountId: command.ownerAccountId },
    },
    {
      type: 'RoleCreated',
      data: {
        propertyId: command.propertyId,
        roleId: command.defaultRoleId,
        name: command.defaultRoleName,
        nameEn: command.defaultRoleNameEn,
        permissions: [...permissionCodes].sort(),
        isDefault: true,
      },
    },
  ];
};

export const saveRole = (
  command: Omit<SaveRole, 'nameEn'> & { nameEn?: string | null; newRoleId: string },
  current: AccessState,
): (RoleCreated | RoleUpdated)[] => {
  const state = openState(current);
  const roleId = command.id ?? command.newRoleId;
  const existing = command.id ? state.roles.get(command.id) : undefined;
  if (command.id && !existing) throw new NotFound('role');
  const sameName = [...state.roles].find(
    ([id, role]) => id !== roleId && role.name.toLowerCase() === command.name.toLowerCase(),
  );
  if (sameName) throw new RuleBroken('role.nameTaken', {}, 'name');
  const data = {
    propertyId: state.propertyId,
    roleId,
    name: command.name,
    nameEn: command.nameEn ?? null,
    permissions: command.permissions,
  };
  if (!existing) return [{ type: 'RoleCreated', data: { ...data, isDefault: false } }];
  if (existing.isDefault && existing.name !== command.name) {
    throw new RuleBroken('role.defaultLocked', {}, 'name');
  }
  return [{ type: 'RoleUpdated', data }];
};

export const deleteRole = (roleId: string, current: AccessState): RoleDeleted[] => {
  const state = openState(current);
  const role = state.roles.get(roleId);
  if (!role) throw new NotFound('role');
  if (role.isDefault) throw new RuleBroken('role.defaultLocked');
  if ([...state.members.values()].includes(roleId)) throw new RuleBroken('role.inUse');
  return [{ type: 'RoleDeleted', data: { propertyId: state.propertyId, roleId } }];
};

export const addStaffMember = (
  command: { accountId: string; roleId: string },
  current: AccessState,
): StaffMemberAdded[] => {
  const state = openState(current);
  if (!state.roles.has(command.roleId)) throw new RuleBroken('validation.invalid', {}, 'role.id');
  return [{ type: 'StaffMemberAdded', data: { propertyId: state.propertyId, ...command } }];
};

export const changeStaffRole = (
  command: { accountId: string; roleId: string },
  current: AccessState,
): StaffRoleChanged[] => {
  const state = openState(current);
  const currentRole = state.members.get(command.accountId);
  if (currentRole === undefined) throw new NotFound('user');
  if (!state.roles.has(command.roleId)) throw new RuleBroken('validation.invalid', {}, 'role.id');
  if (currentRole === command.roleId) return [];
  return [{ type: 'StaffRoleChanged', data: { propertyId: state.propertyId, ...command } }];
};

export const removeStaffMember = (
  command: { accountId: string; callerId: string },
  current: AccessState,
): StaffMemberRemoved[] => {
  const state = openState(current);
  if (!state.members.has(command.accountId)) throw new NotFound('user');
  if (command.accountId === command.callerId) throw new RuleBroken('user.cannotRemoveSelf');
  return [
    {
      type: 'StaffMemberRemoved',
      data: { propertyId: state.propertyId, accountId: command.accountId },
    },
  ];
};

/** Only the owner hands the property over, and only to staff holding a default role. */
export const transferOwnership = (
  command: { toAccountId: string; callerId: string },
  current: AccessState,
): OwnershipTransferred[] => {
  const state = openState(current);
  if (state.ownerId !== command.callerId) throw new RuleBroken('user.ownerOnly');
  const roleId = state.members.get(command.toAccountId);
  if (roleId === undefined) throw new NotFound('user');
  if (!state.roles.get(roleId)?.isDefault) throw new RuleBroken('user.ownerNeedsDefaultRole');
  return [
    {
      type: 'OwnershipTransferred',
      data: {
        propertyId: state.propertyId,
        fromAccountId: state.ownerId,
        toAccountId: command.toAccountId,
        formerOwnerRoleId: roleId,
      },
    },
  ];
};
