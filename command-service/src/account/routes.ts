import { type RegisterAccount, registerAccountSchema } from '@hotel/events/account/commands';
import { deriveId } from '@hotel/events/ids';
import { streams } from '@hotel/events/streams';
import { perClientLimit } from '@hotel/infra/http/rate-limit';
import { hashPassword } from '@hotel/infra/auth/passwords';
import { type GuardedRoutes, publicRoute } from '@hotel/infra/http/route-policy';
import { commandRoute } from '../http/command-route';
import type { CommandHandler } from '../pipeline/handle-command';
import { account, emailRegistry, registerAccount } from './decider';
import { type IdentityDeps } from './route-support';
import { passwordRoutes } from './password-routes';
import { sessionRoutes } from './session-routes';

export type { IdentityDeps } from './route-support';
export { RESET_MAILS_PER_HOUR } from './password-routes';

/** Owners register themselves: a default account. */
export const registerAccountCommand = {
  type: 'RegisterAccount',
  schema: registerAccountSchema,
  handler: (async (command, context, { load }) => {
    const accountId = deriveId(context.commandId, 'account');
    const accountStream = streams.account(accountId);
    const registryStream = streams.emailRegistry();
    const registry = await load(registryStream, emailRegistry);
    const state = await load(accountStream, account);
    const { password, ...details } = command;
    const events = registerAccount(
      { ...details, passwordHash: await hashPassword(password), isDefault: true },
      { account: state, registry },
      { ...context, accountId },
    );
    return {
      events: { [accountStream]: events.account, [registryStream]: events.registry },
      status: 201,
      body: { id: accountId },
    };
  }) satisfies CommandHandler<RegisterAccount>,
};

/** Registrations one client (IP address) may make in ten minutes. */
export const REGISTRATIONS_PER_10_MINUTES = 100;

/** Accounts: registration, sessions and passwords. */
export const accountRoutes = (routes: GuardedRoutes, deps: IdentityDeps): void => {
  routes.post(
    '/register',
    publicRoute,
    perClientLimit({
      windowMs: 10 * 60_000,
      limit: REGISTRATIONS_PER_10_MINUTES,
      message: 'auth.tooManyRegistrations',
    }),
    commandRoute(deps, registerAccountCommand),
  );
  sessionRoutes(routes, deps);
  passwordRoutes(routes, deps);
};
