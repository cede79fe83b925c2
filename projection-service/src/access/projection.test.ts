import { describe, expect, it } from 'vitest';
import { givenEvents, projected } from '../runtime/given';
import { PROPERTY_ACCESS, accessProjection } from './projection';

const role = { propertyId: 'p-1', permissions: ['manage-rooms'] };

describe('access read model: role names', () => {
  it('keeps a role’s English name; a role from before English names has none (null)', async () => {
    const store = await givenEvents(accessProjection, [
      projected('PropertyAccessOpened', { propertyId: 'p-1', ownerAccountId: 'a-1' }),
      projected('RoleCreated', {
        ...role,
        roleId: 'r-1',
        name: 'Менежер',
        nameEn: 'Manager',
        isDefault: true,
      }),
      projected('RoleCreated', { ...role, roleId: 'r-2', name: 'Ресепшн', isDefault: false }),
      projected('RoleUpdated', { ...role, roleId: 'r-1', name: 'Менежер', nameEn: 'Director' }),
    ]);
    const doc = await store.collection(PROPERTY_ACCESS).findOne({ _id: 'p-1' });
    expect(doc?.roles).toEqual({
      'r-1': {
        name: 'Менежер',
        nameEn: 'Director',
        permissions: ['manage-rooms'],
        isDefault: true,
      },
      'r-2': { name: 'Ресепшн', nameEn: null, permissions: ['manage-rooms'], isDefault: false },
    });
  });
});
