import type { Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../lib/api';
import { loggedIn, sessionSynced } from '../lib/session-slice';
import { errorToastMiddleware } from './error-toasts';
import { type AppStore, rootReducer } from './store';

const attached = new WeakSet<AppStore>();

/**
 * A new user (a login here, or a logout or login in another tab): nothing cached for the
 * previous one may show.
 */
const resetOnNewUser: Middleware = (store) => (next) => (action) => {
  if (loggedIn.match(action) || (sessionSynced.match(action) && !action.payload)) {
    store.dispatch(api.util.resetApiState());
  }
  return next(action);
};

/**
 * Injects the API's cache (RTK Query) into the store, with its middleware, the error
 * notifications and the refetch-on-focus listeners. Called by the route loaders before any
 * screen that reads the API renders (and by the component tests' store); once per store.
 */
export const attachApi = (store: AppStore): void => {
  if (attached.has(store)) return;
  attached.add(store);
  rootReducer.inject(api);
  store.dynamicMiddleware.addMiddleware(resetOnNewUser, api.middleware, errorToastMiddleware);
  setupListeners(store.dispatch);
};
