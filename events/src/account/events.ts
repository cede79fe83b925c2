import { z } from 'zod';
import type { DomainEvent } from '../metadata';

/**
 * Accounts: people who log in. A default account (isDefault) is an owner who registered
 * themselves and registers properties; staff accounts are made by an owner inside a property.
 * Password and token hashes live in these events (never the secrets themselves); the audit
 * read model redacts every field whose name ends in "Hash".
 */
export const accountRegisteredSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  position: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  passwordHash: z.string(),
  isDefault: z.boolean(),
  registeredAt: z.string(),
});
export type AccountRegistered = DomainEvent<
  'AccountRegistered',
  z.infer<typeof accountRegisteredSchema>
>;

export const passwordChangedSchema = z.object({
  accountId: z.string(),
  passwordHash: z.string(),
  /** Set when the change used a reset link: that link is spent. */
  resetTokenHash: z.string().nullable(),
  changedAt: z.string(),
});
export type PasswordChanged = DomainEvent<'PasswordChanged', z.infer<typeof passwordChangedSchema>>;

export const passwordResetRequestedSchema = z.object({
  accountId: z.string(),
  tokenHash: z.string(),
  expiresAt: z.string(),
  requestedAt: z.string(),
});
export type PasswordResetRequested = DomainEvent<
  'PasswordResetRequested',
  z.infer<typeof passwordResetRequestedSchema>
>;

export const accountDetailsChangedSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  position: z.string(),
  phoneNumber: z.string(),
});
export type AccountDetailsChanged = DomainEvent<
  'AccountDetailsChanged',
  z.infer<typeof accountDetailsChangedSchema>
>;

export type AccountEvent =
  AccountRegistered | PasswordChanged | PasswordResetRequested | AccountDetailsChanged;

/** The e-mail registry keeps e-mail addresses unique and maps them to accounts. */
export const emailClaimedSchema = z.object({ email: z.string(), accountId: z.string() });
export type EmailClaimed = DomainEvent<'EmailClaimed', z.infer<typeof emailClaimedSchema>>;
export type EmailRegistryEvent = EmailClaimed;

/** A login session; its refresh token rotates on every refresh (only hashes are stored). */
export const sessionStartedSchema = z.object({
  sessionId: z.string(),
  accountId: z.string(),
  refreshTokenHash: z.string(),
  expiresAt: z.string(),
  startedAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type SessionStarted = DomainEvent<'SessionStarted', z.infer<typeof sessionStartedSchema>>;

export const sessionRefreshedSchema = z.object({
  sessionId: z.string(),
  refreshTokenHash: z.string(),
  expiresAt: z.string(),
  refreshedAt: z.string(),
});
export type SessionRefreshed = DomainEvent<
  'SessionRefreshed',
  z.infer<typeof sessionRefreshedSchema>
>;

export const sessionEndedSchema = z.object({
  sessionId: z.string(),
  reason: z.enum(['logout', 'refresh-token-reused']),
  endedAt: z.string(),
});
export type SessionEnded = DomainEvent<'SessionEnded', z.infer<typeof sessionEndedSchema>>;

export type SessionEvent = SessionStarted | SessionRefreshed | SessionEnded;
