import { hash, randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { deriveId } from '@hotel/events/ids';
import { parseLanguage } from '@hotel/events/messages';
import { HttpProblem, problemTypes, validationProblem } from '@hotel/infra/http/problem';
import type { CommandContext } from '../pipeline/context';
import { principalOf } from '@hotel/infra/http/auth';
import { withContract } from '@hotel/infra/http/route-policy';
import { commandAnswerSchema } from '@hotel/infra/http/api-schemas';
import { IdempotencyKeyReused } from '../pipeline/command-record';
import {
  type CommandHandler,
  type CommandOutcome,
  type CommandPipeline,
} from '../pipeline/handle-command';

export interface CommandRouteDeps {
  readonly pipeline: CommandPipeline;
  /** The clock: injected so tests control time. */
  readonly now: () => Date;
}

export interface CommandRoute<Schema extends z.ZodType> {
  readonly type: string;
  readonly schema: Schema;
  readonly handler: CommandHandler<z.output<Schema>>;
  /**
   * The property the command acts in. Default: the caller's property (X-Slug). Commands that
   * create a property derive its id from the command id.
   */
  readonly propertyId?: (commandId: string, req: Request) => string | null;
  /** Checks the caller before anything else (throws a 401/403/404 problem). */
  readonly authorize?: (req: Request, res: Response) => void;
  /** Commands of this process with the same key take turns (see the pipeline). */
  readonly lockKey?: (command: z.output<Schema>, context: CommandContext) => string;
  /**
   * The schema of the answer's body, `position` included (default `CommandAnswer`: `position`
   * and whatever the handler names; `IdAnswer` when it names what it created).
   */
  readonly response?: z.ZodType;
}

const headerValue = (req: Request, name: string): string | undefined => {
  const value = req.headers[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** Fields whose values never go into the stored request hash (passwords, tokens). */
const SECRET_FIELD = /password|token/i;

/** A JSON.stringify replacer: a secret field's value, whatever it is, becomes "[secret]". */
const redactSecret = (key: string, value: unknown): unknown =>
  SECRET_FIELD.test(key) ? '[secret]' : value;

/** Hash of a validated request, stored with the command to refuse a re-used key; no secrets in it. */
export const requestHashOf = (data: unknown): string =>
  hash('sha256', JSON.stringify(data, redactSecret) ?? '', 'base64url');

/**
 * The command id of a request carrying an `Idempotency-Key`: the key belongs to its caller, so
 * it is scoped by the account, the property (X-Slug) and the command type (the route). The same
 * key sent by another account, for another property or to another route is another command,
 * and can never be answered with this one's answer.
 */
export const scopedCommandId = (scope: {
  readonly key: string;
  readonly userId: string;
  readonly propertyId: string | null;
  readonly commandType: string;
}): string =>
  deriveId(
    JSON.stringify([scope.propertyId ?? '', scope.userId, scope.commandType, scope.key]),
    'idempotency-key',
  );

/** Validates with zod, or throws a 422 problem in the caller's language. */
export const parseInput = <Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  req: Request,
): z.output<Schema> => {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new HttpProblem(
      validationProblem(parsed.error, parseLanguage(headerValue(req, 'x-language'))),
    );
  }
  return parsed.data;
};

/** The context of a command sent over HTTP: ids from headers, the caller, the clock. */
export const commandContext = (
  req: Request,
  res: Response,
  deps: CommandRouteDeps,
  options: { type: string; data: unknown; commandId?: string; propertyId?: string | null },
): CommandContext => {
  const key = headerValue(req, 'idempotency-key');
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
    throw new HttpProblem({
      type: problemTypes.badRequest,
      title: 'Idempotency-Key must be 1 to 200 visible ASCII characters',
      status: 400,
    });
  }
  const userId = principalOf(res)?.accountId ?? 'anonymous';
  const propertyId =
    options.propertyId !== undefined ? options.propertyId : (headerValue(req, 'x-slug') ?? null);
  // Without a key (or an id given), the id is new: no one can send this command again under
  // it, so its record needs no hash of the request (a re-sent command is refused or answered
  // by comparing hashes; see IdempotencyKeyReused).
  const freshId = key === undefined && options.commandId === undefined;
  const commandId =
    options.commandId ??
    (key === undefined
      ? randomUUID()
      : scopedCommandId({ key, userId, propertyId, commandType: options.type }));
  return {
    commandId,
    commandType: options.type,
    requestHash: freshId ? '' : requestHashOf(options.data),
    ...(freshId ? { freshId } : {}),
    correlationId: headerValue(req, 'x-correlation-id') ?? commandId,
    causationId: headerValue(req, 'x-causation-id') ?? commandId,
    userId,
    propertyId,
    language: parseLanguage(headerValue(req, 'x-language')),
    now: deps.now().toISOString(),
  };
};

/** Sends a command's outcome: its body plus the read-your-writes position (body and X-Position). */
export const sendOutcome = (
  res: Response,
  outcome: CommandOutcome,
  extra: Record<string, unknown> = {},
): void => {
  const position = outcome.position.toString();
  res.setHeader('X-Position', position);
  if (outcome.replayed) res.setHeader('Idempotent-Replayed', 'true');
  res.status(outcome.status).json({ ...outcome.body, ...extra, position });
};

/** An IdempotencyKeyReused error as the 422 it is; other errors unchanged. */
export const mapCommandError = (error: unknown): unknown =>
  error instanceof IdempotencyKeyReused
    ? new HttpProblem({
        type: problemTypes.validation,
        title: 'This Idempotency-Key was already used for a different request.',
        status: 422,
        code: 'error.idempotencyKeyReused',
        errors: { 'Idempotency-Key': ['error.idempotencyKeyReused'] },
      })
    : error;

/**
 * Express handler for one command: validate (422) → context → pipeline → answer with the
 * read-your-writes position in the body (`position`) and the `X-Position` header.
 */
export const commandRoute = <Schema extends z.ZodType>(
  deps: CommandRouteDeps,
  route: CommandRoute<Schema>,
): RequestHandler =>
  withContract(handleCommand(deps, route), {
    body: route.schema,
    commandType: route.type,
    response: route.response ?? commandAnswerSchema,
  });

const handleCommand =
  <Schema extends z.ZodType>(deps: CommandRouteDeps, route: CommandRoute<Schema>): RequestHandler =>
  async (req: Request, res: Response, next: NextFunction) => {
    try {
      route.authorize?.(req, res);
      const data = parseInput(
        route.schema,
        { ...(req.body as object | undefined), ...req.params },
        req,
      );
      const context = commandContext(req, res, deps, { type: route.type, data });
      const withProperty = route.propertyId
        ? { ...context, propertyId: route.propertyId(context.commandId, req) }
        : context;
      sendOutcome(
        res,
        await deps.pipeline(route.handler, data, withProperty, route.lockKey?.(data, withProperty)),
      );
    } catch (error) {
      next(mapCommandError(error));
    }
  };
