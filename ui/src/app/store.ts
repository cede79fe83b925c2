import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../lib/api';
import { readPositionSlice } from '../lib/read-position-slice';
import {
  type SessionState,
  restoredSession,
  sessionSlice,
  sessionSynced,
  storedSessionOf,
} from '../lib/session-slice';
import { loadSession, onSessionChangedElsewhere, saveSession } from '../lib/session-storage';
import { errorToastMiddleware } from './error-toasts';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [readPositionSlice.name]: readPositionSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

const sameStoredSession = (a: SessionState, b: SessionState) =>
  a.token === b.token && a.expiresAt === b.expiresAt && a.clockSkewMs === b.clockSkewMs;

/**
 * The app's store. The session is read from localStorage (a reload stays logged in), written
 * back whenever it changes, and follows logins and logouts in other tabs of this browser.
 * `persistSession: false` (component tests) keeps it in memory only.
 */
export const createStore = (
  preloadedState?: Partial<RootState>,
  { persistSession = true }: { persistSession?: boolean } = {},
) => {
  const initial: Partial<RootState> = { ...preloadedState };
  if (persistSession && !initial.session) initial.session = restoredSession(loadSession());
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: initial,
    middleware: (getDefault) => getDefault().concat(api.middleware, errorToastMiddleware),
  });
  setupListeners(store.dispatch);
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
      if (!stored) store.dispatch(api.util.resetApiState());
    });
  }
  return store;
};

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
