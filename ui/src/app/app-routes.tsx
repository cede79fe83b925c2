import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { ErrorPage } from './error-page';
import { propertyScreens } from './property-routes';
import {
  appShell,
  inBothLanguages,
  mainLayout,
  propertyLayout,
  requireAuth,
  requireProperty,
  screen,
  storeBoundary,
} from './route-loaders';

/*
 * The routes of every page but the login pages: the property list, a property's screens, the
 * printouts, the online booking page and "not found". The router discovers them on the first
 * navigation the login pages' routes do not match (./router.tsx, `patchRoutesOnNavigation`), so
 * the login page does not download this table of routes with its chunks' preload lists.
 */

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

/** The branch under the root of every page but the login pages. */
export const appRoutes: RouteObject = {
  id: 'app',
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
              children: [{ errorElement: <ErrorPage />, children: inBothLanguages(pickerScreens) }],
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
};
