import type { SaveStaffUser } from '@hotel/events/account/commands';
import type { Permission, PermissionList, RoleList, StaffUserList } from '../../lib/api-types.gen';
import { injectPropertyEndpoints } from '../../lib/property-endpoints';
import type { CommandAnswer, IdAnswer } from '../../lib/property-requests';

/**
 * What the staff queries answer, as the API's document declares it (generated:
 * ui/src/lib/api-types.gen.ts, `npm run api-types`; the schemas live in
 * projection-service/src/access/responses.ts).
 */
/** A permission code with its name in the interface language (GET /api/permissions). */
export type PermissionInfo = Permission;
export type {
  /** A role of the property: the permission codes its users hold (GET /api/roles). */
  Role,
  /** A user of the property (GET /api/users). */
  StaffUser,
} from '../../lib/api-types.gen';

/** POST /api/roles: without `id` a new role, with it a change. */
export interface SaveRoleRequest {
  id?: string;
  name: string;
  /** Empty: no English name. */
  nameEn: string;
  permissions: string[];
}

export const ROLE_FIELDS = [
  'name',
  'nameEn',
  'permissions',
] as const satisfies readonly (keyof SaveRoleRequest)[];

/**
 * POST /api/users: without `id` a new user (with the e-mail, the login never changed afterwards,
 * and a password; the confirmation is checked in the form), with it a change. The command's own
 * type (`@hotel/events/account/commands`).
 */
export type SaveUserRequest = SaveStaffUser;

const ROLES = { type: 'roles', id: 'LIST' } as const;
const USERS = { type: 'users', id: 'LIST' } as const;

const staffApi = injectPropertyEndpoints((property, build) => ({
  /**
   * The names come in the interface language (X-Language), so the language is part of the
   * cache key: switching language asks again.
   */
  listPermissions: build.query<PermissionList, { language: string }>({
    query: () => '/permissions',
    keepUnusedDataFor: 600,
  }),
  listRoles: property.read<RoleList>('/roles', ROLES),
  // Users show their role's name; the signed-in user's own permissions may change.
  saveRole: property.save<IdAnswer, { role: SaveRoleRequest }>(
    '/roles',
    'role',
    ROLES,
    USERS,
    'user',
  ),
  deleteRole: property.remove('/roles', ROLES),
  listUsers: property.read<StaffUserList>('/users', USERS),
  saveUser: property.save<IdAnswer, { user: SaveUserRequest }>('/users', 'user', USERS, 'user'),
  deleteUser: property.remove('/users', USERS),
  /**
   * Hands the property to another user (whose role must be a default role). Who owns the
   * property changes for both, and with it the signed-in user's rights.
   */
  makeOwner: property.command<CommandAnswer, { id: string }>('/users/owner', USERS, ROLES, 'user'),
}));

export const {
  useListPermissionsQuery,
  useListRolesQuery,
  useSaveRoleMutation,
  useDeleteRoleMutation,
  useListUsersQuery,
  useSaveUserMutation,
  useDeleteUserMutation,
  useMakeOwnerMutation,
} = staffApi;
