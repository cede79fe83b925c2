import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** RFC 9457 problem details, as every error response of the API is shaped. */
export interface ProblemDetails {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  /** A stable, untranslated name of the error (`auth.resetLinkExpired`). */
  code?: string;
  /** 422: messages per field, already in the request's language. */
  errors?: Record<string, string[]>;
}

export type FieldErrors = Record<string, string[]>;

/** What RTK Query hands to a component or a middleware as an error. */
export type ApiError = FetchBaseQueryError | SerializedError | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isFetchBaseQueryError = (error: unknown): error is FetchBaseQueryError =>
  isRecord(error) && 'status' in error;

const normaliseErrors = (value: unknown): FieldErrors | undefined => {
  if (!isRecord(value)) return undefined;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (m): m is string => typeof m === 'string' && m.length > 0,
    );
    if (list.length > 0) errors[field] = list;
  }
  return errors;
};

/** The problem details inside an RTK Query error, or null when the body is not one. */
export const problemOf = (error: unknown): ProblemDetails | null => {
  if (!isFetchBaseQueryError(error) || !isRecord(error.data)) return null;
  const { type, title, status, detail, code, errors } = error.data;
  const problem: ProblemDetails = {};
  if (typeof type === 'string') problem.type = type;
  if (typeof title === 'string') problem.title = title;
  if (typeof status === 'number') problem.status = status;
  if (typeof detail === 'string') problem.detail = detail;
  if (typeof code === 'string') problem.code = code;
  const fieldErrors = normaliseErrors(errors);
  if (fieldErrors) problem.errors = fieldErrors;
  return Object.keys(problem).length > 0 ? problem : null;
};

/** The HTTP status of an error, or null for network, timeout and client-side failures. */
export const httpStatusOf = (error: unknown): number | null => {
  if (!isFetchBaseQueryError(error)) return null;
  if (typeof error.status === 'number') return error.status;
  if (error.status === 'PARSING_ERROR') return error.originalStatus;
  return null;
};

/** Per-field messages for a form (422 problem `errors`); empty when there are none. */
export const fieldErrorsOf = (error: unknown): FieldErrors => problemOf(error)?.errors ?? {};

/**
 * Field errors split into those a form shows under its fields and the rest. A message for a
 * part of a field (`permissions.3` of the `permissions` checkboxes) goes under that field.
 */
export const splitFieldErrors = (
  errors: FieldErrors,
  formFields: readonly string[],
): { known: FieldErrors; other: string[] } => {
  const known: FieldErrors = {};
  const other: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const field = formFields.find((f) => key === f || key.startsWith(`${f}.`));
    if (field) known[field] = [...(known[field] ?? []), ...messages];
    else other.push(...messages);
  }
  return { known, other };
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One human sentence for an error, in the interface language. Never empty. */
export const errorMessageOf = (error: unknown, t: Translate): string => {
  const problem = problemOf(error);
  if (problem?.detail) return problem.detail;
  if (problem?.title) return problem.title;
  if (isFetchBaseQueryError(error)) {
    switch (error.status) {
      case 'FETCH_ERROR':
        return t('common:errors.network');
      case 'TIMEOUT_ERROR':
        return t('common:errors.timeout');
      case 'PARSING_ERROR':
        return error.originalStatus >= 500
          ? `${t('common:errors.generic')} ${t('common:errors.status', { status: error.originalStatus })}`
          : t('common:errors.unreadable');
      case 'CUSTOM_ERROR':
        return error.error || t('common:errors.generic');
      default:
        return `${t('common:errors.generic')} ${t('common:errors.status', { status: error.status })}`;
    }
  }
  return t('common:errors.generic');
};
