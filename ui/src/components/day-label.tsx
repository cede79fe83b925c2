import { Text } from '@chakra-ui/react';
import { weekdayOf } from '@hotel/events/dates';

interface DayLabelProps {
  /** The date, YYYY-MM-DD. */
  date: string;
  /** The month's short name beside the weekday (the first date shown, or the 1st of a month). */
  showMonth: boolean;
  isToday: boolean;
  /** The screen's `t`: its `weekdays.short.1`–`7` and `months.short.1`–`12`. */
  t: (key: string) => string;
}

/**
 * A date's column heading in a timeline: its weekday (and month) in small letters over the day
 * of the month, contrasting on today's coloured column.
 */
export function DayLabel({ date, showMonth, isToday, t }: DayLabelProps) {
  return (
    <>
      <Text as="span" display="block" fontSize="2xs" letterSpacing="wide" whiteSpace="nowrap">
        {t(`weekdays.short.${weekdayOf(date)}`)}
        {showMonth ? ` · ${t(`months.short.${Number(date.slice(5, 7))}`)}` : ''}
      </Text>
      <Text
        asChild
        display="block"
        fontSize="md"
        fontWeight="semibold"
        fontVariantNumeric="tabular-nums"
        color={isToday ? 'brand.contrast' : 'fg'}
      >
        <time dateTime={date}>{Number(date.slice(8, 10))}</time>
      </Text>
    </>
  );
}
