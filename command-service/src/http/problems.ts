import { type Language, translate } from '@hotel/events/messages';
import { HttpProblem, problemTypes } from '@hotel/infra/http/problem';

export const forbidden = (language: Language): HttpProblem =>
  new HttpProblem({
    type: problemTypes.forbidden,
    title: translate('error.forbidden', language),
    status: 403,
  });

export const unauthorized = (
  language: Language,
  key:
    'error.unauthorized' | 'auth.invalidCredentials' | 'auth.sessionExpired' = 'error.unauthorized',
): HttpProblem =>
  new HttpProblem({
    type: problemTypes.unauthorized,
    title: translate(key, language),
    status: 401,
  });
