import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { CountrySelect } from '../country-select';
import { FormField } from '../form-field';
import { type BoundProps, type LabelProps, useFramedField } from './bound-field';

type CountryFieldProps<V extends FieldValues, N extends FieldPath<V>> = BoundProps<V, N> &
  LabelProps & { placeholder?: string };

/**
 * A country bound to a form's field (a guest's nationality): `CountrySelect` in `FormField`'s
 * frame, the country's code stored, the field's messages under it.
 */
export function CountryField<V extends FieldValues, N extends FieldPath<V>>(
  props: CountryFieldProps<V, N>,
) {
  const { bound, frame, control } = useFramedField<V, N, CountryFieldProps<V, N>>(props);
  return (
    <FormField {...frame}>
      <CountrySelect
        name={props.name}
        placeholder={control.placeholder}
        value={String(bound.value ?? '')}
        inputRef={bound.ref}
        onChange={(value) => bound.onChange(value as FieldPathValue<V, N>)}
      />
    </FormField>
  );
}
