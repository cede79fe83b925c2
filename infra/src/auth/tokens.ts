/**
 * Tokens and the secrets behind them.
 *
 * - Access tokens: short-lived HS256 JWTs (`sub` = account, `sid` = session). Stateless to
 *   verify; revocation works through the session (refresh) store and the short lifetime.
 * - Opaque tokens (refresh, password reset, invitations): 32 random bytes, base64url. Only
 *   their SHA-256 is stored, so a leaked database does not yield usable tokens; SHA-256 without
 *   salt is enough because the input has 256 bits of entropy.
 * - The signing secret: from the environment, or generated once into a 0600 file so tokens
 *   survive restarts.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';

/** HMAC-SHA-256 needs a key of at least its output size (RFC 7518 §3.2). */
export const MIN_SECRET_BYTES = 32;
const GENERATED_SECRET_BYTES = 64;
const ALG = 'HS256';
/** RFC 9068 media type: keeps these tokens from being confused with other JWTs. */
const ACCESS_TOKEN_TYP = 'at+jwt';
/** A live-feed ticket is its own kind of token: never taken as an access token, nor back. */
const FEED_TICKET_TYP = 'feed-ticket+jwt';
/** How long a live-feed ticket may be used to open the feed. */
const FEED_TICKET_TTL_SECONDS = 60;
const CLOCK_TOLERANCE_SECONDS = 5;
/** Far above any token we issue; longer input is rejected before parsing. */
const MAX_TOKEN_LENGTH = 4096;
/** Tokens kept verified (the oldest go first): about 2 MB at most. */
const MAX_VERIFIED_TOKENS = 5000;

export interface AccessClaims {
  accountId: string;
  sessionId: string;
}

export interface TokenServiceOptions {
  /** HMAC key, at least 32 bytes (see `loadOrCreateSecret`). */
  secret: Uint8Array;
  /** `iss` claim, checked on verification. Default 'hotel-pms'. */
  issuer?: string;
  /** Access-token lifetime. Default 900 (15 minutes). */
  accessTtlSeconds?: number;
  /** Clock, for tests. */
  now?: () => Date;
}

/**
 * Who may open the live feed (GET /api/events), for which property (null: the account's own
 * screens, no property). EventSource cannot send an Authorization header, so the UI asks for
 * a ticket with its access token and opens the feed with it in the URL: short-lived, good for
 * the feed only, and naming the property it was checked for.
 */
export interface FeedTicketClaims {
  accountId: string;
  propertyId: string | null;
}

export interface TokenService {
  issueAccessToken(claims: AccessClaims): Promise<{ token: string; expiresAt: string }>;
  /** The claims of a valid token, or null for anything else. Never throws. */
  verifyAccessToken(token: string): Promise<AccessClaims | null>;
  issueFeedTicket(claims: FeedTicketClaims): Promise<{ ticket: string; expiresAt: string }>;
  /** The claims of a valid, unexpired feed ticket, or null for anything else. Never throws. */
  verifyFeedTicket(ticket: string): Promise<FeedTicketClaims | null>;
}

const nonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

export const createTokenService = (options: TokenServiceOptions): TokenService => {
  const { secret, issuer = 'hotel-pms', accessTtlSeconds = 900, now = () => new Date() } = options;
  if (secret.byteLength < MIN_SECRET_BYTES) {
    throw new Error(`Token secret must be at least ${MIN_SECRET_BYTES} bytes`);
  }
  if (!Number.isInteger(accessTtlSeconds) || accessTtlSeconds <= 0) {
    throw new Error('accessTtlSeconds must be a positive integer');
  }
  // A private copy: later changes to the caller's array cannot change the key.
  const key = new Uint8Array(secret);
  /**
   * Tokens that passed `jwtVerify`, with the instant they stop being valid: every request
   * carries one, and checking its signature again costs 0.1–0.2 ms of the event loop (WebCrypto
   * through jose). Only valid tokens enter, so junk cannot fill it, and a kept token is still
   * refused from its expiry on, exactly as `jwtVerify` would refuse it.
   */
  const verified = new Map<string, { claims: AccessClaims; validUntilMs: number }>();

  return {
    async issueAccessToken({ accountId, sessionId }) {
      if (!nonEmptyString(accountId) || !nonEmptyString(sessionId)) {
        throw new Error('accountId and sessionId are required');
      }
      const iat = Math.floor(now().getTime() / 1000);
      const exp = iat + accessTtlSeconds;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALG, typ: ACCESS_TOKEN_TYP })
        .setSubject(accountId)
        .setIssuer(issuer)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .setJti(randomUUID())
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000).toISOString() };
    },

    async verifyAccessToken(token) {
      if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
        return null;
      }
      const kept = verified.get(token);
      if (kept) {
        if (now().getTime() < kept.validUntilMs) return { ...kept.claims };
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALG], // rejects `none`, RS256-with-HMAC-key confusion and the rest
          issuer,
          typ: ACCESS_TOKEN_TYP,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: now(),
          requiredClaims: ['sub', 'sid', 'iat', 'exp', 'jti'],
        });
        const { sub, sid, exp } = payload;
        if (!nonEmptyString(sub) || !nonEmptyString(sid) || typeof exp !== 'number') return null;
        const claims = { accountId: sub, sessionId: sid };
        if (verified.size >= MAX_VERIFIED_TOKENS) {
          const oldest = verified.keys().next();
          if (!oldest.done) verified.delete(oldest.value);
        }
        // jose refuses a token from exp + tolerance on (seconds, now rounded down).
        verified.set(token, {
          claims,
          validUntilMs: (exp + CLOCK_TOLERANCE_SECONDS) * 1000,
        });
        return { ...claims };
      } catch {
        // Expired, not yet valid, bad signature, wrong algorithm or issuer, malformed.
        return null;
      }
    },

    async issueFeedTicket({ accountId, propertyId }) {
      if (!nonEmptyString(accountId)) throw new Error('accountId is required');
      const iat = Math.floor(now().getTime() / 1000);
      const exp = iat + FEED_TICKET_TTL_SECONDS;
      const ticket = await new SignJWT(propertyId === null ? {} : { pid: propertyId })
        .setProtectedHeader({ alg: ALG, typ: FEED_TICKET_TYP })
        .setSubject(accountId)
        .setIssuer(issuer)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { ticket, expiresAt: new Date(exp * 1000).toISOString() };
    },

    async verifyFeedTicket(ticket) {
      if (typeof ticket !== 'string' || ticket.length === 0 || ticket.length > MAX_TOKEN_LENGTH) {
        return null;
      }
      try {
        const { payload } = await jwtVerify(ticket, key, {
          algorithms: [ALG],
          issuer,
          typ: FEED_TICKET_TYP,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: now(),
          requiredClaims: ['sub', 'iat', 'exp'],
        });
        const { sub, pid } = payload;
        if (!nonEmptyString(sub)) return null;
        if (pid !== undefined && !nonEmptyString(pid)) return null;
        return { accountId: sub, propertyId: pid ?? null };
      } catch {
        return null;
      }
    },
  };
};

