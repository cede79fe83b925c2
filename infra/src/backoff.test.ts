import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

describe('backoffDelay', () => {
  const limits = { initialMs: 100, maxMs: 5000 };

  it('doubles each attempt up to the cap, between half the step and the step', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, limits, () => 0))).toEqual([50, 100, 200, 400]);
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, limits, () => 1))).toEqual([100, 200, 400, 800]);
    expect(backoffDelay(10, limits, () => 1)).toBe(5000);
    expect(backoffDelay(1000, limits, () => 0)).toBe(2500);
  });

  it('spreads instances that fail together', () => {
    const delays = new Set(Array.from({ length: 20 }, () => backoffDelay(4, limits)));
    expect(delays.size).toBeGreaterThan(10);
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(800);
  });
});
