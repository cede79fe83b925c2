import { describe, expect, it } from 'vitest';
import { PROPERTY_PAGES } from '../../lib/property-pages';
import { PROFILE_TAB_PATHS, PROFILE_TABS, profileTabPath } from './profile-tabs';

describe('profile tabs', () => {
  it('are the pages of PROPERTY_PAGES, at their paths and under their permission', () => {
    for (const tab of PROFILE_TABS) {
      expect([tab, PROFILE_TAB_PATHS[tab]]).toEqual([tab, PROPERTY_PAGES[tab].path]);
      expect(PROPERTY_PAGES[tab].permission).toBe('manage-settings');
    }
    expect(profileTabPath('p-1', 'bankAccounts')).toBe('/p/p-1/accounts');
  });
});
