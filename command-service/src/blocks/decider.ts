import type { Block, BlockEvent } from '@hotel/events/blocks/events';
import type { ChangeBlock, CreateBlock, RemoveBlock } from '@hotel/events/blocks/commands';
import { blockSpan } from '@hotel/events/blocks/rules';
import { deriveId } from '@hotel/events/ids';
import { NotFound, RuleBroken, Unavailable } from '@hotel/events/rule-broken';
import type { InventoryState } from '../inventory/decider';
import type { LedgerState } from '../reservations/ledger';
import { findSpanShortage } from '../reservations/ledger-queries';
import { roomsViewOf } from '../reservations/world';

/** What a block decision is told besides the command: where, which command, when. */
export interface BlockContext {
  readonly propertyId: string;
  readonly commandId: string;
  readonly now: string;
}

/**
 * The blocks fit the ledger: none over a live stay or another block of its room, and the
 * room type keeps enough rooms for its stays and the request holds in force now. Refusals are
 * 409s (someone else's booking holds what the block wants), with the server's message.
 */
const requireFits = (
  blocks: readonly Block[],
  inventory: InventoryState,
  ledger: LedgerState,
  context: BlockContext,
  roomField: string,
) => {
  const rooms = roomsViewOf(inventory);
  const shortage = findSpanShortage(
    ledger,
    blocks.map((block) => ({
      id: block.blockId,
      roomTypeId: block.roomTypeId,
      roomId: block.roomId,
      ...blockSpan(block),
    })),
    rooms,
    { at: context.now },
  );
  if (!shortage) return;
  if (shortage.kind === 'roomType') {
    throw new Unavailable('block.roomTypeFull', {
      roomType: rooms.roomTypeName(shortage.roomTypeId),
      date: shortage.date,
    });
  }
  const room = rooms.roomName(shortage.roomId);
  throw shortage.holder.kind === 'stay'
    ? new Unavailable(
        'block.roomOccupied',
        { room, date: shortage.date, number: shortage.holder.number ?? '' },
        roomField,
      )
    : new Unavailable('block.roomAlreadyBlocked', { room, date: shortage.date }, roomField);
};

const roomOfType = (
  inventory: InventoryState,
  roomId: string,
  roomTypeId: string,
  field: string,
) => {
  const room = inventory.rooms.get(roomId);
  if (!room) throw new NotFound('room');
  if (room.roomTypeId !== roomTypeId) {
    throw new RuleBroken('block.roomNotOfType', { room: room.name }, field);
  }
  return room;
};

/** Blocks rooms of one room type for one span: one block per room, appended together. */
export const createBlocks = (
  command: CreateBlock,
  inventory: InventoryState,
  ledger: LedgerState,
  context: BlockContext,
): BlockEvent[] => {
  if (!inventory.roomTypes.has(command.roomTypeId)) throw new NotFound('roomType');
  const roomIds = [...new Set(command.rooms)];
  const blocks = roomIds.map((roomId, index): Block => {
    roomOfType(inventory, roomId, command.roomTypeId, 'rooms');
    return {
      blockId: deriveId(context.commandId, `block-${index}`),
      roomId,
      roomTypeId: command.roomTypeId,
      startDate: command.startDate,
      endDate: command.endDate,
      isTime: command.isTime,
      startTime: command.startTime,
      endTime: command.endTime,
      description: command.description,
    };
  });
  requireFits(blocks, inventory, ledger, context, 'rooms');
  return [
    {
      type: 'RoomsBlocked',
      data: { propertyId: context.propertyId, blocks, createdAt: context.now },
    },
  ];
};

const requireBlock = (ledger: LedgerState, blockId: string) => {
  const block = ledger.blocks.get(blockId);
  if (!block) throw new NotFound('block');
  return block;
};

/** Moves a block to another room of its room type, and/or changes its span or description. */
export const changeBlock = (
  command: ChangeBlock,
  inventory: InventoryState,
  ledger: LedgerState,
  context: BlockContext,
): BlockEvent[] => {
  const current = requireBlock(ledger, command.id);
  roomOfType(inventory, command.roomId, current.roomTypeId, 'roomId');
  const block: Block = {
    blockId: current.blockId,
    roomId: command.roomId,
    roomTypeId: current.roomTypeId,
    startDate: command.startDate,
    endDate: command.endDate,
    isTime: command.isTime,
    startTime: command.startTime,
    endTime: command.endTime,
    description: command.description,
  };
  requireFits([block], inventory, ledger, context, 'roomId');
  return [{ type: 'BlockChanged', data: { propertyId: context.propertyId, block } }];
};

/** Deletes a block: its room is back on sale. */
export const removeBlock = (
  command: RemoveBlock,
  ledger: LedgerState,
  context: BlockContext,
): BlockEvent[] => {
  requireBlock(ledger, command.id);
  return [{ type: 'BlockRemoved', data: { propertyId: context.propertyId, blockId: command.id } }];
};
