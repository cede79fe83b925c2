import type { DemoStaff } from '../hotel';
import type { DemoPost } from './post';

/** The staff: a front desk clerk and a housekeeper, each with a role of their own. */
export const createStaff = async (
  post: DemoPost,
): Promise<{ frontDesk: DemoStaff; housekeeper: DemoStaff }> => {
  const frontDeskRole = (
    await post(
      '/roles',
      {
        name: 'Ресепшн',
        nameEn: 'Front desk',
        permissions: [
          'show-reservations',
          'manage-reservations',
          'manage-guests',
          'manage-blocks',
          'manage-room-cleans',
          'manage-invoices',
        ],
      },
      'role:front-desk',
    )
  ).id;
  const housekeepingRole = (
    await post(
      '/roles',
      {
        name: 'Үйлчилгээний ажилтан',
        nameEn: 'Housekeeping',
        permissions: ['show-reservations', 'manage-room-cleans'],
      },
      'role:housekeeping',
    )
  ).id;
  const staff = async (
    who: Omit<DemoStaff, 'id'> & { position: string; phoneNumber: string },
    roleId: string,
    key: string,
  ): Promise<DemoStaff> => {
    const { id } = await post(
      '/users',
      {
        name: who.name,
        position: who.position,
        phoneNumber: who.phoneNumber,
        email: who.email,
        password: who.password,
        role: { id: roleId },
      },
      key,
    );
    return { id, name: who.name, role: who.role, email: who.email, password: who.password };
  };
  const frontDesk = await staff(
    {
      name: 'Батсүхийн Номин',
      position: 'Ресепшний ажилтан',
      role: 'Ресепшн',
      phoneNumber: '88112244',
      email: 'reception@hotel.mn',
      password: 'reception-2026',
    },
    frontDeskRole,
    'user:front-desk',
  );
  const housekeeper = await staff(
    {
      name: 'Цэрэнгийн Алтанцэцэг',
      position: 'Өрөө үйлчлэгч',
      role: 'Үйлчилгээний ажилтан',
      phoneNumber: '88113355',
      email: 'housekeeping@hotel.mn',
      password: 'housekeeping-2026',
    },
    housekeepingRole,
    'user:housekeeping',
  );
  return { frontDesk, housekeeper };
};
