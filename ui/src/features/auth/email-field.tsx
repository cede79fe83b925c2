import type { FieldPath } from 'react-hook-form';
import { TextField } from '../../components/form/text-field';
import type { CommandForm } from '../../components/form/use-command-form';
import { EMAIL_INPUT } from './auth-form-parts';

interface EmailFieldProps<V extends { email: string }> {
  form: CommandForm<V>;
  label: string;
  /** `username` where the e-mail signs in, `email` where it is only an address. */
  autoComplete: 'username' | 'email';
  autoFocus?: boolean;
}

/** The e-mail of an auth form: required, typed as an e-mail address. */
export function EmailField<V extends { email: string }>({
  form,
  label,
  autoComplete,
  autoFocus,
}: EmailFieldProps<V>) {
  return (
    <TextField
      form={form}
      name={'email' as FieldPath<V>}
      label={label}
      required
      {...EMAIL_INPUT}
      autoComplete={autoComplete}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- an auth page is its form: the cursor starts in its first empty field
      autoFocus={autoFocus}
    />
  );
}
