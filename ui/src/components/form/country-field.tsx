import type { Ref } from 'react';
import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { CountrySelect } from '../country-select';
import { FormField } from '../form-field';
import { BoundField } from './fields';
import type { CommandForm } from './use-command-form';

/**
 * A country bound to a form's field (a guest's nationality): `CountrySelect` in `FormField`'s
 * frame, the country's code stored, the field's messages under it.
 */
export function CountryField<V extends FieldValues, N extends FieldPath<V>>({
  form,
  name,
  inputRef,
  label,
  required,
  placeholder,
}: {
  form: CommandForm<V>;
  name: N;
  /** Also receives the control (the dialog's first field). */
  inputRef?: Ref<HTMLElement | null>;
  label: string;
  required?: boolean;
  placeholder?: string;
}) {
  return (
    <BoundField
      form={form}
      name={name}
      inputRef={inputRef}
      render={(country) => (
        <FormField label={label} errors={country.errors} required={required}>
          <CountrySelect
            name={name}
            placeholder={placeholder}
            value={String(country.value ?? '')}
            inputRef={country.ref}
            onChange={(value) => country.onChange(value as FieldPathValue<V, N>)}
          />
        </FormField>
      )}
    />
  );
}
