import { describe, expect, it } from 'vitest';
import type { AccountEvent } from '@hotel/events/account/events';
import { RuleBroken } from '@hotel/events/rule-broken';
import { systemContext } from '../pipeline/context';
import {
  account,
  changePassword,
  emailRegistry,
  registerAccount,
  requestPasswordReset,
  resetPassword,
} from './decider';

const now = '2026-11-21T10:00:00.000Z';
const context = systemContext('c-1', 'Test', { now });
const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: {
    accountId: 'a-1',
    name: 'Бат',
    position: 'Захирал',
    phoneNumber: '+976 9911 2233',
    email: 'bat@hotel.mn',
    passwordHash: 'hash-1',
    isDefault: true,
    registeredAt: now,
  },
};
const given = (events: AccountEvent[]) => events.reduce(account.evolve, account.initialState());
const resetAsked = (tokenHash: string, expiresAt: string): AccountEvent => ({
  type: 'PasswordResetRequested',
  data: { accountId: 'a-1', tokenHash, expiresAt, requestedAt: now },
});

describe('accounts', () => {
  it('given a claimed e-mail, when registering with it, then it is refused under the e-mail field', () => {
    const registry = emailRegistry.evolve(emailRegistry.initialState(), {
      type: 'EmailClaimed',
      data: { email: 'bat@hotel.mn', accountId: 'a-0' },
    });
    expect(() =>
      registerAccount(
        {
          name: 'Бат',
          position: 'Захирал',
          phoneNumber: '1',
          email: 'bat@hotel.mn',
          passwordHash: 'h',
          isDefault: true,
        },
        { account: account.initialState(), registry },
        { ...context, accountId: 'a-1' },
      ),
    ).toThrow(new RuleBroken('account.emailTaken', {}, 'email'));
  });

  it('refuses a password change when the current password did not match', () => {
    expect(() =>
      changePassword(
        { passwordHash: 'h2', currentPasswordMatches: false },
        given([registered]),
        context,
      ),
    ).toThrow(new RuleBroken('auth.wrongCurrentPassword', {}, 'currentPassword'));
  });

  it('asks nothing for an unknown account (the answer must not tell)', () => {
    expect(
      requestPasswordReset(
        { tokenHash: 't', validForMinutes: 60 },
        account.initialState(),
        context,
      ),
    ).toEqual([]);
  });

  it('resets with a live link once; an expired, unknown or spent link is refused', () => {
    const live = given([registered, resetAsked('t1', '2026-11-21T11:00:00.000Z')]);
    const events = resetPassword({ tokenHash: 't1', passwordHash: 'h2' }, live, context);
    expect(events).toEqual([
      {
        type: 'PasswordChanged',
        data: { accountId: 'a-1', passwordHash: 'h2', resetTokenHash: 't1', changedAt: now },
      },
    ]);
    const spent = given([registered, resetAsked('t1', '2026-11-21T11:00:00.000Z'), ...events]);
    const expired = given([registered, resetAsked('t1', '2026-11-21T09:59:59.000Z')]);
    for (const [state, token] of [
      [spent, 't1'],
      [expired, 't1'],
      [live, 'other'],
    ] as const) {
      expect(() => resetPassword({ tokenHash: token, passwordHash: 'h3' }, state, context)).toThrow(
        new RuleBroken('auth.resetLinkExpired'),
      );
    }
  });
});
