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

export const propertyScreens = (): RouteObject[] => [
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
