import { describe, expect, it } from 'vitest';
import type { CalendarExportEvent } from '@hotel/events/channels/calendar-export-events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { InventoryState, RoomState, RoomTypeState } from '../inventory/decider';
import {
  type CalendarExportContext,
  calendarExports,
  type CalendarExportsState,
  createCalendarExport,
  revokeCalendarExport,
} from './calendar-export-decider';

const P = 'p-1';
const TOKEN = 'a'.repeat(43);
const context = (commandId = 'cmd-1'): CalendarExportContext => ({
  propertyId: P,
  commandId,
  now: '2026-12-01T10:00:00.000Z',
  token: TOKEN,
});

const rooms: InventoryState = {
  roomTypes: new Map([
    ['rt-1', { id: 'rt-1', name: 'Стандарт', nameEn: 'Standard' } as RoomTypeState],
  ]),
  rooms: new Map([['r-101', { id: 'r-101', roomTypeId: 'rt-1', name: '101' } as RoomState]]),
};

const given = (...events: CalendarExportEvent[]): CalendarExportsState =>
  events.reduce(calendarExports.evolve, calendarExports.initialState());

const outcome = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (error instanceof RuleBroken) return `rule ${error.rule}`;
    if (error instanceof NotFound) return `not found ${error.what}`;
    throw error;
  }
  return 'decided';
};

const created = (exportId: string, target: 'room' | 'roomType', targetId: string) =>
  ({
    type: 'CalendarExportCreated',
    data: { propertyId: P, exportId, target, targetId, token: TOKEN, createdAt: 'x' },
  }) as CalendarExportEvent;

describe('creating a calendar export', () => {
  it('opens the feed of a room with the token it is given and an id derived from the command', () => {
    const events = createCalendarExport(
      { target: 'room', targetId: 'r-101' },
      given(),
      rooms,
      context(),
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'CalendarExportCreated',
      data: { propertyId: P, target: 'room', targetId: 'r-101', token: TOKEN },
    });
    const again = createCalendarExport(
      { target: 'room', targetId: 'r-101' },
      given(),
      rooms,
      context(),
    );
    expect(again[0]!.data).toEqual(events[0]!.data);
  });

  it('opens the feed of a room type', () => {
    const [event] = createCalendarExport(
      { target: 'roomType', targetId: 'rt-1' },
      given(),
      rooms,
      context(),
    );
    expect(event!.data).toMatchObject({ target: 'roomType', targetId: 'rt-1' });
  });

  it('refuses a second live export of one target, and allows one after a revoke', () => {
    const state = given(created('e-1', 'room', 'r-101'), created('e-2', 'roomType', 'rt-1'));
    expect(
      outcome(() =>
        createCalendarExport({ target: 'room', targetId: 'r-101' }, state, rooms, context()),
      ),
    ).toBe('rule calendarExport.roomHasExport');
    expect(
      outcome(() =>
        createCalendarExport({ target: 'roomType', targetId: 'rt-1' }, state, rooms, context()),
      ),
    ).toBe('rule calendarExport.roomTypeHasExport');
    const revoked = calendarExports.evolve(state, {
      type: 'CalendarExportRevoked',
      data: { propertyId: P, exportId: 'e-1', revokedAt: 'y' },
    });
    expect(
      outcome(() =>
        createCalendarExport({ target: 'room', targetId: 'r-101' }, revoked, rooms, context()),
      ),
    ).toBe('decided');
  });

  it('does not know a room or room type of another property (404)', () => {
    expect(
      outcome(() =>
        createCalendarExport({ target: 'room', targetId: 'rt-1' }, given(), rooms, context()),
      ),
    ).toBe('not found room');
    expect(
      outcome(() =>
        createCalendarExport({ target: 'roomType', targetId: 'r-101' }, given(), rooms, context()),
      ),
    ).toBe('not found roomType');
  });
});

describe('revoking a calendar export', () => {
  it('revokes a live export once', () => {
    const state = given(created('e-1', 'room', 'r-101'));
    expect(revokeCalendarExport({ id: 'e-1' }, state, context())).toEqual([
      {
        type: 'CalendarExportRevoked',
        data: { propertyId: P, exportId: 'e-1', revokedAt: '2026-12-01T10:00:00.000Z' },
      },
    ]);
    const after = given(
      created('e-1', 'room', 'r-101'),
      ...revokeCalendarExport({ id: 'e-1' }, state, context()),
    );
    expect(outcome(() => revokeCalendarExport({ id: 'e-1' }, after, context()))).toBe(
      'rule calendarExport.revoked',
    );
  });

  it('does not know an export of another property (404)', () => {
    expect(outcome(() => revokeCalendarExport({ id: 'e-9' }, given(), context()))).toBe(
      'not found calendarExport',
    );
  });
});
