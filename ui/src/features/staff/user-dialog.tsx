import { SimpleGrid } from '@chakra-ui/react';
import { saveStaffUserSchema } from '@hotel/events/account/commands';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import type { InDialogProps } from '../../components/form-in-dialog';
import { itemDialogOf } from '../../components/item-dialog-of';
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

function UserForm({
  slug,
  user,
  first,
  onDone,
}: {
  slug: string;
  /** The user changed; null adds a new one. */
  user: StaffUser | null;
} & InDialogProps) {
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
      <FormFields form={form} fields={userFields(creating)} t={t} firstField={first} />
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

/** Add or change a user of the property (POST /api/users), in the page's `dialog`. */
export const UserDialog = itemDialogOf(UserForm, 'user');
