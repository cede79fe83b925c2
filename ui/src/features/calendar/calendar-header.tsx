import { Box, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DayLabel } from '../../components/day-label';
import { isWeekend, weekdayOf } from './dates';
import { ROOM_COLUMN, type Scale, type VisibleRange } from './timeline';

/** The sticky row of dates (or of the day's hours) with the working date highlighted. */
export const DateHeader = memo(function DateHeader({
  range,
  today,
  scale,
}: {
  range: VisibleRange;
  today: string;
  scale: Scale;
}) {
  const { t } = useTranslation('calendar');
  const hours = range.view === 'day';
  return (
    <div className="cal-head" role="row">
      <div className="cal-corner" role="columnheader">
        <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
          {hours
            ? t('grid.dayTitle', {
                date: range.from,
                weekday: t(`weekdays.short.${weekdayOf(range.from)}`),
              })
            : t('grid.rooms')}
        </Text>
      </div>
      {hours
        ? Array.from({ length: 24 }, (_, hour) => (
            <div
              key={hour}
              className="cal-hour"
              role="columnheader"
              data-first={hour === 0 || undefined}
              style={{ width: scale.columnWidth }}
            >
              {`${String(hour).padStart(2, '0')}:00`}
            </div>
          ))
        : range.dates.map((date, index) => {
            const isToday = date === today;
            const day = Number(date.slice(8, 10));
            return (
              <div
                key={date}
                className="cal-date"
                role="columnheader"
                data-date={date}
                data-first={index === 0 || undefined}
                data-month-start={day === 1 || undefined}
                data-weekend={isWeekend(date) || undefined}
                aria-current={isToday ? 'date' : undefined}
                title={isToday ? t('grid.workingDate') : undefined}
                style={{ width: scale.dayWidth }}
              >
                <DayLabel
                  date={date}
                  showMonth={index === 0 || day === 1}
                  isToday={isToday}
                  t={t}
                />
              </div>
            );
          })}
    </div>
  );
});

/** Weekend and working-date columns behind the rows (one element per date, not per cell). */
export const DayShading = memo(function DayShading({
  range,
  today,
  scale,
  height,
}: {
  range: VisibleRange;
  today: string;
  scale: Scale;
  height: number;
}) {
  if (range.view === 'day') return null;
  return (
    <>
      {range.dates.map((date, index) => {
        const isToday = date === today;
        if (!isToday && !isWeekend(date)) return null;
        return (
          <Box
            key={date}
            position="absolute"
            top="0"
            left={`${ROOM_COLUMN + index * scale.dayWidth}px`}
            w={`${scale.dayWidth}px`}
            h={`${height}px`}
            bg={isToday ? 'brand.subtle' : 'orange.subtle/40'}
            pointerEvents="none"
            data-today={isToday || undefined}
          />
        );
      })}
    </>
  );
});
