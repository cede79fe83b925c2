import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { type PropertyPage, type PropertyRouteHandle, PROPERTY_PAGES } from '../lib/property-pages';
import { requirePermission, screen } from './route-loaders';

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

/**
 * A property's screen: which page it is (its path and permission are in PROPERTY_PAGES), the
 * component it loads and the translation namespaces it reads.
 */
interface PropertyScreen {
  page: PropertyPage;
  load: () => Promise<ComponentType>;
  namespaces: string[];
}

/** The property's screens, in the router's order. */
const PROPERTY_SCREENS: PropertyScreen[] = [
  {
    page: 'home',
    load: () => import('./setup-wizard/home-screen').then((m) => m.HomeScreen),
    namespaces: ['home', 'wizard'],
  },
  {
    page: 'calendar',
    load: () => import('../features/calendar/calendar-page').then((m) => m.CalendarPage),
    namespaces: ['calendar'],
  },
  {
    page: 'blocks',
    load: () => import('../features/blocks/blocks-page').then((m) => m.BlocksPage),
    namespaces: ['blocks'],
  },
  {
    page: 'housekeeping',
    load: () =>
      import('../features/housekeeping/housekeeping-page').then((m) => m.HousekeepingPage),
    namespaces: ['housekeeping'],
  },
  {
    page: 'checkNightAudit',
    load: () =>
      import('../features/night-audit/check-night-audit-page').then((m) => m.CheckNightAuditPage),
    namespaces: ['night-audit'],
  },
  {
    page: 'performNightAudit',
    load: () =>
      import('../features/night-audit/perform-night-audit-page').then(
        (m) => m.PerformNightAuditPage,
      ),
    namespaces: ['night-audit'],
  },
  {
    page: 'guests',
    load: () => import('../features/guests/guests-page').then((m) => m.GuestsPage),
    namespaces: ['guests'],
  },
  {
    page: 'roles',
    load: () => import('../features/staff/roles-page').then((m) => m.RolesPage),
    namespaces: ['staff'],
  },
  {
    page: 'users',
    load: () => import('../features/staff/users-page').then((m) => m.UsersPage),
    namespaces: ['staff'],
  },
  {
    page: 'services',
    load: () => import('../features/settings/services-page').then((m) => m.ServicesPage),
    namespaces: ['settings'],
  },
  {
    page: 'partners',
    load: () => import('../features/settings/partners-page').then((m) => m.PartnersPage),
    namespaces: ['settings'],
  },
  {
    page: 'sources',
    load: () => import('../features/settings/sources-page').then((m) => m.SourcesPage),
    namespaces: ['settings'],
  },
  {
    page: 'calendarSync',
    load: () => import('../features/channels/calendar-sync-page').then((m) => m.CalendarSyncPage),
    namespaces: ['channels'],
  },
  {
    page: 'channelConnections',
    load: () =>
      import('../features/channels/channel-connections-page').then((m) => m.ChannelConnectionsPage),
    namespaces: ['channels'],
  },
  {
    page: 'channelConnection',
    load: () =>
      import('../features/channels/channel-connection-page').then((m) => m.ChannelConnectionPage),
    namespaces: ['channels'],
  },
  {
    page: 'paymentMethods',
    load: () =>
      import('../features/settings/payment-methods-page').then((m) => m.PaymentMethodsPage),
    namespaces: ['settings'],
  },
  {
    page: 'currencies',
    load: () => import('../features/settings/currencies-page').then((m) => m.CurrenciesPage),
    namespaces: ['settings'],
  },
  {
    page: 'taxes',
    load: () => import('../features/settings/taxes-page').then((m) => m.TaxesPage),
    namespaces: ['settings'],
  },
  {
    page: 'policies',
    load: () => import('../features/policies/policies-page').then((m) => m.PoliciesPage),
    namespaces: ['policies'],
  },
  {
    page: 'roomTypes',
    load: () => import('../features/room-types/room-types-page').then((m) => m.RoomTypesPage),
    namespaces: ['rooms'],
  },
  {
    page: 'roomTypeImages',
    load: () =>
      import('../features/room-types/room-type-images-page').then((m) => m.RoomTypeImagesPage),
    namespaces: ['rooms'],
  },
  {
    page: 'roomTypeAmenities',
    load: () =>
      import('../features/room-types/room-type-amenities-page').then(
        (m) => m.RoomTypeAmenitiesPage,
      ),
    namespaces: ['rooms'],
  },
  {
    page: 'ratePlans',
    load: () => import('../features/rates/rate-plans-page').then((m) => m.RatePlansPage),
    namespaces: ['rates'],
  },
  {
    page: 'ratePlanRates',
    load: () => import('../features/rates/rate-plan-rates-page').then((m) => m.RatePlanRatesPage),
    namespaces: ['rates'],
  },
  {
    page: 'rates',
    load: () => import('../features/rates/rates-calendar-page').then((m) => m.RatesCalendarPage),
    namespaces: ['rates'],
  },
  {
    page: 'allotments',
    load: () => import('../features/allotments/allotments-page').then((m) => m.AllotmentsPage),
    namespaces: ['allotments'],
  },
  {
    page: 'allotment',
    load: () =>
      import('../features/allotments/allotment-report-page').then((m) => m.AllotmentReportPage),
    namespaces: ['allotments'],
  },
  {
    page: 'reservations',
    load: () =>
      import('../features/reservations/reservations-page').then((m) => m.ReservationsPage),
    namespaces: ['reservations'],
  },
  {
    page: 'reservation',
    load: () => import('../features/reservations/reservation-page').then((m) => m.ReservationPage),
    namespaces: ['reservations', 'folio', 'documents'],
  },
  {
    page: 'incomes',
    load: () => import('../features/folio/incomes-page').then((m) => m.IncomesPage),
    namespaces: ['folio'],
  },
  {
    page: 'report',
    load: () => import('../features/report/report-page').then((m) => m.ReportPage),
    namespaces: ['report'],
  },
  {
    page: 'activity',
    load: () => import('../features/activity/activity-page').then((m) => m.ActivityPage),
    namespaces: ['activity'],
  },
  {
    page: 'invoices',
    load: () => import('../features/invoices/invoices-page').then((m) => m.InvoicesPage),
    namespaces: ['invoices'],
  },
  {
    page: 'invoice',
    load: () => import('../features/invoices/invoice-page').then((m) => m.InvoicePage),
    namespaces: ['invoices', 'documents'],
  },
  {
    page: 'newInvoice',
    load: () => import('../features/invoices/new-invoice-page').then((m) => m.NewInvoicePage),
    namespaces: ['invoices'],
  },
  {
    page: 'group',
    load: () => import('../features/reservations/group-page').then((m) => m.GroupPage),
    namespaces: ['reservations', 'documents'],
  },
  {
    page: 'resRequests',
    load: () =>
      import('../features/reservation-requests/requests-page').then((m) => m.RequestsPage),
    namespaces: ['requests', 'reservations'],
  },
  {
    page: 'resRequest',
    load: () => import('../features/reservation-requests/request-page').then((m) => m.RequestPage),
    namespaces: ['requests', 'reservations'],
  },
  {
    page: 'helps',
    load: () => import('../features/help/help-page').then((m) => m.HelpPage),
    namespaces: ['help'],
  },
  {
    page: 'help',
    load: () => import('../features/help/help-page').then((m) => m.HelpPage),
    namespaces: ['help'],
  },
  {
    page: 'newReservation',
    load: () =>
      import('../features/new-reservation/new-reservation-page').then((m) => m.NewReservationPage),
    namespaces: ['booking'],
  },
  {
    page: 'profile',
    load: () => import('../features/profile/profile-page').then((m) => m.ProfilePage),
    namespaces: ['profile'],
  },
  {
    page: 'hotelSettings',
    load: () => import('../features/profile/hotel-settings-page').then((m) => m.HotelSettingsPage),
    namespaces: ['profile'],
  },
  {
    page: 'bankAccounts',
    load: () => import('../features/profile/bank-accounts-page').then((m) => m.BankAccountsPage),
    namespaces: ['profile'],
  },
  {
    page: 'rules',
    load: () => import('../features/profile/rules-page').then((m) => m.RulesPage),
    namespaces: ['profile'],
  },
  {
    page: 'images',
    load: () => import('../features/profile/images-page').then((m) => m.ImagesPage),
    namespaces: ['profile'],
  },
  {
    page: 'facilities',
    load: () => import('../features/profile/facilities-page').then((m) => m.FacilitiesPage),
    namespaces: ['profile'],
  },
];

