import { describe, expect, it } from 'vitest';
import { expandStays } from '@hotel/events/reservations/calendar-payload';
import { bat, calendarData, canceled, dorj, packCalendar, saraa } from './test-server';

describe('the calendar answer’s packed stays', () => {
  it('expand to the bookings they were packed from', () => {
    const fromRequest = { ...dorj, id: 'b-5', number: 1005, resReqId: 'req-1' };
    const gone = { ...bat, id: 'b-6', number: 1006, roomTypeId: 'rt-9', roomId: 'r-901' };
    const dayStay = {
      ...saraa,
      id: 'b-7',
      stayType: 'day' as const,
      checkIn: '2026-12-12',
      checkOut: '2026-12-12',
      arrivalTime: '09:30',
      exitTime: '18:00',
      sourceName: 'Вэб',
    };
    // Moved mid-stay: slept 7 → 8 December in 102, then 101; and one from a request too.
    const moved = {
      ...bat,
      id: 'b-8',
      number: 1008,
      status: 'checked-in' as const,
      checkIn: '2026-12-07',
      segments: [{ roomId: 'r-102', from: '2026-12-07', to: '2026-12-08' }],
    };
    const movedTwice = {
      ...moved,
      id: 'b-9',
      number: 1009,
      resReqId: 'req-2',
      segments: [
        { roomId: 'r-102', from: '2026-12-06', to: '2026-12-07' },
        { roomId: 'r-201', from: '2026-12-07', to: '2026-12-08' },
      ],
      checkIn: '2026-12-06',
    };
    const data = calendarData({
      bookings: [bat, saraa, dorj, canceled, fromRequest, gone, dayStay, moved, movedTwice],
    });
    const packed = packCalendar(data);
    // Sent as JSON and read back.
    const sent = JSON.parse(JSON.stringify(packed)) as typeof packed;
    expect(expandStays(sent.stays)).toStrictEqual(data.bookings);
  });

  it('reads the columns by name, whatever their order', () => {
    const { stays } = packCalendar(calendarData({ bookings: [bat] }));
    const order = [...stays.columns].reverse();
    const rows = stays.rows.map((row) =>
      order.map((name) => row[stays.columns.indexOf(name)]).filter((v) => v !== undefined),
    );
    // resReqId and segments (absent) were last; reversed they would be first: keep them out.
    const optional = ['resReqId', 'segments'];
    const columns = order.filter((name) => !optional.includes(name)).concat(optional);
    expect(expandStays({ ...stays, columns, rows })).toStrictEqual([bat]);
  });

  it('reads an answer from before mid-stay moves (no segments column)', () => {
    const { stays } = packCalendar(calendarData({ bookings: [bat, dorj] }));
    const columns = stays.columns.filter((name) => name !== 'segments');
    expect(expandStays({ ...stays, columns })).toStrictEqual([bat, dorj]);
  });

  it('refuses an answer without a column it needs', () => {
    const { stays } = packCalendar(calendarData({ bookings: [bat] }));
    const columns = stays.columns.filter((name) => name !== 'guestName');
    expect(() => expandStays({ ...stays, columns })).toThrow(/guestName/);
  });
});
