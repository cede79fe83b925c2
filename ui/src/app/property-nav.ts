import { propertyHomePath } from '../lib/locale';
import type { Permission } from '../lib/permissions';

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
  services: { path: 's/services', permission: 'manage-services' },
  partners: { path: 's/partners', permission: 'manage-partners' },
  sources: { path: 's/sources', permission: 'manage-sources' },
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

export interface MenuGroup {
  /** `null`: the group without a heading (home). */
  key: 'main' | 'settings';
  pages: PropertyPage[];
}

/** The side menu, in order. Only pages that exist are listed (no placeholders). */
export const PROPERTY_MENU: readonly MenuGroup[] = [
  {
    key: 'main',
    pages: [
      'home',
      'calendar',
      'reservations',
      'resRequests',
      'blocks',
      'housekeeping',
      'guests',
      'rates',
      'invoices',
      'incomes',
      'report',
      'activity',
      'checkNightAudit',
      'wizardBase',
    ],
  },
  {
    key: 'settings',
    pages: [
      'profile',
      'roomTypes',
      'ratePlans',
      'services',
      'partners',
      'sources',
      'paymentMethods',
      'currencies',
      'taxes',
      'policies',
      'roles',
      'users',
    ],
  },
];

/** Pages reached from a menu entry (tabs, a room type's pages, the wizard's steps). */
const SECTION_OF: Partial<Record<PropertyPage, PropertyPage>> = {
  hotelSettings: 'profile',
  bankAccounts: 'profile',
  rules: 'profile',
  images: 'profile',
  facilities: 'profile',
  roomTypeImages: 'roomTypes',
  roomTypeAmenities: 'roomTypes',
  ratePlanRates: 'ratePlans',
  reservation: 'reservations',
  group: 'reservations',
  newReservation: 'reservations',
  resRequest: 'resRequests',
  invoice: 'invoices',
  performNightAudit: 'checkNightAudit',
  newInvoice: 'invoices',
  help: 'helps',
  wizardPolicies: 'wizardBase',
  wizardRegs: 'wizardBase',
  wizardCompanies: 'wizardBase',
  wizardServices: 'wizardBase',
  wizardRooms: 'wizardBase',
  wizardRates: 'wizardBase',
};

/** The menu entry shown as current on a page: the page itself or the entry it belongs to. */
export const menuEntryOf = (page: PropertyPage): PropertyPage => SECTION_OF[page] ?? page;

/** What the property has, for entries shown only then (requests: operations spec §2). */
export interface MenuFlags {
  /** The property takes reservation requests (online booking open, or requests exist). */
  hasResRequest?: boolean;
}

const FLAG_OF: Partial<Record<PropertyPage, keyof MenuFlags>> = {
  resRequests: 'hasResRequest',
};

/**
 * The menu as this user sees it: entries whose permission they lack are left out, and so are
 * entries of what the property does not have and a group left without entries.
 */
export const visibleMenu = (
  can: (code: Permission) => boolean,
  menu: readonly MenuGroup[] = PROPERTY_MENU,
  flags: MenuFlags = {},
): MenuGroup[] =>
  menu
    .map((group) => ({
      ...group,
      pages: group.pages.filter((page) => {
        const { permission } = PROPERTY_PAGES[page];
        const flag = FLAG_OF[page];
        if (flag && !flags[flag]) return false;
        return permission === null || can(permission);
      }),
    }))
    .filter((group) => group.pages.length > 0);
