import { describe, expect, it } from 'vitest';
import { isOneOf } from './one-of';

const VIEWS = ['day', 'week', 'month'] as const;

describe('isOneOf', () => {
  it('is true for a value of the list only', () => {
    expect(isOneOf(VIEWS, 'week')).toBe(true);
    expect(isOneOf(VIEWS, 'Week')).toBe(false);
    expect(isOneOf(VIEWS, '')).toBe(false);
  });

  it('is false for what is not a string (a missing parameter, a stored number)', () => {
    expect(isOneOf(VIEWS, null)).toBe(false);
    expect(isOneOf(VIEWS, undefined)).toBe(false);
    expect(isOneOf(VIEWS, 7)).toBe(false);
  });
});
