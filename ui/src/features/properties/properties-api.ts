import { api } from '../../lib/api';
import { keyedPost } from '../../lib/idempotency';
import type {
  OperatorPropertyList,
  OwnedProperty,
  OwnedPropertyList,
  PropertyStaff,
  PropertyStaffList,
  RegisterNoLookup,
} from '../../lib/api-types.gen';
import type { CommandAnswer } from '../../lib/property-requests';

/**
 * The properties' answers as the API's document types them (generated: ui/src/lib/api-types.gen.ts;
 * the schemas live in projection-service/src/properties/responses.ts).
 */
/** One of the caller's own properties (GET /api/hotels), with its picture and address. */
export type Property = OwnedProperty;
export type PropertyStatus = Property['status'];

export type PropertyList = OwnedPropertyList;

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

export type {
  /** POST /api/hotels/lookup: the register number is free (and the company, if known; generated). */
  RegisterNoLookup,
  /** A property as an operator sees it (GET /api/operator/properties). */
  OperatorProperty,
} from '../../lib/api-types.gen';

/** One of the owner's properties with its staff (GET /api/registered/users). */
export type PropertyUsers = PropertyStaff;
/** A staff user of one of the owner's properties. */
export type RegisteredUser = PropertyUsers['users'][number];

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
      CommandAnswer,
      { property: RegisterPropertyRequest; idempotencyKey: string }
    >({
      query: ({ property, idempotencyKey }) => keyedPost('/hotels', property, idempotencyKey),
      // The new property is also one of the user's hotels (GET /api/user).
      invalidatesTags: (result) => (result ? [LIST, 'user'] : []),
    }),
    /** Step 1 of adding a property: reads, writes nothing. */
    lookupRegisterNo: build.mutation<RegisterNoLookup, { registerNo: string }>({
      query: (body) => ({ url: '/hotels/lookup', method: 'POST', body }),
    }),
    listRegisteredUsers: build.query<PropertyStaffList, void>({
      query: () => '/registered/users',
      providesTags: ['users', 'properties'],
    }),
    listOperatorProperties: build.query<OperatorPropertyList, void>({
      query: () => '/operator/properties',
      providesTags: [LIST],
    }),
    activateProperty: build.mutation<CommandAnswer, { id: string; idempotencyKey: string }>({
      query: ({ id, idempotencyKey }) =>
        keyedPost(
          `/operator/properties/${encodeURIComponent(id)}/activate`,
          undefined,
          idempotencyKey,
        ),
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
