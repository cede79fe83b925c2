import { Button, HStack, Text, Wrap } from '@chakra-ui/react';

interface FilterChipsProps<T extends string> {
  /** The group's name, shown before the chips. */
  label: string;
  /** Every value, in the order the address lists them. */
  values: readonly T[];
  /** The values chosen (none: all rows). */
  selected: readonly T[];
  /** The values chosen after a press, in the order of `values`. */
  onChange: (selected: T[]) => void;
  text: (value: T) => string;
  /** A chosen chip's background and text colour (a status's own colours). */
  colorsOf: (value: T) => { background: string; color: string };
}

/**
 * A filter of several values (statuses) as a row of toggle chips: a press adds or removes
 * one, a chosen chip shows in its value's colours.
 */
export function FilterChips<T extends string>({
  label,
  values,
  selected,
  onChange,
  text,
  colorsOf,
}: FilterChipsProps<T>) {
  const toggle = (value: T) =>
    onChange(
      selected.includes(value)
        ? selected.filter((other) => other !== value)
        : values.filter((other) => other === value || selected.includes(other)),
    );
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={label}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Wrap gap="1.5">
        {values.map((value) => {
          const on = selected.includes(value);
          return (
            <Button
              key={value}
              size="xs"
              borderRadius="full"
              variant={on ? 'solid' : 'outline'}
              colorPalette="gray"
              aria-pressed={on}
              onClick={() => toggle(value)}
              style={on ? colorsOf(value) : undefined}
            >
              {text(value)}
            </Button>
          );
        })}
      </Wrap>
    </HStack>
  );
}
