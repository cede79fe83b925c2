import {
  type WithSlice,
  combineSlices,
  configureStore,
  createDynamicMiddleware,
} from '@reduxjs/toolkit';
import type { api } from '../lib/api';
import { readPositionSlice } from '../lib/read-position-slice';

/**
 * The read position from the start; the API's cache (RTK Query) is injected by ./store-api.ts.
 * The session is not here: it is a small store of its own (lib/session.ts), so the login page
 * runs without Redux, which comes with the first screen that reads the API.
 */
export const rootReducer =
  combineSlices(readPositionSlice).withLazyLoadedSlices<WithSlice<typeof api>>();

export type RootState = ReturnType<typeof rootReducer>;

/** A store; `dynamicMiddleware` takes the API's middleware when it is injected. */
export const createStore = (preloadedState?: Partial<RootState>) => {
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    ...(preloadedState ? { preloadedState } : {}),
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
  return Object.assign(store, { dynamicMiddleware });
};

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
