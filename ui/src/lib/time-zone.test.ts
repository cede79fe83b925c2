import { afterEach, describe, expect, it } from 'vitest';
import { instantOf, localDateTimeOf } from '@hotel/events/dates';
import { displayTimeZone, formatDateTime, setDisplayTimeZone } from './time-zone';

/** The reservation history's times: with seconds. */
const formatInZone = (iso: string, timeZone: string) =>
  formatDateTime(iso, timeZone, { seconds: true });

describe('times in the property time zone', () => {
  afterEach(() => setDisplayTimeZone(undefined));

  it("shows an instant as the property's wall-clock time", () => {
    expect(formatDateTime('2026-12-09T08:30:00.000Z', 'Asia/Ulaanbaatar')).toBe('2026-12-09 16:30');
    expect(formatDateTime('2026-12-09T20:05:00.000Z', 'Asia/Ulaanbaatar')).toBe('2026-12-10 04:05');
    expect(formatDateTime('2026-12-09T20:05:00.000Z', 'Europe/London')).toBe('2026-12-09 20:05');
  });

  it('uses the zone the property layout set, whatever the browser is in', () => {
    setDisplayTimeZone('Asia/Ulaanbaatar');
    expect(displayTimeZone()).toBe('Asia/Ulaanbaatar');
    expect(formatDateTime('2026-06-30T23:59:00.000Z')).toBe('2026-07-01 07:59');
  });

  it('falls back to the browser zone for an unknown zone, and leaves a non-date as it is', () => {
    setDisplayTimeZone('Not/A_Zone');
    expect(displayTimeZone()).toBeUndefined();
    expect(formatDateTime('yesterday')).toBe('yesterday');
    expect(formatDateTime('2026-12-09T08:30:00.000Z')).toMatch(/^2026-12-0\d \d\d:30$/);
  });
});

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
