import type {
  CreateCalendarExport,
  RevokeCalendarExport,
} from '@hotel/events/channels/calendar-export-commands';
import type {
  CalendarExportEvent,
  CalendarExportTarget,
} from '@hotel/events/channels/calendar-export-events';
import { deriveId } from '@hotel/events/ids';
import { namesOf } from '@hotel/events/names';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { InventoryState } from '../inventory/decider';
import type { Aggregate } from '../pipeline/aggregate';

/**
 * A property's calendar exports (`calexports-{propertyId}`; docs/channels.md): the iCal feeds
 * of its rooms and room types. Rules:
 *  - the room or room type is the property's own (else 404, like every other id);
 *  - one live export per room and per room type: creating another while one is live is
 *    refused (400, "revoke it first") rather than answered with the live one, so a second
 *    click never silently hands out a URL the first person already gave a site;
 *  - a revoked export stays revoked (its URL answers 404 for good).
 */
export interface CalendarExportState {
  readonly exportId: string;
  readonly target: CalendarExportTarget;
  readonly targetId: string;
  readonly revoked: boolean;
}

export interface CalendarExportsState {
  readonly exports: ReadonlyMap<string, CalendarExportState>;
}

export const calendarExports: Aggregate<CalendarExportsState, CalendarExportEvent> = {
  initialState: () => ({ exports: new Map() }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CalendarExportCreated': {
        const { exportId, target, targetId } = event.data;
        return {
          exports: new Map(state.exports).set(exportId, {
            exportId,
            target,
            targetId,
            revoked: false,
          }),
        };
      }
      case 'CalendarExportRevoked': {
        const before = state.exports.get(event.data.exportId);
        if (!before) return state;
        return {
          exports: new Map(state.exports).set(before.exportId, { ...before, revoked: true }),
        };
      }
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
};

/**
 * What a calendar export decision is told besides the command: where, which command, when,
 * and the new feed's token — random, so made by the handler (`newCalendarToken`), never here.
 */
export interface CalendarExportContext {
  readonly propertyId: string;
  readonly commandId: string;
  readonly now: string;
  readonly token: string;
}

/** The live export of a room or room type, if any. */
export const liveExportOf = (
  state: CalendarExportsState,
  target: CalendarExportTarget,
  targetId: string,
): CalendarExportState | undefined =>
  [...state.exports.values()].find(
    (e) => !e.revoked && e.target === target && e.targetId === targetId,
  );

/** Opens the feed of a room or a room type of the property. */
export const createCalendarExport = (
  command: CreateCalendarExport,
  state: CalendarExportsState,
  rooms: InventoryState,
  context: CalendarExportContext,
): CalendarExportEvent[] => {
  if (command.target === 'room') {
    const room = rooms.rooms.get(command.targetId);
    if (!room) throw new NotFound('room');
    if (liveExportOf(state, 'room', room.id)) {
      throw new RuleBroken('calendarExport.roomHasExport', { room: room.name }, 'targetId');
    }
  } else {
    const roomType = rooms.roomTypes.get(command.targetId);
    if (!roomType) throw new NotFound('roomType');
    if (liveExportOf(state, 'roomType', roomType.id)) {
      throw new RuleBroken(
        'calendarExport.roomTypeHasExport',
        { roomType: namesOf(roomType) },
        'targetId',
      );
    }
  }
  return [
    {
      type: 'CalendarExportCreated',
      data: {
        propertyId: context.propertyId,
        exportId: deriveId(context.commandId, 'calendar-export'),
        target: command.target,
        targetId: command.targetId,
        token: context.token,
        createdAt: context.now,
      },
    },
  ];
};

/** Revokes a feed: its URL answers 404 from the next request on. */
export const revokeCalendarExport = (
  command: RevokeCalendarExport,
  state: CalendarExportsState,
  context: Pick<CalendarExportContext, 'propertyId' | 'now'>,
): CalendarExportEvent[] => {
  const current = state.exports.get(command.id);
  if (!current) throw new NotFound('calendarExport');
  if (current.revoked) throw new RuleBroken('calendarExport.revoked');
  return [
    {
      type: 'CalendarExportRevoked',
      data: { propertyId: context.propertyId, exportId: current.exportId, revokedAt: context.now },
    },
  ];
};
