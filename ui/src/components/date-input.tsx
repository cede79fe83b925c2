import {
  Box,
  Flex,
  HStack,
  Input,
  InputGroup,
  type InputProps,
  Text,
  chakra,
  useFieldContext,
} from '@chakra-ui/react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
  type RefCallback,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  WEEKDAYS,
  addDays,
  isIsoDate,
  monthWeeks,
  shiftMonths,
  weekdayOf,
} from '@hotel/events/dates';
import { browserToday } from '../lib/dates';
import { CalendarIcon } from './icons';
import { QuietIconButton } from './quiet-button';
import { StepButton } from './step-button';
import { clampDate, tidyDate, tidyTime } from './date-input-text';
import { LoadWhenWanted } from './load-when-wanted';
import { PopoverOnDemand } from './popover-on-demand';

/*
 * The app's date and time fields. The browser's own date and time inputs show its locale
 * (Chromium: 11/25/2026, 02:00 PM) beside the app's 2026-11-25 and 24-hour times, so a clerk
 * misreads day and month. These are plain text inputs in the app's one format — YYYY-MM-DD
 * and HH:mm — with a calendar (weeks from Monday, names from the locale files) for dates.
 *
 * Chakra's DatePicker (zag-js) was not used: its input drops characters that are not the
 * locale's separator (en-US: "/", so "-" cannot be typed), silently replaces unreadable text
 * and clamps out-of-range dates on blur, and commits only on blur or Enter; its month and day
 * names come from Intl, not from our locale files.
 *
 * The text input is a real `<input>` that the field's label points to: it takes everything an
 * `<Input>` takes (a `register`-style spread, or `value` + `onChange`, `min`/`max`, `disabled`,
 * `aria-*`, `data-testid`), its `onChange` sees the raw text as it is typed — so a form's own
 * checks (or the server's) show a wrong date under the field instead of it being dropped —,
 * and a day picked in the calendar, or a tidied typed value ("930" → "09:30" on blur), reaches
 * `onChange` as an ordinary input event.
 */

/** Sets an input's value the way typing does, so React's `onChange` (and a form library) sees it. */
const typeInto = (input: HTMLInputElement, value: string): void => {
  if (input.value === value) return;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/** One ref callback for the caller's ref and our own. */
const useMergedRef = <T,>(
  theirs: Ref<T> | undefined,
  ours: { current: T | null },
): RefCallback<T> =>
  useCallback(
    (element: T | null) => {
      ours.current = element;
      if (typeof theirs === 'function') theirs(element);
      else if (theirs) theirs.current = element;
    },
    [theirs, ours],
  );

type TextInputProps = Omit<InputProps, 'type' | 'min' | 'max'> & {
  ref?: Ref<HTMLInputElement>;
};

export interface DateInputProps extends TextInputProps {
  /** The earliest date (YYYY-MM-DD) the calendar offers. */
  min?: string | undefined;
  /** The latest date (YYYY-MM-DD) the calendar offers. */
  max?: string | undefined;
  /** The day the calendar opens on while the field is empty (default: today in the browser). */
  today?: string | undefined;
}

/**
 * A date field: typed `YYYY-MM-DD` (`2026-1-5` and `20260105` are tidied on blur) or picked
 * from a calendar opened by the button beside it.
 */
export function DateInput({
  ref,
  min,
  max,
  today,
  size,
  disabled,
  readOnly,
  onBlur,
  ...props
}: DateInputProps) {
  const { t } = useTranslation();
  const field = useFieldContext();
  const input = useRef<HTMLInputElement | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  const inputRef = useMergedRef(ref, input);
  const button = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [shown, setShown] = useState('');
  const locked = !!(disabled || readOnly || field?.disabled || field?.readOnly);
  const small = size === 'sm' || size === 'xs' || size === '2xs';

  const openCalendar = (next: boolean) => {
    if (next) setShown(input.current?.value.trim() ?? '');
    if (next && !locked) setEverOpened(true);
    setOpen(next && !locked);
  };

  const pick = (date: string) => {
    if (input.current) typeInto(input.current, date);
    setOpen(false);
  };

  return (
    <>
      <InputGroup
        endElementProps={{ px: small ? '0.5' : '1' }}
        endElement={
          <QuietIconButton
            ref={button}
            size={small ? '2xs' : 'xs'}
            aria-label={t('dateInput.openCalendar')}
            title={t('dateInput.openCalendar')}
            aria-haspopup="dialog"
            aria-expanded={open}
            disabled={locked}
            onClick={() => openCalendar(!open)}
          >
            <CalendarIcon />
          </QuietIconButton>
        }
      >
        <Input
          ref={inputRef}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('dateInput.datePlaceholder')}
          fontVariantNumeric="tabular-nums"
          size={size}
          min={min}
          max={max}
          disabled={disabled}
          readOnly={readOnly}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            typeInto(event.currentTarget, tidyDate(event.currentTarget.value));
            onBlur?.(event);
          }}
          {...props}
        />
      </InputGroup>
      {/* The calendar's popover machinery loads on the first open (popover-on-demand.ts). */}
      <LoadWhenWanted wanted={everOpened}>
        <PopoverOnDemand
          open={open}
          onClose={() => openCalendar(false)}
          anchor={button}
          strategy="fixed"
          contentRef={content}
          contentProps={{ w: 'auto', 'aria-label': t('dateInput.calendar') }}
          bodyProps={{ p: '3' }}
          initialFocusEl={() =>
            content.current?.querySelector<HTMLElement>('[data-calendar-day][tabindex="0"]') ?? null
          }
          finalFocusEl={() => input.current}
        >
          <MonthCalendar
            value={shown}
            min={min}
            max={max}
            today={today && isIsoDate(today) ? today : browserToday()}
            onPick={pick}
          />
        </PopoverOnDemand>
      </LoadWhenWanted>
    </>
  );
}

