import { describe, expect, it } from 'vitest';
import type { AccessEvent } from '@hotel/events/access/events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import {
  access,
  addStaffMember,
  deleteRole,
  openAccess,
  removeStaffMember,
  saveRole,
  transferOwnership,
} from './decider';

const given = (events: AccessEvent[]) => events.reduce(access.evolve, access.initialState());

const opened = openAccess(
  {
    propertyId: 'p',
    ownerAccountId: 'owner',
    defaultRoleId: 'manager',
    defaultRoleName: 'Менежер',
    defaultRoleNameEn: 'Manager',
  },
  access.initialState(),
);
const frontDesk: AccessEvent = {
  type: 'RoleCreated',
  data: { propertyId: 'p', roleId: 'desk', name: 'Ресепшн', permissions: [], isDefault: false },
};
const member = (accountId: string, roleId: string): AccessEvent => ({
  type: 'StaffMemberAdded',
  data: { propertyId: 'p', accountId, roleId },
});

describe('property access', () => {
  it('given nothing, when opened, then the owner and a default role with every permission', () => {
    expect(opened.map((e) => e.type)).toEqual(['PropertyAccessOpened', 'RoleCreated']);
    const state = given(opened);
    expect(state.status === 'open' && state.roles.get('manager')).toMatchObject({
      isDefault: true,
      permissions: expect.arrayContaining(['manage-users', 'access-reports']),
    });
    expect(
      openAccess(
        {
          propertyId: 'p',
          ownerAccountId: 'x',
          defaultRoleId: 'y',
          defaultRoleName: 'z',
          defaultRoleNameEn: 'z',
        },
        state,
      ),
    ).toEqual([]);
  });

  it('refuses a duplicate role name, and renaming the default role', () => {
    const state = given([...opened, frontDesk]);
    expect(() => saveRole({ name: 'ресепшн', permissions: [], newRoleId: 'n' }, state)).toThrow(
      new RuleBroken('role.nameTaken', {}, 'name'),
    );
    expect(() =>
      saveRole({ id: 'manager', name: 'Boss', permissions: [], newRoleId: 'n' }, state),
    ).toThrow(new RuleBroken('role.defaultLocked', {}, 'name'));
    expect(
      saveRole(
        { id: 'manager', name: 'Менежер', permissions: ['manage-rooms'], newRoleId: 'n' },
        state,
      ),
    ).toEqual([
      {
        type: 'RoleUpdated',
        data: {
          propertyId: 'p',
          roleId: 'manager',
          name: 'Менежер',
          nameEn: null,
          permissions: ['manage-rooms'],
        },
      },
    ]);
  });

  it('given a new property, its default role is named in both languages', () => {
    expect(opened[1]).toMatchObject({
      type: 'RoleCreated',
      data: { name: 'Менежер', nameEn: 'Manager', isDefault: true },
    });
    const state = given(opened);
    expect(state.status === 'open' && state.roles.get('manager')?.nameEn).toBe('Manager');
  });

  it('when a role is saved with an English name, then it keeps it; the default role may change it', () => {
    const state = given([...opened, frontDesk]);
    expect(
      saveRole({ name: 'Касс', nameEn: 'Cashier', permissions: [], newRoleId: 'cash' }, state),
    ).toEqual([
      {
        type: 'RoleCreated',
        data: {
          propertyId: 'p',
          roleId: 'cash',
          name: 'Касс',
          nameEn: 'Cashier',
          permissions: [],
          isDefault: false,
        },
      },
    ]);
    const renamed = saveRole(
      {
        id: 'manager',
        name: 'Менежер',
        nameEn: 'General manager',
        permissions: [],
        newRoleId: 'n',
      },
      state,
    );
    expect(renamed[0]?.data).toMatchObject({ name: 'Менежер', nameEn: 'General manager' });
    const after = given([...opened, frontDesk, ...renamed]);
    expect(after.status === 'open' && after.roles.get('manager')).toMatchObject({
      nameEn: 'General manager',
      isDefault: true,
    });
  });

  it('given a role created before English names, then it reads without one', () => {
    const state = given([...opened, frontDesk]);
    expect(state.status === 'open' && state.roles.get('desk')?.nameEn).toBeNull();
  });

  it('deletes a free role only', () => {
    expect(() => deleteRole('manager', given(opened))).toThrow(
      new RuleBroken('role.defaultLocked'),
    );
    expect(() => deleteRole('desk', given([...opened, frontDesk, member('s', 'desk')]))).toThrow(
      new RuleBroken('role.inUse'),
    );
    expect(deleteRole('desk', given([...opened, frontDesk]))).toEqual([
      { type: 'RoleDeleted', data: { propertyId: 'p', roleId: 'desk' } },
    ]);
    expect(() => deleteRole('nope', given(opened))).toThrow(NotFound);
  });

  it('adds staff with an existing role only, and nobody removes themselves', () => {
    const state = given([...opened, frontDesk, member('s', 'desk')]);
    expect(() => addStaffMember({ accountId: 't', roleId: 'nope' }, state)).toThrow(RuleBroken);
    expect(() => removeStaffMember({ accountId: 's', callerId: 's' }, state)).toThrow(
      new RuleBroken('user.cannotRemoveSelf'),
    );
    expect(() => removeStaffMember({ accountId: 'owner', callerId: 's' }, state)).toThrow(NotFound);
  });

  it('hands ownership to staff with a default role; the former owner stays with that role', () => {
    const state = given([...opened, frontDesk, member('m', 'manager'), member('d', 'desk')]);
    expect(() => transferOwnership({ toAccountId: 'd', callerId: 'owner' }, state)).toThrow(
      new RuleBroken('user.ownerNeedsDefaultRole'),
    );
    expect(() => transferOwnership({ toAccountId: 'm', callerId: 'd' }, state)).toThrow(
      new RuleBroken('user.ownerOnly'),
    );
    const events = transferOwnership({ toAccountId: 'm', callerId: 'owner' }, state);
    const after = given([
      ...opened,
      frontDesk,
      member('m', 'manager'),
      member('d', 'desk'),
      ...events,
    ]);
    expect(
      after.status === 'open' && [
        after.ownerId,
        after.members.get('owner'),
        after.members.has('m'),
      ],
    ).toEqual(['m', 'manager', false]);
  });
});
