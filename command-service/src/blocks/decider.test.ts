import { describe, expect, it } from 'vitest';
import type { Block } from '@hotel/events/blocks/events';
import { changeBlockSchema, createBlockSchema } from '@hotel/events/blocks/commands';
import type { HeldStay } from '@hotel/events/reservations/events';
import { NotFound, RuleBroken, Unavailable } from '@hotel/events/rule-broken';
import type { InventoryState } from '../inventory/decider';
import { type LedgerEvent, type LedgerState, ledger } from '../reservations/ledger';
import { findShortage, freeRoomsFor } from '../reservations/ledger-queries';
import { roomsViewOf } from '../reservations/world';
import { changeBlock, createBlocks, removeBlock } from './decider';

/** Given/when/then: room blocks in the occupancy ledger (docs/front-office.md). */

const P = 'p-1';
const STD = '00000000-0000-4000-8000-00000000000a';
const LUX = '00000000-0000-4000-8000-00000000000b';
const R101 = '00000000-0000-4000-8000-000000000101';
const R102 = '00000000-0000-4000-8000-000000000102';
const R201 = '00000000-0000-4000-8000-000000000201';
const NOW = '2026-11-22T03:00:00.000Z';
const context = { propertyId: P, commandId: 'cmd-1', now: NOW };

const room = (id: string, roomTypeId: string) => ({
  id,
  roomTypeId,
  name: id.slice(-3),
  description: null,
});
const inventory = {
  roomTypes: new Map([
    [STD, { id: STD, name: 'Standard' }],
    [LUX, { id: LUX, name: 'Lux' }],
  ]),
  rooms: new Map([
    [R101, room(R101, STD)],
    [R102, room(R102, STD)],
    [R201, room(R201, LUX)],
  ]),
} as unknown as InventoryState;
const rooms = roomsViewOf(inventory);

const given = (...events: LedgerEvent[]): LedgerState =>
  events.reduce((state, event) => ledger.evolve(state, event), ledger.initialState());

const night = (checkIn: string, checkOut: string) => ({
  stayType: 'night' as const,
  checkIn,
  checkOut,
  arrivalTime: '14:00',
  exitTime: '12:00',
  hours: null,
});

const stay = (
  reservationId: string,
  roomTypeId: string,
  roomId: string | null,
  checkIn: string,
  checkOut: string,
): HeldStay => ({ reservationId, roomTypeId, roomId, ...night(checkIn, checkOut) });

const staysHeld = (number: number, ...stays: HeldStay[]): LedgerEvent => ({
  type: 'StaysHeld',
  data: {
    propertyId: P,
    groupId: `g-${number}`,
    groupNumber: number,
    stays: stays.map((s, i) => ({ ...s, number: number + i })),
  },
});

const block = (blockId: string, roomId: string, startDate: string, endDate: string): Block => ({
  blockId,
  roomId,
  roomTypeId: inventory.rooms.get(roomId)?.roomTypeId as string,
  startDate,
  endDate,
  isTime: false,
  startTime: null,
  endTime: null,
  description: null,
});

const blocked = (...blocks: Block[]): LedgerEvent => ({
  type: 'RoomsBlocked',
  data: { propertyId: P, blocks, createdAt: NOW },
});

const create = (input: Record<string, unknown>) => createBlockSchema.parse(input);

