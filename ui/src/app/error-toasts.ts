import { type Middleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { i18n } from '../lib/i18n';
import { errorMessageOf, httpStatusOf } from '../lib/problem';
import { toaster } from '../lib/toaster';

/**
 * Errors are shown, never swallowed: a failed command (400, 404, 409, 5xx, network) becomes
 * an error notification with the server's message. 422 is left to the form, which shows each
 * message under its field. Failed reads show their own error state with a retry button.
 */
export const errorToastMiddleware: Middleware = () => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const arg = (action.meta as { arg?: { type?: string } }).arg;
    const status = httpStatusOf(action.payload);
    if (arg?.type === 'mutation' && status !== 422) {
      toaster.create({
        type: 'error',
        title: errorMessageOf(action.payload, i18n.t.bind(i18n)),
        closable: true,
        duration: 8000,
      });
    }
  }
  return next(action);
};
