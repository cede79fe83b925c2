import { saveStaffUserSchema } from '@hotel/events/account/commands';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { FormInDialog, type InDialogProps } from '../../components/form-in-dialog';
import { useCommandForm } from '../../components/form/use-command-form';
import type { DialogControl } from '../../components/use-dialog';
import { toastDone } from '../../components/done-toast';
import { RoleSelectField } from './role-select-field';
import { type SaveUserRequest, type StaffUser, useSaveUserMutation } from './staff-api';

const FIELDS = ['role'] as const;

interface ChangeRoleProps {
  /** The property the role is held in (X-Slug). */
  slug: string;
  /** Its name, for the dialog's description. */
  propertyName: string;
}

/**
 * "Change role": the role a user holds at one property, alone. It is the user's save command
 * (POST /api/users) with their details as they are, so the same permission check and rules
 * apply (manage-users, a role of this property).
 */
export function ChangeRoleDialog({
  dialog: { item: user, open, onOpenChange },
  ...props
}: ChangeRoleProps & { dialog: DialogControl<StaffUser> }) {
  return (
    <FormInDialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      form={ChangeRoleForm}
      formKey={user?.id ?? ''}
      props={user ? { ...props, user } : null}
    />
  );
}

function ChangeRoleForm({
  slug,
  propertyName,
  user,
  first,
  onDone,
}: ChangeRoleProps & { user: StaffUser } & InDialogProps) {
  const { t } = useTranslation('staff');
  const [saveUser, { isLoading }] = useSaveUserMutation();
  const form = useCommandForm({
    schema: saveStaffUserSchema,
    fields: FIELDS,
    defaultValues: { role: user.role?.id ?? '' },
    toRequest: ({ role }): SaveUserRequest => ({
      id: user.id,
      name: user.name,
      position: user.position,
      phoneNumber: user.phoneNumber,
      role: { id: role },
    }),
    send: async (request, idempotencyKey) => {
      await saveUser({ slug, idempotencyKey, user: request }).unwrap();
      toastDone(t('users.changeRole.success', { name: user.name }));
      onDone();
    },
  });

  return (
    <DialogForm
      title={t('users.changeRole.title')}
      description={t('users.changeRole.description', { name: user.name, property: propertyName })}
      form={form}
      submitting={isLoading}
    >
      <RoleSelectField form={form} slug={slug} inputRef={first} />
    </DialogForm>
  );
}
