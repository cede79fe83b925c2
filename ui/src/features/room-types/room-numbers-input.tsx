import { Field, TagsInput } from '@chakra-ui/react';
import { type KeyboardEvent, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldErrorText } from '../../components/form-field';

/** How room numbers are compared (as the server does): trimmed, ignoring case. */
export const roomNumberKey = (name: string): string =>
  name.trim().normalize('NFC').toLocaleLowerCase();

/** Typing a comma, a semicolon or a space (or Enter) ends a number; pasted lists are split. */
const DELIMITER = /[,;\s]+/;
const MAX_LENGTH = 20;
/** The most numbers one request may add (the server's limit). */
export const MAX_ROOMS_AT_ONCE = 200;

interface RoomNumbersInputProps {
  label: string;
  /** The numbers entered so far (chips). */
  value: string[];
  onChange: (value: string[]) => void;
  /** What is typed but not yet a chip (added on blur, and by the form on submit). */
  pending: string;
  onPendingChange: (text: string) => void;
  /** Numbers the property already has (keys from roomNumberKey). */
  taken: ReadonlySet<string>;
  /** The server's messages for `names`. */
  errors?: readonly string[] | undefined;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
}

/** The numbers in a piece of typed or pasted text. */
export const numbersIn = (text: string): string[] =>
  text
    .split(DELIMITER)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * Several room numbers as chips (settings spec §5): Enter, a comma or a space adds the typed
 * number; a number twice, or one the property has, is refused here with the server's words.
 */
export function RoomNumbersInput({
  label,
  value,
  onChange,
  pending,
  onPendingChange,
  taken,
  errors,
  inputRef,
  required = false,
}: RoomNumbersInputProps) {
  const { t } = useTranslation('rooms');
  const [problem, setProblem] = useState<string | null>(null);

  /** Why these numbers cannot be added to `current`, or null. */
  const problemOf = (numbers: string[], current: string[]): string | null => {
    const seen = new Set(current.map(roomNumberKey));
    for (const number of numbers) {
      if (number.length > MAX_LENGTH) return t('numbers.tooLong', { max: MAX_LENGTH });
      const key = roomNumberKey(number);
      if (seen.has(key) || taken.has(key)) return t('numbers.duplicate', { number });
      seen.add(key);
    }
    if (current.length + numbers.length > MAX_ROOMS_AT_ONCE) {
      return t('numbers.tooMany', { max: MAX_ROOMS_AT_ONCE });
    }
    return null;
  };

  /**
   * Enter or a delimiter key makes the typed text chips here, in the key's own event: the
   * tags input would clear its text a frame later, and a number typed within that frame
   * (a fast typist, a scanner, a loaded machine) was merged into the next chip or lost.
   */
  const commitOnKey = (event: KeyboardEvent<HTMLInputElement>): void => {
    const ends = event.key === 'Enter' || (event.key.length === 1 && DELIMITER.test(event.key));
    if (!ends || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const numbers = numbersIn(pending);
    if (numbers.length === 0) return;
    const found = problemOf(numbers, value);
    setProblem(found);
    if (found !== null) {
      onPendingChange('');
      return;
    }
    onChange([...value, ...numbers]);
    onPendingChange('');
  };

  const messages = [...(problem ? [problem] : []), ...(errors ?? [])];
  return (
    <Field.Root invalid={messages.length > 0} required={required}>
      <TagsInput.Root
        value={value}
        onValueChange={(details) => {
          setProblem(null);
          onChange(details.value.flatMap(numbersIn));
        }}
        inputValue={pending}
        onInputValueChange={(details) => {
          // A refused number is cleared from the input; its message stays until typing resumes.
          if (details.inputValue !== '') setProblem(null);
          onPendingChange(details.inputValue);
        }}
        delimiter={DELIMITER}
        addOnPaste
        blurBehavior="add"
        editable={false}
        // Duplicates reach `validate`, which refuses them with a message (not silently).
        allowDuplicates
        validate={({ inputValue, value: current }) => {
          const found = problemOf(numbersIn(inputValue), current);
          setProblem(found);
          return found === null;
        }}
        invalid={messages.length > 0}
        translations={{
          deleteTagTriggerLabel: (number) => t('numbers.remove', { number }),
          inputLabel: () => label,
        }}
        size="md"
        w="full"
      >
        <TagsInput.Label>
          {label}
          {required ? <Field.RequiredIndicator /> : null}
        </TagsInput.Label>
        <TagsInput.Control>
          <TagsInput.Items colorPalette="brand" />
          <TagsInput.Input
            ref={inputRef}
            onKeyDownCapture={commitOnKey}
            name="names"
            placeholder={value.length === 0 ? t('numbers.placeholder') : t('numbers.more')}
            inputMode="text"
          />
        </TagsInput.Control>
        <TagsInput.HiddenInput />
      </TagsInput.Root>
      {messages.length === 0 ? <Field.HelperText>{t('numbers.help')}</Field.HelperText> : null}
      {messages.length > 0 ? <FieldErrorText errors={messages} /> : null}
    </Field.Root>
  );
}