interface MonthCalendarProps {
  /** The field's text: the selected day when it is a date. */
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  today: string;
  onPick: (date: string) => void;
}

const inRange = (date: string, min?: string, max?: string): boolean =>
  !(min && isIsoDate(min) && date < min) && !(max && isIsoDate(max) && date > max);

/**
 * A month as a grid (WAI-ARIA date picker dialog): weeks from Monday; arrows move a day or a
 * week, Page Up/Down a month (with Shift a year), Home/End the start and end of the week,
 * Enter or Space picks; days outside `min` … `max` cannot be picked.
 */
export function MonthCalendar({ value, min, max, today, onPick }: MonthCalendarProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const selected = isIsoDate(value) ? value : null;
  const [focused, setFocused] = useState(() => clampDate(selected ?? today, min, max));
  const grid = useRef<HTMLTableElement | null>(null);
  const moved = useRef(false);

  // After a key moved the focus, the focused day's button takes it (a new month re-renders).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const month = Number(focused.slice(5, 7));
  const year = focused.slice(0, 4);
  const weeks = monthWeeks(focused, 6);
  const days: MonthDays = {
    month,
    min,
    max,
    selected,
    focused,
    today,
    onPick,
    onFocusDay: setFocused,
  };

  const moveTo = (date: string) => {
    moved.current = true;
    setFocused(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const steps: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => shiftMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => shiftMonths(focused, event.shiftKey ? 12 : 1),
      Home: () => addDays(focused, 1 - weekdayOf(focused)),
      End: () => addDays(focused, 7 - weekdayOf(focused)),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    moveTo(step());
  };

  return (
    <Box>
      <Flex align="center" justify="space-between" gap="2" mb="2">
        <StepButton
          direction="previous"
          size="xs"
          variant="ghost"
          titled
          label={t('dateInput.previousMonth')}
          onClick={() => setFocused(shiftMonths(focused, -1))}
        />
        <Text id={titleId} fontWeight="semibold" fontSize="sm" aria-live="polite">
          {t('dateInput.monthTitle', { month: t(`dateInput.months.${month}`), year })}
        </Text>
        <StepButton
          direction="next"
          size="xs"
          variant="ghost"
          titled
          label={t('dateInput.nextMonth')}
          onClick={() => setFocused(shiftMonths(focused, 1))}
        />
      </Flex>
      <chakra.table
        ref={grid}
        role="grid"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        borderCollapse="collapse"
        fontVariantNumeric="tabular-nums"
      >
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <chakra.th
                key={weekday}
                scope="col"
                abbr={t(`dateInput.weekdays.${weekday}`)}
                fontSize="xs"
                fontWeight="medium"
                color={weekday >= 6 ? 'fg.error' : 'fg.muted'}
                pb="1"
                w="9"
              >
                {t(`dateInput.weekdaysShort.${weekday}`)}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => (
                <CalendarDay key={date} date={date} grid={days} />
              ))}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

/** What every day of the month grid is drawn from: the month shown, the range and the choice. */
interface MonthDays {
  /** The month shown (1–12): a day of another is dimmed. */
  month: number;
  min: string | undefined;
  max: string | undefined;
  selected: string | null;
  /** The day that takes the grid's focus (roving tabindex). */
  focused: string;
  today: string;
  onPick: (date: string) => void;
  onFocusDay: (date: string) => void;
}

/**
 * A day's look: the selected day filled, a day that cannot be picked struck through, one of
 * another month dimmed, today in bold with a ring.
 */
const DayButton = chakra('button', {
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '8',
    h: '8',
    fontSize: 'sm',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
  },
  variants: {
    state: {
      selected: { color: 'brand.contrast', bg: 'brand.solid' },
      open: { color: 'fg', _hover: { bg: 'bg.muted' } },
      closed: { color: 'fg.subtle', cursor: 'not-allowed', textDecoration: 'line-through' },
    },
    outside: { true: { opacity: 0.6 }, false: {} },
    today: { true: { fontWeight: 'bold', borderColor: 'brand.solid' }, false: {} },
  },
  compoundVariants: [
    { state: 'open', outside: true, css: { color: 'fg.muted' } },
    { state: 'selected', outside: true, css: { opacity: 1 } },
    { state: 'selected', today: true, css: { borderColor: 'transparent' } },
  ],
});

