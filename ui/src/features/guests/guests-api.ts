import { api } from '../../lib/api';
import type { components } from '../../lib/api-types.gen';

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

interface OfProperty {
  slug: string;
}

interface Command extends OfProperty {
  idempotencyKey: string;
}

const headers = ({ slug, idempotencyKey }: Command) => ({
  'X-Slug': slug,
  'Idempotency-Key': idempotencyKey,
});

const guestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listGuests: build.query<{ data: Guest[]; total: number }, OfProperty & GuestListQuery>({
      query: ({ slug, ...query }) => ({
        url: '/guests',
        params: Object.fromEntries(
          Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
        ),
        headers: { 'X-Slug': slug },
      }),
      providesTags: ['guests'],
    }),
    matchGuest: build.query<
      { guest: Guest | null },
      OfProperty & { email?: string; phoneNumber?: string }
    >({
      query: ({ slug, ...query }) => ({
        url: '/guests/match',
        params: Object.fromEntries(Object.entries(query).filter(([, v]) => !!v)),
        headers: { 'X-Slug': slug },
      }),
      providesTags: ['guests'],
    }),
    saveGuest: build.mutation<
      { id: string; position: string },
      Command & { id?: string; guest: GuestForm }
    >({
      query: ({ slug, idempotencyKey, id, guest }) => ({
        url: id ? `/guests/${encodeURIComponent(id)}` : '/guests',
        method: 'POST',
        body: guest,
        headers: headers({ slug, idempotencyKey }),
      }),
      invalidatesTags: (result) => (result ? ['guests'] : []),
    }),
    deleteGuests: build.mutation<{ position: string }, Command & { ids: string[] }>({
      query: ({ slug, idempotencyKey, ids }) => ({
        url: '/guests/delete',
        method: 'POST',
        body: { ids },
        headers: headers({ slug, idempotencyKey }),
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
