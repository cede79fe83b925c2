import { HStack, RadioGroup, Stack } from '@chakra-ui/react';
import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { type BoundControl, BoundField, type BoundProps } from './bound-field';
import { FramedField } from './framed-field';
import { RadioChoice } from './radio-choices';

interface RadioChoiceFieldProps<V extends FieldValues, N extends FieldPath<V>> extends BoundProps<
  V,
  N
> {
  /** The field's label, in `FormField`'s frame; none: the radios stand alone. */
  label?: string;
  options: readonly { value: FieldPathValue<V, N> & string; text: string }[];
  /** Side by side (a few short choices, wrapping on a phone) or one under another. */
  layout: 'row' | 'column';
  /** After another value is chosen: what goes with it (messages cleared, other fields reset). */
  onChoose?: (next: FieldPathValue<V, N>) => void;
}

/**
 * A choice of plain radios (`RadioChoice`) bound to a form's field: each option with its text,
 * the field set to the one chosen and then `onChoose` told.
 */
export function RadioChoiceField<V extends FieldValues, N extends FieldPath<V>>({
  label,
  options,
  layout,
  onChoose,
  ...field
}: RadioChoiceFieldProps<V, N>) {
  const radios = (bound: BoundControl<FieldPathValue<V, N>>) => {
    const choices = options.map((option) => (
      <RadioChoice key={option.value} value={option.value}>
        {option.text}
      </RadioChoice>
    ));
    return (
      <RadioGroup.Root
        value={bound.value as string}
        onValueChange={(details) => {
          const next = details.value as FieldPathValue<V, N>;
          if (next === bound.value) return;
          bound.onChange(next);
          onChoose?.(next);
        }}
        name={field.name}
      >
        {layout === 'row' ? (
          <HStack gap="5" wrap="wrap">
            {choices}
          </HStack>
        ) : (
          <Stack gap="2">{choices}</Stack>
        )}
      </RadioGroup.Root>
    );
  };
  return label === undefined ? (
    <BoundField {...field} render={radios} />
  ) : (
    <FramedField {...field} label={label} render={radios} />
  );
}
