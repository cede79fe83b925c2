import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { loginSchema } from '@hotel/events/account/commands';
import { translate } from '@hotel/events/messages';
import { streams } from '@hotel/events/streams';
import { dummyVerify, verifyPassword } from '@hotel/infra/auth/passwords';
import { hashOpaqueToken, newOpaqueToken } from '@hotel/infra/auth/tokens';
import { cookieValue, requirePrincipal } from '@hotel/infra/http/auth';
import { accountRoute, type GuardedRoutes, publicRoute } from '@hotel/infra/http/route-policy';
import { HttpProblem, problemTypes } from '@hotel/infra/http/problem';
import { commandContext, mapCommandError, parseInput, sendOutcome } from '../http/command-route';
import { unauthorized } from '../http/problems';
import { accessTokenAnswer } from './answers';
import { endSession, InvalidCredentials, refreshSession, session, startSession } from './decider';
import { type IdentityDeps, loadAccountByEmail } from './route-support';

const REFRESH_COOKIE = 'pms_refresh';
const REFRESH_PATH = '/api/auth';
const SESSION_DAYS = 30;

const setRefreshCookie = (res: Response, deps: IdentityDeps, value: string | null): void => {
  res.cookie(REFRESH_COOKIE, value ?? '', {
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.secureCookies,
    path: REFRESH_PATH,
    maxAge: value ? SESSION_DAYS * 86_400_000 : 0,
  });
};

/** Sessions: log in, refresh the access token (rotating the refresh cookie), log out. */
export const sessionRoutes = (routes: GuardedRoutes, deps: IdentityDeps): void => {
  loginRoute(routes, deps);
  tokenRoutes(routes, deps);
};

/** Log in: throttled, a new session, the access token and the refresh cookie. */
const loginRoute = (routes: GuardedRoutes, deps: IdentityDeps): void => {
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
  // What the route above, which parses its own input, takes (OpenAPI, input sweeps).
  routes.describe('post', '/login', {
    body: loginSchema,
    summary: 'Log in',
    response: accessTokenAnswer,
  });
};

/** A session's tokens: the access token renewed (the refresh cookie rotated), the session ended. */
const tokenRoutes = (routes: GuardedRoutes, deps: IdentityDeps): void => {
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
  // What the routes above, which parse their own input, take (OpenAPI, input sweeps).
  routes.describe('post', '/auth/refresh', {
    summary: 'A new access token (refresh cookie)',
    response: accessTokenAnswer,
  });
  routes.describe('post', '/logout', {
    summary: 'Ends the session of the refresh cookie',
    produces: 'none',
  });
};