/** A new opaque secret token: 32 random bytes, base64url (43 characters). Give it out once. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** What to store and look up instead of an opaque token: its SHA-256, base64url. */
export const hashOpaqueToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('base64url');

/**
 * Constant-time string comparison. Both sides are hashed first so that neither the content nor
 * the length of the expected value leaks through timing.
 */
export const safeEqual = (a: string, b: string): boolean => {
  const da = createHash('sha256').update(a, 'utf8').digest();
  const db = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(da, db);
};

const BASE64ISH = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * Bytes of a base64 or base64url string, or null when it is not one in canonical form
 * (so that, for example, a hex or plain-text passphrase is not silently mangled).
 */
const decodeBase64 = (text: string): Buffer | null => {
  if (!BASE64ISH.test(text)) return null;
  const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  const canonical = text.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return bytes.toString('base64url') === canonical ? bytes : null;
};

/**
 * The key for an env-supplied secret: base64/base64url when it decodes to at least 32 bytes,
 * otherwise its UTF-8 text, which must itself be at least 32 bytes.
 */
const secretFromText = (text: string, source: string): Uint8Array => {
  const trimmed = text.trim();
  const decoded = decodeBase64(trimmed);
  if (decoded !== null && decoded.byteLength >= MIN_SECRET_BYTES) return new Uint8Array(decoded);
  const utf8 = Buffer.from(trimmed, 'utf8');
  if (utf8.byteLength >= MIN_SECRET_BYTES) return new Uint8Array(utf8);
  throw new Error(
    `${source} is too short: it needs at least ${MIN_SECRET_BYTES} bytes ` +
      `(e.g. the output of \`openssl rand -base64 48\`)`,
  );
};

const isErrno = (e: unknown, code: string): boolean =>
  e instanceof Error && (e as NodeJS.ErrnoException).code === code;

/**
 * The signing secret. `envSecret` (e.g. JWT_SECRET) wins when set: base64, base64url or plain
 * text of at least 32 bytes, otherwise this throws. Without it the secret is read from `file`,
 * which is created on first use with 64 random bytes (base64url text, mode 0600, folder 0700).
 * Several instances sharing the secret must share the file or set the variable.
 */
export const loadOrCreateSecret = (options: { envSecret?: string; file: string }): Uint8Array => {
  const { envSecret, file } = options;
  if (envSecret !== undefined && envSecret.trim() !== '') {
    return secretFromText(envSecret, 'The JWT secret from the environment');
  }
  try {
    return secretFromText(readFileSync(file, 'utf8'), `The secret file ${file}`);
  } catch (e) {
    if (!isErrno(e, 'ENOENT')) throw e;
  }

  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  // Write a temporary file, then hard-link it into place: the link is atomic and never
  // overwrites, so a crash leaves no half-written secret and concurrent starts agree on one.
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(tmp, `${randomBytes(GENERATED_SECRET_BYTES).toString('base64url')}\n`, {
    mode: 0o600,
    flag: 'wx',
    flush: true,
  });
  try {
    linkSync(tmp, file);
  } catch (e) {
    if (!isErrno(e, 'EEXIST')) throw e; // another process won the race: use its secret
  } finally {
    unlinkSync(tmp);
  }
  return secretFromText(readFileSync(file, 'utf8'), `The secret file ${file}`);
};
