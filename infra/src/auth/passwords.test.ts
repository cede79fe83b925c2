import { hash, parseOptions } from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ARGON2_PARAMS,
  DUMMY_HASH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  checkPasswordLength,
  dummyVerify,
  hashPassword,
  needsRehash,
  verifyPassword,
} from './passwords';

// Argon2 at full cost is ~50 ms per hash or verify: the suite hashes twice at full cost.
describe('passwords', () => {
  const plain = 'Нууц үг with spaces 123';
  let stored = '';
  beforeAll(async () => {
    stored = await hashPassword(plain);
  });

  it('hashes with argon2id v19, m=19456 KiB, t=2, p=1 as a PHC string', () => {
    expect(stored).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    const p = parseOptions(stored);
    expect(p).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 });
    expect(p.saltLen).toBe(16);
    expect(needsRehash(stored)).toBe(false);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    expect(await verifyPassword(stored, plain)).toBe(true);
    expect(await verifyPassword(stored, `${plain} `)).toBe(false);
  });

  it('returns false for malformed hashes instead of throwing', async () => {
    for (const bad of ['', 'not-a-hash', '$argon2id$v=19$m=19456,t=2,p=1$bad', '$2b$10$abc']) {
      expect(await verifyPassword(bad, plain)).toBe(false);
      expect(needsRehash(bad)).toBe(true);
    }
  });

  it('refuses absurdly long input without hashing', async () => {
    expect(await verifyPassword(stored, 'x'.repeat(100_000))).toBe(false);
  });

  it('NFC-normalises: composed and decomposed Cyrillic "й" are the same password', async () => {
    const composed = 'мой пароль \u0439'; // й as one code point
    const decomposed = 'мой пароль \u0438\u0306'; // и + combining breve
    expect(composed).not.toBe(decomposed);
    const h = await hashPassword(decomposed);
    expect(await verifyPassword(h, composed)).toBe(true);
    expect(await verifyPassword(h, decomposed)).toBe(true);
  });

  it('checks length in code points after NFC, allowing any characters', async () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(PASSWORD_MAX).toBe(128);
    expect(checkPasswordLength('1234567')).toBe('too_short');
    expect(checkPasswordLength('        ')).toBeNull(); // eight spaces
    expect(checkPasswordLength('\u0438\u0306'.repeat(128))).toBeNull(); // 256 units, 128 after NFC
    expect(checkPasswordLength('й'.repeat(129))).toBe('too_long');
    expect(checkPasswordLength('😀'.repeat(8))).toBeNull(); // surrogate pairs count once
    await expect(hashPassword('short')).rejects.toThrow(RangeError);
    await expect(hashPassword('x'.repeat(129))).rejects.toThrow(RangeError);
  });

  it('asks for a rehash when parameters are below the policy or the variant differs', async () => {
    const weak = await hash('whatever1', {
      algorithm: 2 as Algorithm,
      memoryCost: 4096,
      timeCost: 1,
    });
    expect(needsRehash(weak)).toBe(true);
    const fewerPasses = await hash('whatever1', {
      algorithm: 2 as Algorithm,
      memoryCost: 19456,
      timeCost: 1,
    });
    expect(needsRehash(fewerPasses)).toBe(true);
    const argon2i = await hash('whatever1', { algorithm: 1 as Algorithm, memoryCost: 1024 });
    expect(needsRehash(argon2i)).toBe(true);
  });

  it('keeps the dummy hash at the current parameters, and dummyVerify resolves', async () => {
    expect(needsRehash(DUMMY_HASH)).toBe(false);
    expect(parseOptions(DUMMY_HASH)).toMatchObject(ARGON2_PARAMS);
    await expect(dummyVerify()).resolves.toBeUndefined();
    await expect(dummyVerify('any password at all')).resolves.toBeUndefined();
  });
});
