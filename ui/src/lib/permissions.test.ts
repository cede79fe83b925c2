import { describe, expect, it } from 'vitest';
import { PERMISSIONS, hasPermission } from './permissions';

const staff = (permissions: string[]) => ({
  isOwner: false,
  role: { id: 'r-1', name: 'Хүлээн авах', isDefault: false, permissions },
});

describe('permissions', () => {
  it('lets the owner pass every check, with or without a role', () => {
    for (const code of PERMISSIONS) {
      expect(hasPermission({ isOwner: true, role: null }, code)).toBe(true);
    }
  });

  it('gives staff exactly the codes of their role', () => {
    const receptionist = staff(['show-reservations']);
    expect(hasPermission(receptionist, 'show-reservations')).toBe(true);
    expect(hasPermission(receptionist, 'manage-users')).toBe(false);
    expect(hasPermission(staff([]), 'show-reservations')).toBe(false);
  });

  it('gives nothing without a role, or outside the user’s properties', () => {
    expect(hasPermission({ isOwner: false, role: null }, 'show-reservations')).toBe(false);
    expect(hasPermission(null, 'show-reservations')).toBe(false);
    expect(hasPermission(undefined, 'manage-users')).toBe(false);
  });

  it('knows the 19 codes of the product (manage-channels the newest, issue 36)', () => {
    expect(new Set(PERMISSIONS).size).toBe(19);
  });
});
