import {
  Field,
  Flex,
  type FlexProps,
  Input,
  InputGroup,
  NativeSelect,
  Stack,
} from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@hotel/events/dates';
import { CheckboxItem } from './checkbox-item';
import { DateInput } from './date-input';
import { SearchIcon } from './icons';

/** The framed section above a list that holds its filters (named for screen readers). */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack layerStyle="panel" gap="3" p="4" as="section" aria-label={label} minW="0">
      {children}
    </Stack>
  );
}

/** A row of filter fields that wraps onto the next line when the page is narrow. */
export function FilterRow({ children, ...props }: FlexProps) {
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" {...props}>
      {children}
    </Flex>
  );
}

interface DateRangeFieldsProps {
  /** The dates chosen (a list's query). */
  range: { start?: string | undefined; end?: string | undefined };
  /** The two fields' labels (a list's filter texts). */
  labels: { start: string; end: string };
  /** `{ start }` or `{ end }` ('' clears it). */
  onChange: (change: { start: string } | { end: string }) => void;
}

/** "From" and "to" dates of a list's filter (the end never before the start). */
export function DateRangeFields({ range: { start, end }, labels, onChange }: DateRangeFieldsProps) {
  return (
    <>
      <FilterDate
        label={labels.start}
        name="start"
        value={start}
        max={end}
        onChange={(date) => onChange({ start: date })}
      />
      <FilterDate
        label={labels.end}
        name="end"
        value={end}
        min={start}
        onChange={(date) => onChange({ end: date })}
      />
    </>
  );
}

/**
 * One date of a filter: a date (or nothing) goes to the list as soon as it is typed or picked;
 * other text stays in the field and, once the field is left, is called invalid under it.
 */
function FilterDate({
  label,
  name,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  name: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (date: string) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  const invalid = left && draft !== null;
  // The address changed by itself (back button, "clear"): the field shows it.
  useEffect(() => setDraft(null), [value]);
  return (
    <Field.Root w={{ base: 'full', sm: '40' }} invalid={invalid} position="relative">
      <Field.Label>{label}</Field.Label>
      <DateInput
        size="sm"
        name={name}
        value={draft ?? value ?? ''}
        min={min}
        max={max}
        onChange={(e) => {
          const typed = e.target.value.trim();
          setLeft(false);
          if (typed === '' || isIsoDate(typed)) {
            setDraft(null);
            onChange(typed);
          } else setDraft(e.target.value);
        }}
        onBlur={() => setLeft(true)}
      />
      {invalid ? (
        // Under the field, over the bar's padding: the row's fields stay aligned.
        <Field.ErrorText
          position="absolute"
          top="100%"
          left="0"
          zIndex="docked"
          bg="bg"
          whiteSpace="nowrap"
        >
          {t('dateInput.invalidDate')}
        </Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}

/** How long typing in a search field waits before the list is asked again. */
export const SEARCH_DELAY_MS = 300;

interface SearchFieldProps {
  /** The search in the address. */
  value: string | undefined;
  label: string;
  placeholder: string;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (search: string) => void;
}

/**
 * A list's search box: typing shows at once, the list is asked once typing pauses, and the
 * box follows the address when it changes by itself (back button, "clear").
 */
export function SearchField({ value, label, placeholder, onSearch }: SearchFieldProps) {
  const [search, setSearch] = useState(value ?? '');
  // The latest callback, so a page that makes a new one on each render does not restart the wait.
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);
  useEffect(() => setSearch(value ?? ''), [value]);
  useEffect(() => {
    if (search.trim() === (value ?? '')) return undefined;
    const timer = setTimeout(() => latest.current(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, value]);
  return (
    <InputGroup
      startElement={<SearchIcon boxSize="4" />}
      flex="1"
      minW={{ base: 'full', sm: '56' }}
    >
      <Input
        size="sm"
        type="search"
        name="search"
        aria-label={label}
        placeholder={placeholder}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
    </InputGroup>
  );
}

interface FilterSelectProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The width from the small breakpoint up (full width below it). */
  w: '36' | '40' | '44' | '64';
  disabled?: boolean;
  /** A small, muted label (a chooser bar above an editor). */
  quietLabel?: boolean;
  /** The choices, in order: a value and its text (already in the reader's words). */
  options?: readonly FilterOption[];
  /** The `<option>`s, where a page draws them itself. */
  children?: ReactNode;
}

/** One choice of a `FilterSelect`. */
export interface FilterOption {
  value: string;
  text: string;
}

/** The choices of a filter over `values`, each with its text. */
export const optionsOf = <T extends string>(
  values: readonly T[],
  text: (value: T) => string,
): FilterOption[] => values.map((value) => ({ value, text: text(value) }));

/** The choices of a yes-or-no filter: every row (''), the yes rows ('true'), the no rows ('false'). */
export const yesNoOptions = (all: string, yes: string, no: string): FilterOption[] => [
  { value: '', text: all },
  { value: 'true', text: yes },
  { value: 'false', text: no },
];

/** A labelled choice of a list's filter (which date, which status, …) or of a chooser bar. */
export function FilterSelect({
  label,
  name,
  value,
  onChange,
  w,
  disabled,
  quietLabel,
  options,
  children,
}: FilterSelectProps) {
  return (
    <Field.Root w={{ base: 'full', sm: w }} {...(disabled !== undefined ? { disabled } : {})}>
      <Field.Label {...(quietLabel ? { fontSize: 'xs', color: 'fg.muted' } : {})}>
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

interface FilterCheckboxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A yes-or-no filter (or one choice of a group) as a small checkbox with its label. */
export function FilterCheckbox({ label, checked, onChange }: FilterCheckboxProps) {
  return <CheckboxItem size="sm" checked={checked} onChange={onChange} label={label} />;
}
