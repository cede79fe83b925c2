import type { BlockList } from '../../lib/api-types.gen';
import { injectPropertyEndpoints } from '../../lib/property-endpoints';

/** Room blocks (docs/front-office.md): the `blocks` read model and the block commands. */

export const BLOCK_FILTER_TYPES = ['startDate', 'endDate', 'createdAt'] as const;
export type BlockFilterType = (typeof BLOCK_FILTER_TYPES)[number];

export type {
  /** One blocked room as the list shows it (generated: projection-service/src/blocks/responses.ts). */
  Block,
} from '../../lib/api-types.gen';

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

/** A change to the blocks shows on the calendar too. */
const CHANGED = ['blocks', 'calendar'] as const;

const blocksApi = injectPropertyEndpoints((property) => ({
  listBlocks: property.list<BlockList, BlockListQuery>('/blocks', 'blocks'),
  createBlock: property.command<Saved, BlockSpan & { roomTypeId: string; rooms: string[] }>(
    '/blocks',
    ...CHANGED,
  ),
  changeBlock: property.change<Saved, BlockSpan & { roomId: string }>('/blocks', ...CHANGED),
  deleteBlock: property.remove<Saved>('/blocks', ...CHANGED),
}));

export const {
  useListBlocksQuery,
  useCreateBlockMutation,
  useChangeBlockMutation,
  useDeleteBlockMutation,
} = blocksApi;
