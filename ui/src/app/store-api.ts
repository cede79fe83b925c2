import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../lib/api';
import { session } from '../lib/session';
import { errorToastMiddleware } from './error-toasts';
import { type AppStore, createStore, rootReducer } from './store';

const attached = new WeakSet<AppStore>();

/**
 * Injects the API's cache (RTK Query) into the store, with its middleware, the error
 * notifications and the refetch-on-focus listeners; once per store. A new user (a login here,
 * or a logout in another tab) clears the cache: nothing cached for the previous one may show.
 */
export const attachApi = (store: AppStore): void => {
  if (attached.has(store)) return;
  attached.add(store);
  rootReducer.inject(api);
  store.dynamicMiddleware.addMiddleware(api.middleware, errorToastMiddleware);
  // The injected slice's state is made by the next action: one now, before any query reads it.
  store.dispatch({ type: 'app/apiAttached' });
  setupListeners(store.dispatch);
  session.subscribe((change, state) => {
    if (change === 'loggedIn' || (change === 'sessionSynced' && !state.token)) {
      store.dispatch(api.util.resetApiState());
    }
  });
};

let appStore: AppStore | null = null;

/**
 * The running app's store, with the API: made by the first screen that needs it (the router's
 * loaders and ./store-boundary.tsx), so the login page never downloads Redux.
 */
export const getAppStore = (): AppStore => {
  if (!appStore) {
    appStore = createStore();
    attachApi(appStore);
  }
  return appStore;
};

/** Makes `store` the app's store (component tests render each test with a new one). */
export const setAppStore = (store: AppStore): void => {
  attachApi(store);
  appStore = store;
};
