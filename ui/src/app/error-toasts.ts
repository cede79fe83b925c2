import { type Middleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { i18n } from '../lib/i18n';
import { isShownByScreen } from '../lib/api';
import { errorMessageOf, fieldErrorsOf, httpStatusOf } from '../lib/problem';
import { toaster } from '../lib/toaster';

/**
 * Errors are shown, never swallowed: a failed command (400, 404, 409, 5xx, network) becomes
 * an error notification with the server's message. Left to the form: 422, and any problem
 * with field `errors` (a taken e-mail is a 400), which the form shows under its fields or in
 * its alert; and the failures an endpoint declared with `errorsShownByScreen` (wrong password
 * on the login form). Failed reads show their own error state with a retry button.
 */
export const errorToastMiddleware: Middleware = () => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const arg = (action.meta as { arg?: { type?: string; endpointName?: string } }).arg;
    const status = httpStatusOf(action.payload);
    const forTheForm =
      status === 422 ||
      Object.keys(fieldErrorsOf(action.payload)).length > 0 ||
      isShownByScreen(arg?.endpointName, status);
    if (arg?.type === 'mutation' && !forTheForm) {
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
