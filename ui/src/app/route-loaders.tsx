import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { i18n } from '../lib/i18n';
import type { Permission } from '../lib/permissions';

/* How the router loads what a route shows: its code, its namespaces, the theme's recipes and
 * the API, together (one route = one chunk); the guards and layouts above the pages. */

/**
 * The component recipes the login pages do not use (tables, dialogs, menus, tabs, …) are
 * registered with the theme before the first other screen renders (./theme-recipes.ts).
 */
export const appRecipes = () => import('./theme-recipes').then((m) => m.registerAppRecipes());

/**
 * The store (Redux with the API's cache, RTK Query) is made with the first screen or guard that
 * reads the API (./store-api.ts): the login page logs in without it.
 */
export const withApi = () => import('./store-api').then((m) => void m.getAppStore());

/** The pages that read the API, below the store's provider (./store-boundary.tsx). */
export const storeBoundary = () =>
  Promise.all([import('./store-boundary'), withApi()]).then(([m]) => ({
    Component: m.StoreBoundary,
  }));

/** The guards of the logged-in pages (they read GET /api/user), with the API. */
export const guards = () => Promise.all([import('./guards'), withApi()]).then(([m]) => m);
export const requireAuth = () => guards().then((m) => ({ Component: m.RequireAuth }));
export const requireProperty = () => guards().then((m) => ({ Component: m.RequireProperty }));
export const requirePermission = (code: Permission) => () =>
  guards().then(({ RequirePermission }) => ({ element: <RequirePermission code={code} /> }));

/**
 * Loads a screen's code, its translation namespaces, the app's component recipes and the API
 * together (one route = one chunk).
 */
export const screen =
  (load: () => Promise<ComponentType>, namespaces: string[]) =>
  async (): Promise<{ Component: ComponentType }> => {
    const [Component] = await Promise.all([
      load(),
      i18n.loadNamespaces(namespaces),
      appRecipes(),
      withApi(),
    ]);
    return { Component };
  };

/** A login page (log in, register, forgot or reset the password): the theme's first recipes. */
export const authScreen =
  (load: () => Promise<ComponentType>) => async (): Promise<{ Component: ComponentType }> => {
    const [Component] = await Promise.all([load(), i18n.loadNamespaces(['auth'])]);
    return { Component };
  };

/**
 * A layout loaded with the first page under it, so a page that does not show it does not
 * download it: the login page never loads the app shell's live connection, the top bars, the
 * property navigation or the account menu. Only the login pages' frame (AuthLayout) is bundled
 * with the entry, as the first page a visitor sees.
 */
export const layout =
  (load: () => Promise<ComponentType>) => async (): Promise<{ Component: ComponentType }> => {
    const [Component] = await Promise.all([load(), appRecipes(), withApi()]);
    return { Component };
  };

export const appShell = layout(() => import('./app-shell').then((m) => m.AppShell));
export const mainLayout = layout(() => import('./main-layout').then((m) => m.MainLayout));
export const propertyLayout = layout(() =>
  import('./property-layout').then((m) => m.PropertyLayout),
);
export const registerLayout = layout(() =>
  import('./register-layout').then((m) => m.RegisterLayout),
);

/**
 * Screens written once, mounted at `/…` (Mongolian) and under `/en/…` (English). The split
 * sits below the layouts, so a layout (and the app shell's live connection) stays mounted
 * when the language changes.
 */
export const inBothLanguages = (routes: () => RouteObject[]): RouteObject[] => [
  { path: 'en', children: routes() },
  ...routes(),
];
