import { configure, fireEvent, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import {
  MemoryRouter,
  type RouteObject,
  RouterProvider,
  createMemoryRouter,
  useLocation,
} from 'react-router';
import { AppProviders } from '../app/providers';
import { appRouterOptions, routes as appRoutes } from '../app/router';
import { registerAppRecipes } from '../app/theme-recipes';
import { createStore } from '../app/store';
import { setAppStore } from '../app/store-api';
import { Toaster } from '../app/toaster';
import { i18n, initI18n } from '../lib/i18n';
import type { Language } from '../lib/locale';
import { restoredSession, session } from '../lib/session';
import { toaster } from '../lib/toaster';

// Screens load lazily (routes, locale files): on a busy machine (the whole suite in parallel)
// that takes longer than the library's default second, which is no fault of the screen.
configure({ asyncUtilTimeout: 10_000 });

// Screens render as the router shows them: with the app's component recipes registered.
registerAppRecipes();

/** Where and as whom a screen renders. */
interface ScreenOptions {
  path?: string;
  language?: Language;
  namespaces?: string[];
  token?: string | null;
}

/** The language and namespaces loaded, no earlier toasts, and a store with the session. */
const prepareScreen = async ({ language = 'mn', namespaces = [], token = null }: ScreenOptions) => {
  await initI18n(language);
  await i18n.loadNamespaces(namespaces);
  // The toaster is one for the app: an earlier test's notes must not answer this one's queries.
  toaster.remove();
  return storeWithSession(token);
};

/** Renders `ui` inside the app's providers (store, i18n, Chakra) with its toaster. */
const renderInApp = (store: ReturnType<typeof createStore>, ui: ReactNode) =>
  render(
    <AppProviders>
      <ReduxProvider store={store}>
        {ui}
        <Toaster />
      </ReduxProvider>
    </AppProviders>,
  );

/** Renders a screen inside the app's providers (store, i18n, Chakra) at a route. */
export const renderScreen = async (ui: ReactNode, options: ScreenOptions = {}) => {
  const store = await prepareScreen(options);
  const result = renderInApp(
    store,
    <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>,
  );
  return { store, ...result };
};

/** The app's session set to `token` (in memory only), and a new store. */
export const storeWithSession = (token: string | null) => {
  session.restore(restoredSession(token ? { token, expiresAt: null, clockSkewMs: 0 } : null));
  const store = createStore();
  // The app's store (the router's StoreBoundary provides it too), with the API's cache.
  setAppStore(store);
  return store;
};

/** Shows the current location, for tests of redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a route tree in a memory router inside the app's providers. The app's own tree
 * (app/router.tsx) finds the routes of the pages past login as the browser's router does.
 */
export const renderRoutes = async (routes: RouteObject[], options: ScreenOptions = {}) => {
  const store = await prepareScreen(options);
  const router = createMemoryRouter(routes, {
    initialEntries: [options.path ?? '/'],
    ...(routes === appRoutes ? appRouterOptions : {}),
  });
  const result = renderInApp(store, <RouterProvider router={router} />);
  return { store, router, ...result };
};

/**
 * Turns a switch (Chakra's, run by a zag machine) on or off. The machine takes clicks only once
 * it has started and taken the switch's latest `disabled`, which on a busy machine can be a tick
 * after the element is in the page: a click before that is lost. So click, and click again until
 * the switch shows the state wanted.
 */
const turnSwitch = async (element: HTMLElement, on: boolean) => {
  const input = element as HTMLInputElement;
  await waitFor(() => {
    if (input.checked !== on) fireEvent.click(input);
    if (input.checked !== on) throw new Error(`the switch is still ${on ? 'off' : 'on'}`);
  });
};

export const switchOn = (element: HTMLElement) => turnSwitch(element, true);
export const switchOff = (element: HTMLElement) => turnSwitch(element, false);
