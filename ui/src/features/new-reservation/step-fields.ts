import type { ChangeEvent } from 'react';

/**
 * What a stepper step's fields travel with: the step's values, the server's messages by field,
 * the change (naming the field the user touched, whose messages no longer apply) and the inputs'
 * refs (the first field with a message gets the focus).
 */
export interface StepFields<V, F extends string> {
  values: V;
  errors: Partial<Record<F, string[]>>;
  onChange: (values: V, field: F) => void;
  inputRef: (field: F) => (element: HTMLElement | null) => void;
}

type ChangedElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The props of a field's input, select or text area named as its field: its value, its ref and
 * its change (`next`: what the typed text changes in the values).
 */
export const inputOf = <V, F extends string>(
  { values, onChange, inputRef }: StepFields<V, F>,
  field: F,
  value: string,
  next: (typed: string) => Partial<V>,
) => ({
  name: field,
  value,
  ref: inputRef(field),
  onChange: (event: ChangeEvent<ChangedElement>) =>
    onChange({ ...values, ...next(event.target.value) }, field),
});
