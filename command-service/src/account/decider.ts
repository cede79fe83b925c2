import type {
  AccountEvent,
  AccountRegistered,
  EmailClaimed,
  EmailRegistryEvent,
  PasswordChanged,
  PasswordResetRequested,
  SessionEnded,
  SessionEvent,
  SessionRefreshed,
  SessionStarted,
} from '@hotel/events/account/events';
import type { RegisterAccount } from '@hotel/events/account/commands';
import { RuleBroken } from '@hotel/events/rule-broken';
import type { Aggregate } from '../pipeline/aggregate';
import type { CommandContext } from '../pipeline/context';

// ---- account ----

export type AccountState =
  | { readonly status: 'none' }
  | {
      readonly status: 'registered';
      readonly id: string;
      readonly name: string;
      readonly position: string;
      readonly phoneNumber: string;
      readonly email: string;
      readonly isDefault: boolean;
      readonly passwordHash: string;
      /** Reset links not yet used, by token hash → expiry. */
      readonly resetTokens: ReadonlyMap<string, string>;
    };

export const account: Aggregate<AccountState, AccountEvent> = {
  cached: true,
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'AccountRegistered':
        return {
          status: 'registered',
          id: event.data.accountId,
          name: event.data.name,
          position: event.data.position,
          phoneNumber: event.data.phoneNumber,
          email: event.data.email,
          isDefault: event.data.isDefault,
          passwordHash: event.data.passwordHash,
          resetTokens: new Map(),
        };
      case 'PasswordChanged': {
        if (state.status !== 'registered') return state;
        const resetTokens = new Map(state.resetTokens);
        // A new password spends every outstanding reset link.
        resetTokens.clear();
        return { ...state, passwordHash: event.data.passwordHash, resetTokens };
      }
      case 'AccountDetailsChanged':
        return state.status === 'registered'
          ? {
              ...state,
              name: event.data.name,
              position: event.data.position,
              phoneNumber: event.data.phoneNumber,
            }
          : state;
      case 'PasswordResetRequested': {
        if (state.status !== 'registered') return state;
        const resetTokens = new Map(state.resetTokens).set(
          event.data.tokenHash,
          event.data.expiresAt,
        );
        return { ...state, resetTokens };
      }
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
};

/** E-mail address → account. */
export type EmailRegistryState = ReadonlyMap<string, string>;

export const emailRegistry: Aggregate<EmailRegistryState, EmailRegistryEvent> = {
  initialState: () => new Map(),
  evolve: (state, event) => {
    switch (event.type) {
      case 'EmailClaimed':
        return new Map(state).set(event.data.email, event.data.accountId);
      default: {
        const unhandled: never = event.type;
        return unhandled;
      }
    }
  },
};

export const registerAccount = (
  command: Omit<RegisterAccount, 'password'> & { passwordHash: string; isDefault: boolean },
  state: { account: AccountState; registry: EmailRegistryState },
  context: CommandContext & { accountId: string },
): { account: AccountRegistered[]; registry: EmailClaimed[] } => {
  if (state.registry.has(command.email)) throw new RuleBroken('account.emailTaken', {}, 'email');
  if (state.account.status !== 'none') throw new RuleBroken('account.emailTaken', {}, 'email');
  const { accountId } = context;
  return {
    account: [
      {
        type: 'AccountRegistered',
        data: {
          accountId,
          name: command.name,
          position: command.position,
          phoneNumber: command.phoneNumber,
          email: command.email,
          passwordHash: command.passwordHash,
          isDefault: command.isDefault,
          registeredAt: context.now,
        },
      },
    ],
    registry: [{ type: 'EmailClaimed', data: { email: command.email, accountId } }],
  };
};

/** The password was checked by the caller (argon2 is slow work, not a decision). */
export const changePassword = (
  command: { passwordHash: string; currentPasswordMatches: boolean },
  state: AccountState,
  context: CommandContext,
): PasswordChanged[] => {
  if (state.status !== 'registered') throw new RuleBroken('auth.sessionExpired');
  if (!command.currentPasswordMatches) {
    throw new RuleBroken('auth.wrongCurrentPassword', {}, 'currentPassword');
  }
  return [
    {
      type: 'PasswordChanged',
      data: {
        accountId: state.id,
        passwordHash: command.passwordHash,
        resetTokenHash: null,
        changedAt: context.now,
      },
    },
  ];
};

/** Nothing for an unknown account: the answer must not tell whether the e-mail exists. */
export const requestPasswordReset = (
  command: { tokenHash: string; validForMinutes: number },
  state: AccountState,
  context: CommandContext,
): PasswordResetRequested[] => {
  if (state.status !== 'registered') return [];
  const expiresAt = new Date(
    Date.parse(context.now) + command.validForMinutes * 60_000,
  ).toISOString();
  return [
    {
      type: 'PasswordResetRequested',
      data: {
        accountId: state.id,
        tokenHash: command.tokenHash,
        expiresAt,
        requestedAt: context.now,
      },
    },
  ];
};

