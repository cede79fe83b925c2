import { describe, expect, it } from 'vitest';
import { expandStays } from './calendar-payload';
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
    const data = calendarData({
      bookings: [bat, saraa, dorj, canceled, fromRequest, gone, dayStay],
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
    // resReqId (absent) was last; reversed it would be first: keep it out of this case.
    const columns = order.filter((name) => name !== 'resReqId').concat('resReqId');
    expect(expandStays({ ...stays, columns, rows })).toStrictEqual([bat]);
  });

  it('refuses an answer without a column it needs', () => {
    const { stays } = packCalendar(calendarData({ bookings: [bat] }));
    const columns = stays.columns.filter((name) => name !== 'guestName');
    expect(() => expandStays({ ...stays, columns })).toThrow(/guestName/);
  });
});
