import type { Ref } from 'react';
import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { BoundField } from '../../components/form/fields';
import type { CommandForm } from '../../components/form/use-command-form';
import { RoomNumbersInput } from './room-numbers-input';

/** A form with new room numbers: the chips and the number being typed. */
type WithNumbers = FieldValues & { names: string[]; pending: string };

/**
 * New room numbers of a command form (`names`), as chips; the number being typed is the
 * form's `pending` (the form adds it on submit). Typing is a change of `names`.
 */
export function RoomNumbersField<V extends WithNumbers>({
  form,
  label,
  taken,
  required = false,
  inputRef,
}: {
  form: CommandForm<V>;
  label: string;
  /** Numbers the property has (keys). */
  taken: ReadonlySet<string>;
  required?: boolean;
  inputRef?: Ref<HTMLElement | null>;
}) {
  const names = 'names' as FieldPath<V>;
  const pending = 'pending' as FieldPath<V>;
  return (
    <BoundField
      form={form}
      name={names}
      inputRef={inputRef}
      render={(bound) => (
        <RoomNumbersInput
          label={label}
          value={bound.value as string[]}
          onChange={(next) => bound.onChange(next as FieldPathValue<V, typeof names>)}
          pending={String(form.watch(pending) ?? '')}
          onPendingChange={(next) => {
            form.changed(names);
            form.setValue(pending, next as FieldPathValue<V, typeof pending>);
          }}
          taken={taken}
          errors={bound.errors}
          inputRef={bound.ref}
          required={required}
        />
      )}
    />
  );
}
