import {
  Button,
  CloseButton,
  chakra,
  Dialog,
  Input,
  type InputProps,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/password-input';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { toaster } from '../../lib/toaster';
import {
  type SaveUserRequest,
  type StaffUser,
  USER_FIELDS,
  useListRolesQuery,
  useSaveUserMutation,
} from './staff-api';

type Field = (typeof USER_FIELDS)[number];
type TextField = Exclude<Field, 'role.id'>;

interface Values {
  name: string;
  position: string;
  phoneNumber: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  roleId: string;
}

const valuesOf = (user: StaffUser | null): Values => ({
  name: user?.name ?? '',
  position: user?.position ?? '',
  phoneNumber: user?.phoneNumber ?? '',
  email: user?.email ?? '',
  password: '',
  passwordConfirmation: '',
  roleId: user?.role?.id ?? '',
});

interface UserDialogProps {
  slug: string;
  /** The user to change; null adds a new one. */
  user: StaffUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or change a user of the property (POST /api/users). */
export function UserDialog({ slug, user, open, onOpenChange }: UserDialogProps) {
  const firstField = useRef<HTMLInputElement | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={false}
      initialFocusEl={() => firstField.current}
      size="md"
      placement="center"
      motionPreset="slide-in-bottom"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <UserForm
              key={user?.id ?? 'new'}
              slug={slug}
              user={user}
              firstField={firstField}
              onDone={() => onOpenChange(false)}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
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
  firstField: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('staff');
  const local = useLocalName();
  const roles = useListRolesQuery({ slug });
  const [saveUser, { isLoading }] = useSaveUserMutation();
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const form = useFormErrors(USER_FIELDS);
  const creating = user === null;

  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      if (!creating || values.password === values.passwordConfirmation) return true;
      form.showFieldErrors({ passwordConfirmation: [t('common:password.mismatch')] });
      return false;
    },
    send: async (idempotencyKey) => {
      form.clear();
      const request: SaveUserRequest = {
        ...(user ? { id: user.id } : {}),
        name: values.name.trim(),
        position: values.position.trim(),
        phoneNumber: values.phoneNumber.trim(),
        // The e-mail is the login: set once, never changed.
        ...(creating ? { email: values.email.trim(), password: values.password } : {}),
        role: { id: values.roleId },
      };
      await saveUser({ slug, idempotencyKey, user: request }).unwrap();
      toaster.create({
        type: 'success',
        title: creating ? t('users.form.created') : t('users.form.updated'),
        description: request.name,
        closable: true,
      });
      onDone();
    },
    // Without field errors the notification says what went wrong.
    onError: form.showServerErrors,
  });

  const set = (name: keyof Values, value: string) => {
    edited();
    form.clearField(name === 'roleId' ? 'role.id' : name);
    setValues((current) => ({ ...current, [name]: value }));
  };

  const text = (name: TextField, props: InputProps = {}) => (
    <Input
      name={name}
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      ref={(element) => {
        form.inputRef(name)(element);
        if (name === 'name') firstField.current = element;
      }}
      {...props}
    />
  );

  const password = (name: 'password' | 'passwordConfirmation') => (
    <PasswordInput
      name={name}
      autoComplete="new-password"
      maxLength={128}
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      ref={form.inputRef(name)}
    />
  );

  const roleList = roles.data?.data ?? [];

  return (
    // `display: contents`: header, body and footer stay the dialog's own rows, so a long form
    // scrolls inside its body with the buttons in view.
    <chakra.form display="contents" onSubmit={onSubmit} noValidate>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Dialog.Title>
          {creating ? t('users.form.createTitle') : t('users.form.editTitle')}
        </Dialog.Title>
        <Dialog.Description color="fg.muted" fontSize="sm">
          {creating ? t('users.form.createDescription') : t('users.form.editDescription')}
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {form.other.length > 0 ? <FormAlert messages={form.other} /> : null}
          <FormField label={t('users.form.name')} errors={form.errors.name} required>
            {text('name', { autoComplete: 'off', maxLength: 120 })}
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={t('users.form.position')} errors={form.errors.position} required>
              {text('position', { autoComplete: 'off', maxLength: 120 })}
            </FormField>
            <FormField
              label={t('users.form.phoneNumber')}
              errors={form.errors.phoneNumber}
              required
            >
              {text('phoneNumber', { type: 'tel', inputMode: 'tel', autoComplete: 'off' })}
            </FormField>
          </SimpleGrid>
          <FormField
            label={t('users.form.email')}
            errors={form.errors.email}
            helperText={creating ? t('users.form.emailHelp') : t('users.form.emailLocked')}
            required
          >
            {text('email', {
              type: 'email',
              inputMode: 'email',
              autoComplete: 'off',
              readOnly: !creating,
              ...(creating ? {} : { bg: 'bg.muted', color: 'fg.muted' }),
            })}
          </FormField>
          <FormField
            label={t('users.form.role')}
            errors={form.errors['role.id']}
            helperText={roles.data && roleList.length === 0 ? t('users.form.noRoles') : undefined}
            required
          >
            <NativeSelect.Root disabled={roles.isLoading}>
              <NativeSelect.Field
                name="role"
                value={values.roleId}
                onChange={(e) => set('roleId', e.target.value)}
                ref={form.inputRef('role.id')}
                placeholder={
                  roles.isLoading ? t('users.form.rolesLoading') : t('users.form.chooseRole')
                }
              >
                {roleList.map((role) => (
                  <option key={role.id} value={role.id}>
                    {role.isDefault
                      ? t('users.form.defaultRole', { name: local(role) })
                      : local(role)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {creating ? (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField
                label={t('users.form.password')}
                errors={form.errors.password}
                helperText={t('common:password.rule')}
                required
              >
                {password('password')}
              </FormField>
              <FormField
                label={t('users.form.passwordConfirmation')}
                errors={form.errors.passwordConfirmation}
                required
              >
                {password('passwordConfirmation')}
              </FormField>
            </SimpleGrid>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray" disabled={isLoading}>
            {t('common:actions.cancel')}
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" loading={isLoading} loadingText={t('users.form.submitting')}>
          {creating ? t('users.form.create') : t('common:actions.save')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" colorPalette="gray" aria-label={t('common:actions.close')} />
      </Dialog.CloseTrigger>
    </chakra.form>
  );
}
