import type { Partner } from '../features/settings';

/** A partner (GET /api/partners) with nothing optional filled in and no discount; `fields` on top. */
export const aPartner = (
  fields: Partial<Partner> & Pick<Partner, 'id' | 'name' | 'type'>,
): Partner => ({
  registerNo: null,
  description: null,
  contactPerson: null,
  phoneNumber: null,
  email: null,
  financePerson: null,
  financePhoneNumber: null,
  financeEmail: null,
  address: null,
  discount: 0,
  ...fields,
});
