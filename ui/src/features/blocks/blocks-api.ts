import { api } from '../../lib/api';
import type { components } from '../../lib/api-types.gen';
import {
  type OfProperty,
  type PropertyCommand,
  commandHeaders,
  propertyHeaders,
} from '../../lib/property-requests';

/** Room blocks (docs/front-office.md): the `blocks` read model and the block commands. */

export const BLOCK_FILTER_TYPES = ['startDate', 'endDate', 'createdAt'] as const;
export type BlockFilterType = (typeof BLOCK_FILTER_TYPES)[number];

/** One blocked room as the list shows it (generated: projection-service/src/blocks/responses.ts). */
export type Block = components['schemas']['Block'];

export interface BlockListQuery {
  filterType?: BlockFilterType;
  start?: string;
  end?: string;
  page: number;
  rowsPerPage: number;
}

/** The span and description, as both forms send them. */
export interface BlockSpan {
  startDate: string;
  endDate: string;
  isTime: boolean;
  startTime: string;
  endTime: string;
  description: string;
}

/** The fields of the block forms, as the server names them in its errors (form order). */
export const BLOCK_FIELDS = [
  'roomTypeId',
  'rooms',
  'roomId',
  'isTime',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'description',
] as const;

export interface Saved {
  ids: string[];
  position: string;
}

const blocksApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBlocks: build.query<components['schemas']['BlockList'], OfProperty & BlockListQuery>({
      query: ({ slug, ...query }) => ({
        url: '/blocks',
        params: Object.fromEntries(
          Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
        ),
        headers: propertyHeaders({ slug }),
      }),
      providesTags: ['blocks'],
    }),
    createBlock: build.mutation<
      Saved,
      PropertyCommand & BlockSpan & { roomTypeId: string; rooms: string[] }
    >({
      query: ({ slug, idempotencyKey, ...body }) => ({
        url: '/blocks',
        method: 'POST',
        body,
        headers: commandHeaders({ slug, idempotencyKey }),
      }),
      invalidatesTags: (result) => (result ? ['blocks', 'calendar'] : []),
    }),
    changeBlock: build.mutation<
      Saved,
      PropertyCommand & BlockSpan & { id: string; roomId: string }
    >({
      query: ({ slug, idempotencyKey, id, ...body }) => ({
        url: `/blocks/${encodeURIComponent(id)}`,
        method: 'POST',
        body,
        headers: commandHeaders({ slug, idempotencyKey }),
      }),
      invalidatesTags: (result) => (result ? ['blocks', 'calendar'] : []),
    }),
    deleteBlock: build.mutation<Saved, PropertyCommand & { id: string }>({
      query: ({ slug, idempotencyKey, id }) => ({
        url: `/blocks/${encodeURIComponent(id)}`,
        method: 'DELETE',
        headers: commandHeaders({ slug, idempotencyKey }),
      }),
      invalidatesTags: (result) => (result ? ['blocks', 'calendar'] : []),
    }),
  }),
});

export const {
  useListBlocksQuery,
  useCreateBlockMutation,
  useChangeBlockMutation,
  useDeleteBlockMutation,
} = blocksApi;