describe('creating blocks', () => {
  it('blocks several rooms of one type at once, one block per room', () => {
    const events = createBlocks(
      create({
        roomTypeId: STD,
        rooms: [R101, R102],
        startDate: '2026-12-01',
        endDate: '2026-12-03',
        description: 'Засвар',
      }),
      inventory,
      given(),
      context,
    );
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.type).toBe('RoomsBlocked');
    if (event?.type !== 'RoomsBlocked') return;
    expect(event.data.blocks.map((b) => b.roomId)).toEqual([R101, R102]);
    expect(new Set(event.data.blocks.map((b) => b.blockId)).size).toBe(2);
    expect(event.data.blocks[0]).toMatchObject({
      startDate: '2026-12-01',
      endDate: '2026-12-03',
      isTime: false,
      startTime: null,
      description: 'Засвар',
    });
  });

  it('refuses a block over a live stay of the room with 409, naming the reservation', () => {
    const state = given(staysHeld(7, stay('res-1', STD, R101, '2026-12-02', '2026-12-04')));
    const when = () =>
      createBlocks(
        create({ roomTypeId: STD, rooms: [R101], startDate: '2026-12-01', endDate: '2026-12-03' }),
        inventory,
        state,
        context,
      );
    expect(when).toThrow(Unavailable);
    expect(when).toThrow(
      expect.objectContaining({
        rule: 'block.roomOccupied',
        params: { room: '101', date: '2026-12-02', number: 7 },
      }),
    );
  });

  it('lets a block start on the day a guest leaves (noon to noon)', () => {
    const state = given(staysHeld(7, stay('res-1', STD, R101, '2026-11-29', '2026-12-01')));
    expect(() =>
      createBlocks(
        create({ roomTypeId: STD, rooms: [R101], startDate: '2026-12-01', endDate: '2026-12-03' }),
        inventory,
        state,
        context,
      ),
    ).not.toThrow();
  });

  it('refuses a block over another block of the room', () => {
    const state = given(blocked(block('b-1', R102, '2026-12-01', '2026-12-05')));
    expect(() =>
      createBlocks(
        create({
          roomTypeId: STD,
          rooms: [R101, R102],
          startDate: '2026-12-04',
          endDate: '2026-12-06',
        }),
        inventory,
        state,
        context,
      ),
    ).toThrow(expect.objectContaining({ rule: 'block.roomAlreadyBlocked' }));
  });

  it('refuses to block a room when the type needs it for stays without a room', () => {
    // Two Standard rooms, two unassigned Standard stays: blocking either would oversell.
    const state = given(
      staysHeld(
        1,
        stay('res-1', STD, null, '2026-12-01', '2026-12-03'),
        stay('res-2', STD, null, '2026-12-02', '2026-12-04'),
      ),
    );
    expect(() =>
      createBlocks(
        create({ roomTypeId: STD, rooms: [R101], startDate: '2026-12-02', endDate: '2026-12-05' }),
        inventory,
        state,
        context,
      ),
    ).toThrow(
      expect.objectContaining({
        rule: 'block.roomTypeFull',
        params: { roomType: { name: 'Standard', nameEn: null }, date: '2026-12-02' },
      }),
    );
  });

  it('refuses a room of another type, and an unknown room type or room', () => {
    const input = { startDate: '2026-12-01', endDate: '2026-12-02' };
    expect(() =>
      createBlocks(
        create({ roomTypeId: STD, rooms: [R201], ...input }),
        inventory,
        given(),
        context,
      ),
    ).toThrow(RuleBroken);
    expect(() =>
      createBlocks(
        create({ roomTypeId: '00000000-0000-4000-8000-0000000000ff', rooms: [R101], ...input }),
        inventory,
        given(),
        context,
      ),
    ).toThrow(NotFound);
  });

  it('refuses a span that ends before it starts, and hours without their times (422)', () => {
    const base = { roomTypeId: STD, rooms: [R101] };
    expect(
      createBlockSchema.safeParse({ ...base, startDate: '2026-12-02', endDate: '2026-12-02' })
        .success,
    ).toBe(false);
    expect(
      createBlockSchema.safeParse({
        ...base,
        startDate: '2026-12-02',
        endDate: '2026-12-02',
        isTime: true,
      }).success,
    ).toBe(false);
    expect(
      createBlockSchema.safeParse({
        ...base,
        startDate: '2026-12-02',
        endDate: '2026-12-02',
        isTime: true,
        startTime: '10:00',
        endTime: '14:00',
      }).success,
    ).toBe(true);
  });
});

