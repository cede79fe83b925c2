import { describe, expect, it } from 'vitest';
import { formatInZone, instantOf, localDateTimeOf } from './history-time';

describe('history times in the property’s zone', () => {
  it('shows an instant as the property’s wall clock', () => {
    expect(formatInZone('2026-11-20T17:30:05.120Z', 'Asia/Ulaanbaatar')).toBe(
      '2026-11-21 01:30:05',
    );
    expect(localDateTimeOf('2026-07-01T12:00:00Z', 'Europe/Berlin')).toBe('2026-07-01T14:00:00');
    expect(formatInZone('not a time', 'Asia/Ulaanbaatar')).toBe('not a time');
  });

  it('reads a typed wall-clock time back into the instant', () => {
    expect(instantOf('2026-11-21T01:30', 'Asia/Ulaanbaatar')).toBe('2026-11-20T17:30:00.000Z');
    expect(instantOf('2026-11-21T01:30:05', 'Asia/Ulaanbaatar')).toBe('2026-11-20T17:30:05.000Z');
    // Both sides of a daylight-saving change.
    expect(instantOf('2026-03-28T12:00', 'Europe/Berlin')).toBe('2026-03-28T11:00:00.000Z');
    expect(instantOf('2026-03-30T12:00', 'Europe/Berlin')).toBe('2026-03-30T10:00:00.000Z');
    expect(instantOf('yesterday', 'Asia/Ulaanbaatar')).toBeNull();
  });

  it('round-trips', () => {
    const iso = '2026-11-20T05:06:07.000Z';
    expect(instantOf(localDateTimeOf(iso, 'Asia/Ulaanbaatar'), 'Asia/Ulaanbaatar')).toBe(iso);
  });
});
