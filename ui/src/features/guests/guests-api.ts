import type { GuestList, GuestMatch } from '../../lib/api-types.gen';
import { injectPropertyEndpoints } from '../../lib/property-endpoints';
import { onceAccepted, postCommand, type PropertyCommand } from '../../lib/property-requests';
import { PERSON_FIELDS, type PersonForm } from './person-fields';

/** The guest register (docs/front-office.md): the `guests` read model and its commands. */

export type {
  /** A guest profile as the register shows it (generated: projection-service/src/guests/responses.ts). */
  Guest,
} from '../../lib/api-types.gen';

export interface GuestListQuery {
  blacklist?: 'true' | 'false';
  start?: string;
  end?: string;
  search?: string;
  page: number;
  rowsPerPage: number;
}

export interface GuestForm extends PersonForm {
  description: string;
  isBlacklist: boolean;
  blacklistReason: string;
}

/** The fields of the guest form, as the server names them in its errors (form order). */
export const GUEST_FIELDS = [
  ...PERSON_FIELDS,
  'description',
  'isBlacklist',
  'blacklistReason',
] as const satisfies readonly (keyof GuestForm)[];

const guestsApi = injectPropertyEndpoints((property, build) => ({
  listGuests: property.list<GuestList, GuestListQuery>('/guests', 'guests'),
  matchGuest: property.list<GuestMatch, { email?: string; phoneNumber?: string }>(
    '/guests/match',
    'guests',
  ),
  saveGuest: build.mutation<
    { id: string; position: string },
    PropertyCommand & { id?: string; guest: GuestForm }
  >({
    query: ({ id, guest, ...command }) =>
      postCommand(id ? `/guests/${encodeURIComponent(id)}` : '/guests', guest, command),
    invalidatesTags: onceAccepted('guests'),
  }),
  deleteGuests: property.command<{ position: string }, { ids: string[] }>(
    '/guests/delete',
    'guests',
  ),
}));

export const {
  useListGuestsQuery,
  useMatchGuestQuery,
  useSaveGuestMutation,
  useDeleteGuestsMutation,
} = guestsApi;
