import { propertyHomePath } from '../../lib/locale';

/**
 * The tabs of the property profile (settings spec §2), each its own route: the page names and
 * paths of PROPERTY_PAGES (lib/property-pages.ts; a test keeps the two the same).
 */
export const PROFILE_TAB_PATHS = {
  profile: 'edit',
  hotelSettings: 'settings',
  bankAccounts: 'accounts',
  rules: 'rules',
  images: 'images',
  facilities: 'facilities',
} as const;

export type ProfileTab = keyof typeof PROFILE_TAB_PATHS;

export const PROFILE_TABS = Object.keys(PROFILE_TAB_PATHS) as ProfileTab[];

/** The locale-neutral path of a tab of a property. */
export const profileTabPath = (slug: string, tab: ProfileTab): string =>
  `${propertyHomePath(slug)}/${PROFILE_TAB_PATHS[tab]}`;