describe('stays over blocks', () => {
  const state = given(blocked(block('b-1', R101, '2026-12-01', '2026-12-03')));

  it('a stay in a blocked room is a room shortage held by the block', () => {
    expect(
      findShortage(state, [stay('res-9', STD, R101, '2026-12-02', '2026-12-04')], rooms, {
        at: NOW,
      }),
    ).toEqual({
      kind: 'room',
      roomId: R101,
      date: '2026-12-02',
      holder: { kind: 'block', blockId: 'b-1' },
    });
  });

  it('the type capacity counts blocked rooms as taken', () => {
    // R101 blocked, R102 taken: a stay without a room finds no Standard room free.
    const full = given(
      blocked(block('b-1', R101, '2026-12-01', '2026-12-03')),
      staysHeld(1, stay('res-1', STD, R102, '2026-12-01', '2026-12-02')),
    );
    expect(
      findShortage(full, [stay('res-9', STD, null, '2026-12-01', '2026-12-02')], rooms, {
        at: NOW,
      }),
    ).toMatchObject({ kind: 'roomType', roomTypeId: STD });
    expect(freeRoomsFor(full, STD, night('2026-12-01', '2026-12-02'), rooms, { at: NOW })).toEqual({
      available: 0,
      freeRoomIds: [],
    });
    // After the block: both rooms free again on the 3rd.
    expect(freeRoomsFor(full, STD, night('2026-12-03', '2026-12-04'), rooms, { at: NOW })).toEqual({
      available: 2,
      freeRoomIds: [R101, R102],
    });
  });

  it('the search offers the other rooms only', () => {
    expect(freeRoomsFor(state, STD, night('2026-12-02', '2026-12-03'), rooms, { at: NOW })).toEqual(
      {
        available: 1,
        freeRoomIds: [R102],
      },
    );
  });

  it('an hour block takes only its hours', () => {
    const hours = given(
      blocked({
        ...block('b-2', R201, '2026-12-01', '2026-12-01'),
        isTime: true,
        startTime: '09:00',
        endTime: '11:00',
      }),
    );
    const day = (arrivalTime: string) => ({
      reservationId: 'res-d',
      roomTypeId: LUX,
      roomId: R201,
      stayType: 'time' as const,
      checkIn: '2026-12-01',
      checkOut: '2026-12-01',
      arrivalTime,
      exitTime: '00:00',
      hours: 2,
    });
    expect(findShortage(hours, [day('11:00')], rooms, { at: NOW })).toBeNull();
    expect(findShortage(hours, [day('10:00')], rooms, { at: NOW })).toMatchObject({ kind: 'room' });
  });
});

describe('changing and deleting a block', () => {
  const state = given(
    blocked(block('b-1', R101, '2026-12-01', '2026-12-03')),
    staysHeld(3, stay('res-1', STD, R102, '2026-12-05', '2026-12-06')),
  );
  const change = (input: Record<string, unknown>) =>
    changeBlockSchema.parse({ id: '00000000-0000-4000-8000-0000000000b1', ...input });

  it('moves within its own span (it does not clash with itself), keeping its room type', () => {
    const own = given(
      blocked(block('00000000-0000-4000-8000-0000000000b1', R101, '2026-12-01', '2026-12-03')),
    );
    const events = changeBlock(
      change({ roomId: R101, startDate: '2026-12-02', endDate: '2026-12-04', description: 'x' }),
      inventory,
      own,
      context,
    );
    expect(events[0]).toMatchObject({
      type: 'BlockChanged',
      data: { block: { roomId: R101, roomTypeId: STD, startDate: '2026-12-02', description: 'x' } },
    });
    expect(() =>
      changeBlock(
        change({ roomId: R201, startDate: '2026-12-02', endDate: '2026-12-04' }),
        inventory,
        own,
        context,
      ),
    ).toThrow(expect.objectContaining({ rule: 'block.roomNotOfType', field: 'roomId' }));
  });

  it('refuses to move onto a booked room', () => {
    const own = given(
      blocked(block('00000000-0000-4000-8000-0000000000b1', R101, '2026-12-01', '2026-12-03')),
      staysHeld(3, stay('res-1', STD, R102, '2026-12-02', '2026-12-06')),
    );
    expect(() =>
      changeBlock(
        change({ roomId: R102, startDate: '2026-12-01', endDate: '2026-12-03' }),
        inventory,
        own,
        context,
      ),
    ).toThrow(
      expect.objectContaining({
        rule: 'block.roomOccupied',
        params: expect.objectContaining({ number: 3 }),
      }),
    );
  });

  it('an unknown block (or another property’s) is not found', () => {
    expect(() => removeBlock({ id: 'nope' }, state, context)).toThrow(NotFound);
    expect(removeBlock({ id: 'b-1' }, state, context)).toEqual([
      { type: 'BlockRemoved', data: { propertyId: P, blockId: 'b-1' } },
    ]);
  });

  it('a deleted block frees its room', () => {
    const after = given(blocked(block('b-1', R101, '2026-12-01', '2026-12-03')), {
      type: 'BlockRemoved',
      data: { propertyId: P, blockId: 'b-1' },
    });
    expect(
      findShortage(after, [stay('res-9', STD, R101, '2026-12-01', '2026-12-02')], rooms, {
        at: NOW,
      }),
    ).toBeNull();
  });
});
