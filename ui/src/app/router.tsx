import type { ComponentType } from 'react';
import { type RouteObject, createBrowserRouter } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { i18n } from '../lib/i18n';
import { AppRoot } from './app-root';
import { AuthLayout } from './auth-layout';
import { ErrorPage } from './error-page';
import { GuestOnly } from './guest-only';
import { NotFoundPage } from '../components/not-found-page';
import type { Permission } from '../lib/permissions';
import { type PropertyPage, type PropertyRouteHandle, PROPERTY_PAGES } from '../lib/property-pages';

/**
 * The component recipes the login pages do not use (tables, dialogs, menus, tabs, …) are
 * registered with the theme before the first other screen renders (./theme-recipes.ts).
 */
const appRecipes = () => import('./theme-recipes').then((m) => m.registerAppRecipes());

/**
 * The store (Redux with the API's cache, RTK Query) is made with the first screen or guard that
 * reads the API (./store-api.ts): the login page logs in without it.
 */
const withApi = () => import('./store-api').then((m) => void m.getAppStore());

/** The pages that read the API, below the store's provider (./store-boundary.tsx). */
const storeBoundary = () =>
  Promise.all([import('./store-boundary'), withApi()]).then(([m]) => ({
    Component: m.StoreBoundary,
  }));

/** The guards of the logged-in pages (they read GET /api/user), with the API. */
const guards = () => Promise.all([import('./guards'), withApi()]).then(([m]) => m);
const requireAuth = () => guards().then((m) => ({ Component: m.RequireAuth }));
const requireProperty = () => guards().then((m) => ({ Component: m.RequireProperty }));
const requirePermission = (code: Permission) => () =>
  guards().then(({ RequirePermission }) => ({ element: <RequirePermission code={code} /> }));

/**
 * Loads a screen's code, its translation namespaces, the app's component recipes and the API
 * together (one route = one chunk).
 */
const screen =
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
const authScreen =
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
const layout =
  (load: () => Promise<ComponentType>) => async (): Promise<{ Component: ComponentType }> => {
    const [Component] = await Promise.all([load(), appRecipes(), withApi()]);
    return { Component };
  };

const appShell = layout(() => import('./app-shell').then((m) => m.AppShell));
const mainLayout = layout(() => import('./main-layout').then((m) => m.MainLayout));
const propertyLayout = layout(() => import('./property-layout').then((m) => m.PropertyLayout));
const registerLayout = layout(() => import('./register-layout').then((m) => m.RegisterLayout));

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

/** A page of a property behind the permission it needs (see PROPERTY_PAGES). */
const propertyPage = (page: PropertyPage, route: RouteObject): RouteObject => {
  const { path, permission } = PROPERTY_PAGES[page];
  const handle: PropertyRouteHandle = { page };
  const screenRoute = (
    path ? { ...route, path, handle } : { ...route, index: true, handle }
  ) as RouteObject;
  return permission
    ? { lazy: requirePermission(permission), children: [screenRoute] }
    : screenRoute;
};

