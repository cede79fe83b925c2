import { Button } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { DateStepper } from './date-stepper';

/**
 * A calendar's previous / date / next, then "Today", which shows `today` (the working date)
 * as picking it would, and is off while it is shown.
 */
export function DateStepperWithToday({
  today,
  todayLabel,
  ...stepper
}: ComponentProps<typeof DateStepper> & { today: string; todayLabel: string }) {
  return (
    <>
      <DateStepper {...stepper} />
      <Button
        size="sm"
        variant="ghost"
        onClick={() => stepper.onChange(today)}
        disabled={stepper.value === today}
      >
        {todayLabel}
      </Button>
    </>
  );
}
