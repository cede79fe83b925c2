import { IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CrownIcon, PencilIcon, ShieldIcon, TrashIcon } from '../../components/icons';
import { type ConfirmedDelete, useConfirmedDelete } from '../../components/use-confirmed-delete';
import { type StaffUser, useDeleteUserMutation } from './staff-api';

/** What may be done to a user where it is shown; a button is drawn for each one given. */
export interface UserActionHandlers {
  makeOwner?: (() => void) | undefined;
  edit?: (() => void) | undefined;
  changeRole?: (() => void) | undefined;
  remove?: (() => void) | undefined;
}

/** The buttons in the order they stand: name for a screen reader, tooltip, colour and icon. */
const BUTTONS: {
  action: keyof UserActionHandlers;
  label: string;
  title: string;
  palette: 'orange' | 'gray' | 'red';
  icon: ReactNode;
}[] = [
  {
    action: 'makeOwner',
    label: 'users.owner.for',
    title: 'users.owner.action',
    palette: 'orange',
    icon: <CrownIcon />,
  },
  {
    action: 'edit',
    label: 'users.editFor',
    title: 'users.edit',
    palette: 'gray',
    icon: <PencilIcon />,
  },
  {
    action: 'changeRole',
    label: 'users.changeRole.for',
    title: 'users.changeRole.action',
    palette: 'gray',
    icon: <ShieldIcon />,
  },
  {
    action: 'remove',
    label: 'users.delete.for',
    title: 'users.delete.action',
    palette: 'red',
    icon: <TrashIcon />,
  },
];

/**
 * A user's actions as ghost icon buttons, each named after the user (a row of the property's
 * users, a card of the account's registered users): the caller lays them out.
 */
export function UserActionButtons({
  name,
  actions,
}: {
  /** The user's name, in each button's accessible name. */
  name: string;
  actions: UserActionHandlers;
}) {
  const { t } = useTranslation('staff');
  return BUTTONS.map(({ action, label, title, palette, icon }) => {
    const onClick = actions[action];
    return onClick ? (
      <IconButton
        key={action}
        variant="ghost"
        colorPalette={palette}
        size="sm"
        aria-label={t(label, { name })}
        title={t(title)}
        onClick={onClick}
      >
        {icon}
      </IconButton>
    ) : null;
  });
}

/** The delete of a property's user, asked first: `show(user)` opens its `DeleteUserDialog`. */
export type UserDeletion = ConfirmedDelete<StaffUser>;

/** Deletes a user of the property `slug` once confirmed, and says it is done. */
export function useUserDeletion(slug: string): UserDeletion {
  const { t } = useTranslation('staff');
  const [deleteUser] = useDeleteUserMutation();
  return useConfirmedDelete(
    (user: StaffUser, idempotencyKey) => deleteUser({ slug, id: user.id, idempotencyKey }).unwrap(),
    (user) => t('users.delete.success', { name: user.name }),
  );
}

/** "Delete this user?" of a `useUserDeletion`. */
export function DeleteUserDialog({ deletion }: { deletion: UserDeletion }) {
  const { t } = useTranslation('staff');
  return (
    <ConfirmDialog
      {...deletion.confirmProps}
      title={t('users.delete.title')}
      description={t('users.delete.description', { name: deletion.item?.name ?? '' })}
      confirmLabel={t('users.delete.confirm')}
    />
  );
}
