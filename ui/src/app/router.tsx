import type { ComponentType } from 'react';
import { type RouteObject, createBrowserRouter } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { i18n } from '../lib/i18n';
import { AppRoot } from './app-root';
import { AppShell } from './app-shell';
import { AuthLayout } from './auth-layout';
import { ErrorPage } from './error-page';
import { GuestOnly, RequireAuth, RequirePermission, RequireProperty } from './guards';
import { NotFoundPage } from '../components/not-found-page';
import { MainLayout } from './main-layout';
import { type PropertyPage, type PropertyRouteHandle, PROPERTY_PAGES } from './property-nav';
import { PropertyLayout } from './property-layout';
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

const pickerScreens = (): RouteObject[] => [
  {
    index: true,
    lazy: screen(
      () => import('../features/properties/properties-page').then((m) => m.PropertiesPage),
      ['properties'],
    ),
  },
];

/** A page of a property behind the permission it needs (see PROPERTY_PAGES). */
const propertyPage = (page: PropertyPage, route: RouteObject): RouteObject => {
  const { path, permission } = PROPERTY_PAGES[page];
  const handle: PropertyRouteHandle = { page };
  const screenRoute = (
    path ? { ...route, path, handle } : { ...route, index: true, handle }
  ) as RouteObject;
  return permission
    ? { element: <RequirePermission code={permission} />, children: [screenRoute] }
    : screenRoute;
};

const propertyScreens = (): RouteObject[] => [
  {
    path: 'p/:slug',
    children: [
      propertyPage('home', {
        lazy: screen(() => import('../features/home/home-page').then((m) => m.HomePage), ['home']),
      }),
      propertyPage('roles', {
        lazy: screen(
          () => import('../features/staff/roles-page').then((m) => m.RolesPage),
          ['staff'],
        ),
      }),
      propertyPage('users', {
        lazy: screen(
          () => import('../features/staff/users-page').then((m) => m.UsersPage),
          ['staff'],
        ),
      }),
      { path: '*', Component: NotFoundPage },
    ],
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
        // One live-updates connection for the property list and the property area.
        Component: AppShell,
        children: [
          {
            Component: RequireAuth,
            children: [
              {
                Component: MainLayout,
                children: [
                  { errorElement: <ErrorPage />, children: inBothLanguages(pickerScreens) },
                ],
              },
              {
                Component: RequireProperty,
                children: [
                  {
                    Component: PropertyLayout,
                    children: [
                      { errorElement: <ErrorPage />, children: inBothLanguages(propertyScreens) },
                    ],
                  },
                ],
              },
            ],
          },
          {
            Component: MainLayout,
            children: [{ errorElement: <ErrorPage />, children: inBothLanguages(notFound) }],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
