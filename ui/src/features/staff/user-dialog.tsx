import { SimpleGrid } from '@chakra-ui/react';
import { saveStaffUserSchema } from '@hotel/events/account/commands';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { ItemFormDialog, type ItemFormProps } from '../../components/item-form-dialog';
import type { DialogControl } from '../../components/use-dialog';
import { type FieldSpec, FormFields } from '../../components/form/form-fields';
import { NewPasswordFields } from '../../components/form/password-field';
import { textValuesOf, trimmedValuesOf } from '../../components/form/text-values';
import { useCommandForm } from '../../components/form/use-command-form';
import { toastDone } from '../../components/done-toast';
import { RoleSelectField } from './role-select-field';
import { type SaveUserRequest, type StaffUser, useSaveUserMutation } from './staff-api';

/** The form's fields, named as the body names them (`role` for `role.id`), first focused first. */
const FIELDS = [
  'name',
  'position',
  'phoneNumber',
  'email',
  'password',
  'passwordConfirmation',
  'role',
] as const;

interface Values {
  name: string;
  position: string;
  phoneNumber: string;
  email: string;
  /** The role's id. */
  role: string;
  password: string;
  passwordConfirmation: string;
}

/**
 * The user's name, position and phone, and the e-mail they log in with: given once, when the
 * user is added, and shown locked afterwards.
 */
const userFields = (creating: boolean): readonly FieldSpec<Values>[] => [
  {
    kind: 'text',
    name: 'name',
    label: 'users.form.name',
    required: true,
    maxLength: 120,
    first: true,
  },
  {
    kind: 'row',
    fields: [
      {
        kind: 'text',
        name: 'position',
        label: 'users.form.position',
        required: true,
        maxLength: 120,
      },
      {
        kind: 'text',
        name: 'phoneNumber',
        label: 'users.form.phoneNumber',
        required: true,
        type: 'tel',
        inputMode: 'tel',
      },
    ],
  },
  {
    kind: 'text',
    name: 'email',
    label: 'users.form.email',
    helperText: creating ? 'users.form.emailHelp' : 'users.form.emailLocked',
    required: true,
    type: 'email',
    inputMode: 'email',
    readOnly: !creating,
    ...(creating ? {} : { bg: 'bg.muted', color: 'fg.muted' }),
  },
];

const valuesOf = (user: StaffUser | null): Values => ({
  ...textValuesOf(user, ['name', 'position', 'phoneNumber', 'email']),
  role: user?.role?.id ?? '',
  password: '',
  passwordConfirmation: '',
});

interface UserDialogProps {
  slug: string;
  /** The dialog and the user it changes (null adds a new one). */
  dialog: DialogControl<StaffUser>;
}

/** Add or change a user of the property (POST /api/users). */
export function UserDialog({ slug, dialog: { item: user, open, onOpenChange } }: UserDialogProps) {
  return (
    <ItemFormDialog item={user} open={open} onOpenChange={onOpenChange}>
      {(firstField, onDone) => (
        <UserForm slug={slug} user={user} firstField={firstField} onDone={onDone} />
      )}
    </ItemFormDialog>
  );
}

function UserForm({
  slug,
  user,
  firstField,
  onDone,
}: {
  slug: string;
  user: StaffUser | null;
} & ItemFormProps) {
  const { t } = useTranslation('staff');
  const [saveUser, { isLoading }] = useSaveUserMutation();
  const creating = user === null;
  const form = useCommandForm({
    schema: saveStaffUserSchema,
    fields: FIELDS,
    defaultValues: valuesOf(user),
    toRequest: (values: Values): SaveUserRequest => ({
      ...(user ? { id: user.id } : {}),
      ...trimmedValuesOf(values, ['name', 'position', 'phoneNumber']),
      // The e-mail is the login: set once, never changed.
      ...(creating ? { email: values.email.trim(), password: values.password } : {}),
      role: { id: values.role },
    }),
    // The confirmation is the form's alone (never sent).
    check: ({ password, passwordConfirmation }) =>
      creating && password !== passwordConfirmation
        ? { passwordConfirmation: t('common:password.mismatch') }
        : {},
    send: async (request, idempotencyKey) => {
      await saveUser({ slug, idempotencyKey, user: request }).unwrap();
      toastDone(creating ? t('users.form.created') : t('users.form.updated'), request.name);
      onDone();
    },
  });

  return (
    <DialogForm
      title={creating ? t('users.form.createTitle') : t('users.form.editTitle')}
      description={creating ? t('users.form.createDescription') : t('users.form.editDescription')}
      form={form}
      creating={creating}
      submitting={isLoading}
    >
      <FormFields form={form} fields={userFields(creating)} t={t} firstField={firstField} />
      <RoleSelectField form={form} slug={slug} showNoRoles />
      {creating ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <NewPasswordFields
            form={form}
            label={t('users.form.password')}
            confirmationLabel={t('users.form.passwordConfirmation')}
          />
        </SimpleGrid>
      ) : null}
    </DialogForm>
  );
}
