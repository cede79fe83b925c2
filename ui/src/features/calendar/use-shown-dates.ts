import { useMemo } from 'react';
import { useAddressChoices } from '../../components/use-address-choices';
import { isOneOf } from '../../lib/one-of';
import { isCalendarDate } from './dates';
import { CALENDAR_VIEWS, type CalendarView, rangeOf } from './timeline';

const viewOf = (text: string | null): CalendarView =>
  isOneOf(CALENDAR_VIEWS, text) ? text : 'week';

/**
 * The view and date shown, from the address (the week of the working date when it names
 * neither), and `show` to change them: the working date and the week view are left out of it.
 * The working date comes along (the toolbar goes back to it).
 */
export function useShownDates(workingDate: string) {
  const { params, choose } = useAddressChoices();
  const view = viewOf(params.get('view'));
  const asked = params.get('date') ?? '';
  const date = isCalendarDate(asked) ? asked : workingDate;
  const range = useMemo(() => rangeOf(view, date), [view, date]);
  const show = (next: { view?: CalendarView; date?: string }) =>
    choose({ view: [next.view ?? view, 'week'], date: [next.date ?? date, workingDate] });
  return { view, date, range, show, workingDate };
}

export type ShownDates = ReturnType<typeof useShownDates>;
