import { propertyHomePath } from '../lib/locale';
import type { Permission } from '../lib/permissions';

/**
 * The pages of a property (`/p/{slug}/…`) that exist, with the permission each needs; the
 * route guards and the side menu both read this, so a menu entry and its route can never
 * disagree. `null`: every user of the property.
 */
export const PROPERTY_PAGES = {
  home: { path: '', permission: null },
  roles: { path: 's/roles', permission: 'manage-users' },
  users: { path: 's/users', permission: 'manage-users' },
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

/** The locale-neutral path of a page of a property. */
export const propertyPath = (slug: string, page: PropertyPage = 'home'): string => {
  const { path } = PROPERTY_PAGES[page];
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
  { key: 'main', pages: ['home'] },
  { key: 'settings', pages: ['roles', 'users'] },
];

/**
 * The menu as this user sees it: entries whose permission they lack are left out, and so is a
 * group left without entries.
 */
export const visibleMenu = (
  can: (code: Permission) => boolean,
  menu: readonly MenuGroup[] = PROPERTY_MENU,
): MenuGroup[] =>
  menu
    .map((group) => ({
      ...group,
      pages: group.pages.filter((page) => {
        const { permission } = PROPERTY_PAGES[page];
        return permission === null || can(permission);
      }),
    }))
    .filter((group) => group.pages.length > 0);
