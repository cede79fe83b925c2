import type { ComponentType } from 'react';
import { type RouteObject, createBrowserRouter } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { i18n } from '../lib/i18n';
import { AppRoot } from './app-root';
import { AppShell } from './app-shell';
import { AuthLayout } from './auth-layout';
import { ErrorPage } from './error-page';
import { GuestOnly, RequireAuth } from './guards';
import { NotFoundPage } from './not-found-page';
import { RegisterLayout } from './register-layout';

/** Loads a screen's code and its translation namespaces together (one route = one chunk). */
const screen =
  (load: () => Promise<ComponentType>, namespaces: string[]) =>
  async (): Promise<{ Component: ComponentType }> => {
    const [Component] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return { Component };
  };

/**
 * Screens written once, mounted at `/…` (Mongolian) and under `/en/…` (English). The split
 * sits below the layouts, so a layout (and the app shell's live connection) stays mounted
 * when the language changes.
 */
const inBothLanguages = (routes: () => RouteObject[]): RouteObject[] => [
  { path: 'en', children: routes() },
  ...routes(),
];

const loginScreens = (): RouteObject[] => [
  {
    path: 'login',
    lazy: screen(() => import('../features/auth/login-page').then((m) => m.LoginPage), ['auth']),
  },
  {
    path: 'forgot/password',
    lazy: screen(
      () => import('../features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage),
      ['auth'],
    ),
  },
  {
    path: 'password/reset/:token',
    lazy: screen(
      () => import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage),
      ['auth'],
    ),
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

const workingScreens = (): RouteObject[] => [
  {
    index: true,
    lazy: screen(
      () => import('../features/properties/properties-page').then((m) => m.PropertiesPage),
      ['properties'],
    ),
  },
];

const notFound = (): RouteObject[] => [{ path: '*', Component: NotFoundPage }];

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
            children: [{ errorElement: <ErrorPage />, children: inBothLanguages(loginScreens) }],
          },
          {
            Component: RegisterLayout,
            children: [{ errorElement: <ErrorPage />, children: inBothLanguages(registerScreens) }],
          },
        ],
      },
      {
        Component: AppShell,
        children: [
          {
            errorElement: <ErrorPage />,
            children: [
              { Component: RequireAuth, children: inBothLanguages(workingScreens) },
              ...inBothLanguages(notFound),
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
