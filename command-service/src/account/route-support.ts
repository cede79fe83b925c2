import { streams } from '@hotel/events/streams';
import type { LoginThrottle } from '@hotel/infra/auth/login-throttle';
import { type TokenService } from '@hotel/infra/auth/tokens';
import type { Logger } from '@hotel/infra/logging';
import type { Mailer } from '@hotel/infra/mail/port';
import { type CommandRouteDeps } from '../http/command-route';
import type { Loader } from '../pipeline/handle-command';
import { account, type AccountState, emailRegistry } from './decider';

export interface IdentityDeps extends CommandRouteDeps {
  readonly tokens: TokenService;
  readonly throttle: LoginThrottle;
  readonly mailer: Mailer;
  readonly logger: Logger;
  /** Base URL of the app as users reach it, for links in e-mails. */
  readonly publicUrl: string;
  /** Mark the refresh cookie Secure (on whenever the app is served over https). */
  readonly secureCookies: boolean;
}

/** The account an e-mail address belongs to (or the empty state). */
export const loadAccountByEmail = async (
  load: Loader['load'],
  email: string,
): Promise<AccountState> => {
  const accountId = (await load(streams.emailRegistry(), emailRegistry)).get(email);
  return accountId ? load(streams.account(accountId), account) : account.initialState();
};
