import type { ReactNode, Ref } from 'react';
import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { FormField } from '../form-field';
import { PasswordInput } from '../password-input';
import { BoundField } from './bound-field';
import type { CommandForm } from './use-command-form';

interface PasswordFieldProps<V extends FieldValues, N extends FieldPath<V>> {
  form: CommandForm<V>;
  name: N;
  label: ReactNode;
  helperText?: ReactNode;
  /** `new-password` unless said (`current-password`). */
  autoComplete?: string;
  /** Also receives the input (e.g. the dialog's first field). */
  inputRef?: Ref<HTMLElement | null>;
  /** The cursor starts here (a page that is its form). */
  autoFocus?: boolean;
}

/** A required password, shown or hidden (`PasswordInput`), bound to a command form. */
export function PasswordField<V extends FieldValues, N extends FieldPath<V>>({
  form,
  name,
  label,
  helperText,
  autoComplete = 'new-password',
  inputRef,
  autoFocus,
}: PasswordFieldProps<V, N>) {
  return (
    <BoundField
      form={form}
      name={name}
      inputRef={inputRef}
      render={(field) => (
        <FormField label={label} errors={field.errors} helperText={helperText} required>
          <PasswordInput
            name={name}
            autoComplete={autoComplete}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- only a page that is its form asks for it
            autoFocus={autoFocus}
            maxLength={128}
            value={String(field.value ?? '')}
            onChange={(e) => field.onChange(e.target.value as FieldPathValue<V, N>)}
            ref={field.ref}
          />
        </FormField>
      )}
    />
  );
}
