/** The staff feature's public surface: what other features may use (docs/adding-a-feature.md, "Layers"). */
export { ChangeRoleDialog } from './change-role-dialog';
export { useListUsersQuery } from './staff-api';
export type { StaffUser } from './staff-api';
export { DeleteUserDialog, UserActionButtons, useUserDeletion } from './user-actions';
export { UserDialog } from './user-dialog';