/**
 * A day of the month grid: a button named by its date and weekday (and "today"); one outside
 * `min` … `max` is struck through and only takes the focus.
 */
function CalendarDay({ date, grid }: { date: string; grid: MonthDays }) {
  const { month, min, max, selected, focused, today, onPick, onFocusDay } = grid;
  const { t } = useTranslation();
  const outside = Number(date.slice(5, 7)) !== month;
  const available = inRange(date, min, max);
  const isSelected = date === selected;
  const label = t('dateInput.dayLabel', {
    date,
    weekday: t(`dateInput.weekdays.${weekdayOf(date)}`),
  });
  return (
    <chakra.td role="gridcell" aria-selected={isSelected} p="0.5">
      <DayButton
        type="button"
        data-calendar-day=""
        data-date={date}
        tabIndex={date === focused ? 0 : -1}
        aria-label={date === today ? t('dateInput.todayLabel', { day: label }) : label}
        aria-disabled={available ? undefined : true}
        aria-current={date === today ? 'date' : undefined}
        onClick={() => {
          if (available) onPick(date);
          else onFocusDay(date);
        }}
        onFocus={() => {
          if (date !== focused) onFocusDay(date);
        }}
        state={isSelected ? 'selected' : available ? 'open' : 'closed'}
        outside={outside}
        today={date === today}
      >
        {Number(date.slice(8))}
      </DayButton>
    </chakra.td>
  );
}

export interface TimeInputProps extends TextInputProps {
  /** `HH:mm:ss` instead of `HH:mm`. */
  withSeconds?: boolean;
}

/**
 * A time field on a 24-hour clock, typed `HH:mm` (`930`, `9:30`, `9.30` become `09:30` on
 * blur).
 */
export function TimeInput({ ref, withSeconds = false, onBlur, ...props }: TimeInputProps) {
  const { t } = useTranslation();
  return (
    <Input
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      placeholder={
        withSeconds ? t('dateInput.timeWithSecondsPlaceholder') : t('dateInput.timePlaceholder')
      }
      fontVariantNumeric="tabular-nums"
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        typeInto(event.currentTarget, tidyTime(event.currentTarget.value, withSeconds));
        onBlur?.(event);
      }}
      {...props}
    />
  );
}

interface DateTimeInputProps {
  /** `YYYY-MM-DDTHH:mm:ss` (what the two fields hold, joined). */
  value: string;
  onChange: (value: string) => void;
  withSeconds?: boolean;
  size?: DateInputProps['size'];
}

/**
 * A date and a time side by side, as one value `YYYY-MM-DDTHH:mm[:ss]`: the field's label
 * points to the date; the time has its own name.
 */
export function DateTimeInput({ value, onChange, withSeconds = false, size }: DateTimeInputProps) {
  const { t } = useTranslation();
  // Its own id: the field's label points to the date.
  const timeId = useId();
  const [date = '', time = ''] = value.split('T');
  return (
    <HStack gap="2" align="flex-start">
      <Box flex="3" minW="0">
        <DateInput
          size={size}
          value={date}
          onChange={(event) => onChange(`${event.target.value}T${time}`)}
        />
      </Box>
      <Box flex="2" minW="0">
        <TimeInput
          size={size}
          withSeconds={withSeconds}
          id={timeId}
          aria-label={t('dateInput.time')}
          value={time}
          onChange={(event) => onChange(`${date}T${event.target.value}`)}
        />
      </Box>
    </HStack>
  );
}
