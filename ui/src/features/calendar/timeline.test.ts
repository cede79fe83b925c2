import { describe, expect, it } from 'vitest';
import { bat, calendarData, dorj, saraa } from './test-server';
import {
  ROOM_ROW_HEIGHT,
  SLOT_WIDTH,
  TYPE_ROW_HEIGHT,
  barBoxOf,
  blockOverNights,
  blockSpanOf,
  dayViewStartHour,
  freeByNight,
  freeRoomsFor,
  layoutRows,
  partSpanOf,
  partsByRoom,
  partsOf,
  placeBookings,
  rangeOf,
  rowAt,
  scaleOf,
  spanOf,
} from './timeline';
import { datesRequestOf, movedPartOf, resizedBy, splitDateOf } from './moves';

describe('calendar timeline', () => {
  it('views: a day, the week from its Monday, 30 days from the date', () => {
    expect(rangeOf('day', '2026-12-09')).toMatchObject({ from: '2026-12-09', to: '2026-12-10' });
    expect(rangeOf('week', '2026-12-09')).toMatchObject({ from: '2026-12-07', to: '2026-12-14' });
    expect(rangeOf('week', '2026-12-13').from).toBe('2026-12-07');
    const month = rangeOf('month', '2026-12-20');
    expect(month.dates).toHaveLength(30);
    expect(month.to).toBe('2027-01-19');
    expect(scaleOf(rangeOf('day', '2026-12-09')).width).toBe(24 * 60);
  });

  it('views end on a whole column: whole days (hours) share the scrolled area, at least a slot each', () => {
    // 1280 px with the side navigation open: a 972 px area, 788 px beside the rooms' column.
    const week = scaleOf(rangeOf('week', '2026-12-09'), 972);
    expect(week.dayWidth).toBe(131.33);
    expect(Math.floor(788 / week.dayWidth)).toBe(6);
    expect(788 - 6 * week.dayWidth).toBeGreaterThanOrEqual(0);
    expect(788 - 6 * week.dayWidth).toBeLessThan(0.1);
    // Wide enough for the seven days: they fill the area.
    const wide = scaleOf(rangeOf('week', '2026-12-09'), 1600);
    expect(wide.dayWidth).toBe(202.28);
    expect(wide.width).toBeLessThanOrEqual(1600 - 184);
    // The month scrolls by days of the same width; the day view by hours of at least 60 px.
    expect(scaleOf(rangeOf('month', '2026-12-09'), 972).dayWidth).toBe(131.33);
    const day = scaleOf(rangeOf('day', '2026-12-09'), 972);
    expect(day.columnWidth).toBe(60.61);
    expect(day.dayWidth).toBeCloseTo(24 * 60.61, 6);
    // A phone: one whole day; narrower than a slot, the slot's width (it scrolls).
    expect(scaleOf(rangeOf('week', '2026-12-09'), 340).dayWidth).toBe(156);
    expect(scaleOf(rangeOf('week', '2026-12-09'), 250).dayWidth).toBe(SLOT_WIDTH);
    expect(scaleOf(rangeOf('week', '2026-12-09')).dayWidth).toBe(SLOT_WIDTH);
  });

  it('night stays run noon to noon, so a departure and an arrival meet mid-day', () => {
    const week = scaleOf(rangeOf('week', '2026-12-09'));
    const out = barBoxOf(spanOf(saraa, week.from), week)!;
    const next = barBoxOf(spanOf({ ...bat, checkIn: '2026-12-09' }, week.from), week)!;
    expect(out.left + out.width).toBe(2.5 * SLOT_WIDTH);
    expect(next.left).toBe(2.5 * SLOT_WIDTH);
    // A stay from before the week is cut at its first date and marked as going on.
    const long = barBoxOf(
      spanOf({ ...bat, checkIn: '2026-12-01', checkOut: '2026-12-20' }, week.from),
      week,
    )!;
    expect(long).toEqual({ left: 0, width: 7 * SLOT_WIDTH, fromBefore: true, goesOn: true });
  });

  it('day and time stays sit in their hours; past midnight when exit is earlier', () => {
    const from = '2026-12-09';
    const day = {
      ...bat,
      stayType: 'day' as const,
      checkIn: from,
      checkOut: from,
      arrivalTime: '10:00',
      exitTime: '18:00',
    };
    expect(spanOf(day, from)).toEqual({ start: 600, end: 1080 });
    expect(
      spanOf({ ...day, stayType: 'time', arrivalTime: '22:00', exitTime: '02:00' }, from),
    ).toEqual({
      start: 1320,
      end: 1560,
    });
    expect(
      datesRequestOf({
        booking: { ...day, stayType: 'time', exitTime: '13:00' },
        checkIn: from,
        checkOut: from,
        roomId: 'r-101',
        roomTypeId: 'rt-1',
      }).resTime,
    ).toBe(3);
  });

  it('overlapping stays of a room take separate lanes', () => {
    const week = scaleOf(rangeOf('week', '2026-12-09'));
    const noShow = { ...bat, id: 'b-9', status: 'no-show' as const };
    const row = placeBookings(
      [
        bat,
        noShow,
        { ...bat, id: 'b-10', number: 1010, checkIn: '2026-12-10', checkOut: '2026-12-11' },
      ].flatMap(partsOf),
      week,
    );
    expect(row.lanes).toBe(2);
    expect(row.bookings.map((b) => b.lane)).toEqual([0, 1, 0]);
  });

  it('a stay moved mid-stay is on each room: the slept nights settled, the rest in the new room', () => {
    // Checked in on the 6th in 102, moved to 201 on the 7th, then to 101 on the 8th.
    const moved = {
      ...bat,
      status: 'checked-in' as const,
      checkIn: '2026-12-06',
      segments: [
        { roomId: 'r-102', from: '2026-12-06', to: '2026-12-07' },
        { roomId: 'r-201', from: '2026-12-07', to: '2026-12-08' },
      ],
    };
    expect(
      partsOf(moved).map(({ roomId, from, to, settled }) => [roomId, from, to, settled]),
    ).toEqual([
      ['r-102', '2026-12-06', '2026-12-07', true],
      ['r-201', '2026-12-07', '2026-12-08', true],
      ['r-101', '2026-12-08', '2026-12-10', false],
    ]);
    const byRoom = partsByRoom([moved, dorj]);
    expect([...byRoom.keys()]).toEqual(['r-102', 'r-201', 'r-101']);
    const week = scaleOf(rangeOf('week', '2026-12-09'));
    // The week starts on the 7th: 102's night (6th) is cut; 201 noon 7th → noon 8th; 101 from noon 8th.
    const box = (roomId: string) => placeBookings(byRoom.get(roomId)!, week).bookings[0]!.box;
    expect(box('r-102')).toMatchObject({ left: 0, width: 0.5 * SLOT_WIDTH, fromBefore: true });
    expect(box('r-201')).toMatchObject({ left: 0.5 * SLOT_WIDTH, width: SLOT_WIDTH });
    expect(box('r-101')).toMatchObject({ left: 1.5 * SLOT_WIDTH, width: 2 * SLOT_WIDTH });
    // A stay that never moved is one part, its whole stay.
    expect(partsOf(bat)).toEqual([
      { booking: bat, roomId: 'r-101', from: '2026-12-08', to: '2026-12-10', settled: false },
    ]);
    // The unassigned list does not offer 102 or 201 for the nights the moved guest slept there.
    const standard = calendarData().roomTypes[0];
    const early = { ...dorj, checkIn: '2026-12-06', checkOut: '2026-12-07' };
    expect(freeRoomsFor(early, standard, [moved]).map((r) => r.name)).toEqual(['101']);
    // A resize keeps a night in the current room.
    expect(resizedBy(moved, -5).checkOut).toBe('2026-12-09');
  });

  it('a room change of a guest in the house after a night splits at the working date', () => {
    const inHouse = { ...bat, status: 'checked-in' as const, checkIn: '2026-12-07' };
    const to = (roomId: string, roomTypeId = 'rt-1') => ({
      booking: inHouse,
      checkIn: inHouse.checkIn,
      checkOut: inHouse.checkOut,
      roomId,
      roomTypeId,
    });
    // Working date the 9th: the nights of the 7th and 8th stay in 101; 102 from the 9th.
    expect(splitDateOf(to('r-102'), '2026-12-09')).toBe('2026-12-09');
    expect(partSpanOf(movedPartOf(to('r-102'), '2026-12-09'), '2026-12-07')).toEqual(
      spanOf({ ...inHouse, checkIn: '2026-12-09' }, '2026-12-07'),
    );
    // The room goes apart from the dates so the server keeps the slept nights.
    expect(datesRequestOf(to('r-102'), true).roomId).toBeUndefined();
    expect(datesRequestOf(to('r-102')).roomId).toBe('r-102');
    // On the arrival day, before check-in, on check-out day, another type, no room change: whole.
    expect(splitDateOf(to('r-102'), '2026-12-07')).toBeNull();
    expect(splitDateOf({ ...to('r-102'), booking: bat }, '2026-12-09')).toBeNull();
    expect(splitDateOf(to('r-102'), '2026-12-10')).toBeNull();
    expect(splitDateOf(to('r-201', 'rt-2'), '2026-12-09')).toBeNull();
    expect(splitDateOf(to('r-101'), '2026-12-09')).toBeNull();
    // Moved already on the 8th: the current room's first night is the 8th.
    const movedOnce = {
      ...inHouse,
      segments: [{ roomId: 'r-201', from: '2026-12-07', to: '2026-12-08' }],
    };
    const again = { ...to('r-102'), booking: movedOnce };
    expect(splitDateOf(again, '2026-12-08')).toBeNull();
    expect(movedPartOf(again, '2026-12-08').from).toBe('2026-12-08');
    expect(splitDateOf(again, '2026-12-09')).toBe('2026-12-09');
  });

  it('rows: type headers and rooms at fixed heights; the pointer finds its row', () => {
    const layout = layoutRows(calendarData().roomTypes, 'all');
    expect(layout.height).toBe(2 * TYPE_ROW_HEIGHT + 3 * ROOM_ROW_HEIGHT);
    const at = (y: number) => {
      const row = rowAt(layout, y);
      return row?.kind === 'room' ? row.room.name : row?.roomType.name;
    };
    expect(at(0)).toBe('Стандарт');
    expect(at(TYPE_ROW_HEIGHT)).toBe('101');
    expect(at(TYPE_ROW_HEIGHT + ROOM_ROW_HEIGHT + 5)).toBe('102');
    expect(at(layout.height - 1)).toBe('201');
    expect(at(layout.height)).toBeUndefined();
    expect(layoutRows(calendarData().roomTypes, 'dirty').rows.map((r) => r.kind)).toEqual([
      'type',
      'room',
    ]);
  });

  it('free rooms for an unassigned stay leave out rooms with a live overlapping stay', () => {
    const { roomTypes } = calendarData();
    const standard = roomTypes[0];
    const overlapping = { ...bat, checkOut: '2026-12-11' };
    expect(freeRoomsFor(dorj, standard, [overlapping, saraa, dorj]).map((r) => r.name)).toEqual([
      '102',
    ]);
    expect(
      freeRoomsFor(dorj, standard, [{ ...overlapping, status: 'no-show' }]).map((r) => r.name),
    ).toEqual(['101', '102']);
  });

  it('blocks: noon to noon (or their hours), not offered as free, not counted free by night', () => {
    const { roomTypes } = calendarData();
    const standard = roomTypes[0];
    const block = {
      id: 'k-1',
      roomId: 'r-102',
      roomTypeId: 'rt-1',
      startDate: '2026-12-10',
      endDate: '2026-12-11',
      isTime: false,
      startTime: null,
      endTime: null,
      description: 'Засвар',
    };
    const week = scaleOf(rangeOf('week', '2026-12-09'));
    expect(barBoxOf(blockSpanOf(block, week.from), week)).toMatchObject({
      left: 3.5 * SLOT_WIDTH,
      width: SLOT_WIDTH,
    });
    const hours = {
      ...block,
      isTime: true,
      endDate: '2026-12-10',
      startTime: '08:00',
      endTime: '11:00',
    };
    expect(blockSpanOf(hours, '2026-12-10')).toEqual({ start: 8 * 60, end: 11 * 60 });
    // Dorj (10 → 12) cannot have the blocked 102; the hour block leaves it free for the night.
    expect(freeRoomsFor(dorj, standard, [], [block]).map((r) => r.name)).toEqual(['101']);
    expect(freeRoomsFor(dorj, standard, [], [hours]).map((r) => r.name)).toEqual(['101', '102']);
    const free = freeByNight(roomTypes, [], ['2026-12-09', '2026-12-10', '2026-12-11'], [block]);
    expect(free.get('rt-1')).toEqual([2, 1, 2]);
    const byHours = freeByNight(roomTypes, [], ['2026-12-09', '2026-12-10', '2026-12-11'], [hours]);
    expect(byHours.get('rt-1')).toEqual([1, 2, 2]);
    // Selecting nights on the calendar: the night of the 10th is blocked, the 9th and 11th not.
    // The hour block (10th, 08:00–11:00) falls in the night of the 9th (noon to noon), not
    // in the night of the 10th.
    const from = '2026-12-09';
    expect(blockOverNights([block], from, 1, 1)).toBe(block);
    expect(blockOverNights([block], from, 0, 2)).toBe(block);
    expect(blockOverNights([block], from, 0, 0)).toBeUndefined();
    expect(blockOverNights([block], from, 2, 3)).toBeUndefined();
    expect(blockOverNights([hours], from, 0, 0)).toBe(hours);
    expect(blockOverNights([hours], from, 1, 1)).toBeUndefined();
  });

  it('a resize keeps one night at least', () => {
    expect(resizedBy(bat, -5).checkOut).toBe('2026-12-09');
    expect(resizedBy(bat, 2).checkOut).toBe('2026-12-12');
  });

  it('the day view opens an hour before the first departure or arrival, 08:00 at the latest', () => {
    expect(dayViewStartHour('12:00', '14:00')).toBe(8);
    expect(dayViewStartHour('06:30', '14:00')).toBe(5);
    expect(dayViewStartHour('11:00', '00:30')).toBe(0);
    expect(dayViewStartHour(undefined, undefined)).toBe(8);
  });
});
