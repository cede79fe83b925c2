import { api } from '../../lib/api';
import type { components } from '../../lib/api-types.gen';
import {
  type CommandAnswer,
  type OfProperty,
  type PropertyCommand,
  commandHeaders,
  propertyHeaders,
} from '../../lib/property-requests';

/** Allotments for tour operators (docs/allotments.md): the `allotments` read model and commands. */

/** A contract with its pick-up totals (generated: projection-service/src/allotments/responses.ts). */
export type Allotment = components['schemas']['Allotment'];
export type PickUpReport = components['schemas']['AllotmentPickUpReport'];
export type PickUpNight = components['schemas']['AllotmentPickUpNight'];

/** The contract form's fields, as the server names them in its errors (form order). */
export const ALLOTMENT_FIELDS = [
  'partnerId',
  'roomTypeId',
  'firstNight',
  'lastNight',
  'rooms',
  'releaseDays',
  'rate',
] as const;

/** The terms a contract's form sends (numbers as typed; the server's schema parses them). */
export interface AllotmentTermsBody {
  firstNight: string;
  lastNight: string;
  rooms: string;
  releaseDays: string;
  rate: string;
}

/** One guest row of a rooming list as the sheet gives it (the server's schema judges it). */
export interface RoomingRowBody {
  name: string;
  surname: string;
  phoneNumber: string;
  arrival: string;
  departure: string;
  guests: string;
  roomType: string;
  notes: string;
}

const allotmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAllotments: build.query<components['schemas']['AllotmentList'], OfProperty>({
      query: ({ slug }) => ({ url: '/allotments', headers: propertyHeaders({ slug }) }),
      providesTags: ['allotments'],
    }),
    allotmentPickUp: build.query<PickUpReport, OfProperty & { id: string }>({
      query: ({ slug, id }) => ({
        url: `/allotments/${encodeURIComponent(id)}`,
        headers: propertyHeaders({ slug }),
      }),
      providesTags: ['allotments'],
    }),
    createAllotment: build.mutation<
      components['schemas']['AllotmentContractedAnswer'],
      PropertyCommand & AllotmentTermsBody & { partnerId: string; roomTypeId: string }
    >({
      query: ({ slug, idempotencyKey, ...body }) => ({
        url: '/allotments',
        method: 'POST',
        body,
        headers: commandHeaders({ slug, idempotencyKey }),
      }),
      invalidatesTags: (result) => (result ? ['allotments'] : []),
    }),
    changeAllotment: build.mutation<
      CommandAnswer,
      PropertyCommand & AllotmentTermsBody & { id: string }
    >({
      query: ({ slug, idempotencyKey, id, ...body }) => ({
        url: `/allotments/${encodeURIComponent(id)}`,
        method: 'POST',
        body,
        headers: commandHeaders({ slug, idempotencyKey }),
      }),
      invalidatesTags: (result) => (result ? ['allotments'] : []),
    }),
    importRoomingList: build.mutation<
      components['schemas']['RoomingListBooked'],
      PropertyCommand & { id: string; rows: RoomingRowBody[] }
    >({
      query: ({ slug, idempotencyKey, id, rows }) => ({
        url: `/allotments/${encodeURIComponent(id)}/rooming-list`,
        method: 'POST',
        body: { rows },
        headers: commandHeaders({ slug, idempotencyKey }),
      }),
      invalidatesTags: (result) => (result ? ['allotments', 'reservations', 'calendar'] : []),
    }),
    cancelAllotment: build.mutation<CommandAnswer, PropertyCommand & { id: string }>({
      query: ({ slug, idempotencyKey, id }) => ({
        url: `/allotments/${encodeURIComponent(id)}`,
        method: 'DELETE',
        headers: commandHeaders({ slug, idempotencyKey }),
      }),
      invalidatesTags: (result) => (result ? ['allotments'] : []),
    }),
  }),
});

export const {
  useListAllotmentsQuery,
  useAllotmentPickUpQuery,
  useCreateAllotmentMutation,
  useChangeAllotmentMutation,
  useCancelAllotmentMutation,
  useImportRoomingListMutation,
} = allotmentsApi;
