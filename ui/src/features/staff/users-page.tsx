import { Badge, HStack, IconButton, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CrownIcon, PencilIcon, TrashIcon, UsersIcon } from '../../components/icons';
import { ListStates } from '../../components/list-states';
import { NotFoundPage } from '../../components/not-found-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useDialog } from '../../components/use-dialog';
import { ListIntro } from '../../components/list-intro';
import { newIdempotencyKey } from '../../lib/idempotency';
import { httpStatusOf } from '../../lib/problem';
import { toaster } from '../../lib/toaster';
import {
  type StaffUser,
  useDeleteUserMutation,
  useListUsersQuery,
  useMakeOwnerMutation,
} from './staff-api';
import { DataTable, TableSkeleton } from '../../components/data-table';
import { UserDialog } from './user-dialog';

/**
 * Route `/p/{slug}/s/users` (manage-users): the users of the property with their role (shown as
 * their position, spec), add / change / delete, and handing the property to another user.
 */
export function UsersPage() {
  const { t } = useTranslation('staff');
  const local = useLocalName();
  const { slug, user: me, hotel } = useCurrentHotel();
  const users = useListUsersQuery({ slug: slug ?? '' }, { skip: !slug });
  const editor = useDialog<StaffUser>();
  const remover = useDialog<StaffUser>();
  const successor = useDialog<StaffUser>();
  const [deleteUser, { isLoading: isDeleting }] = useDeleteUserMutation();
  const [makeOwner, { isLoading: isTransferring }] = useMakeOwnerMutation();

  if (httpStatusOf(users.error) === 404) return <NotFoundPage />;

  const iAmOwner = hotel?.isOwner ?? false;

  const confirmDelete = async () => {
    const user = remover.item;
    if (!user || !slug) return;
    try {
      await deleteUser({ slug, id: user.id, idempotencyKey: newIdempotencyKey() }).unwrap();
      toaster.create({
        type: 'success',
        title: t('users.delete.success', { name: user.name }),
        closable: true,
      });
    } catch {
      // The error notification says why.
    }
    remover.onOpenChange(false);
  };

  const confirmTransfer = async () => {
    const user = successor.item;
    if (!user || !slug) return;
    try {
      await makeOwner({ slug, id: user.id, idempotencyKey: newIdempotencyKey() }).unwrap();
      toaster.create({
        type: 'success',
        title: t('users.owner.success', { name: user.name }),
        closable: true,
      });
    } catch {
      // The error notification says why (the successor needs a default role).
    }
    successor.onOpenChange(false);
  };

  return (
    <Stack gap="6">
      <ListIntro
        description={t('users.subtitle')}
        addLabel={t('users.add')}
        onAdd={() => editor.show(null)}
      />
      <ListStates
        query={users}
        loading={<TableSkeleton label={t('users.list.loading')} columns={[2, 2, 1, 1]} />}
        error={t('users.list.error')}
        empty={{
          icon: <UsersIcon />,
          title: t('users.empty.title'),
          description: t('users.empty.description'),
        }}
      >
        {(list) => (
          <DataTable label={t('users.list.label')}>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{t('users.columns.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('users.columns.position')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('users.columns.phoneNumber')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('users.columns.email')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {t('users.columns.actions')}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((user) => {
                const isMe = user.id === me?.id;
                const canDelete = !user.isOwner && !isMe;
                const canBecomeOwner = iAmOwner && !user.isOwner && !isMe && !!user.role?.isDefault;
                return (
                  <Table.Row key={user.id} _hover={{ bg: 'bg.muted' }}>
                    <Table.Cell>
                      <HStack gap="2" wrap="wrap">
                        <Text fontWeight="semibold">{user.name}</Text>
                        {user.isOwner ? (
                          <Badge colorPalette="orange" variant="subtle" borderRadius="full">
                            <CrownIcon boxSize="3" />
                            {t('users.ownerBadge')}
                          </Badge>
                        ) : null}
                        {isMe ? (
                          <Badge colorPalette="gray" variant="subtle" borderRadius="full">
                            {t('users.you')}
                          </Badge>
                        ) : null}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>
                      {/* The spec: the list shows the role name as the position. The owner
                      holds no role (they pass every check): their own position shows. */}
                      {user.role ? (
                        <Text>{local(user.role)}</Text>
                      ) : user.isOwner ? (
                        <Text>{user.position}</Text>
                      ) : (
                        <Text color="fg.subtle">{t('users.noRole')}</Text>
                      )}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                      {user.phoneNumber ? (
                        <Link href={`tel:${user.phoneNumber.replace(/\s+/g, '')}`} color="fg">
                          {user.phoneNumber}
                        </Link>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell>
                      <Link href={`mailto:${user.email}`} color="fg" truncate maxW="64">
                        {user.email}
                      </Link>
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="1" justify="flex-end">
                        {canBecomeOwner ? (
                          <IconButton
                            variant="ghost"
                            colorPalette="orange"
                            size="sm"
                            aria-label={t('users.owner.for', { name: user.name })}
                            title={t('users.owner.action')}
                            onClick={() => successor.show(user)}
                          >
                            <CrownIcon />
                          </IconButton>
                        ) : null}
                        {!user.isOwner ? (
                          <IconButton
                            variant="ghost"
                            colorPalette="gray"
                            size="sm"
                            aria-label={t('users.editFor', { name: user.name })}
                            title={t('users.edit')}
                            onClick={() => editor.show(user)}
                          >
                            <PencilIcon />
                          </IconButton>
                        ) : null}
                        {canDelete ? (
                          <IconButton
                            variant="ghost"
                            colorPalette="red"
                            size="sm"
                            aria-label={t('users.delete.for', { name: user.name })}
                            title={t('users.delete.action')}
                            onClick={() => remover.show(user)}
                          >
                            <TrashIcon />
                          </IconButton>
                        ) : null}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </DataTable>
        )}
      </ListStates>
      {slug ? (
        <UserDialog
          slug={slug}
          open={editor.open}
          user={editor.item}
          onOpenChange={editor.onOpenChange}
        />
      ) : null}
      <ConfirmDialog
        open={remover.open}
        onOpenChange={remover.onOpenChange}
        title={t('users.delete.title')}
        description={t('users.delete.description', { name: remover.item?.name ?? '' })}
        confirmLabel={t('users.delete.confirm')}
        loading={isDeleting}
        onConfirm={() => void confirmDelete()}
      />
      <ConfirmDialog
        open={successor.open}
        onOpenChange={successor.onOpenChange}
        title={t('users.owner.title')}
        description={t('users.owner.description', { name: successor.item?.name ?? '' })}
        confirmLabel={t('users.owner.confirm')}
        loading={isTransferring}
        onConfirm={() => void confirmTransfer()}
      />
    </Stack>
  );
}
