import { describe, expect, it } from 'vitest';
import type { Permission } from '../lib/permissions';
import { PROPERTY_PAGES, propertyPath } from '../lib/property-pages';
import { PROPERTY_MENU, visibleMenu } from './property-nav';

const only =
  (...codes: Permission[]) =>
  (code: Permission) =>
    codes.includes(code);

const pagesOf = (groups: ReturnType<typeof visibleMenu>) =>
  groups.map((group) => [group.key, group.pages]);

describe('property menu', () => {
  it('shows everything to a user who passes every check (the owner)', () => {
    expect(pagesOf(visibleMenu(() => true))).toEqual([
      [
        'main',
        [
          'home',
          'calendar',
          'reservations',
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
      ],
      [
        'settings',
        [
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
      ],
    ]);
  });

  it('leaves out the pages a user may not open, and a group left empty', () => {
    expect(pagesOf(visibleMenu(only('show-reservations')))).toEqual([['main', ['home']]]);
    expect(pagesOf(visibleMenu(only()))).toEqual([['main', ['home']]]);
    expect(pagesOf(visibleMenu(only('manage-users')))).toEqual([
      ['main', ['home']],
      ['settings', ['roles', 'users']],
    ]);
  });

  it('filters any menu by the permission of each page', () => {
    const menu = [{ key: 'settings' as const, pages: ['users' as const, 'home' as const] }];
    expect(pagesOf(visibleMenu(only(), menu))).toEqual([['settings', ['home']]]);
  });

  it('lists only pages that exist, each once, with the spec’s permission', () => {
    const listed = PROPERTY_MENU.flatMap((group) => group.pages);
    expect(new Set(listed).size).toBe(listed.length);
    // The rest are reached from a listed page (tabs, a room type's pages, the wizard's steps).
    const reachedFromOthers = [
      'reservation',
      'newReservation',
      'group',
      'roomTypeImages',
      'roomTypeAmenities',
      'ratePlanRates',
      'allotment',
      'channelConnection',
      'hotelSettings',
      'bankAccounts',
      'rules',
      'images',
      'facilities',
      'wizardPolicies',
      'wizardRegs',
      'wizardCompanies',
      'wizardServices',
      'wizardRooms',
      'wizardRates',
      'resRequest',
      'invoice',
      'newInvoice',
      'performNightAudit',
      // The help centre is opened from the top bar's help button.
      'helps',
      'help',
    ];
    expect([...listed, ...reachedFromOthers].sort()).toEqual(Object.keys(PROPERTY_PAGES).sort());
    // Settings spec §2: the permission of each settings screen.
    expect(
      Object.fromEntries(
        Object.entries(PROPERTY_PAGES)
          .filter(([page]) => !page.startsWith('wizard'))
          .map(([page, { permission }]) => [page, permission]),
      ),
    ).toEqual({
      home: null,
      // Operations spec §6: calendar, reservations and the new-reservation button.
      calendar: 'manage-reservations',
      reservations: 'manage-reservations',
      reservation: 'manage-reservations',
      newReservation: 'manage-reservations',
      group: 'manage-reservations',
      resRequests: 'manage-reservations',
      resRequest: 'manage-reservations',
      blocks: 'manage-blocks',
      housekeeping: 'manage-room-cleans',
      guests: 'manage-guests',
      incomes: 'manage-reservations',
      invoices: 'manage-invoices',
      invoice: 'manage-invoices',
      newInvoice: 'manage-invoices',
      // The spec names no permission for the night audit; it marks no-shows and closes the
      // day's money, so it is the desk's (docs/night-audit.md).
      report: 'access-reports',
      // The activity log is for auditors: those who read the report (docs/activity.md).
      activity: 'access-reports',
      checkNightAudit: 'manage-reservations',
      performNightAudit: 'manage-reservations',
      helps: null,
      help: null,
      roles: 'manage-users',
      users: 'manage-users',
      roomTypes: 'manage-rooms',
      roomTypeImages: 'manage-rooms',
      roomTypeAmenities: 'manage-rooms',
      ratePlans: 'manage-rates',
      ratePlanRates: 'manage-rates',
      rates: 'manage-rates',
      // Allotment contracts are priced terms with a partner (docs/allotments.md).
      allotments: 'manage-rates',
      allotment: 'manage-rates',
      services: 'manage-services',
      partners: 'manage-partners',
      sources: 'manage-sources',
      // Calendar sync (issue 36): the property's settings, like its profile (docs/channels.md).
      calendarSync: 'manage-settings',
      // Channels, their API keys and mappings (issue 36 part 2): a permission of their own.
      channelConnections: 'manage-channels',
      channelConnection: 'manage-channels',
      paymentMethods: 'manage-payment-methods',
      currencies: 'manage-currencies',
      taxes: 'manage-taxes',
      policies: 'manage-settings',
      profile: 'manage-settings',
      hotelSettings: 'manage-settings',
      bankAccounts: 'manage-settings',
      rules: 'manage-settings',
      images: 'manage-settings',
      facilities: 'manage-settings',
    });
    expect(PROPERTY_PAGES.roles.permission).toBe('manage-users');
    expect(PROPERTY_PAGES.users.permission).toBe('manage-users');
    expect(PROPERTY_PAGES.home.permission).toBeNull();
  });

  it('shows reservation requests only to a property that has them (hasResRequest)', () => {
    const pages = (flags: { hasResRequest?: boolean }) =>
      visibleMenu(() => true, undefined, flags).flatMap((group) => group.pages);
    expect(pages({})).not.toContain('resRequests');
    expect(pages({ hasResRequest: false })).not.toContain('resRequests');
    expect(pages({ hasResRequest: true })).toContain('resRequests');
  });

  it('builds the paths of a property', () => {
    expect(propertyPath('p-1')).toBe('/p/p-1');
    expect(propertyPath('p-1', 'roles')).toBe('/p/p-1/s/roles');
    expect(propertyPath('p-1', 'users')).toBe('/p/p-1/s/users');
    expect(propertyPath('p-1', 'roomTypeImages', { id: 'a b' })).toBe('/p/p-1/rt/a%20b/images');
  });
});
