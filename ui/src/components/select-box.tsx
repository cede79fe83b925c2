import { NativeSelect } from '@chakra-ui/react';
import type { Ref } from 'react';

type SelectBoxProps = NativeSelect.FieldProps & {
  ref?: Ref<HTMLSelectElement> | undefined;
  /** The box around the select: its size, whether it is disabled, its place in a row. */
  box?: NativeSelect.RootProps;
};

/**
 * A native select with its chevron and no label of its own (it sits in a `FormField`'s frame,
 * or is named by `aria-label`): its props go to the `<select>`, `box` to the box around it.
 */
export function SelectBox({ box, children, ...select }: SelectBoxProps) {
  return (
    <NativeSelect.Root {...box}>
      <NativeSelect.Field {...select}>{children}</NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
