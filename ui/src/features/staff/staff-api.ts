import { api } from '../../lib/api';
import type { components } from '../../lib/api-types.gen';

/**
 * What the staff queries answer, as the API's document declares it (generated:
 * ui/src/lib/api-types.gen.ts, `npm run api-types`; the schemas live in
 * projection-service/src/access/responses.ts).
 */
type Schemas = components['schemas'];
/** A permission code with its name in the interface language (GET /api/permissions). */
export type PermissionInfo = Schemas['Permission'];
/** A role of the property: the permission codes its users hold (GET /api/roles). */
export type Role = Schemas['Role'];
/** A user of the property (GET /api/users). */
export type StaffUser = Schemas['StaffUser'];

export interface ListOf<T> {
  data: T[];
  total: number;
}

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

/** POST /api/users: without `id` a new user (with a password), with it a change. */
export interface SaveUserRequest {
  id?: string;
  name: string;
  position: string;
  phoneNumber: string;
  /** New users only: the login, never changed afterwards. */
  email?: string;
  /** New users only (8–128 characters); the confirmation is checked in the form. */
  password?: string;
  role: { id: string };
}

/** A command's answer: the id it made or changed and the position to read from. */
export interface Saved {
  id: string;
  position: string;
}

export interface Removed {
  position: string;
}

/**
 * Calls name their property (`slug`): it is the cache key of the lists, and the X-Slug the
 * server reads, so an answer always belongs to the property it was asked for.
 */
interface OfProperty {
  slug: string;
}

interface Command extends OfProperty {
  idempotencyKey: string;
}

const ROLES = { type: 'roles', id: 'LIST' } as const;
const USERS = { type: 'users', id: 'LIST' } as const;

const commandHeaders = ({ slug, idempotencyKey }: Command) => ({
  'X-Slug': slug,
  'Idempotency-Key': idempotencyKey,
});

const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The names come in the interface language (X-Language), so the language is part of the
     * cache key: switching language asks again.
     */
    listPermissions: build.query<ListOf<PermissionInfo>, { language: string }>({
      query: () => '/permissions',
      keepUnusedDataFor: 600,
    }),
    listRoles: build.query<ListOf<Role>, OfProperty>({
      query: ({ slug }) => ({ url: '/roles', headers: { 'X-Slug': slug } }),
      providesTags: [ROLES],
    }),
    saveRole: build.mutation<Saved, Command & { role: SaveRoleRequest }>({
      query: ({ role, ...command }) => ({
        url: '/roles',
        method: 'POST',
        body: role,
        headers: commandHeaders(command),
      }),
      // Users show their role's name; the signed-in user's own permissions may change.
      invalidatesTags: (result) => (result ? [ROLES, USERS, 'user'] : []),
    }),
    deleteRole: build.mutation<Removed, Command & { id: string }>({
      query: ({ id, ...command }) => ({
        url: `/roles/${encodeURIComponent(id)}`,
        method: 'DELETE',
        headers: commandHeaders(command),
      }),
      invalidatesTags: (result) => (result ? [ROLES] : []),
    }),
    listUsers: build.query<ListOf<StaffUser>, OfProperty>({
      query: ({ slug }) => ({ url: '/users', headers: { 'X-Slug': slug } }),
      providesTags: [USERS],
    }),
    saveUser: build.mutation<Saved, Command & { user: SaveUserRequest }>({
      query: ({ user, ...command }) => ({
        url: '/users',
        method: 'POST',
        body: user,
        headers: commandHeaders(command),
      }),
      invalidatesTags: (result) => (result ? [USERS, 'user'] : []),
    }),
    deleteUser: build.mutation<Removed, Command & { id: string }>({
      query: ({ id, ...command }) => ({
        url: `/users/${encodeURIComponent(id)}`,
        method: 'DELETE',
        headers: commandHeaders(command),
      }),
      invalidatesTags: (result) => (result ? [USERS] : []),
    }),
    /** Hands the property to another user (whose role must be a default role). */
    makeOwner: build.mutation<Removed, Command & { id: string }>({
      query: ({ id, ...command }) => ({
        url: '/users/owner',
        method: 'POST',
        body: { id },
        headers: commandHeaders(command),
      }),
      // Who owns the property changes for both, and with it the signed-in user's rights.
      invalidatesTags: (result) => (result ? [USERS, ROLES, 'user'] : []),
    }),
  }),
});

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
