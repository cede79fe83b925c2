import { type Middleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { api, isShownByScreen } from '../lib/api';
import { reportForbidden } from '../lib/forbidden';
import { i18n } from '../lib/i18n';
import { errorMessageOf, fieldErrorsOf, httpStatusOf } from '../lib/problem';
import { toaster } from '../lib/toaster';

/** One notification for the 403s of a page (its reads often fail together). */
export const FORBIDDEN_TOAST_ID = 'forbidden';

/**
 * Errors are shown, never swallowed: a failed command (400, 404, 409, 5xx, network) becomes
 * an error notification with the server's message. Left to the form: 422, and any problem
 * with field `errors` (a taken e-mail is a 400), which the form shows under its fields or in
 * its alert; and the failures an endpoint declared with `errorsShownByScreen` (wrong password
 * on the login form). Failed reads show their own error state with a retry button.
 *
 * A 403 (read or command) means the user's role no longer allows the page: its message is
 * shown, the user (and so their permissions) is loaded again, and the app goes to `/`
 * (`reportForbidden`; the error catalogue's "public site" does not exist here).
 */
export const errorToastMiddleware: Middleware = (store) => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const arg = (action.meta as { arg?: { type?: string; endpointName?: string } }).arg;
    const status = httpStatusOf(action.payload);
    const shownByScreen = isShownByScreen(arg?.endpointName, status);
    const forTheForm =
      status === 422 || Object.keys(fieldErrorsOf(action.payload)).length > 0 || shownByScreen;
    if (status === 403 && !shownByScreen) {
      const message = errorMessageOf(action.payload, i18n.t.bind(i18n));
      toaster.create({
        id: FORBIDDEN_TOAST_ID,
        type: 'error',
        title: message,
        closable: true,
        duration: 8000,
      });
      store.dispatch(api.util.invalidateTags(['user']));
      reportForbidden(message);
    } else if (arg?.type === 'mutation' && !forTheForm) {
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
