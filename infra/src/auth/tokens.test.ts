import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTokenService,
  hashOpaqueToken,
  loadOrCreateSecret,
  newOpaqueToken,
  safeEqual,
} from './tokens';

const b64url = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  const secret = randomBytes(32);
  const start = Date.UTC(2025, 0, 1, 12, 0, 0);
  let t = start;
  const service = createTokenService({ secret, issuer: 'test-pms', now: () => new Date(t) });
  const claims = { accountId: 'acc-1', sessionId: 'ses-1' };

  beforeEach(() => {
    t = start;
  });

  it('round-trips, with sub, sid, iss, iat, exp and jti', async () => {
    const { token, expiresAt } = await service.issueAccessToken(claims);
    expect(await service.verifyAccessToken(token)).toEqual(claims);
    expect(expiresAt).toBe(new Date(start + 900_000).toISOString());
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    const payload = decodeJwt(token);
    expect(payload).toMatchObject({ sub: 'acc-1', sid: 'ses-1', iss: 'test-pms' });
    expect(payload.iat).toBe(start / 1000);
    expect(payload.exp).toBe(start / 1000 + 900);
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    const other = await service.issueAccessToken(claims);
    expect(decodeJwt(other.token).jti).not.toBe(payload.jti);
  });

  it('expires after the TTL, with 5 s of clock tolerance', async () => {
    const { token } = await service.issueAccessToken(claims);
    t = start + 900_000 + 4_000;
    expect(await service.verifyAccessToken(token)).toEqual(claims);
    t = start + 900_000 + 6_000;
    expect(await service.verifyAccessToken(token)).toBeNull();
  });

  it('checks a token once, then knows it until it expires', async () => {
    const { token } = await service.issueAccessToken(claims);
    expect(await service.verifyAccessToken(token)).toEqual(claims);
    // The answer is a copy: changing it changes nothing kept.
    const answer = await service.verifyAccessToken(token);
    if (answer) answer.accountId = 'admin';
    expect(await service.verifyAccessToken(token)).toEqual(claims);
    // One character off is another token, checked (and refused) on its own.
    expect(await service.verifyAccessToken(`${token}x`)).toBeNull();
    t = start + 905_000;
    expect(await service.verifyAccessToken(token)).toBeNull();
    // Forgotten once expired: with the clock set back, jose checks it afresh.
    t = start;
    expect(await service.verifyAccessToken(token)).toEqual(claims);
  });

  it('honours a custom TTL', async () => {
    const short = createTokenService({ secret, accessTtlSeconds: 60, now: () => new Date(t) });
    const { token, expiresAt } = await short.issueAccessToken(claims);
    expect(expiresAt).toBe(new Date(start + 60_000).toISOString());
    t = start + 70_000;
    expect(await short.verifyAccessToken(token)).toBeNull();
  });

  it('rejects a tampered signature or payload', async () => {
    const { token } = await service.issueAccessToken(claims);
    const [h, p, s = ''] = token.split('.');
    const flipped = `${s.slice(0, 10)}${s[10] === 'A' ? 'B' : 'A'}${s.slice(11)}`;
    expect(await service.verifyAccessToken(`${h}.${p}.${flipped}`)).toBeNull();
    const forged = b64url({ ...decodeJwt(token), sub: 'admin' });
    expect(await service.verifyAccessToken(`${h}.${forged}.${s}`)).toBeNull();
  });

  it('rejects an unsigned alg "none" token', async () => {
    const payload = {
      sub: 'acc-1',
      sid: 'ses-1',
      iss: 'test-pms',
      iat: start / 1000,
      exp: start / 1000 + 900,
      jti: 'x',
    };
    const none = `${b64url({ alg: 'none', typ: 'at+jwt' })}.${b64url(payload)}.`;
    expect(await service.verifyAccessToken(none)).toBeNull();
  });

  it('rejects tokens signed with another secret, another algorithm or for another issuer', async () => {
    const other = createTokenService({
      secret: randomBytes(32),
      issuer: 'test-pms',
      now: () => new Date(t),
    });
    const foreign = await other.issueAccessToken(claims);
    expect(await service.verifyAccessToken(foreign.token)).toBeNull();

    const iat = start / 1000;
    const sign = (alg: string, iss: string) =>
      new SignJWT({ sid: 'ses-1' })
        .setProtectedHeader({ alg, typ: 'at+jwt' })
        .setSubject('acc-1')
        .setIssuer(iss)
        .setIssuedAt(iat)
        .setExpirationTime(iat + 900)
        .setJti('j')
        .sign(secret);
    expect(await service.verifyAccessToken(await sign('HS256', 'test-pms'))).toEqual(claims);
    expect(await service.verifyAccessToken(await sign('HS512', 'test-pms'))).toBeNull();
    expect(await service.verifyAccessToken(await sign('HS256', 'someone-else'))).toBeNull();
  });

  it('rejects malformed input and tokens without the session claim, never throwing', async () => {
    for (const bad of ['', 'abc', 'a.b.c', '..', 'x'.repeat(10_000), `${b64url({})}.e30.`]) {
      expect(await service.verifyAccessToken(bad)).toBeNull();
    }
    const iat = start / 1000;
    const noSid = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject('acc-1')
      .setIssuer('test-pms')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 900)
      .setJti('j')
      .sign(secret);
    expect(await service.verifyAccessToken(noSid)).toBeNull();
  });

  it('refuses a short secret', () => {
    expect(() => createTokenService({ secret: randomBytes(16) })).toThrow(/at least 32 bytes/);
  });
});

