import { HStack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FilterRow } from '../list-filters';
import { ToggleChip } from '../toggle-chip';
import { ClearFilters } from './list-header';

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
            <ToggleChip
              key={value}
              on={on}
              size="xs"
              colorPalette="gray"
              onClick={() => toggle(value)}
              style={on ? colorsOf(value) : undefined}
            >
              {text(value)}
            </ToggleChip>
          );
        })}
      </Wrap>
    </HStack>
  );
}

interface StatusFilterRowProps<T extends string> extends Omit<
  FilterChipsProps<T>,
  'onChange' | 'selected'
> {
  /** The statuses chosen (the address's `statuses`). */
  selected: readonly T[];
  /** `{ statuses }`: the chosen ones joined by commas ('' for all). */
  onChange: (change: { statuses: string }) => void;
  /** The clear button's text, whether any filter is set, and what clears them. */
  clear: { label: string; filtered: boolean; onClear: () => void };
  /** Yes-or-no filters before "clear" (request only, not paid…). */
  children?: ReactNode;
}

/**
 * The row under a list's filter bar: the status chips, and at its end any flags and "clear"
 * (the lists whose first row has no room for it).
 */
export function StatusFilterRow<T extends string>({
  onChange,
  clear,
  children,
  ...chips
}: StatusFilterRowProps<T>) {
  const clearButton = <ClearFilters size="xs" {...clear} />;
  return (
    <FilterRow align="center" justify="space-between">
      <FilterChips {...chips} onChange={(next) => onChange({ statuses: next.join(',') })} />
      {children ? (
        <HStack gap="4" wrap="wrap">
          {children}
          {clearButton}
        </HStack>
      ) : (
        clearButton
      )}
    </FilterRow>
  );
}
