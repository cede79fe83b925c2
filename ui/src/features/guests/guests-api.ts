import { api } from '../../lib/api';
import type { components } from '../../lib/api-types.gen';
import {
  type OfProperty,
  type PropertyCommand,
  commandHeaders,
  propertyHeaders,
} from '../../lib/property-requests';

/** The guest register (docs/front-office.md): the `guests` read model and its commands. */

/** A guest profile as the register shows it (generated: projection-service/src/guests/responses.ts). */
export type Guest = components['schemas']['Guest'];

export interface GuestListQuery {
  blacklist?: 'true' | 'false';
  start?: string;
  end?: string;
  search?: string;
  page: number;
  rowsPerPage: number;
}

export interface GuestForm {
  name: string;
  surname: string;
  phoneNumber: string;
  email: string;
  passportNumber: string;
  nationality: string;
  description: string;
  isBlacklist: boolean;
  blacklistReason: string;
}

/** The fields of the guest form, as the server names them in its errors (form order). */
export const GUEST_FIELDS = [
  'name',
  'surname',
  'phoneNumber',
  'email',
  'passportNumber',
  'nationality',
  'description',
  'isBlacklist',
  'blacklistReason',
] as const satisfies readonly (keyof GuestForm)[];

const guestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listGuests: build.query<components['schemas']['GuestList'], OfProperty & GuestListQuery>({
      query: ({ slug, ...query }) => ({
        url: '/guests',
        params: Object.fromEntries(
          Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
        ),
        headers: propertyHeaders({ slug }),
      }),
      providesTags: ['guests'],
    }),
    matchGuest: build.query<
      components['schemas']['GuestMatch'],
      OfProperty & { email?: string; phoneNumber?: string }
    >({
      query: ({ slug, ...query }) => ({
        url: '/guests/match',
        params: Object.fromEntries(Object.entries(query).filter(([, v]) => !!v)),
        headers: propertyHeaders({ slug }),
      }),
      providesTags: ['guests'],
    }),
    saveGuest: build.mutation<
      { id: string; position: string },
      PropertyCommand & { id?: string; guest: GuestForm }
    >({
      query: ({ slug, idempotencyKey, id, guest }) => ({
        url: id ? `/guests/${encodeURIComponent(id)}` : '/guests',
        method: 'POST',
        body: guest,
        headers: commandHeaders({ slug, idempotencyKey }),
      }),
      invalidatesTags: (result) => (result ? ['guests'] : []),
    }),
    deleteGuests: build.mutation<{ position: string }, PropertyCommand & { ids: string[] }>({
      query: ({ slug, idempotencyKey, ids }) => ({
        url: '/guests/delete',
        method: 'POST',
        body: { ids },
        headers: commandHeaders({ slug, idempotencyKey }),
      }),
      invalidatesTags: (result) => (result ? ['guests'] : []),
    }),
  }),
});

export const {
  useListGuestsQuery,
  useMatchGuestQuery,
  useSaveGuestMutation,
  useDeleteGuestsMutation,
} = guestsApi;
