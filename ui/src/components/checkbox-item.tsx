import { Checkbox } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

export interface CheckboxItemProps extends Omit<
  Checkbox.RootProps,
  'checked' | 'onCheckedChange' | 'onChange' | 'children'
> {
  /** Ticked, cleared, or `'indeterminate'` (a "select all" of a group partly chosen). */
  checked: boolean | 'indeterminate';
  /** Ticked (true) or cleared (false); an indeterminate box clicked is ticked. */
  onChange: (checked: boolean) => void;
  /** What the box says (its label, tied to the input). */
  label: ReactNode;
  /** The label's own style (`fontWeight="normal"` in a list of choices). */
  labelProps?: Checkbox.LabelProps;
  /** The box's own style. */
  controlProps?: Checkbox.ControlProps;
  /** The hidden input's ref (the form focuses the first box of a group in error). */
  inputRef?: Ref<HTMLInputElement> | undefined;
  /** Shown after the label (a count of what is chosen). */
  children?: ReactNode;
}

/** A checkbox with its label: the hidden input, the box and the text, in Chakra's parts. */
export function CheckboxItem({
  checked,
  onChange,
  label,
  labelProps,
  controlProps,
  inputRef,
  children,
  ...root
}: CheckboxItemProps) {
  return (
    <Checkbox.Root
      {...root}
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput {...(inputRef ? { ref: inputRef } : {})} />
      <Checkbox.Control {...controlProps} />
      <Checkbox.Label {...labelProps}>{label}</Checkbox.Label>
      {children}
    </Checkbox.Root>
  );
}

/** A group's chosen values after one box of `value` is ticked (`on`) or cleared. */
export const toggledIn = <T,>(chosen: readonly T[], value: T, on: boolean): T[] =>
  on ? [...chosen, value] : chosen.filter((other) => other !== value);
