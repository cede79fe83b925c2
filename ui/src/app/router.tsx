import {
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  createBrowserRouter,
} from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { AppRoot } from './app-root';
import { AuthLayout } from './auth-layout';
import { ErrorPage } from './error-page';
import { GuestOnly } from './guest-only';
import { storeBoundary, screen, authScreen, registerLayout } from './route-loaders';

/** `routes` with `prefix` before each path (a pathless route: before its children's). */
const prefixed = (routes: RouteObject[], prefix: string): RouteObject[] =>
  routes.map((route) =>
    route.path !== undefined
      ? { ...route, path: `${prefix}${route.path}` }
      : route.children
        ? ({ ...route, children: prefixed(route.children, prefix) } as RouteObject)
        : route,
  );

/**
 * The login pages at `/…` (Mongolian) and `/en/…` (English), as `inBothLanguages` mounts the
 * app's pages, but with `en/` in each page's own path instead of an `en` route above them:
 * an `en` route here would be the whole match of `/en/` (the English property list), so the
 * router would show an empty login frame instead of looking for the app's routes.
 */
const inBothLanguagesByPath = (routes: () => RouteObject[]): RouteObject[] => [
  ...prefixed(routes(), 'en/'),
  ...routes(),
];

const loginScreens = (): RouteObject[] => [
  {
    path: 'login',
    lazy: authScreen(() => import('../features/auth/login-page').then((m) => m.LoginPage)),
  },
  {
    // These two call the API (RTK Query mutations).
    lazy: storeBoundary,
    children: [
      {
        path: 'forgot/password',
        lazy: authScreen(() =>
          import('../features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage),
        ),
      },
      {
        path: 'password/reset/:token',
        lazy: authScreen(() =>
          import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage),
        ),
      },
    ],
  },
];

const registerScreens = (): RouteObject[] => [
  {
    path: 'register',
    lazy: screen(
      () => import('../features/auth/register-page').then((m) => m.RegisterPage),
      ['auth'],
    ),
  },
];

/**
 * The routes the entry holds: the login pages (log in, forgot and reset the password, register).
 * Every other page's route is in ./app-routes.tsx, added under the root by
 * `patchRoutesOnNavigation` on the first navigation these do not match (React Router's lazy route
 * discovery): the login page does not download the table of the app's routes and its chunks'
 * preload lists (issue 33, loginJsGzipKB).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppRoot,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        Component: GuestOnly,
        children: [
          {
            Component: AuthLayout,
            // Errors inside a screen render within its layout.
            children: [
              { errorElement: <ErrorPage />, children: inBothLanguagesByPath(loginScreens) },
            ],
          },
          {
            lazy: storeBoundary,
            children: [
              {
                lazy: registerLayout,
                children: [
                  { errorElement: <ErrorPage />, children: inBothLanguagesByPath(registerScreens) },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Adds the app's routes (./app-routes.tsx) under the root. The router asks on every navigation
 * to a path the routes it has do not match, or match with parameters; the branch has an id, so
 * it is added once (a second patch of the same id is ignored).
 */
const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const { appRoutes } = await import('./app-routes');
  patch('root', [appRoutes]);
};

/** What a router of `routes` needs to find the app's routes (the app's and the tests'). */
export const appRouterOptions = { patchRoutesOnNavigation };

export const createAppRouter = () => createBrowserRouter(routes, appRouterOptions);
