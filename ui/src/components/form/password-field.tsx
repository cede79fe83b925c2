import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { FormField } from '../form-field';
import { PasswordInput } from '../password-input';
import { type BoundProps, type LabelProps, useFramedField } from './bound-field';
import type { CommandForm } from './use-command-form';

type PasswordFieldProps<V extends FieldValues, N extends FieldPath<V>> = BoundProps<V, N> &
  Omit<LabelProps, 'required'> & {
    /** `new-password` unless said (`current-password`). */
    autoComplete?: string;
    /** The cursor starts here (a page that is its form). */
    autoFocus?: boolean;
  };

/** A required password, shown or hidden (`PasswordInput`), bound to a command form. */
export function PasswordField<V extends FieldValues, N extends FieldPath<V>>(
  props: PasswordFieldProps<V, N>,
) {
  const { bound, frame, control } = useFramedField<V, N, PasswordFieldProps<V, N>>(props);
  return (
    <FormField {...frame} required>
      <PasswordInput
        name={props.name}
        autoComplete={control.autoComplete ?? 'new-password'}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only a page that is its form asks for it
        autoFocus={control.autoFocus}
        maxLength={128}
        value={String(bound.value ?? '')}
        onChange={(e) => bound.onChange(e.target.value as FieldPathValue<V, N>)}
        ref={bound.ref}
      />
    </FormField>
  );
}

interface NewPasswordFieldsProps<V extends NewPasswordValues> {
  form: CommandForm<V>;
  /** The new password's label. */
  label: ReactNode;
  /** The confirmation's label. */
  confirmationLabel: ReactNode;
  /** The cursor starts in the new password (a page that is its form). */
  autoFocus?: boolean;
}

/** The values of a form that sets a new password, as the commands name them. */
interface NewPasswordValues extends FieldValues {
  password: string;
  passwordConfirmation: string;
}

/**
 * A new password and its confirmation (registration, a new user, a reset, a change): the rule
 * under the first, both required.
 */
export function NewPasswordFields<V extends NewPasswordValues>({
  form,
  label,
  confirmationLabel,
  autoFocus,
}: NewPasswordFieldsProps<V>) {
  const { t } = useTranslation('common');
  return (
    <>
      <PasswordField
        form={form}
        name={'password' as FieldPath<V>}
        label={label}
        helperText={t('password.rule')}
        {...(autoFocus ? { autoFocus } : {})}
      />
      <PasswordField
        form={form}
        name={'passwordConfirmation' as FieldPath<V>}
        label={confirmationLabel}
      />
    </>
  );
}