export const propertyScreens = (): RouteObject[] => [
  {
    path: 'p/:slug',
    children: [
      ...PROPERTY_SCREENS.map(({ page, load, namespaces }) =>
        propertyPage(page, { lazy: screen(load, namespaces) }),
      ),
      setupWizard(),
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/** The setup wizard's steps: each step's page and the component of setup-steps it shows. */
const WIZARD_STEPS = [
  ['wizardBase', 'BaseStep'],
  ['wizardPolicies', 'PoliciesStep'],
  ['wizardRegs', 'RegsStep'],
  ['wizardCompanies', 'CompaniesStep'],
  ['wizardServices', 'ServicesStep'],
  ['wizardRooms', 'RoomsStep'],
  ['wizardRates', 'RatesStep'],
] as const satisfies readonly (readonly [PropertyPage, string])[];

/** The setup wizard: its frame around one route per step (`r/base` … `r/rates`). */
const setupWizard = (): RouteObject => {
  const steps = () => import('./setup-wizard/setup-steps');
  return {
    lazy: requirePermission('manage-settings'),
    children: [
      {
        lazy: screen(
          () => import('./setup-wizard/setup-wizard-layout').then((m) => m.SetupWizardLayout),
          ['wizard', 'profile', 'policies', 'staff', 'settings', 'rooms', 'rates'],
        ),
        children: WIZARD_STEPS.map(([page, step]) =>
          propertyPage(page, { lazy: screen(() => steps().then((m) => m[step]), []) }),
        ),
      },
    ],
  };
};
