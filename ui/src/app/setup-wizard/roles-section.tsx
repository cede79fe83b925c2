import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ShieldIcon } from '../../components/icons';
import { CardSection, cardSectionTexts } from '../../components/card-section';
import { ItemCard } from '../../components/item-card';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useDialog } from '../../components/use-dialog';
import { RoleDialog } from '../../features/staff/role-dialog';
import {
  type Role,
  useDeleteRoleMutation,
  useListPermissionsQuery,
  useListRolesQuery,
} from '../../features/staff/staff-api';
import { localName } from '../../lib/names';

/**
 * The user roles of the property as a card group with an "add" tile: the first group of the
 * setup wizard's regs step (the roles page itself is a table).
 */
export function RolesSection({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('staff');
  const nameOf = (role: Role) => localName(role, i18n.language);
  const roles = useListRolesQuery({ slug });
  const permissions = useListPermissionsQuery({ language: i18n.resolvedLanguage ?? 'mn' });
  const editor = useDialog<Role>();
  const [deleteRole] = useDeleteRoleMutation();
  // A refusal (a role someone holds cannot go) is said by the error notification.
  const remover = useConfirmedDelete(
    (role: Role, idempotencyKey) => deleteRole({ slug, id: role.id, idempotencyKey }).unwrap(),
    (role) => t('roles.delete.success', { name: nameOf(role) }),
  );
  const total = permissions.data?.total ?? null;

  return (
    <>
      <CardSection
        variant="wizard"
        {...cardSectionTexts(t, 'roles', <ShieldIcon />)}
        onAdd={() => editor.show(null)}
        query={roles}
        keyOf={(role) => role.id}
        renderCard={(role) => (
          <ItemCard
            name={nameOf(role)}
            isDefault={role.isDefault}
            leading={<ShieldIcon boxSize="5" color="brand.fg" />}
            meta={
              total !== null && role.permissions.length >= total
                ? t('roles.allPermissions', { count: role.permissions.length })
                : t('roles.permissionCount', { count: role.permissions.length })
            }
            editLabel={t('roles.editFor', { name: nameOf(role) })}
            onEdit={() => editor.show(role)}
            deleteLabel={t('roles.delete.for', { name: nameOf(role) })}
            deleteDisabled={role.isDefault ? t('roles.delete.defaultRole') : null}
            onDelete={() => remover.show(role)}
          />
        )}
      />
      <RoleDialog
        slug={slug}
        open={editor.open}
        role={editor.item}
        onOpenChange={editor.onOpenChange}
      />
      <ConfirmDialog
        {...remover.confirmProps}
        title={t('roles.delete.title')}
        description={t('roles.delete.description', { name: remover.item?.name ?? '' })}
        confirmLabel={t('roles.delete.confirm')}
      />
    </>
  );
}
