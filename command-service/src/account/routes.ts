import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import {
  changePasswordSchema,
  loginSchema,
  type RegisterAccount,
  registerAccountSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
} from '@hotel/events/account/commands';
import { deriveId } from '@hotel/events/ids';
import { translate } from '@hotel/events/messages';
import { streams } from '@hotel/events/streams';
import type { LoginThrottle } from '@hotel/infra/auth/login-throttle';
import { perClientLimit } from '@hotel/infra/http/rate-limit';
import { dummyVerify, hashPassword, verifyPassword } from '@hotel/infra/auth/passwords';
import { hashOpaqueToken, newOpaqueToken, type TokenService } from '@hotel/infra/auth/tokens';
import { cookieValue, requirePrincipal } from '@hotel/infra/http/auth';
import { commandAnswerSchema } from '@hotel/infra/http/api-schemas';
import { accountRoute, type GuardedRoutes, publicRoute } from '@hotel/infra/http/route-policy';
import { HttpProblem, problemTypes } from '@hotel/infra/http/problem';
import type { Logger } from '@hotel/infra/logging';
import type { Mailer } from '@hotel/infra/mail/port';
import {
  type CommandRouteDeps,
  commandContext,
  commandRoute,
  mapCommandError,
  parseInput,
  sendOutcome,
} from '../http/command-route';
import { unauthorized } from '../http/problems';
import { accessTokenAnswer, messageAnswer } from './answers';
import type { CommandHandler, Loader } from '../pipeline/handle-command';
import {
  account,
  type AccountState,
  changePassword,
  emailRegistry,
  endSession,
  InvalidCredentials,
  refreshSession,
  registerAccount,
  requestPasswordReset,
  resetPassword,
  session,
  startSession,
} from './decider';

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

const REFRESH_COOKIE = 'pms_refresh';
const REFRESH_PATH = '/api/auth';
const SESSION_DAYS = 30;
const RESET_MINUTES = 60;

const setRefreshCookie = (res: Response, deps: IdentityDeps, value: string | null): void => {
  res.cookie(REFRESH_COOKIE, value ?? '', {
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.secureCookies,
    path: REFRESH_PATH,
    maxAge: value ? SESSION_DAYS * 86_400_000 : 0,
  });
};

const loadAccountByEmail = async (load: Loader['load'], email: string): Promise<AccountState> => {
  const accountId = (await load(streams.emailRegistry(), emailRegistry)).get(email);
  return accountId ? load(streams.account(accountId), account) : account.initialState();
};

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

/** Reset mails one address gets in an hour, however often its reset is asked for. */
export const RESET_MAILS_PER_HOUR = 3;
/** Registrations one client (IP address) may make in ten minutes. */
export const REGISTRATIONS_PER_10_MINUTES = 100;

/** Counts sends per key over a sliding hour (in memory, per process). */
const perHour = (limit: number) => {
  const sent = new Map<string, number[]>();
  return {
    allow(key: string, now = Date.now()): boolean {
      const recent = (sent.get(key) ?? []).filter((at) => now - at < 3_600_000);
      if (recent.length >= limit) {
        sent.set(key, recent);
        return false;
      }
      recent.push(now);
      sent.set(key, recent);
      if (sent.size > 10_000) sent.delete(sent.keys().next().value as string);
      return true;
    },
  };
};

