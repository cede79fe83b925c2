import type { ReactNode } from 'react';
import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { SelectBox } from '../select-box';
import type { BoundProps, LabelProps } from './bound-field';
import { FramedField } from './framed-field';

type SelectBoxFieldProps<V extends FieldValues, N extends FieldPath<V>> = BoundProps<V, N> &
  LabelProps & {
    /** The option shown, when it is not the field's value (a default the form leaves unset). */
    shown?: string;
    /** The select alone is off (the label and help stay as they are). */
    boxDisabled?: boolean;
    /** The options (`<option>` elements). */
    children: ReactNode;
  };

/**
 * A native select of strings in `FormField`'s frame that shows a value of its own (`shown`) or
 * is switched off alone (`boxDisabled`) — a room type's rate plan, its free room; `SelectField`
 * for a plain one.
 */
export function SelectBoxField<V extends FieldValues, N extends FieldPath<V>>({
  shown,
  boxDisabled = false,
  children,
  ...field
}: SelectBoxFieldProps<V, N>) {
  return (
    <FramedField
      {...field}
      render={(bound) => (
        <SelectBox
          name={field.name}
          value={shown ?? String(bound.value ?? '')}
          ref={bound.ref}
          onChange={(e) => bound.onChange(e.target.value as FieldPathValue<V, N>)}
          box={{ disabled: boxDisabled }}
        >
          {children}
        </SelectBox>
      )}
    />
  );
}
