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
  }),
});

export const { useListPropertiesQuery, useRegisterPropertyMutation } = propertiesApi;