export const accountRoutes = (routes: GuardedRoutes, deps: IdentityDeps): void => {
  const resetMails = perHour(RESET_MAILS_PER_HOUR);
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

  routes.post('/login', publicRoute, async (req: Request, res: Response, next) => {
    try {
      const command = parseInput(loginSchema, req.body, req);
      const key = { account: command.email, ip: req.ip ?? 'unknown' };
      const context = commandContext(req, res, deps, {
        type: 'Login',
        data: { email: command.email },
        // A login is never replayed: its answer carries fresh secrets.
        commandId: randomUUID(),
      });
      const gate = deps.throttle.check(key);
      if (!gate.allowed) {
        res.setHeader('Retry-After', String(gate.retryAfterSeconds));
        throw new HttpProblem({
          type: problemTypes.tooManyRequests,
          title: translate('auth.tooManyAttempts', context.language, {
            seconds: gate.retryAfterSeconds,
          }),
          status: 429,
        });
      }
      const sessionId = randomUUID();
      const refreshToken = newOpaqueToken();
      let accountId = '';
      try {
        const outcome = await deps.pipeline(
          async (_c, ctx, { load }) => {
            const state = await loadAccountByEmail(load, command.email);
            let passwordMatches = false;
            if (state.status === 'registered') {
              passwordMatches = await verifyPassword(state.passwordHash, command.password);
              accountId = state.id;
            } else {
              await dummyVerify(command.password);
            }
            const events = startSession(
              {
                sessionId,
                refreshTokenHash: hashOpaqueToken(refreshToken),
                validForDays: SESSION_DAYS,
                passwordMatches,
                ip: req.ip ?? null,
                userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
              },
              { account: state, session: session.initialState() },
              ctx,
            );
            return {
              events: { [streams.session(sessionId)]: events },
              status: 200,
              body: {},
              actor: accountId,
            };
          },
          command,
          { ...context, userId: 'anonymous' },
        );
        deps.throttle.recordSuccess(key);
        const access = await deps.tokens.issueAccessToken({ accountId, sessionId });
        setRefreshCookie(res, deps, `${sessionId}.${refreshToken}`);
        sendOutcome(res, outcome, {
          accessToken: access.token,
          tokenType: 'Bearer',
          expiresAt: access.expiresAt,
        });
      } catch (error) {
        if (!(error instanceof InvalidCredentials)) throw error;
        deps.throttle.recordFailure(key);
        throw unauthorized(context.language, 'auth.invalidCredentials');
      }
    } catch (error) {
      next(mapCommandError(error));
    }
  });

  routes.post('/auth/refresh', publicRoute, async (req: Request, res: Response, next) => {
    try {
      const cookie = cookieValue(req.headers.cookie, REFRESH_COOKIE) ?? '';
      const [sessionId = '', presented = ''] = cookie.split('.');
      const context = commandContext(req, res, deps, {
        type: 'RefreshSession',
        data: { sessionId },
        commandId: randomUUID(),
      });
      if (!sessionId || !presented) throw unauthorized(context.language, 'auth.sessionExpired');
      const nextToken = newOpaqueToken();
      let accountId = '';
      let rotate = true;
      const outcome = await deps.pipeline(
        async (_c, ctx, { load }) => {
          const state = await load(streams.session(sessionId), session);
          if (state.status !== 'none') accountId = state.accountId;
          const decision = refreshSession(
            {
              presentedHash: hashOpaqueToken(presented),
              nextHash: hashOpaqueToken(nextToken),
              validForDays: SESSION_DAYS,
            },
            state,
            ctx,
          );
          rotate = decision.rotate;
          return {
            events: { [streams.session(sessionId)]: decision.events },
            status: decision.valid ? 200 : 401,
            body: {},
            ...(accountId ? { actor: accountId } : {}),
          };
        },
        {},
        context,
      );
      if (outcome.status !== 200) {
        setRefreshCookie(res, deps, null);
        throw unauthorized(context.language, 'auth.sessionExpired');
      }
      const access = await deps.tokens.issueAccessToken({ accountId, sessionId });
      if (rotate) setRefreshCookie(res, deps, `${sessionId}.${nextToken}`);
      sendOutcome(res, outcome, {
        accessToken: access.token,
        tokenType: 'Bearer',
        expiresAt: access.expiresAt,
      });
    } catch (error) {
      next(mapCommandError(error));
    }
  });

  routes.post('/logout', accountRoute, async (req: Request, res: Response, next) => {
    try {
      const principal = requirePrincipal(res);
      const context = commandContext(req, res, deps, {
        type: 'Logout',
        data: { sessionId: principal.sessionId },
        commandId: randomUUID(),
      });
      await deps.pipeline(
        async (_c, ctx, { load }) => {
          const stream = streams.session(principal.sessionId);
          return {
            events: { [stream]: endSession(await load(stream, session), ctx) },
            status: 204,
            body: {},
          };
        },
        {},
        context,
      );
      setRefreshCookie(res, deps, null);
      res.status(204).end();
    } catch (error) {
      next(mapCommandError(error));
    }
  });

  routes.post(
    '/password',
    accountRoute,
    commandRoute(deps, {
      type: 'ChangePassword',
      schema: changePasswordSchema,
      handler: async (command, context, { load }) => {
        const stream = streams.account(context.userId);
        const state = await load(stream, account);
        const matches =
          state.status === 'registered' &&
          (await verifyPassword(state.passwordHash, command.currentPassword));
        const events = changePassword(
          { passwordHash: await hashPassword(command.password), currentPasswordMatches: matches },
          state,
          context,
        );
        return { events: { [stream]: events }, status: 200, body: {} };
      },
    }),
  );

  routes.post('/password/email', publicRoute, async (req: Request, res: Response, next) => {
    try {
      const command = parseInput(requestPasswordResetSchema, req.body, req);
      const context = commandContext(req, res, deps, {
        type: 'RequestPasswordReset',
        data: command,
        commandId: randomUUID(),
      });
      const token = newOpaqueToken();
      let recipient: { name: string; email: string } | undefined;
      const outcome = await deps.pipeline(
        async (_c, ctx, { load }) => {
          const state = await loadAccountByEmail(load, command.email);
          const events = requestPasswordReset(
            { tokenHash: hashOpaqueToken(token), validForMinutes: RESET_MINUTES },
            state,
            ctx,
          );
          if (state.status === 'registered' && events.length > 0) {
            recipient = { name: state.name, email: state.email };
          }
          const stream = state.status === 'registered' ? streams.account(state.id) : 'none';
          return { events: { [stream]: events }, status: 200, body: {} };
        },
        command,
        context,
      );
      // The answer is the same, and as quick, for a known address and an unknown one: the
      // mail (if any) goes after it, and at most RESET_MAILS_PER_HOUR to one address.
      sendOutcome(res, outcome, { message: translate('auth.resetEmailSent', context.language) });
      if (recipient && resetMails.allow(recipient.email)) {
        const prefix = context.language === 'en' ? '/en' : '';
        const link = `${deps.publicUrl}${prefix}/password/reset/${token}?email=${encodeURIComponent(recipient.email)}`;
        deps.mailer
          .send({
            to: recipient.email,
            subject: translate('mail.resetSubject', context.language),
            text: translate('mail.resetBody', context.language, {
              name: recipient.name,
              link,
              minutes: RESET_MINUTES,
            }),
          })
          .catch((error: unknown) => {
            // The answer never tells whether a mail went out: the failure goes to the operators.
            deps.logger.error({ err: error }, 'password reset e-mail could not be sent');
          });
      }
    } catch (error) {
      next(mapCommandError(error));
    }
  });

  routes.post('/password/reset', publicRoute, async (req: Request, res: Response, next) => {
    try {
      const command = parseInput(resetPasswordSchema, req.body, req);
      const context = commandContext(req, res, deps, {
        type: 'ResetPassword',
        data: command,
        commandId: randomUUID(),
      });
      const outcome = await deps.pipeline(
        async (_c, ctx, { load }) => {
          const state = await loadAccountByEmail(load, command.email);
          const events = resetPassword(
            {
              tokenHash: hashOpaqueToken(command.token),
              passwordHash: await hashPassword(command.password),
            },
            state,
            ctx,
          );
          const stream = state.status === 'registered' ? streams.account(state.id) : 'none';
          return { events: { [stream]: events }, status: 200, body: {} };
        },
        command,
        context,
      );
      sendOutcome(res, outcome);
    } catch (error) {
      next(mapCommandError(error));
    }
  });
  // What the routes above, which parse their own input, take (OpenAPI, input sweeps).
  routes.describe('post', '/login', {
    body: loginSchema,
    summary: 'Log in',
    response: accessTokenAnswer,
  });
  routes.describe('post', '/auth/refresh', {
    summary: 'A new access token (refresh cookie)',
    response: accessTokenAnswer,
  });
  routes.describe('post', '/logout', {
    summary: 'Ends the session of the refresh cookie',
    produces: 'none',
  });
  routes.describe('post', '/password/email', {
    body: requestPasswordResetSchema,
    response: messageAnswer,
  });
  routes.describe('post', '/password/reset', {
    body: resetPasswordSchema,
    response: commandAnswerSchema,
  });
};
