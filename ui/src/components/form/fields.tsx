import { NativeSelect, Textarea, type TextareaProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { DateInput, TimeInput } from '../date-input';
import { EnglishNameField } from '../english-name-field';
import { FormField } from '../form-field';
import { SwitchField } from '../switch-field';
import { type BoundProps, type LabelProps, useBound, useFramedField } from './bound-field';
import { MoneyInput } from './money-input';

export { BoundField, BoundPair, type BoundControl } from './bound-field';
export { TextField } from './text-field';

/**
 * Fields bound to a `useCommandForm` form: each shows its value, reports a change (the field's
 * messages go, the next submit is a new attempt) and lists its messages under it with the
 * same DOM as `FormField` (label tied to the control, `aria-invalid`, error text).
 */

type TextAreaFieldProps<V extends FieldValues, N extends FieldPath<V>> = BoundProps<V, N> &
  LabelProps &
  Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'form' | 'required' | 'disabled'>;

/** A text of several lines (a note, a reason). */
export function TextAreaField<V extends FieldValues, N extends FieldPath<V>>(
  props: TextAreaFieldProps<V, N>,
) {
  const { name } = props;
  const { bound, frame, control: textarea } = useFramedField<V, N, TextAreaFieldProps<V, N>>(props);
  return (
    <FormField {...frame}>
      <Textarea
        name={name}
        {...textarea}
        value={String(bound.value ?? '')}
        onChange={(e) => bound.onChange(e.target.value as FieldPathValue<V, N>)}
        ref={bound.ref}
      />
    </FormField>
  );
}

type DateFieldProps<V extends FieldValues, N extends FieldPath<V>> = BoundProps<V, N> &
  LabelProps & {
    /** A time of day (`HH:mm`) instead of a date (`YYYY-MM-DD`). */
    time?: boolean;
    /** The earliest and latest dates the calendar offers. */
    min?: string | undefined;
    max?: string | undefined;
    /** The day the calendar opens on while the field is empty. */
    today?: string | undefined;
    /** After the change: what it sets off (a later date follows an earlier one). */
    onValueChange?: (value: string) => void;
  };

/** A date (`DateInput`: typed or picked) or a time of day (`TimeInput`). */
export function DateField<V extends FieldValues, N extends FieldPath<V>>(
  props: DateFieldProps<V, N>,
) {
  const { name } = props;
  const { bound, frame, control } = useFramedField<V, N, DateFieldProps<V, N>>(props);
  const { time = false, min, max, today, onValueChange } = control;
  const input = {
    name,
    value: String(bound.value ?? ''),
    onChange: (e: { target: { value: string } }) => {
      bound.onChange(e.target.value as FieldPathValue<V, N>);
      onValueChange?.(e.target.value);
    },
    ref: bound.ref,
  };
  return (
    <FormField {...frame}>
      {time ? <TimeInput {...input} /> : <DateInput {...input} min={min} max={max} today={today} />}
    </FormField>
  );
}

type MoneyFieldProps<V extends FieldValues, N extends FieldPath<V>> = BoundProps<V, N> &
  LabelProps & { maxLength?: number };

/** An amount of whole tugrik (kept as digits, shown grouped once left). */
export function MoneyField<V extends FieldValues, N extends FieldPath<V>>(
  props: MoneyFieldProps<V, N>,
) {
  const { name } = props;
  const { bound, frame, control } = useFramedField<V, N, MoneyFieldProps<V, N>>(props);
  const { maxLength } = control;
  return (
    <FormField {...frame}>
      <MoneyInput
        name={name}
        {...(maxLength ? { maxLength } : {})}
        value={String(bound.value ?? '')}
        onChange={(digits) => bound.onChange(digits as FieldPathValue<V, N>)}
        ref={bound.ref}
      />
    </FormField>
  );
}

type SelectFieldProps<V extends FieldValues, N extends FieldPath<V>> = BoundProps<V, N> &
  LabelProps & {
    /** The options (`<option>` elements). */
    children: ReactNode;
    /** The list of options is loading (the select waits). */
    loading?: boolean;
    /** After the change: what it sets off. */
    onValueChange?: (value: string) => void;
    /** The select's size (a compact one inside a row); the theme's default unless given. */
    size?: 'xs' | 'sm' | 'md' | 'lg';
  };

/** A native select of strings (an id, a type). */
export function SelectField<V extends FieldValues, N extends FieldPath<V>>(
  props: SelectFieldProps<V, N>,
) {
  const { name } = props;
  const { bound, frame, control } = useFramedField<V, N, SelectFieldProps<V, N>>(props);
  const { loading = false, onValueChange, size, children } = control;
  return (
    <FormField {...frame}>
      <NativeSelect.Root disabled={loading || frame.disabled} {...(size ? { size } : {})}>
        <NativeSelect.Field
          name={name}
          value={String(bound.value ?? '')}
          onChange={(e) => {
            bound.onChange(e.target.value as FieldPathValue<V, N>);
            onValueChange?.(e.target.value);
          }}
          ref={bound.ref}
        >
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

type BooleanFieldProps<V extends FieldValues, N extends FieldPath<V>> = BoundProps<V, N> & {
  label: string;
  description?: string | undefined;
  disabled?: boolean;
};

/** An on/off setting with its explanation (`SwitchField`). */
export function SwitchInputField<V extends FieldValues, N extends FieldPath<V>>({
  form,
  name,
  inputRef,
  label,
  description,
  disabled = false,
}: BooleanFieldProps<V, N>) {
  const bound = useBound(form, name, inputRef);
  return (
    <SwitchField
      label={label}
      description={description}
      checked={Boolean(bound.value)}
      disabled={disabled}
      onChange={(checked) => bound.onChange(checked as FieldPathValue<V, N>)}
      errors={bound.errors}
      inputRef={bound.ref}
    />
  );
}

/** The optional English name (`EnglishNameField`). */
export function EnglishNameInputField<V extends FieldValues, N extends FieldPath<V>>({
  form,
  name,
  maxLength,
}: BoundProps<V, N> & { maxLength?: number }) {
  const bound = useBound(form, name);
  return (
    <EnglishNameField
      value={String(bound.value ?? '')}
      onChange={(value) => bound.onChange(value as FieldPathValue<V, N>)}
      errors={bound.errors}
      inputRef={bound.ref}
      {...(maxLength ? { maxLength } : {})}
    />
  );
}
