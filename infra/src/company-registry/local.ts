import { REGISTER_NO } from '@hotel/events/property/commands';
import type { CompanyRegistry } from './port';

/**
 * The embedded default: no registry to ask. A well-formed number (7 digits) is accepted and
 * the user types the company name; the command side has already checked that no property
 * holds the number.
 */
export const localCompanyRegistry: CompanyRegistry = {
  kind: 'local',
  lookup: async (registerNo) =>
    REGISTER_NO.test(registerNo) ? { found: true, companyName: null } : { found: false },
};
