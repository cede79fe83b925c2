import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginThrottle, LoginThrottleConfig, ThrottleKey } from './login-throttle';
import { createLoginThrottle, throttleIpKey } from './login-throttle';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('login throttle', () => {
  let t = 0;
  const make = (config: LoginThrottleConfig = {}): LoginThrottle =>
    createLoginThrottle({ now: () => new Date(t), ...config });
  const alice: ThrottleKey = { account: 'alice@example.com', ip: '198.51.100.7' };
  const retryAfter = (throttle: LoginThrottle, key: ThrottleKey): number => {
    const d = throttle.check(key);
    return d.allowed ? 0 : d.retryAfterSeconds;
  };
  const fail = (throttle: LoginThrottle, key: ThrottleKey, times: number): void => {
    for (let i = 0; i < times; i += 1) throttle.recordFailure(key);
  };

  beforeEach(() => {
    t = Date.UTC(2025, 0, 1);
  });

  it('lets the free budget of 5 failures per pair through without delay', () => {
    const throttle = make();
    for (let i = 0; i < 5; i += 1) {
      expect(throttle.check(alice)).toEqual({ allowed: true });
      throttle.recordFailure(alice);
    }
    expect(throttle.check(alice)).toEqual({ allowed: true });
    throttle.recordFailure(alice); // the 6th failure starts the delay
    expect(throttle.check(alice)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    t += SECOND;
    expect(throttle.check(alice)).toEqual({ allowed: true });
  });

  it('doubles the delay with each further failure, up to the 15-minute cap', () => {
    const throttle = make();
    fail(throttle, alice, 5);
    const delays: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      throttle.recordFailure(alice);
      const d = retryAfter(throttle, alice);
      delays.push(d);
      t += d * SECOND; // wait it out, then fail again
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900]);
  });

  it('counts accounts case-insensitively', () => {
    const throttle = make();
    fail(throttle, { account: 'Alice@Example.COM', ip: alice.ip }, 6);
    expect(retryAfter(throttle, { account: ' alice@example.com', ip: alice.ip })).toBe(1);
  });

  it('resets the pair and the account on success, but not the IP', () => {
    const throttle = make({ ip: { freeFailures: 8 } });
    fail(throttle, alice, 7);
    expect(retryAfter(throttle, alice)).toBe(2);
    t += 2 * SECOND;
    throttle.recordSuccess(alice);
    fail(throttle, alice, 2);
    // The pair is back to 2 failures (free), but the IP has 7 + 2 = 9, past its budget of 8.
    expect(retryAfter(throttle, alice)).toBe(1);

    const fresh = make();
    fail(fresh, alice, 6);
    t += 60 * SECOND;
    fresh.recordSuccess(alice);
    fail(fresh, alice, 5);
    expect(fresh.check(alice)).toEqual({ allowed: true });
  });

  it('limits one IP spraying many accounts (50 free failures per IP)', () => {
    const throttle = make();
    const ip = '203.0.113.9';
    for (let i = 0; i < 50; i += 1) throttle.recordFailure({ account: `u${i}@example.com`, ip });
    expect(throttle.check({ account: 'next@example.com', ip })).toEqual({ allowed: true });
    throttle.recordFailure({ account: 'u50@example.com', ip });
    expect(retryAfter(throttle, { account: 'next@example.com', ip })).toBe(1);
    // The other users, from their own addresses, are unaffected.
    expect(throttle.check({ account: 'u1@example.com', ip: '192.0.2.1' })).toEqual({
      allowed: true,
    });
  });

  it('counts an IPv6 /64 as one address', () => {
    const throttle = make();
    for (let i = 0; i < 51; i += 1) {
      throttle.recordFailure({
        account: `u${i}@example.com`,
        ip: `2001:db8:aa:bb::${i.toString(16)}`,
      });
    }
    expect(retryAfter(throttle, { account: 'x@example.com', ip: '2001:db8:aa:bb:1:2:3:4' })).toBe(
      1,
    );
    expect(throttle.check({ account: 'x@example.com', ip: '2001:db8:aa:bc::1' })).toEqual({
      allowed: true,
    });
  });

  it('delays an account under distributed attack by at most 60 s, then lets the user in', () => {
    const throttle = make();
    const user: ThrottleKey = { account: 'alice@example.com', ip: '192.0.2.10' };
    let maxWait = 0;
    // 5000 attempts from 5000 addresses, one every 100 ms; each honours `check`.
    for (let i = 0; i < 5000; i += 1) {
      const attacker = {
        account: 'ALICE@example.com',
        ip: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
      };
      if (throttle.check(attacker).allowed) throttle.recordFailure(attacker);
      maxWait = Math.max(maxWait, retryAfter(throttle, user));
      t += 100;
    }
    expect(maxWait).toBe(60);
    // An attacker who ignores `check` (concurrent requests) cannot push it further.
    for (let i = 0; i < 500; i += 1)
      throttle.recordFailure({ account: alice.account, ip: `10.9.${i >> 8}.${i & 255}` });
    expect(retryAfter(throttle, user)).toBe(60);
    // The real user's own pair has no failures: after the cap they get in.
    t += 60 * SECOND;
    expect(throttle.check(user)).toEqual({ allowed: true });
  });

  it('exempts a pair that logged in recently from the account-wide lock', () => {
    const throttle = make();
    const home: ThrottleKey = { account: 'alice@example.com', ip: '192.0.2.10' };
    throttle.recordSuccess(home);
    t += 24 * 60 * MINUTE;
    for (let i = 0; i < 100; i += 1)
      throttle.recordFailure({ account: home.account, ip: `10.0.0.${i}` });
    expect(retryAfter(throttle, { account: home.account, ip: '192.0.2.99' })).toBe(60);
    expect(throttle.check(home)).toEqual({ allowed: true });
    // …but its own pair limit still applies.
    fail(throttle, home, 6);
    expect(retryAfter(throttle, home)).toBe(1);
  });

  it('forgets failures after 15 quiet minutes, measured from the end of a lock', () => {
    const throttle = make();
    fail(throttle, alice, 5);
    t += 15 * MINUTE;
    fail(throttle, alice, 5);
    expect(throttle.check(alice)).toEqual({ allowed: true });

    fail(throttle, alice, 1); // 6th in this window: locked 1 s
    t += 14 * MINUTE;
    fail(throttle, alice, 1); // still remembered
    expect(retryAfter(throttle, alice)).toBe(2);
  });

  it('keeps memory bounded and sweeps stale entries', () => {
    const throttle = make({ maxEntries: 100 });
    for (let i = 0; i < 1000; i += 1) {
      throttle.recordFailure({ account: `u${i}@example.com`, ip: `10.0.${i >> 8}.${i & 255}` });
    }
    expect(throttle.size()).toBe(300);
    t += 16 * MINUTE;
    for (let i = 0; i < 50; i += 1) {
      throttle.recordFailure({ account: `v${i}@example.com`, ip: `10.1.0.${i}` });
    }
    expect(throttle.size()).toBe(150);
  });
});

describe('throttleIpKey', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['2001:DB8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s → %s', (ip, key) => {
    expect(throttleIpKey(ip)).toBe(key);
  });
});
