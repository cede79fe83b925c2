import { Badge, HStack, Text } from '@chakra-ui/react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EditDeleteButtons } from '../../components/edit-delete-buttons';
import { ShieldIcon } from '../../components/icons';
import type { ListColumn } from '../../components/list-table/list-table';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useDialog } from '../../components/use-dialog';
import { RoleDialog } from './role-dialog';
import { StaffList } from './staff-list';
import {
  type Role,
  useDeleteRoleMutation,
  useListPermissionsQuery,
  useListRolesQuery,
} from './staff-api';

interface RoleColumnsContext {
  t: TFunction<'staff'>;
  local: ReturnType<typeof useLocalName>;
  /** How many permissions there are (a role holding them all says "all"). */
  totalPermissions: number | null;
  edit: (role: Role) => void;
  remove: (role: Role) => void;
}

/** The roles' columns: the name (and "default"), how many permissions, edit and delete. */
const roleColumns = ({
  t,
  local,
  totalPermissions,
  edit,
  remove,
}: RoleColumnsContext): ListColumn<Role>[] => [
  {
    id: 'name',
    header: t('roles.columns.name'),
    cell: (role) => (
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{local(role)}</Text>
        {role.isDefault ? (
          <Badge colorPalette="brand" variant="subtle" borderRadius="full">
            {t('roles.default')}
          </Badge>
        ) : null}
      </HStack>
    ),
  },
  {
    id: 'permissions',
    header: t('roles.columns.permissions'),
    cellProps: { color: 'fg.muted', whiteSpace: 'nowrap' },
    cell: (role) =>
      totalPermissions !== null && role.permissions.length >= totalPermissions
        ? t('roles.allPermissions', { count: role.permissions.length })
        : t('roles.permissionCount', { count: role.permissions.length }),
  },
  {
    id: 'actions',
    header: t('roles.columns.actions'),
    align: 'end',
    cell: (role) => (
      <EditDeleteButtons
        gap="1"
        justify="flex-end"
        edit={{
          label: t('roles.editFor', { name: local(role) }),
          title: t('roles.edit'),
          onClick: () => edit(role),
        }}
        remove={{
          label: t('roles.delete.for', { name: local(role) }),
          title: t('roles.delete.action'),
          disabledReason: role.isDefault ? t('roles.delete.defaultRole') : null,
          onClick: () => remove(role),
        }}
      />
    ),
  },
];

/** Route `/p/{slug}/s/roles` (manage-users): the roles of the property and their permissions. */
export function RolesPage() {
  const { t, i18n } = useTranslation('staff');
  const local = useLocalName();
  const { slug } = useCurrentHotel();
  const roles = useListRolesQuery({ slug: slug ?? '' }, { skip: !slug });
  // For the count of all permissions ("all 17"); the dialog needs the list anyway.
  const permissions = useListPermissionsQuery({ language: i18n.resolvedLanguage ?? 'mn' });
  const editor = useDialog<Role>();
  const [deleteRole] = useDeleteRoleMutation();
  const remover = useConfirmedDelete(
    (role: Role, idempotencyKey) =>
      deleteRole({ slug: slug ?? '', id: role.id, idempotencyKey }).unwrap(),
    (role) => t('roles.delete.success', { name: local(role) }),
  );

  return (
    <StaffList
      texts="roles"
      query={roles}
      columns={roleColumns({
        t,
        local,
        totalPermissions: permissions.data?.total ?? null,
        edit: editor.show,
        remove: remover.show,
      })}
      emptyIcon={<ShieldIcon />}
      onAdd={() => editor.show(null)}
    >
      {slug ? (
        <RoleDialog
          slug={slug}
          open={editor.open}
          role={editor.item}
          onOpenChange={editor.onOpenChange}
        />
      ) : null}
      <ConfirmDialog
        {...remover.confirmProps}
        title={t('roles.delete.title')}
        description={t('roles.delete.description', {
          name: remover.item ? local(remover.item) : '',
        })}
        confirmLabel={t('roles.delete.confirm')}
      />
    </StaffList>
  );
}
