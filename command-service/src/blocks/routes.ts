import {
  changeBlockSchema,
  createBlockSchema,
  removeBlockSchema,
} from '@hotel/events/blocks/commands';
import { streams } from '@hotel/events/streams';
import { type GuardedRoutes, propertyRoute } from '@hotel/infra/http/route-policy';
import type { z } from 'zod';
import { type CommandRouteDeps, commandRoute } from '../http/command-route';
import { inventory, type InventoryState } from '../inventory/decider';
import type { CommandContext } from '../pipeline/context';
import type { CommandHandler } from '../pipeline/handle-command';
import { type LedgerState, ledger } from '../reservations/ledger';
import { occupancyLock } from '../reservations/route-support';
import { type BlockContext, changeBlock, createBlocks, removeBlock } from './decider';
import type { BlockEvent } from '@hotel/events/blocks/events';

const MANAGE_BLOCKS = propertyRoute('manage-blocks');

/**
 * A block command: decided against the property's rooms and occupancy ledger, appended to the
 * ledger with its expected revision, under the same per-property lock as every booking — so a
 * block and a stay racing for one room cannot both win.
 */
const blockCommand = <Schema extends z.ZodType>(
  deps: CommandRouteDeps,
  type: string,
  schema: Schema,
  status: number,
  decide: (
    command: z.output<Schema>,
    rooms: InventoryState,
    occupancy: LedgerState,
    context: BlockContext,
  ) => BlockEvent[],
) =>
  commandRoute(deps, {
    type,
    schema,
    lockKey: occupancyLock,
    handler: (async (command, context: CommandContext, { load }) => {
      const propertyId = context.propertyId as string;
      const [rooms, occupancy] = await Promise.all([
        load(streams.inventory(propertyId), inventory),
        load(streams.occupancy(propertyId), ledger),
      ]);
      const events = decide(command, rooms, occupancy, {
        propertyId,
        commandId: context.commandId,
        now: context.now,
      });
      const ids = events.flatMap((event) =>
        event.type === 'RoomsBlocked'
          ? event.data.blocks.map((b) => b.blockId)
          : event.type === 'BlockChanged'
            ? [event.data.block.blockId]
            : [event.data.blockId],
      );
      return { events: { [streams.occupancy(propertyId)]: events }, status, body: { ids } };
    }) satisfies CommandHandler<z.output<Schema>>,
  });

/** Room blocks (docs/front-office.md): create for several rooms, change one, delete one. */
export const blockRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
  routes.post(
    '/blocks',
    MANAGE_BLOCKS,
    blockCommand(deps, 'CreateBlock', createBlockSchema, 201, createBlocks),
  );
  routes.post(
    '/blocks/:id',
    MANAGE_BLOCKS,
    blockCommand(deps, 'ChangeBlock', changeBlockSchema, 200, changeBlock),
  );
  routes.delete(
    '/blocks/:id',
    MANAGE_BLOCKS,
    blockCommand(
      deps,
      'RemoveBlock',
      removeBlockSchema,
      200,
      (command, _rooms, occupancy, context) => removeBlock(command, occupancy, context),
    ),
  );
};
