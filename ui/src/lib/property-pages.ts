import { propertyHomePath } from './locale';
import type { Permission } from './permissions';

/**
 * The pages of a property (`/p/{slug}/…`) that exist, with the permission each needs; the
 * route guards and the side menu both read this, so a menu entry and its route can never
 * disagree. `null`: every user of the property.
 */
export const PROPERTY_PAGES = {
  home: { path: '', permission: null },
  calendar: { path: 'calendar', permission: 'manage-reservations' },
  reservations: { path: 'reservations', permission: 'manage-reservations' },
  reservation: { path: 'reservation/:id', permission: 'manage-reservations' },
  newReservation: { path: 'new/reservation', permission: 'manage-reservations' },
  group: { path: 'group/:id', permission: 'manage-reservations' },
  resRequests: { path: 'res-requests', permission: 'manage-reservations' },
  resRequest: { path: 'res-request/:id', permission: 'manage-reservations' },
  blocks: { path: 'blocks', permission: 'manage-blocks' },
  housekeeping: { path: 'house/keeping', permission: 'manage-room-cleans' },
  guests: { path: 'guests', permission: 'manage-guests' },
  incomes: { path: 'incomes', permission: 'manage-reservations' },
  invoices: { path: 'invoices', permission: 'manage-invoices' },
  invoice: { path: 'invoice/:id', permission: 'manage-invoices' },
  newInvoice: { path: 'new/invoice', permission: 'manage-invoices' },
  checkNightAudit: { path: 'check-night-audit', permission: 'manage-reservations' },
  performNightAudit: { path: 'perform-night-audit', permission: 'manage-reservations' },
  report: { path: 'report', permission: 'access-reports' },
  activity: { path: 'activity', permission: 'access-reports' },
  helps: { path: 'helps', permission: null },
  help: { path: 'helps/:id', permission: null },
  roles: { path: 's/roles', permission: 'manage-users' },
  users: { path: 's/users', permission: 'manage-users' },
  roomTypes: { path: 's/room/types', permission: 'manage-rooms' },
  roomTypeImages: { path: 'rt/:id/images', permission: 'manage-rooms' },
  roomTypeAmenities: { path: 'rt/:id/amenities', permission: 'manage-rooms' },
  ratePlans: { path: 's/rate/plans', permission: 'manage-rates' },
  ratePlanRates: { path: 's/rate/plans/:id', permission: 'manage-rates' },
  rates: { path: 'rates', permission: 'manage-rates' },
  allotments: { path: 'allotments', permission: 'manage-rates' },
  allotment: { path: 'allotments/:id', permission: 'manage-rates' },
  services: { path: 's/services', permission: 'manage-services' },
  partners: { path: 's/partners', permission: 'manage-partners' },
  sources: { path: 's/sources', permission: 'manage-sources' },
  calendarSync: { path: 's/calendar/sync', permission: 'manage-settings' },
  channelConnections: { path: 's/channels', permission: 'manage-channels' },
  channelConnection: { path: 's/channels/:id', permission: 'manage-channels' },
  paymentMethods: { path: 's/payment/methods', permission: 'manage-payment-methods' },
  currencies: { path: 's/currencies', permission: 'manage-currencies' },
  taxes: { path: 's/taxes', permission: 'manage-taxes' },
  policies: { path: 's/policies', permission: 'manage-settings' },
  profile: { path: 'edit', permission: 'manage-settings' },
  hotelSettings: { path: 'settings', permission: 'manage-settings' },
  bankAccounts: { path: 'accounts', permission: 'manage-settings' },
  rules: { path: 'rules', permission: 'manage-settings' },
  images: { path: 'images', permission: 'manage-settings' },
  facilities: { path: 'facilities', permission: 'manage-settings' },
  wizardBase: { path: 'r/base', permission: 'manage-settings' },
  wizardPolicies: { path: 'r/policies', permission: 'manage-settings' },
  wizardRegs: { path: 'r/regs', permission: 'manage-settings' },
  wizardCompanies: { path: 'r/companies', permission: 'manage-settings' },
  wizardServices: { path: 'r/services', permission: 'manage-settings' },
  wizardRooms: { path: 'r/rooms', permission: 'manage-settings' },
  wizardRates: { path: 'r/rates', permission: 'manage-settings' },
} as const satisfies Record<string, { path: string; permission: Permission | null }>;

export type PropertyPage = keyof typeof PROPERTY_PAGES;

/** `handle` of a property route: which page it is (the top bar's title and back button). */
export interface PropertyRouteHandle {
  page: PropertyPage;
}

export const isPropertyRouteHandle = (handle: unknown): handle is PropertyRouteHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  typeof (handle as { page?: unknown }).page === 'string' &&
  (handle as { page: string }).page in PROPERTY_PAGES;

/** The locale-neutral path of a page of a property; `params` fill its `:name` segments. */
export const propertyPath = (
  slug: string,
  page: PropertyPage = 'home',
  params: Record<string, string> = {},
): string => {
  const path = PROPERTY_PAGES[page].path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const base = propertyHomePath(slug);
  return path ? `${base}/${path}` : base;
};
