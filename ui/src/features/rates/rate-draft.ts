import { useState } from 'react';
import { addDays, monthOf } from './dates';
import { type DailyRateValues, emptyDailyRates } from './rate-rules';

/**
 * What the rate calendar editor's form and its month grid share: the daily rates as typed (the
 * grid outlines the dates they would change) and the month the grid shows, which follows the
 * start of the range being typed (the grid's own arrows move it too).
 */
export interface RateDraft {
  /** The form's values as they stand. */
  values: DailyRateValues;
  /** The form changed: its new values. */
  change: (next: DailyRateValues) => void;
  /** Any date of the month shown. */
  month: string;
  showMonth: (month: string) => void;
}

/** The editor's draft: a week from `today`, its month shown. */
export function useRateDraft(today: string): RateDraft {
  const [values, setValues] = useState<DailyRateValues>(() =>
    emptyDailyRates(today, addDays(today, 6)),
  );
  const [month, showMonth] = useState(() => monthOf(today));
  const change = (next: DailyRateValues) => {
    // The month shown follows the start of the range being edited.
    if (next.startDate !== values.startDate && /^\d{4}-\d{2}-\d{2}$/.test(next.startDate)) {
      showMonth(monthOf(next.startDate));
    }
    setValues(next);
  };
  return { values, change, month, showMonth };
}
