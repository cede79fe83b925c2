import { Button, Group } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ChoiceOption<T extends string> {
  value: T;
  label: ReactNode;
}

interface ChoiceButtonsProps<T extends string> {
  /** The accessible name of the group. */
  label: string;
  options: readonly ChoiceOption<T>[];
  value: T;
  onChange: (value: T) => void;
  size?: 'sm' | 'md';
}

/** A choice of a few values as attached buttons (a radio group to assistive technology). */
export function ChoiceButtons<T extends string>({
  label,
  options,
  value,
  onChange,
  size = 'md',
}: ChoiceButtonsProps<T>) {
  return (
    <Group attached role="radiogroup" aria-label={label} flexWrap="wrap">
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <Button
            key={option.value}
            role="radio"
            aria-checked={checked}
            size={size}
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
