import { HStack, IconButton, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { isDateFrom2000, MIN_DATE } from '../lib/dates';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

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
 * through years like 0002).
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
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <HStack gap="1">
      <IconButton
        size="sm"
        variant="outline"
        colorPalette="gray"
        aria-label={previousLabel}
        title={previousLabel}
        disabled={previousDisabled}
        onClick={onPrevious}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Input
        type="date"
        size="sm"
        w="40"
        min={MIN_DATE}
        aria-label={label}
        fontVariantNumeric="tabular-nums"
        value={draft ?? value}
        onChange={(e) => {
          const typed = e.target.value;
          setDraft(typed);
          if (isDateFrom2000(typed)) {
            setDraft(null);
            onChange(typed);
          }
        }}
        onBlur={() => setDraft(null)}
      />
      <IconButton
        size="sm"
        variant="outline"
        colorPalette="gray"
        aria-label={nextLabel}
        title={nextLabel}
        onClick={onNext}
      >
        <ChevronRightIcon />
      </IconButton>
    </HStack>
  );
}