describe('live-feed tickets', () => {
  const secret = randomBytes(32);
  const start = Date.UTC(2025, 0, 1, 12, 0, 0);
  let t = start;
  const service = createTokenService({ secret, issuer: 'test-pms', now: () => new Date(t) });

  beforeEach(() => {
    t = start;
  });

  it('round-trip with the property they were issued for (or none), for 60 s', async () => {
    const { ticket, expiresAt } = await service.issueFeedTicket({
      accountId: 'acc-1',
      propertyId: 'prop-1',
    });
    expect(expiresAt).toBe(new Date(start + 60_000).toISOString());
    expect(await service.verifyFeedTicket(ticket)).toEqual({
      accountId: 'acc-1',
      propertyId: 'prop-1',
    });
    const own = await service.issueFeedTicket({ accountId: 'acc-1', propertyId: null });
    expect(await service.verifyFeedTicket(own.ticket)).toEqual({
      accountId: 'acc-1',
      propertyId: null,
    });
    t = start + 66_000;
    expect(await service.verifyFeedTicket(ticket)).toBeNull();
  });

  it('are not access tokens, and access tokens are not tickets', async () => {
    const { ticket } = await service.issueFeedTicket({ accountId: 'acc-1', propertyId: 'p' });
    expect(await service.verifyAccessToken(ticket)).toBeNull();
    const { token } = await service.issueAccessToken({ accountId: 'acc-1', sessionId: 's' });
    expect(await service.verifyFeedTicket(token)).toBeNull();
  });

  it('refuse tampering and junk, never throwing', async () => {
    const { ticket } = await service.issueFeedTicket({ accountId: 'acc-1', propertyId: 'p1' });
    const [h, , s] = ticket.split('.');
    const forged = b64url({ ...decodeJwt(ticket), pid: 'p2' });
    expect(await service.verifyFeedTicket(`${h}.${forged}.${s}`)).toBeNull();
    for (const bad of ['', 'abc', 'a.b.c', 'x'.repeat(10_000)]) {
      expect(await service.verifyFeedTicket(bad)).toBeNull();
    }
  });
});

describe('opaque tokens', () => {
  it('are 32 random bytes, base64url', () => {
    const a = newOpaqueToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(newOpaqueToken()).not.toBe(a);
  });

  it('are stored as their SHA-256, base64url', () => {
    // SHA-256("abc") is ba7816bf…15ad.
    expect(hashOpaqueToken('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    const token = newOpaqueToken();
    expect(hashOpaqueToken(token)).toBe(hashOpaqueToken(token));
    expect(hashOpaqueToken(token)).not.toBe(token);
  });

  it('compare in constant time', () => {
    const h = hashOpaqueToken('abc');
    expect(safeEqual(h, hashOpaqueToken('abc'))).toBe(true);
    expect(safeEqual(h, hashOpaqueToken('abd'))).toBe(false);
    expect(safeEqual('short', 'longer value')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
  });
});

describe('loadOrCreateSecret', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'auth-secret-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates a 64-byte secret file (0600, folder 0700) and reuses it', async () => {
    const file = join(dir, 'secrets', 'jwt.key');
    const first = loadOrCreateSecret({ file });
    expect(first.byteLength).toBe(64);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'secrets')).mode & 0o777).toBe(0o700);
    const again = loadOrCreateSecret({ file });
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);

    // Tokens survive a restart: a new service with the reloaded secret accepts old tokens.
    const claims = { accountId: 'a', sessionId: 's' };
    const { token } = await createTokenService({ secret: first }).issueAccessToken(claims);
    expect(await createTokenService({ secret: again }).verifyAccessToken(token)).toEqual(claims);
  });

  it('prefers the environment, without creating a file', () => {
    const file = join(dir, 'jwt.key');
    const bytes = randomBytes(48);
    expect(Buffer.from(loadOrCreateSecret({ envSecret: bytes.toString('base64'), file }))).toEqual(
      bytes,
    );
    expect(
      Buffer.from(loadOrCreateSecret({ envSecret: bytes.toString('base64url'), file })),
    ).toEqual(bytes);
    expect(() => statSync(file)).toThrow();
  });

  it('accepts plain text of at least 32 bytes, and trims it', () => {
    const text = 'correct horse battery staple, twice over';
    const key = loadOrCreateSecret({ envSecret: ` ${text}\n`, file: join(dir, 'k') });
    expect(Buffer.from(key).toString('utf8')).toBe(text);
    // Hex is not canonical base64 here, so it is taken as text rather than mangled.
    const hex = randomBytes(24).toString('hex').slice(0, 46);
    expect(
      Buffer.from(loadOrCreateSecret({ envSecret: hex, file: join(dir, 'k') })).toString(),
    ).toBe(hex);
  });

  it('throws a clear error for a short secret', () => {
    const file = join(dir, 'k');
    expect(() => loadOrCreateSecret({ envSecret: 'too-short', file })).toThrow(/at least 32 bytes/);
    // base64 of 16 bytes is 24 characters: too short either way.
    expect(() =>
      loadOrCreateSecret({ envSecret: randomBytes(16).toString('base64'), file }),
    ).toThrow(/at least 32 bytes/);
  });

  it('refuses a corrupt secret file rather than replacing it', () => {
    const file = join(dir, 'jwt.key');
    writeFileSync(file, 'abc\n', { mode: 0o600 });
    expect(() => loadOrCreateSecret({ file })).toThrow(/secret file .* too short/);
    expect(readFileSync(file, 'utf8')).toBe('abc\n');
  });
});
