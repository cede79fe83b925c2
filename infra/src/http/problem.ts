import type { ErrorRequestHandler, Response } from 'express';
import { ZodError } from 'zod';
import { issueMessage } from '@hotel/events/issue-message';
import { isMessageKey, type Language, parseLanguage, translate } from '@hotel/events/messages';
import { NotFound, RuleBroken, Unavailable } from '@hotel/events/rule-broken';
import {
  DuplicateEventIdError,
  StoreBusyError,
  WrongExpectedRevisionError,
} from '../event-store/port';
import type { Logger } from '../logging';

/** RFC 9457 problem details, plus per-field `errors` for validation problems. */
export interface ProblemDetails {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail?: string;
  readonly instance?: string;
  readonly code?: string;
  readonly errors?: Record<string, string[]>;
}

export const problemTypes = {
  validation: '/problems/validation',
  rule: '/problems/business-rule',
  badRequest: '/problems/bad-request',
  unauthorized: '/problems/unauthorized',
  forbidden: '/problems/forbidden',
  notFound: '/problems/not-found',
  conflict: '/problems/conflict',
  tooManyRequests: '/problems/too-many-requests',
  unsupportedMediaType: '/problems/unsupported-media-type',
  unavailable: '/problems/unavailable',
  internal: '/problems/internal',
} as const;

export class HttpProblem extends Error {
  constructor(readonly problem: ProblemDetails) {
    super(problem.detail ?? problem.title);
    this.name = 'HttpProblem';
  }
}

export const sendProblem = (res: Response, problem: ProblemDetails): void => {
  res.status(problem.status).type('application/problem+json').json(problem);
};

/** Zod issues → 422 with messages per field path (`pays.0.amount`), in the caller's language. */
export const validationProblem = (error: ZodError, language: Language): ProblemDetails => {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    (errors[field] ??= []).push(issueMessage(issue, language));
  }
  return {
    type: problemTypes.validation,
    title: translate('validation.title', language),
    status: 422,
    errors,
  };
};

const languageOf = (header: unknown): Language =>
  parseLanguage(typeof header === 'string' ? header : undefined);

/** SQLite's SQLITE_BUSY family (a read or write that found another process's lock). */
const isBusyDatabase = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
};

/**
 * The one place errors become HTTP answers: 422 validation, 400 broken rule or bad JSON,
 * 404 not found, 409 conflict, 500 for our own faults (logged, never the user's mistake).
 */
export const problemHandler =
  (logger: Logger): ErrorRequestHandler =>
  (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const language = languageOf(req.headers['x-language']);
    const instance = req.originalUrl;
    if (error instanceof HttpProblem) {
      // A problem raised without the request at hand (a shared check) names its message by
      // `code` (an `error.`/`validation.` key), translated here into the caller's language.
      const { code } = error.problem;
      const title =
        code !== undefined && /^(error|validation)\./.test(code) && isMessageKey(code)
          ? translate(code, language)
          : error.problem.title;
      const errors = error.problem.errors
        ? Object.fromEntries(
            Object.entries(error.problem.errors).map(([field, messages]) => [
              field,
              messages.map((m) => (isMessageKey(m) ? translate(m, language) : m)),
            ]),
          )
        : undefined;
      return sendProblem(res, { ...error.problem, title, instance, ...(errors ? { errors } : {}) });
    }
    if (error instanceof ZodError)
      return sendProblem(res, { ...validationProblem(error, language), instance });
    if (error instanceof RuleBroken) {
      const message = translate(error.rule, language, error.params);
      return sendProblem(res, {
        type: problemTypes.rule,
        title: message,
        detail: message,
        status: error instanceof Unavailable ? 409 : 400,
        code: error.rule,
        instance,
        ...(error.field ? { errors: { [error.field]: [message] } } : {}),
      });
    }
    if (error instanceof NotFound) {
      return sendProblem(res, {
        type: problemTypes.notFound,
        title: translate('error.notFound', language),
        status: 404,
        instance,
      });
    }
    if (error instanceof WrongExpectedRevisionError || error instanceof DuplicateEventIdError) {
      return sendProblem(res, {
        type: problemTypes.conflict,
        title: translate('error.conflict', language),
        status: 409,
        instance,
      });
    }
    if (error instanceof StoreBusyError || isBusyDatabase(error)) {
      // Another process held the embedded store's write lock past the busy timeout: nothing
      // was written, and the client may simply try again.
      logger.warn({ err: error, url: req.originalUrl, method: req.method }, 'store busy');
      res.setHeader('Retry-After', '1');
      return sendProblem(res, {
        type: problemTypes.unavailable,
        title: translate('error.busy', language),
        status: 503,
        instance,
      });
    }
    const status = (error as { status?: unknown; type?: unknown }).status;
    if (
      (error as { type?: unknown }).type === 'entity.parse.failed' ||
      error instanceof SyntaxError
    ) {
      return sendProblem(res, {
        type: problemTypes.badRequest,
        title: translate('error.badJson', language),
        status: 400,
        instance,
      });
    }
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return sendProblem(res, {
        type: problemTypes.badRequest,
        title: (error as Error).message,
        status,
        instance,
      });
    }
    logger.error({ err: error, url: req.originalUrl, method: req.method }, 'request failed');
    return sendProblem(res, {
      type: problemTypes.internal,
      title: translate('error.internal', language),
      status: 500,
      instance,
    });
  };

/** 404 for API paths no route answers. */
export const notFoundHandler =
  () =>
  (req: { headers: Record<string, unknown>; originalUrl: string }, res: Response): void =>
    sendProblem(res, {
      type: problemTypes.notFound,
      title: translate('error.notFound', languageOf(req.headers['x-language'])),
      status: 404,
      instance: req.originalUrl,
    });
