import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import {
  changePasswordSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
} from '@hotel/events/account/commands';
import { translate } from '@hotel/events/messages';
import { streams } from '@hotel/events/streams';
import { hashPassword, verifyPassword } from '@hotel/infra/auth/passwords';
import { hashOpaqueToken, newOpaqueToken } from '@hotel/infra/auth/tokens';
import { commandAnswerSchema } from '@hotel/infra/http/api-schemas';
import { accountRoute, type GuardedRoutes, publicRoute } from '@hotel/infra/http/route-policy';
import {
  commandContext,
  commandRoute,
  mapCommandError,
  parseInput,
  sendOutcome,
} from '../http/command-route';
import { messageAnswer } from './answers';
import { account, changePassword, requestPasswordReset, resetPassword } from './decider';
import { type IdentityDeps, loadAccountByEmail } from './route-support';

const RESET_MINUTES = 60;

/** Reset mails one address gets in an hour, however often its reset is asked for. */
export const RESET_MAILS_PER_HOUR = 3;
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

/** Passwords: changed by their owner, or reset through a mailed link. */
export const passwordRoutes = (routes: GuardedRoutes, deps: IdentityDeps): void => {
  const resetMails = perHour(RESET_MAILS_PER_HOUR);
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
  routes.describe('post', '/password/email', {
    body: requestPasswordResetSchema,
    response: messageAnswer,
  });
  routes.describe('post', '/password/reset', {
    body: resetPasswordSchema,
    response: commandAnswerSchema,
  });
};
