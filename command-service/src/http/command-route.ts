import { createHash, randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { parseLanguage } from '@hotel/events/messages';
import { HttpProblem, problemTypes, validationProblem } from '@hotel/infra/http/problem';
import type { CommandContext } from '../pipeline/context';
import {
  type CommandHandler,
  type CommandPipeline,
  IdempotencyKeyReused,
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
}

const headerValue = (req: Request, name: string): string | undefined => {
  const value = req.headers[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * Express handler for one command: validate (422) → context → pipeline → answer with the
 * read-your-writes position in the body (`position`) and the `X-Position` header.
 */
export const commandRoute =
  <Schema extends z.ZodType>(deps: CommandRouteDeps, route: CommandRoute<Schema>): RequestHandler =>
  async (req: Request, res: Response, next: NextFunction) => {
    try {
      const language = parseLanguage(headerValue(req, 'x-language'));
      const input = { ...(req.body as Record<string, unknown> | undefined), ...req.params };
      const parsed = route.schema.safeParse(input);
      if (!parsed.success) throw new HttpProblem(validationProblem(parsed.error, language));
      const key = headerValue(req, 'idempotency-key');
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
        throw new HttpProblem({
          type: problemTypes.badRequest,
          title: 'Idempotency-Key must be 1 to 200 visible ASCII characters',
          status: 400,
        });
      }
      const commandId = key ?? randomUUID();
      const context: CommandContext = {
        commandId,
        commandType: route.type,
        requestHash: createHash('sha256').update(JSON.stringify(parsed.data)).digest('base64url'),
        correlationId: headerValue(req, 'x-correlation-id') ?? commandId,
        causationId: headerValue(req, 'x-causation-id') ?? commandId,
        // Accounts and permissions arrive with the identity issue; until then every command is
        // recorded as made by an anonymous caller.
        userId: 'anonymous',
        propertyId: route.propertyId
          ? route.propertyId(commandId, req)
          : (headerValue(req, 'x-slug') ?? null),
        language,
        now: deps.now().toISOString(),
      };
      const outcome = await deps.pipeline(route.handler, parsed.data, context);
      const position = outcome.position.toString();
      res.setHeader('X-Position', position);
      if (outcome.replayed) res.setHeader('Idempotent-Replayed', 'true');
      res.status(outcome.status).json({ ...outcome.body, position });
    } catch (error) {
      if (error instanceof IdempotencyKeyReused) {
        next(
          new HttpProblem({
            type: problemTypes.validation,
            title: 'Idempotency-Key was already used for a different request',
            status: 422,
          }),
        );
        return;
      }
      next(error);
    }
  };
