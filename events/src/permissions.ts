/**
 * The permission codes a role can hold (settings spec §6). A default (owner) account passes
 * every check; any other account needs the code in its role at that property.
 */
export const permissions = {
  'manage-rooms': { mn: 'Өрөө, өрөөний төрөл удирдах', en: 'Manage rooms and room types' },
  'manage-rates': { mn: 'Үнэ, үнийн төрөл удирдах', en: 'Manage rates and rate plans' },
  'manage-services': { mn: 'Нэмэлт үйлчилгээ удирдах', en: 'Manage services' },
  'manage-partners': { mn: 'Хамтрагч байгууллага удирдах', en: 'Manage partners' },
  'manage-sources': { mn: 'Захиалгын суваг удирдах', en: 'Manage reservation channels' },
  'manage-payment-methods': { mn: 'Төлбөрийн хэрэгсэл удирдах', en: 'Manage payment methods' },
  'manage-currencies': { mn: 'Валют удирдах', en: 'Manage currencies' },
  'manage-taxes': { mn: 'Татвар удирдах', en: 'Manage taxes' },
  'manage-users': { mn: 'Хэрэглэгч, эрх удирдах', en: 'Manage users and roles' },
  'manage-settings': { mn: 'Буудлын тохиргоо удирдах', en: 'Manage property settings' },
  'manage-channels': {
    mn: 'Захиалгын суваг холбох, API түлхүүр удирдах',
    en: 'Manage channel connections and API keys',
  },
  'manage-reservations': { mn: 'Захиалга удирдах', en: 'Manage reservations' },
  'edit-cancellation-fees': {
    mn: 'Цуцлалт, ирээгүйн торгууль засах',
    en: 'Edit cancellation and no-show fees',
  },
  'manage-blocks': { mn: 'Өрөө хаалт удирдах', en: 'Manage room blocks' },
  'manage-room-cleans': { mn: 'Өрөө цэвэрлэгээ удирдах', en: 'Manage housekeeping' },
  'manage-guests': { mn: 'Зочдын бүртгэл удирдах', en: 'Manage guests' },
  'manage-invoices': { mn: 'Нэхэмжлэх удирдах', en: 'Manage invoices' },
  'access-reports': { mn: 'Тайлан харах', en: 'View reports' },
  'show-reservations': {
    mn: 'Хянах самбар, захиалга харах',
    en: 'View the dashboard and reservations',
  },
} as const;

export type PermissionCode = keyof typeof permissions;

export const permissionCodes = Object.keys(permissions) as PermissionCode[];

export const isPermissionCode = (code: string): code is PermissionCode =>
  Object.hasOwn(permissions, code);
