import { type CommandAccepted, api } from '../../lib/api';

export type PropertyStatus = 'pending' | 'active';

/** A row of the `properties` read model (GET /api/hotels: the caller's own properties). */
export interface Property {
  id: string;
  name: string;
  registerNo: string;
  companyName: string;
  email: string | null;
  phone: string | null;
  status: PropertyStatus;
  /** The business date, YYYY-MM-DD; advanced only by the night audit. */
  workingDate: string;
  registeredAt: string;
  /** The profile's picture (an uploaded image's path) and address, once the profile has them. */
  image?: string | null;
  address?: string | null;
}

export interface PropertyList {
  data: Property[];
  total: number;
}

/** POST /api/hotels */
export interface RegisterPropertyRequest {
  name: string;
  registerNo: string;
  companyName: string;
  email: string | null;
  phone: string | null;
}

export const REGISTER_PROPERTY_FIELDS = [
  'name',
  'registerNo',
  'companyName',
  'email',
  'phone',
] as const satisfies readonly (keyof RegisterPropertyRequest)[];

/** POST /api/hotels/lookup: the register number is free (and the company, if known). */
export interface RegisterNoLookup {
  registerNo: string;
  /** From a company registry; null when the user types it. */
  companyName: string | null;
  available: true;
}

/** A staff user of one of the owner's properties (GET /api/registered/users). */
export interface RegisteredUser {
  id: string;
  name: string;
  /** The role's name: a user's position at a property is their role there. */
  position: string | null;
  email: string;
  phoneNumber: string;
  role: { id: string; name: string; nameEn?: string | null; isDefault: boolean } | null;
}

export interface PropertyUsers {
  id: string;
  name: string;
  status: PropertyStatus;
  users: RegisteredUser[];
}

/** A property as an operator sees it (GET /api/operator/properties). */
export interface OperatorProperty extends Property {
  activatedAt?: string;
  owner: { id: string; name: string; email: string; phoneNumber: string } | null;
}

const LIST = { type: 'properties', id: 'LIST' } as const;

const propertiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProperties: build.query<PropertyList, void>({
      query: () => '/hotels',
      providesTags: (result) => [
        LIST,
        ...(result?.data ?? []).map((p) => ({ type: 'properties' as const, id: p.id })),
      ],
    }),
    registerProperty: build.mutation<
      CommandAccepted,
      { property: RegisterPropertyRequest; idempotencyKey: string }
    >({
      query: ({ property, idempotencyKey }) => ({
        url: '/hotels',
        method: 'POST',
        body: property,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      // The new property is also one of the user's hotels (GET /api/user).
      invalidatesTags: (result) => (result ? [LIST, 'user'] : []),
    }),
    /** Step 1 of adding a property: reads, writes nothing. */
    lookupRegisterNo: build.mutation<RegisterNoLookup, { registerNo: string }>({
      query: (body) => ({ url: '/hotels/lookup', method: 'POST', body }),
    }),
    listRegisteredUsers: build.query<{ data: PropertyUsers[]; total: number }, void>({
      query: () => '/registered/users',
      providesTags: ['users', 'properties'],
    }),
    listOperatorProperties: build.query<{ data: OperatorProperty[]; total: number }, void>({
      query: () => '/operator/properties',
      providesTags: [LIST],
    }),
    activateProperty: build.mutation<CommandAccepted, { id: string; idempotencyKey: string }>({
      query: ({ id, idempotencyKey }) => ({
        url: `/operator/properties/${encodeURIComponent(id)}/activate`,
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (result, _error, { id }) =>
        result ? [LIST, { type: 'properties', id }, 'user'] : [],
    }),
  }),
});

export const {
  useListPropertiesQuery,
  useRegisterPropertyMutation,
  useLookupRegisterNoMutation,
  useListRegisteredUsersQuery,
  useListOperatorPropertiesQuery,
  useActivatePropertyMutation,
} = propertiesApi;
