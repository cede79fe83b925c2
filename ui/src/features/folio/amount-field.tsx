import type { ReactNode, Ref } from 'react';
import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { BoundField } from '../../components/form/fields';
import type { CommandForm } from '../../components/form/use-command-form';
import { AmountInput } from './amount-input';

/**
 * An amount of a payment form (a line's amount or cash handed over, a refund) bound to its
 * field: `AmountInput` with its unit in `FormField`'s frame. `errorsOf` adds the form's own
 * reading of what was typed to the field's messages (which comes first is the form's choice).
 */
export function AmountField<V extends FieldValues, N extends FieldPath<V>>({
  form,
  name,
  label,
  unit,
  inputRef,
  optionalText,
  helperText,
  errorsOf = (errors) => errors,
}: {
  form: CommandForm<V>;
  name: N;
  label: string;
  unit: string;
  inputRef?: Ref<HTMLElement | null>;
  optionalText?: ReactNode;
  helperText?: ReactNode;
  errorsOf?: (errors: string[] | undefined) => string[] | undefined;
}) {
  return (
    <BoundField
      form={form}
      name={name}
      inputRef={inputRef}
      render={(amount) => (
        <FormField
          label={label}
          errors={errorsOf(amount.errors)}
          optionalText={optionalText}
          helperText={helperText}
        >
          <AmountInput
            name={name}
            unit={unit}
            value={String(amount.value ?? '')}
            ref={amount.ref}
            onChange={(text) => amount.onChange(text as FieldPathValue<V, N>)}
          />
        </FormField>
      )}
    />
  );
}
