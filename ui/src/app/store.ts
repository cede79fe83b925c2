import {
  type WithSlice,
  combineSlices,
  configureStore,
  createDynamicMiddleware,
} from '@reduxjs/toolkit';
import type { api } from '../lib/api';
import { readPositionSlice } from '../lib/read-position-slice';
import {
  type SessionState,
  restoredSession,
  sessionSlice,
  sessionSynced,
  storedSessionOf,
} from '../lib/session-slice';
import { loadSession, onSessionChangedElsewhere, saveSession } from '../lib/session-storage';

/**
 * The session and read-position slices from the start; the API's cache (RTK Query) is
 * injected by ./store-api.ts with the first screen that reads the API, so the login page does
 * not download RTK Query (it logs in with a plain request: lib/login-request.ts).
 */
export const rootReducer = combineSlices(sessionSlice, readPositionSlice).withLazyLoadedSlices<
  WithSlice<typeof api>
>();

export type RootState = ReturnType<typeof rootReducer>;

const sameStoredSession = (a: SessionState, b: SessionState) =>
  a.token === b.token && a.expiresAt === b.expiresAt && a.clockSkewMs === b.clockSkewMs;

/**
 * The app's store. The session is read from localStorage (a reload stays logged in), written
 * back whenever it changes, and follows logins and logouts in other tabs of this browser.
 * `persistSession: false` (component tests) keeps it in memory only. `dynamicMiddleware`
 * takes the API's middleware when it is injected.
 */
export const createStore = (
  preloadedState?: Partial<RootState>,
  { persistSession = true }: { persistSession?: boolean } = {},
) => {
  const initial: Partial<RootState> = { ...preloadedState };
  if (persistSession && !initial.session) initial.session = restoredSession(loadSession());
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: initial,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
  if (persistSession) {
    let saved = store.getState().session;
    store.subscribe(() => {
      const { session } = store.getState();
      if (sameStoredSession(session, saved)) return;
      saved = session;
      saveSession(storedSessionOf(session));
    });
    onSessionChangedElsewhere((stored) => {
      const { session } = store.getState();
      if (stored?.token === session.token) return;
      store.dispatch(sessionSynced(stored));
    });
  }
  return Object.assign(store, { dynamicMiddleware, persistSession });
};

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];

let appStore: AppStore | null = null;

/** The store of the running app (main.tsx), for the route loaders that inject the API. */
export const setAppStore = (store: AppStore): void => {
  appStore = store;
};
export const getAppStore = (): AppStore | null => appStore;
