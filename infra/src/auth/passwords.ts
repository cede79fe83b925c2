/**
 * Password hashing: argon2id at OWASP's minimum recommended parameters
 * (m = 19 MiB, t = 2, p = 1), stored as PHC strings
 * (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`), which carry their own salt and parameters.
 *
 * Passwords are NFC-normalised before hashing and verifying, so the same text typed on
 * different keyboards (composed "й" U+0439 vs "и" + U+0306) matches. Any characters are
 * allowed, spaces and Cyrillic included; only the length is checked.
 */
import type { Algorithm, Options, Version } from '@node-rs/argon2';
import { hash, parseOptions, verify } from '@node-rs/argon2';

/** Minimum and maximum password length, in Unicode code points after NFC normalisation. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The package's `Algorithm` is an ambient const enum, which isolatedModules cannot read. */
const ARGON2ID = 2 as Algorithm;
/** Version 0x13 (19), the current argon2 version (`Version.V0x13`). */
const ARGON2_V13 = 1 as Version;

/** The current hashing policy. Raising any of these makes `needsRehash` true for older hashes. */
export const ARGON2_PARAMS = {
  memoryCost: 19_456, // KiB = 19 MiB
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const;

const HASH_OPTIONS: Options = { algorithm: ARGON2ID, ...ARGON2_PARAMS };

/** Salt length this package generates; shorter salts (from other tools) are rehashed. */
const MIN_SALT_BYTES = 16;

/**
 * Inputs longer than this (UTF-16 code units) are refused by `verifyPassword` without hashing:
 * no stored password can be that long, and it bounds the work a request can cause.
 */
const VERIFY_INPUT_LIMIT = PASSWORD_MAX * 8;

/**
 * A hash of a random, discarded password at the current parameters. `dummyVerify` checks
 * against it so that a login for an unknown e-mail costs the same time as a real one.
 * A test keeps it in step with ARGON2_PARAMS.
 */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$K3o5bV9OS5uK75o4rrwaVg$bPe6eMPCD1zLctMEza+3BT5IYUyKb0rSFlVlIC+PI1Q';

const normalise = (plain: string): string => plain.normalize('NFC');

/** Length in code points, so a Cyrillic or emoji character counts as one. */
const codePointLength = (s: string): number => Array.from(s).length;

/** Why a new password is refused, or null when its length is acceptable. */
export const checkPasswordLength = (plain: string): 'too_short' | 'too_long' | null => {
  const length = codePointLength(normalise(plain));
  if (length < PASSWORD_MIN) return 'too_short';
  if (length > PASSWORD_MAX) return 'too_long';
  return null;
};

/**
 * Hashes a new password. Throws a RangeError when its length is outside
 * PASSWORD_MIN..PASSWORD_MAX (validate with `checkPasswordLength` first to answer the user).
 */
export const hashPassword = async (plain: string): Promise<string> => {
  const problem = checkPasswordLength(plain);
  if (problem !== null) {
    throw new RangeError(
      `Password must be ${PASSWORD_MIN}-${PASSWORD_MAX} characters long (${problem})`,
    );
  }
  return hash(normalise(plain), HASH_OPTIONS);
};

/**
 * True when `plain` matches the stored hash. False for a wrong password, a malformed or
 * unsupported hash, or an absurdly long input; never throws.
 */
export const verifyPassword = async (storedHash: string, plain: string): Promise<boolean> => {
  if (typeof storedHash !== 'string' || typeof plain !== 'string') return false;
  if (plain.length > VERIFY_INPUT_LIMIT) return false;
  try {
    return await verify(storedHash, normalise(plain));
  } catch {
    // "Decoding failed" and similar: the stored value is not a valid PHC argon2 string.
    return false;
  }
};

/**
 * Spends the time of one `verifyPassword` and discards the result. Call it when the e-mail is
 * unknown, so response times do not reveal which accounts exist.
 */
export const dummyVerify = async (plain = ''): Promise<void> => {
  await verifyPassword(DUMMY_HASH, plain.slice(0, VERIFY_INPUT_LIMIT));
};

/**
 * True when the hash should be replaced on the next successful login: it is not argon2id v19,
 * or any cost parameter is below the current policy. A malformed hash also answers true.
 */
export const needsRehash = (storedHash: string): boolean => {
  try {
    const p = parseOptions(storedHash);
    return (
      p.algorithm !== ARGON2ID ||
      p.version !== ARGON2_V13 ||
      p.memoryCost < ARGON2_PARAMS.memoryCost ||
      p.timeCost < ARGON2_PARAMS.timeCost ||
      p.outputLen < ARGON2_PARAMS.outputLen ||
      p.saltLen < MIN_SALT_BYTES
    );
  } catch {
    return true;
  }
};
