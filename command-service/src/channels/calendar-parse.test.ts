import { describe, expect, it } from 'vitest';
import { NotACalendar, parseCalendar } from './calendar-parse';

const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR', ''].join(
    '\r\n',
  );
const vevent = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');

describe('a site calendar parsed', () => {
  it('reads all-day events, date-times, durations and a lone all-day start', () => {
    const text = calendar(
      vevent(
        'UID:a@airbnb',
        'DTSTART;VALUE=DATE:20261201',
        'DTEND;VALUE=DATE:20261204',
        'SUMMARY:Reserved',
      ),
      vevent('UID:b', 'DTSTART:20261210T150000Z', 'DTEND:20261212T110000Z'),
      vevent('UID:c', 'DTSTART;VALUE=DATE:20261220', 'DURATION:P2D'),
      vevent('UID:d', 'DTSTART;VALUE=DATE:20261225'),
    );
    expect(parseCalendar(text)).toEqual([
      { uid: 'a@airbnb', startDate: '2026-12-01', endDate: '2026-12-04' },
      { uid: 'b', startDate: '2026-12-10', endDate: '2026-12-12' },
      { uid: 'c', startDate: '2026-12-20', endDate: '2026-12-22' },
      { uid: 'd', startDate: '2026-12-25', endDate: '2026-12-26' },
    ]);
  });

  it('leaves out canceled events; names an event without a UID by its dates', () => {
    const text = calendar(
      vevent(
        'UID:x',
        'STATUS:CANCELLED',
        'DTSTART;VALUE=DATE:20261201',
        'DTEND;VALUE=DATE:20261202',
      ),
      vevent('DTSTART;VALUE=DATE:20261203', 'DTEND;VALUE=DATE:20261205'),
    );
    expect(parseCalendar(text)).toEqual([
      { uid: '2026-12-03/2026-12-05', startDate: '2026-12-03', endDate: '2026-12-05' },
    ]);
  });

  it('refuses what is not a calendar', () => {
    expect(() => parseCalendar('<html>Not found</html>')).toThrow(NotACalendar);
    expect(() => parseCalendar('')).toThrow(NotACalendar);
    expect(() => parseCalendar('BEGIN:VCARD\r\nFN:x\r\nEND:VCARD\r\n')).toThrow(NotACalendar);
  });
});
