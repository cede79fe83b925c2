import { Badge, HStack, Link, Text } from '@chakra-ui/react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CrownIcon, UsersIcon } from '../../components/icons';
import type { ListColumn } from '../../components/list-table/list-table';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useDialog } from '../../components/use-dialog';
import { type StaffUser, useListUsersQuery, useMakeOwnerMutation } from './staff-api';
import { StaffList } from './staff-list';
import { DeleteUserDialog, UserActionButtons, useUserDeletion } from './user-actions';
import { UserDialog } from './user-dialog';

interface UserColumnsContext {
  t: TFunction<'staff'>;
  local: ReturnType<typeof useLocalName>;
  /** The signed-in user's id (their own row says "you" and cannot be deleted). */
  myId: string | undefined;
  /** The signed-in user owns the property (and may hand it on). */
  iAmOwner: boolean;
  edit: (user: StaffUser) => void;
  remove: (user: StaffUser) => void;
  makeOwner: (user: StaffUser) => void;
}

/** The users' columns: name (owner, you), position, phone, e-mail and the row's actions. */
const userColumns = (c: UserColumnsContext): ListColumn<StaffUser>[] => [
  {
    id: 'name',
    header: c.t('users.columns.name'),
    cell: (user) => (
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{user.name}</Text>
        {user.isOwner ? (
          <Badge colorPalette="orange" variant="subtle" borderRadius="full">
            <CrownIcon boxSize="3" />
            {c.t('users.ownerBadge')}
          </Badge>
        ) : null}
        {user.id === c.myId ? (
          <Badge colorPalette="gray" variant="subtle" borderRadius="full">
            {c.t('users.you')}
          </Badge>
        ) : null}
      </HStack>
    ),
  },
  {
    id: 'position',
    header: c.t('users.columns.position'),
    // The spec: the list shows the role name as the position. The owner holds no role (they
    // pass every check): their own position shows.
    cell: (user) =>
      user.role ? (
        <Text>{c.local(user.role)}</Text>
      ) : user.isOwner ? (
        <Text>{user.position}</Text>
      ) : (
        <Text color="fg.subtle">{c.t('users.noRole')}</Text>
      ),
  },
  {
    id: 'phoneNumber',
    header: c.t('users.columns.phoneNumber'),
    cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    cell: (user) =>
      user.phoneNumber ? (
        <Link href={`tel:${user.phoneNumber.replace(/\s+/g, '')}`} color="fg">
          {user.phoneNumber}
        </Link>
      ) : null,
  },
  {
    id: 'email',
    header: c.t('users.columns.email'),
    cell: (user) => (
      <Link href={`mailto:${user.email}`} color="fg" truncate maxW="64">
        {user.email}
      </Link>
    ),
  },
  {
    id: 'actions',
    header: c.t('users.columns.actions'),
    align: 'end',
    cell: (user) => <UserActions user={user} context={c} />,
  },
];

/** A user's actions: hand the property on, change, delete (each only where it may be done). */
function UserActions({ user, context: c }: { user: StaffUser; context: UserColumnsContext }) {
  const isMe = user.id === c.myId;
  const canDelete = !user.isOwner && !isMe;
  const canBecomeOwner = c.iAmOwner && !user.isOwner && !isMe && !!user.role?.isDefault;
  return (
    <HStack gap="1" justify="flex-end">
      <UserActionButtons
        name={user.name}
        actions={{
          makeOwner: canBecomeOwner ? () => c.makeOwner(user) : undefined,
          edit: user.isOwner ? undefined : () => c.edit(user),
          remove: canDelete ? () => c.remove(user) : undefined,
        }}
      />
    </HStack>
  );
}

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
  const remover = useUserDeletion(slug ?? '');
  const [makeOwner] = useMakeOwnerMutation();
  // A refusal's notification says why (the successor needs a default role).
  const successor = useConfirmedDelete(
    (user: StaffUser, idempotencyKey) =>
      makeOwner({ slug: slug ?? '', id: user.id, idempotencyKey }).unwrap(),
    (user) => t('users.owner.success', { name: user.name }),
  );

  const iAmOwner = hotel?.isOwner ?? false;

  return (
    <StaffList
      texts="users"
      query={users}
      columns={userColumns({
        t,
        local,
        myId: me?.id,
        iAmOwner,
        edit: editor.show,
        remove: remover.show,
        makeOwner: successor.show,
      })}
      emptyIcon={<UsersIcon />}
      onAdd={() => editor.show(null)}
    >
      {slug ? <UserDialog slug={slug} dialog={editor} /> : null}
      <DeleteUserDialog deletion={remover} />
      <ConfirmDialog
        {...successor.confirmProps}
        title={t('users.owner.title')}
        description={t('users.owner.description', { name: successor.item?.name ?? '' })}
        confirmLabel={t('users.owner.confirm')}
      />
    </StaffList>
  );
}