export const resetPassword = (
  command: { tokenHash: string; passwordHash: string },
  state: AccountState,
  context: CommandContext,
): PasswordChanged[] => {
  const expiresAt =
    state.status === 'registered' ? state.resetTokens.get(command.tokenHash) : undefined;
  if (state.status !== 'registered' || !expiresAt || expiresAt <= context.now) {
    throw new RuleBroken('auth.resetLinkExpired');
  }
  return [
    {
      type: 'PasswordChanged',
      data: {
        accountId: state.id,
        passwordHash: command.passwordHash,
        resetTokenHash: command.tokenHash,
        changedAt: context.now,
      },
    },
  ];
};

// ---- session ----

export type SessionState =
  | { readonly status: 'none' }
  | {
      readonly status: 'active' | 'ended';
      readonly id: string;
      readonly accountId: string;
      readonly refreshTokenHash: string;
      /** Hashes this session's refresh token had before; presenting one means it was stolen. */
      readonly previousHashes: ReadonlySet<string>;
      /** When the token last rotated: the one before it is still accepted for a moment. */
      readonly rotatedAt: string | null;
      readonly lastHash?: string;
      readonly expiresAt: string;
    };

export const session: Aggregate<SessionState, SessionEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'SessionStarted':
        return {
          status: 'active',
          id: event.data.sessionId,
          accountId: event.data.accountId,
          refreshTokenHash: event.data.refreshTokenHash,
          previousHashes: new Set(),
          rotatedAt: null,
          expiresAt: event.data.expiresAt,
        };
      case 'SessionRefreshed':
        if (state.status === 'none') return state;
        return {
          ...state,
          previousHashes: new Set(state.previousHashes).add(state.refreshTokenHash),
          refreshTokenHash: event.data.refreshTokenHash,
          rotatedAt: event.data.refreshedAt,
          lastHash: state.refreshTokenHash,
          expiresAt: event.data.expiresAt,
        };
      case 'SessionEnded':
        return state.status === 'none' ? state : { ...state, status: 'ended' };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
};

/** Login: the password check happened before (it is slow work); here only the rules. */
export const startSession = (
  command: {
    sessionId: string;
    refreshTokenHash: string;
    validForDays: number;
    passwordMatches: boolean;
    ip: string | null;
    userAgent: string | null;
  },
  state: { account: AccountState; session: SessionState },
  context: CommandContext,
): SessionStarted[] => {
  if (state.account.status !== 'registered' || !command.passwordMatches) {
    throw new InvalidCredentials();
  }
  const expiresAt = new Date(
    Date.parse(context.now) + command.validForDays * 86_400_000,
  ).toISOString();
  return [
    {
      type: 'SessionStarted',
      data: {
        sessionId: command.sessionId,
        accountId: state.account.id,
        refreshTokenHash: command.refreshTokenHash,
        expiresAt,
        startedAt: context.now,
        ip: command.ip,
        userAgent: command.userAgent,
      },
    },
  ];
};

/** Wrong e-mail or password: 401, the same answer for both. */
export class InvalidCredentials extends Error {
  constructor() {
    super('invalid credentials');
    this.name = 'InvalidCredentials';
  }
}

/** How long the token before the last rotation still works: tabs refreshing at once. */
export const REFRESH_GRACE_SECONDS = 30;

export type RefreshOutcome = {
  events: (SessionRefreshed | SessionEnded)[];
  valid: boolean;
  /** False when a request raced the last rotation: answer, but keep the newer token. */
  rotate: boolean;
};

/**
 * Rotates the refresh token. The token just replaced still works for a few seconds (two tabs
 * refreshing at once) without rotating again; any older token presented means it leaked, and
 * the session ends for everyone holding it.
 */
export const refreshSession = (
  command: { presentedHash: string; nextHash: string; validForDays: number },
  state: SessionState,
  context: CommandContext,
): RefreshOutcome => {
  const refused = { events: [], valid: false, rotate: false };
  if (state.status !== 'active' || state.expiresAt <= context.now) return refused;
  if (state.refreshTokenHash !== command.presentedHash) {
    const raced =
      state.lastHash === command.presentedHash &&
      state.rotatedAt !== null &&
      Date.parse(context.now) - Date.parse(state.rotatedAt) <= REFRESH_GRACE_SECONDS * 1000;
    if (raced) return { events: [], valid: true, rotate: false };
    if (!state.previousHashes.has(command.presentedHash)) return refused;
    return {
      valid: false,
      rotate: false,
      events: [
        {
          type: 'SessionEnded',
          data: { sessionId: state.id, reason: 'refresh-token-reused', endedAt: context.now },
        },
      ],
    };
  }
  const expiresAt = new Date(
    Date.parse(context.now) + command.validForDays * 86_400_000,
  ).toISOString();
  return {
    valid: true,
    rotate: true,
    events: [
      {
        type: 'SessionRefreshed',
        data: {
          sessionId: state.id,
          refreshTokenHash: command.nextHash,
          expiresAt,
          refreshedAt: context.now,
        },
      },
    ],
  };
};

export const endSession = (state: SessionState, context: CommandContext): SessionEnded[] =>
  state.status === 'active'
    ? [
        {
          type: 'SessionEnded',
          data: { sessionId: state.id, reason: 'logout', endedAt: context.now },
        },
      ]
    : [];
