import type { ReactNode } from 'react';
import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { FormField } from '../form-field';
import { type BoundControl, type BoundProps, type LabelProps, useFramedField } from './bound-field';

/**
 * A control of its own (radios with prices, a select showing another value than the form's)
 * in `FormField`'s frame: the label, marks and help given here, the field's messages under
 * it; `render` draws the control from the value, the change and the ref.
 */
export function FramedField<V extends FieldValues, N extends FieldPath<V>>({
  render,
  ...props
}: BoundProps<V, N> &
  LabelProps & { render: (bound: BoundControl<FieldPathValue<V, N>>) => ReactNode }) {
  const { bound, frame } = useFramedField<V, N, BoundProps<V, N> & LabelProps>(props);
  return <FormField {...frame}>{render(bound)}</FormField>;
}
