import { describe, expect, it } from 'vitest';
import { closedRanges, icalFeed, sequenceOf } from './calendar-feed';

const at = '2026-12-01T10:00:00.000Z';

describe('the iCalendar text', () => {
  it('writes all-day events with exclusive ends, CRLF lines and nothing about guests', () => {
    const text = icalFeed([
      { uid: 'res-1', from: '2026-12-10', to: '2026-12-13', sequence: 2, changedAt: at },
    ]);
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Hotel PMS//Calendar export//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:res-1@ical.hotel-pms',
      'DTSTAMP:20261201T100000Z',
      'DTSTART;VALUE=DATE:20261210',
      'DTEND;VALUE=DATE:20261213',
      'SEQUENCE:2',
      'SUMMARY:Not available',
      'TRANSP:OPAQUE',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});

describe('the nights a room type is closed', () => {
  const holder = (from: string, to: string, quantity = 1, changedAt = at) => ({
    from,
    to,
    quantity,
    changedAt,
  });

  it('closes a night only when every room is taken, merged into ranges', () => {
    const ranges = closedRanges(
      [
        holder('2026-12-10', '2026-12-13'),
        holder('2026-12-11', '2026-12-15'),
        holder('2026-12-12', '2026-12-14', 1, '2026-12-02T00:00:00.000Z'),
      ],
      2,
      '2026-12-01',
    );
    expect(ranges).toEqual([
      { from: '2026-12-11', to: '2026-12-14', changedAt: '2026-12-02T00:00:00.000Z' },
    ]);
    expect(closedRanges([holder('2026-12-10', '2026-12-13')], 2, '2026-12-01')).toEqual([]);
  });

  it('counts quantities (request holds) and skips what takes no night', () => {
    expect(
      closedRanges(
        [holder('2026-12-10', '2026-12-12', 2), holder('2026-12-20', '2026-12-20', 5)],
        2,
        '2026-12-01',
      ).map((r) => [r.from, r.to]),
    ).toEqual([['2026-12-10', '2026-12-12']]);
  });

  it('gives a range a sequence that grows with its latest change', () => {
    expect(sequenceOf('2026-12-02T00:00:00.000Z')).toBeGreaterThan(sequenceOf(at));
  });
});
