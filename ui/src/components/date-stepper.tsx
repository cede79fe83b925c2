import { Box, HStack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isDateFrom2000, MIN_DATE } from '@hotel/events/dates';
import { DateInput } from './date-input';
import { StepButton } from './step-button';

interface DateStepperProps {
  /** The date shown (YYYY-MM-DD). */
  value: string;
  /** The date field's accessible name. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  onPrevious: () => void;
  onNext: () => void;
  /** A real date (from 2000 on) was picked or typed. */
  onChange: (date: string) => void;
  previousDisabled?: boolean;
}

/**
 * Previous / date / next, as the calendars' toolbars show them. While a date is typed, the
 * field keeps the text; only a real date from 2000 on moves the screen (typing a year passes
 * through years like 0002). Text that is no such date stays when the field is left, marked
 * invalid with the format under it; Escape or an empty field goes back to the shown date.
 */
export function DateStepper({
  value,
  label,
  previousLabel,
  nextLabel,
  onPrevious,
  onNext,
  onChange,
  previousDisabled = false,
}: DateStepperProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  const invalid = left && draft !== null;
  return (
    <HStack gap="1">
      <StepButton
        direction="previous"
        titled
        label={previousLabel}
        disabled={previousDisabled}
        onClick={() => {
          setDraft(null);
          onPrevious();
        }}
      />
      <Box position="relative" w="40">
        <DateInput
          size="sm"
          min={MIN_DATE}
          aria-label={label}
          aria-invalid={invalid || undefined}
          aria-errormessage={invalid ? errorId : undefined}
          value={draft ?? value}
          onChange={(e) => {
            const typed = e.target.value;
            setLeft(false);
            if (isDateFrom2000(typed)) {
              setDraft(null);
              onChange(typed);
            } else setDraft(typed.trim() === '' ? null : typed);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setDraft(null);
          }}
          onBlur={() => setLeft(true)}
        />
        {invalid ? (
          <Text
            id={errorId}
            position="absolute"
            top="100%"
            right="0"
            mt="1"
            zIndex="docked"
            fontSize="xs"
            color="fg.error"
            bg="bg"
            px="1"
            whiteSpace="nowrap"
          >
            {t('dateInput.invalidDate')}
          </Text>
        ) : null}
      </Box>
      <StepButton
        direction="next"
        titled
        label={nextLabel}
        onClick={() => {
          setDraft(null);
          onNext();
        }}
      />
    </HStack>
  );
}
