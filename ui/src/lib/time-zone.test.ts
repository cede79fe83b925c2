import { afterEach, describe, expect, it } from 'vitest';
import { displayTimeZone, formatDateTime, setDisplayTimeZone } from './time-zone';

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
