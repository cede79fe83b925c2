import { currentLanguage } from './i18n';
import { type SessionToken, sessionTokenOf } from './session';

export interface LoginRequest {
  email: string;
  password: string;
}

/**
 * A refused login, shaped as the API's other errors (`status`, the problem as `data`), so
 * the form shows it the same way; "too many attempts" carries the wait (Retry-After, seconds).
 */
export interface LoginError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR';
  data?: unknown;
  error?: string;
  retryAfterSeconds?: number | null;
}

const retryAfterOf = (response: Response): number | null => {
  const value = response.headers.get('Retry-After');
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
};

/**
 * POST /api/login as a plain request: the login page does not need the API's cache (RTK
 * Query is loaded with the first screen after it). Resolves with the session's token (the
 * server also sets the httpOnly refresh cookie); rejects with a `LoginError`.
 */
export const requestLogin = async (body: LoginRequest): Promise<SessionToken> => {
  let response: Response;
  try {
    response = await fetch('/api/login', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-Language': currentLanguage(),
      },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw { status: 'FETCH_ERROR', error: String(error) } satisfies LoginError;
  }
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: kept as text.
  }
  if (!response.ok) {
    throw {
      status: response.status,
      data,
      retryAfterSeconds: retryAfterOf(response),
    } satisfies LoginError;
  }
  const token = sessionTokenOf(data, response);
  if (!token) throw { status: 'PARSING_ERROR', data, error: 'no token' } satisfies LoginError;
  return token;
};
