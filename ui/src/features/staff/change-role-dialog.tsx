import { NativeSelect } from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { toaster } from '../../lib/toaster';
import { type StaffUser, useListRolesQuery, useSaveUserMutation } from './staff-api';

const FIELDS = ['role.id'] as const;

interface ChangeRoleDialogProps {
  /** The property the role is held in (X-Slug). */
  slug: string;
  /** Its name, for the dialog's description. */
  propertyName: string;
  user: StaffUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Change role": the role a user holds at one property, alone. It is the user's save command
 * (POST /api/users) with their details as they are, so the same permission check and rules
 * apply (manage-users, a role of this property).
 */
export function ChangeRoleDialog({ user, open, onOpenChange, ...props }: ChangeRoleDialogProps) {
  const select = useRef<HTMLSelectElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={select} size="sm">
      {user ? (
        <ChangeRoleForm
          key={user.id}
          user={user}
          select={select}
          onDone={() => onOpenChange(false)}
          {...props}
        />
      ) : null}
    </FormDialog>
  );
}

function ChangeRoleForm({
  slug,
  propertyName,
  user,
  select,
  onDone,
}: Omit<ChangeRoleDialogProps, 'open' | 'onOpenChange' | 'user'> & {
  user: StaffUser;
  select: RefObject<HTMLSelectElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('staff');
  const local = useLocalName();
  const roles = useListRolesQuery({ slug });
  const [saveUser, { isLoading }] = useSaveUserMutation();
  const [roleId, setRoleId] = useState(user.role?.id ?? '');
  const form = useFormErrors(FIELDS);

  const { onSubmit, edited } = useFormSubmit({
    send: async (idempotencyKey) => {
      form.clear();
      await saveUser({
        slug,
        idempotencyKey,
        user: {
          id: user.id,
          name: user.name,
          position: user.position,
          phoneNumber: user.phoneNumber,
          role: { id: roleId },
        },
      }).unwrap();
      toaster.create({
        type: 'success',
        title: t('users.changeRole.success', { name: user.name }),
        closable: true,
      });
      onDone();
    },
    onError: form.showServerErrors,
  });

  return (
    <DialogForm
      title={t('users.changeRole.title')}
      description={t('users.changeRole.description', { name: user.name, property: propertyName })}
      onSubmit={onSubmit}
      creating={false}
      submitting={isLoading}
      otherErrors={form.other}
    >
      <FormField label={t('users.form.role')} errors={form.errors['role.id']} required>
        <NativeSelect.Root disabled={roles.isLoading}>
          <NativeSelect.Field
            name="role"
            value={roleId}
            onChange={(e) => {
              edited();
              form.clearField('role.id');
              setRoleId(e.target.value);
            }}
            ref={(element) => {
              form.inputRef('role.id')(element);
              select.current = element;
            }}
            placeholder={
              roles.isLoading ? t('users.form.rolesLoading') : t('users.form.chooseRole')
            }
          >
            {(roles.data?.data ?? []).map((role) => (
              <option key={role.id} value={role.id}>
                {role.isDefault ? t('users.form.defaultRole', { name: local(role) }) : local(role)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </DialogForm>
  );
}
