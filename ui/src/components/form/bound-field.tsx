import type { ReactNode, Ref } from 'react';
import {
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  useController,
} from 'react-hook-form';
import { type CommandForm, messagesOf } from './use-command-form';

/**
 * What every field bound to a `useCommandForm` form shares: its controller (the value, the
 * change that clears its messages, the ref that is focused when it is the first in error) and
 * `FormField`'s frame (label, marks, help, messages); `BoundField` for a control of its own.
 * The fields themselves are in fields.tsx (a text field alone in text-field.tsx, so that the
 * sign-in pages' forms do not load the app's other controls).
 */

export interface BoundProps<V extends FieldValues, N extends FieldPath<V>> {
  form: CommandForm<V>;
  name: N;
  /** Also receives the control (e.g. the dialog's first field, focused when it opens). */
  inputRef?: Ref<HTMLElement | null> | undefined;
}

/** Both refs get the element. */
const refs =
  <E extends HTMLElement>(...all: (Ref<E | null> | Ref<HTMLElement | null> | undefined)[]) =>
  (element: E | null) => {
    for (const ref of all) {
      if (typeof ref === 'function') ref(element);
      else if (ref) (ref as { current: HTMLElement | null }).current = element;
    }
  };

/** The controller of a bound field, with the change that clears its messages. */
export function useBound<V extends FieldValues, N extends FieldPath<V>>(
  form: CommandForm<V>,
  name: N,
  inputRef?: Ref<HTMLElement | null>,
) {
  const { field, fieldState } = useController({ control: form.control, name });
  return {
    value: field.value as FieldPathValue<V, N>,
    errors: messagesOf(fieldState.error),
    ref: refs(field.ref, inputRef),
    onChange: (value: FieldPathValue<V, N>) => {
      form.changed(name);
      field.onChange(value);
    },
  };
}

export interface LabelProps {
  label: ReactNode;
  required?: boolean | undefined;
  helperText?: ReactNode;
  optionalText?: ReactNode;
  disabled?: boolean | undefined;
}

/**
 * A bound field in `FormField`'s frame: its props taken apart into the controller (`bound`),
 * the frame's (label, marks, help and the field's messages) and the rest, for the control.
 */
export function useFramedField<
  V extends FieldValues,
  N extends FieldPath<V>,
  P extends BoundProps<V, N> & LabelProps,
>({ form, name, inputRef, label, required, helperText, optionalText, disabled, ...control }: P) {
  const bound = useBound(form, name, inputRef);
  const frame = {
    label,
    errors: bound.errors,
    required: required ?? false,
    helperText,
    optionalText,
    disabled: disabled ?? false,
  };
  return { bound, frame, control };
}

/** What a control of its own (colour swatches, a group of checkboxes) gets from the form. */
export interface BoundControl<T> {
  value: T;
  onChange: (value: T) => void;
  /** The field's messages, for the control to show. */
  errors: string[] | undefined;
  /** The focusable element (focused when it is the first field in error). */
  ref: (element: HTMLElement | null) => void;
}

/** A field with its own control: `render` gets the value, the change, messages and ref. */
export function BoundField<V extends FieldValues, N extends FieldPath<V>>({
  form,
  name,
  inputRef,
  render,
}: BoundProps<V, N> & { render: (bound: BoundControl<FieldPathValue<V, N>>) => ReactNode }) {
  return render(useBound(form, name, inputRef));
}

/**
 * Two fields drawn by one control (a phone's country and number, a price and its kind):
 * `render` gets both, in the order of `names`; `inputRef` also receives the first's control.
 */
export function BoundPair<V extends FieldValues, A extends FieldPath<V>, B extends FieldPath<V>>({
  form,
  names: [first, second],
  inputRef,
  render,
}: {
  form: CommandForm<V>;
  names: readonly [A, B];
  inputRef?: Ref<HTMLElement | null> | undefined;
  render: (
    first: BoundControl<FieldPathValue<V, A>>,
    second: BoundControl<FieldPathValue<V, B>>,
  ) => ReactNode;
}) {
  return render(useBound(form, first, inputRef), useBound(form, second));
}