const propertyScreens = (): RouteObject[] => [
  {
    path: 'p/:slug',
    children: [
      propertyPage('home', {
        lazy: screen(
          () => import('./setup-wizard/home-screen').then((m) => m.HomeScreen),
          ['home', 'wizard'],
        ),
      }),
      propertyPage('calendar', {
        lazy: screen(
          () => import('../features/calendar/calendar-page').then((m) => m.CalendarPage),
          ['calendar'],
        ),
      }),
      propertyPage('blocks', {
        lazy: screen(
          () => import('../features/blocks/blocks-page').then((m) => m.BlocksPage),
          ['blocks'],
        ),
      }),
      propertyPage('housekeeping', {
        lazy: screen(
          () =>
            import('../features/housekeeping/housekeeping-page').then((m) => m.HousekeepingPage),
          ['housekeeping'],
        ),
      }),
      propertyPage('checkNightAudit', {
        lazy: screen(
          () =>
            import('../features/night-audit/check-night-audit-page').then(
              (m) => m.CheckNightAuditPage,
            ),
          ['night-audit'],
        ),
      }),
      propertyPage('performNightAudit', {
        lazy: screen(
          () =>
            import('../features/night-audit/perform-night-audit-page').then(
              (m) => m.PerformNightAuditPage,
            ),
          ['night-audit'],
        ),
      }),
      propertyPage('guests', {
        lazy: screen(
          () => import('../features/guests/guests-page').then((m) => m.GuestsPage),
          ['guests'],
        ),
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
      propertyPage('services', {
        lazy: screen(
          () => import('../features/settings/services-page').then((m) => m.ServicesPage),
          ['settings'],
        ),
      }),
      propertyPage('partners', {
        lazy: screen(
          () => import('../features/settings/partners-page').then((m) => m.PartnersPage),
          ['settings'],
        ),
      }),
      propertyPage('sources', {
        lazy: screen(
          () => import('../features/settings/sources-page').then((m) => m.SourcesPage),
          ['settings'],
        ),
      }),
      propertyPage('paymentMethods', {
        lazy: screen(
          () =>
            import('../features/settings/payment-methods-page').then((m) => m.PaymentMethodsPage),
          ['settings'],
        ),
      }),
      propertyPage('currencies', {
        lazy: screen(
          () => import('../features/settings/currencies-page').then((m) => m.CurrenciesPage),
          ['settings'],
        ),
      }),
      propertyPage('taxes', {
        lazy: screen(
          () => import('../features/settings/taxes-page').then((m) => m.TaxesPage),
          ['settings'],
        ),
      }),
      propertyPage('policies', {
        lazy: screen(
          () => import('../features/policies/policies-page').then((m) => m.PoliciesPage),
          ['policies'],
        ),
      }),
      propertyPage('roomTypes', {
        lazy: screen(
          () => import('../features/room-types/room-types-page').then((m) => m.RoomTypesPage),
          ['rooms'],
        ),
      }),
      propertyPage('roomTypeImages', {
        lazy: screen(
          () =>
            import('../features/room-types/room-type-images-page').then(
              (m) => m.RoomTypeImagesPage,
            ),
          ['rooms'],
        ),
      }),
      propertyPage('roomTypeAmenities', {
        lazy: screen(
          () =>
            import('../features/room-types/room-type-amenities-page').then(
              (m) => m.RoomTypeAmenitiesPage,
            ),
          ['rooms'],
        ),
      }),
      propertyPage('ratePlans', {
        lazy: screen(
          () => import('../features/rates/rate-plans-page').then((m) => m.RatePlansPage),
          ['rates'],
        ),
      }),
      propertyPage('ratePlanRates', {
        lazy: screen(
          () => import('../features/rates/rate-plan-rates-page').then((m) => m.RatePlanRatesPage),
          ['rates'],
        ),
      }),
      propertyPage('rates', {
        lazy: screen(
          () => import('../features/rates/rates-calendar-page').then((m) => m.RatesCalendarPage),
          ['rates'],
        ),
      }),
      propertyPage('reservations', {
        lazy: screen(
          () =>
            import('../features/reservations/reservations-page').then((m) => m.ReservationsPage),
          ['reservations'],
        ),
      }),
      propertyPage('reservation', {
        lazy: screen(
          () => import('../features/reservations/reservation-page').then((m) => m.ReservationPage),
          ['reservations', 'folio', 'documents'],
        ),
      }),
      propertyPage('incomes', {
        lazy: screen(
          () => import('../features/folio/incomes-page').then((m) => m.IncomesPage),
          ['folio'],
        ),
      }),
      propertyPage('report', {
        lazy: screen(
          () => import('../features/report/report-page').then((m) => m.ReportPage),
          ['report'],
        ),
      }),
      propertyPage('activity', {
        lazy: screen(
          () => import('../features/activity/activity-page').then((m) => m.ActivityPage),
          ['activity'],
        ),
      }),
      propertyPage('invoices', {
        lazy: screen(
          () => import('../features/invoices/invoices-page').then((m) => m.InvoicesPage),
          ['invoices'],
        ),
      }),
      propertyPage('invoice', {
        lazy: screen(
          () => import('../features/invoices/invoice-page').then((m) => m.InvoicePage),
          ['invoices', 'documents'],
        ),
      }),
      propertyPage('newInvoice', {
        lazy: screen(
          () => import('../features/invoices/new-invoice-page').then((m) => m.NewInvoicePage),
          ['invoices'],
        ),
      }),
      propertyPage('group', {
        lazy: screen(
          () => import('../features/reservations/group-page').then((m) => m.GroupPage),
          ['reservations', 'documents'],
        ),
      }),
      propertyPage('resRequests', {
        lazy: screen(
          () =>
            import('../features/reservation-requests/requests-page').then((m) => m.RequestsPage),
          ['requests', 'reservations'],
        ),
      }),
      propertyPage('resRequest', {
        lazy: screen(
          () => import('../features/reservation-requests/request-page').then((m) => m.RequestPage),
          ['requests', 'reservations'],
        ),
      }),
      propertyPage('helps', {
        lazy: screen(() => import('../features/help/help-page').then((m) => m.HelpPage), ['help']),
      }),
      propertyPage('help', {
        lazy: screen(() => import('../features/help/help-page').then((m) => m.HelpPage), ['help']),
      }),
      propertyPage('newReservation', {
        lazy: screen(
          () =>
            import('../features/new-reservation/new-reservation-page').then(
              (m) => m.NewReservationPage,
            ),
          ['booking'],
        ),
      }),
      propertyPage('profile', {
        lazy: screen(
          () => import('../features/profile/profile-page').then((m) => m.ProfilePage),
          ['profile'],
        ),
      }),
      propertyPage('hotelSettings', {
        lazy: screen(
          () => import('../features/profile/hotel-settings-page').then((m) => m.HotelSettingsPage),
          ['profile'],
        ),
      }),
      propertyPage('bankAccounts', {
        lazy: screen(
          () => import('../features/profile/bank-accounts-page').then((m) => m.BankAccountsPage),
          ['profile'],
        ),
      }),
      propertyPage('rules', {
        lazy: screen(
          () => import('../features/profile/rules-page').then((m) => m.RulesPage),
          ['profile'],
        ),
      }),
      propertyPage('images', {
        lazy: screen(
          () => import('../features/profile/images-page').then((m) => m.ImagesPage),
          ['profile'],
        ),
      }),
      propertyPage('facilities', {
        lazy: screen(
          () => import('../features/profile/facilities-page').then((m) => m.FacilitiesPage),
          ['profile'],
        ),
      }),
      setupWizard(),
      { path: '*', Component: NotFoundPage },
    ],
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

/** The setup wizard: its frame around one route per step (`r/base` … `r/rates`). */
const setupWizard = (): RouteObject => {
  const steps = () => import('./setup-wizard/setup-steps');
  const step = (load: () => Promise<ComponentType>) => ({ lazy: screen(load, []) });
  return {
    lazy: requirePermission('manage-settings'),
    children: [
      {
        lazy: screen(
          () => import('./setup-wizard/setup-wizard-layout').then((m) => m.SetupWizardLayout),
          ['wizard', 'profile', 'policies', 'staff', 'settings', 'rooms', 'rates'],
        ),
        children: [
          propertyPage(
            'wizardBase',
            step(() => steps().then((m) => m.BaseStep)),
          ),
          propertyPage(
            'wizardPolicies',
            step(() => steps().then((m) => m.PoliciesStep)),
          ),
          propertyPage(
            'wizardRegs',
            step(() => steps().then((m) => m.RegsStep)),
          ),
          propertyPage(
            'wizardCompanies',
            step(() => steps().then((m) => m.CompaniesStep)),
          ),
          propertyPage(
            'wizardServices',
            step(() => steps().then((m) => m.ServicesStep)),
          ),
          propertyPage(
            'wizardRooms',
            step(() => steps().then((m) => m.RoomsStep)),
          ),
          propertyPage(
            'wizardRates',
            step(() => steps().then((m) => m.RatesStep)),
          ),
        ],
      },
    ],
  };
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
