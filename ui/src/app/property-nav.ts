import type { Permission } from '../lib/permissions';
import { PROPERTY_PAGES, type PropertyPage } from '../lib/property-pages';

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
      'allotments',
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
      'calendarSync',
      'channelConnections',
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
  allotment: 'allotments',
  channelConnection: 'channelConnections',
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
