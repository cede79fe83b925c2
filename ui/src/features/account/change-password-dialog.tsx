import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/password-input';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { toaster } from '../../lib/toaster';
import { useChangePasswordMutation } from './account-api';

const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;
type Field = (typeof FIELDS)[number];

interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Change password (account menu): current, new and confirmation, with field errors. */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const firstField = useRef<HTMLInputElement | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={false}
      initialFocusEl={() => firstField.current}
      size="sm"
      placement="center"
      motionPreset="slide-in-bottom"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <ChangePasswordForm firstField={firstField} onDone={() => onOpenChange(false)} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ChangePasswordForm({
  firstField,
  onDone,
}: {
  firstField: { current: HTMLInputElement | null };
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    password: '',
    passwordConfirmation: '',
  });
  const form = useFormErrors(FIELDS);
  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      if (values.password === values.passwordConfirmation) return true;
      form.showFieldErrors({ passwordConfirmation: [t('password.mismatch')] });
      return false;
    },
    send: async (idempotencyKey) => {
      form.clear();
      await changePassword({
        change: { currentPassword: values.currentPassword, password: values.password },
        idempotencyKey,
      }).unwrap();
      toaster.create({ type: 'success', title: t('changePassword.success'), closable: true });
      onDone();
    },
    // Without field errors the notification says what went wrong.
    onError: form.showServerErrors,
  });

  const field = (name: Field, autoComplete: string) => (
    <PasswordInput
      name={name}
      autoComplete={autoComplete}
      maxLength={128}
      value={values[name]}
      onChange={(e) => {
        edited();
        setValues((current) => ({ ...current, [name]: e.target.value }));
      }}
      ref={(element) => {
        form.inputRef(name)(element);
        if (name === 'currentPassword') firstField.current = element;
      }}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Dialog.Title>{t('changePassword.title')}</Dialog.Title>
        <Dialog.Description color="fg.muted" fontSize="sm">
          {t('changePassword.description')}
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {form.other.length > 0 ? <FormAlert messages={form.other} /> : null}
          <FormField
            label={t('changePassword.current')}
            errors={form.errors.currentPassword}
            required
          >
            {field('currentPassword', 'current-password')}
          </FormField>
          <FormField
            label={t('changePassword.new')}
            errors={form.errors.password}
            helperText={t('password.rule')}
            required
          >
            {field('password', 'new-password')}
          </FormField>
          <FormField
            label={t('changePassword.confirm')}
            errors={form.errors.passwordConfirmation}
            required
          >
            {field('passwordConfirmation', 'new-password')}
          </FormField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray" disabled={isLoading}>
            {t('actions.cancel')}
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" loading={isLoading} loadingText={t('changePassword.submitting')}>
          {t('changePassword.submit')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" colorPalette="gray" aria-label={t('actions.close')} />
      </Dialog.CloseTrigger>
    </form>
  );
}
