import type { ComponentType } from 'react';
import { type RouteObject, createBrowserRouter } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { AppRoot } from './app-root';
import { AuthLayout } from './auth-layout';
import { ErrorPage } from './error-page';
import { GuestOnly } from './guest-only';
import { NotFoundPage } from '../components/not-found-page';
import {
  storeBoundary,
  requireAuth,
  requireProperty,
  screen,
  authScreen,
  appShell,
  mainLayout,
  propertyLayout,
  registerLayout,
  inBothLanguages,
} from './route-loaders';
import { propertyScreens } from './property-routes';

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

const pickerScreens = (): RouteObject[] => [
  {
    index: true,
    lazy: screen(
      () => import('../features/properties/properties-page').then((m) => m.PropertiesPage),
      ['properties'],
    ),
  },
  {
    path: 'new/hotel',
    lazy: screen(
      () => import('../features/properties/properties-page').then((m) => m.NewPropertyPage),
      ['properties'],
    ),
  },
  {
    path: 'users',
    lazy: screen(
      () =>
        import('../features/properties/registered-users-page').then((m) => m.RegisteredUsersPage),
      ['properties'],
    ),
  },
  {
    path: 'operator',
    lazy: screen(
      () => import('../features/properties/operator-page').then((m) => m.OperatorPage),
      ['properties'],
    ),
  },
];

/**
 * The printouts (docs/documents.md): in a tab of their own, without the property's menu; a
 * reservation's at `p/{slug}/p/…`, a group's at `p/{slug}/print/…` (and its invoice at
 * `p/{slug}/p/group/invoice/{groupId}`).
 */
const documentScreens = (): RouteObject[] => {
  const pages = () => import('../features/documents/document-page');
  const page = (path: string, load: () => Promise<ComponentType>) => ({
    path: `p/:slug/${path}`,
    lazy: screen(load, ['documents']),
  });
  return [
    page('p/reservation/:id', () => pages().then((m) => m.ReservationLetterPage)),
    page('p/registration/:id', () => pages().then((m) => m.ReservationRegistrationPage)),
    page('p/payment/:id', () => pages().then((m) => m.ReservationReceiptPage)),
    page('print/gres/:id', () => pages().then((m) => m.GroupLetterPage)),
    page('print/greg/:id', () => pages().then((m) => m.GroupRegistrationPage)),
    page('print/gpay/:id', () => pages().then((m) => m.GroupReceiptPage)),
    page('p/invoice/:groupId/:id', () => pages().then((m) => m.ReservationInvoicePage)),
    page('p/group/invoice/:id', () => pages().then((m) => m.GroupInvoicePage)),
    page('print/vat/:id', () =>
      import('../features/documents/vat-receipt-page').then((m) => m.VatReceiptPage),
    ),
  ];
};

/** The public online booking page (no login, no live updates). */
const onlineScreens = (): RouteObject[] => [
  {
    path: 'online/book/:slug/:roomTypeId?',
    lazy: screen(
      () =>
        import('../features/online-booking/online-booking-page').then((m) => m.OnlineBookingPage),
      ['online'],
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
            lazy: storeBoundary,
            children: [
              {
                lazy: registerLayout,
                children: [
                  { errorElement: <ErrorPage />, children: inBothLanguages(registerScreens) },
                ],
              },
            ],
          },
        ],
      },
      {
        lazy: storeBoundary,
        children: [
          { errorElement: <ErrorPage />, children: inBothLanguages(onlineScreens) },
          {
            // One live-updates connection for the property list and the property area.
            lazy: appShell,
            children: [
              {
                lazy: requireAuth,
                children: [
                  {
                    lazy: mainLayout,
                    children: [
                      { errorElement: <ErrorPage />, children: inBothLanguages(pickerScreens) },
                    ],
                  },
                  {
                    lazy: requireProperty,
                    children: [
                      { errorElement: <ErrorPage />, children: inBothLanguages(documentScreens) },
                      {
                        lazy: propertyLayout,
                        children: [
                          {
                            errorElement: <ErrorPage />,
                            children: inBothLanguages(propertyScreens),
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
              {
                lazy: mainLayout,
                children: [{ errorElement: <ErrorPage />, children: inBothLanguages(notFound) }],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
