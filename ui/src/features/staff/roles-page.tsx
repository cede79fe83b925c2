import { Badge, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PencilIcon, ShieldIcon, TrashIcon } from '../../components/icons';
import { ListStates } from '../../components/list-states';
import { NotFoundPage } from '../../components/not-found-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useDialog } from '../../components/use-dialog';
import { ListIntro } from '../../components/list-intro';
import { newIdempotencyKey } from '../../lib/idempotency';
import { httpStatusOf } from '../../lib/problem';
import { toaster } from '../../lib/toaster';
import { RoleDialog } from './role-dialog';
import {
  type Role,
  useDeleteRoleMutation,
  useListPermissionsQuery,
  useListRolesQuery,
} from './staff-api';
import { DataTable, TableSkeleton } from '../../components/data-table';

/** Route `/p/{slug}/s/roles` (manage-users): the roles of the property and their permissions. */
export function RolesPage() {
  const { t, i18n } = useTranslation('staff');
  const local = useLocalName();
  const { slug } = useCurrentHotel();
  const roles = useListRolesQuery({ slug: slug ?? '' }, { skip: !slug });
  // For the count of all permissions ("all 17"); the dialog needs the list anyway.
  const permissions = useListPermissionsQuery({ language: i18n.resolvedLanguage ?? 'mn' });
  const editor = useDialog<Role>();
  const remover = useDialog<Role>();
  const [deleteRole, { isLoading: isDeleting }] = useDeleteRoleMutation();

  if (httpStatusOf(roles.error) === 404) return <NotFoundPage />;

  const confirmDelete = async () => {
    const role = remover.item;
    if (!role || !slug) return;
    try {
      await deleteRole({ slug, id: role.id, idempotencyKey: newIdempotencyKey() }).unwrap();
      toaster.create({
        type: 'success',
        title: t('roles.delete.success', { name: local(role) }),
        closable: true,
      });
    } catch {
      // The error notification says why (a role someone holds cannot go).
    }
    remover.onOpenChange(false);
  };

  const totalPermissions = permissions.data?.total ?? null;
  return (
    <Stack gap="6">
      <ListIntro
        description={t('roles.subtitle')}
        addLabel={t('roles.add')}
        onAdd={() => editor.show(null)}
      />
      <ListStates
        query={roles}
        loading={<TableSkeleton label={t('roles.list.loading')} columns={[2, 2, 1, 1]} />}
        error={t('roles.list.error')}
        empty={{
          icon: <ShieldIcon />,
          title: t('roles.empty.title'),
          description: t('roles.empty.description'),
        }}
      >
        {(list) => (
          <DataTable label={t('roles.list.label')}>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{t('roles.columns.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('roles.columns.permissions')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {t('roles.columns.actions')}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((role) => (
                <Table.Row key={role.id} _hover={{ bg: 'bg.muted' }}>
                  <Table.Cell>
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="semibold">{local(role)}</Text>
                      {role.isDefault ? (
                        <Badge colorPalette="brand" variant="subtle" borderRadius="full">
                          {t('roles.default')}
                        </Badge>
                      ) : null}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell color="fg.muted" whiteSpace="nowrap">
                    {totalPermissions !== null && role.permissions.length >= totalPermissions
                      ? t('roles.allPermissions', { count: role.permissions.length })
                      : t('roles.permissionCount', { count: role.permissions.length })}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" justify="flex-end">
                      <IconButton
                        variant="ghost"
                        colorPalette="gray"
                        size="sm"
                        aria-label={t('roles.editFor', { name: local(role) })}
                        title={t('roles.edit')}
                        onClick={() => editor.show(role)}
                      >
                        <PencilIcon />
                      </IconButton>
                      <IconButton
                        variant="ghost"
                        colorPalette="red"
                        size="sm"
                        aria-label={t('roles.delete.for', { name: local(role) })}
                        title={
                          role.isDefault ? t('roles.delete.defaultRole') : t('roles.delete.action')
                        }
                        disabled={role.isDefault}
                        onClick={() => remover.show(role)}
                      >
                        <TrashIcon />
                      </IconButton>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </DataTable>
        )}
      </ListStates>
      {slug ? (
        <RoleDialog
          slug={slug}
          open={editor.open}
          role={editor.item}
          onOpenChange={editor.onOpenChange}
        />
      ) : null}
      <ConfirmDialog
        open={remover.open}
        onOpenChange={remover.onOpenChange}
        title={t('roles.delete.title')}
        description={t('roles.delete.description', {
          name: remover.item ? local(remover.item) : '',
        })}
        confirmLabel={t('roles.delete.confirm')}
        loading={isDeleting}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
