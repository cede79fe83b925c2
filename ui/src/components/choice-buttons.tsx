import { Button, Group } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ChoiceOption<T extends string | number> {
  value: T;
  label: ReactNode;
  /** The accessible name when the label is a symbol (₮, %). */
  name?: string;
}

interface ChoiceButtonsProps<T extends string | number> {
  /** The accessible name of the group. */
  label: string;
  options: readonly ChoiceOption<T>[];
  value: T;
  onChange: (value: T) => void;
  size?: 'xs' | 'sm' | 'md';
  disabled?: boolean;
  /** The buttons wrap onto a second row when the line is too narrow for them. */
  wrap?: boolean;
}

/**
 * A choice of a few values as attached buttons (a radio group to assistive technology): the
 * new reservation's stay type and status, a rate plan's type, the rates calendar's view.
 */
export function ChoiceButtons<T extends string | number>({
  label,
  options,
  value,
  onChange,
  size = 'md',
  disabled = false,
  wrap = false,
}: ChoiceButtonsProps<T>) {
  return (
    <Group
      attached
      role="radiogroup"
      aria-label={label}
      {...(wrap ? { flexWrap: 'wrap' as const } : {})}
    >
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <Button
            key={String(option.value)}
            role="radio"
            aria-checked={checked}
            aria-label={option.name}
            size={size}
            disabled={disabled}
            variant={checked ? 'solid' : 'outline'}
            colorPalette={checked ? 'brand' : 'gray'}
            fontWeight={checked ? 'semibold' : 'medium'}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </Group>
  );
}
