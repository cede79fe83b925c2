import { changePasswordSchema } from '@hotel/events/account/commands';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import type { ItemFormProps } from '../../components/item-form-dialog';
import { NewPasswordFields, PasswordField } from '../../components/form/password-field';
import { useCommandForm } from '../../components/form/use-command-form';
import { toaster } from '../../lib/toaster';
import { type ChangePasswordRequest, useChangePasswordMutation } from './account-api';

const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Change password (account menu): current, new and confirmation, with field errors. */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const firstField = useRef<HTMLElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={firstField} size="sm">
      <ChangePasswordForm firstField={firstField} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ChangePasswordForm({ firstField, onDone }: ItemFormProps) {
  const { t } = useTranslation();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const form = useCommandForm({
    schema: changePasswordSchema,
    fields: FIELDS,
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
    toRequest: ({ currentPassword, password }: Values): ChangePasswordRequest => ({
      currentPassword,
      password,
    }),
    // The confirmation is the form's alone (never sent).
    check: ({ password, passwordConfirmation }) =>
      password === passwordConfirmation ? {} : { passwordConfirmation: t('password.mismatch') },
    send: async (change, idempotencyKey) => {
      await changePassword({ change, idempotencyKey }).unwrap();
      toaster.create({ type: 'success', title: t('changePassword.success'), closable: true });
      onDone();
    },
  });

  return (
    <DialogForm
      title={t('changePassword.title')}
      description={t('changePassword.description')}
      form={form}
      submitting={isLoading}
      submitLabel={t('changePassword.submit')}
      submittingLabel={t('changePassword.submitting')}
    >
      <PasswordField
        form={form}
        name="currentPassword"
        label={t('changePassword.current')}
        autoComplete="current-password"
        inputRef={firstField}
      />
      <NewPasswordFields
        form={form}
        label={t('changePassword.new')}
        confirmationLabel={t('changePassword.confirm')}
      />
    </DialogForm>
  );
}
