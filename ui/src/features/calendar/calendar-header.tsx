import { Box, HStack, Text, chakra } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isWeekend, weekdayOf } from './dates';
import { HEADER_HEIGHT, ROOM_COLUMN, type Scale, type VisibleRange } from './timeline';

const Th = chakra('div');

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
    <HStack
      gap="0"
      position="sticky"
      top="0"
      zIndex="3"
      h={`${HEADER_HEIGHT}px`}
      bg="bg.subtle"
      borderBottomWidth="1px"
      align="stretch"
      role="row"
    >
      <Th
        role="columnheader"
        position="sticky"
        left="0"
        zIndex="4"
        w={`${ROOM_COLUMN}px`}
        flexShrink="0"
        bg="bg.subtle"
        borderEndWidth="1px"
        px="3"
        display="flex"
        alignItems="center"
      >
        <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
          {hours
            ? t('grid.dayTitle', {
                date: range.from,
                weekday: t(`weekdays.short.${weekdayOf(range.from)}`),
              })
            : t('grid.rooms')}
        </Text>
      </Th>
      {hours
        ? Array.from({ length: 24 }, (_, hour) => (
            <Th
              key={hour}
              role="columnheader"
              w={`${scale.columnWidth}px`}
              flexShrink="0"
              borderStartWidth={hour === 0 ? undefined : '1px'}
              borderColor="border.muted"
              display="flex"
              alignItems="center"
              justifyContent="center"
              fontSize="xs"
              color="fg.muted"
              fontVariantNumeric="tabular-nums"
            >
              {`${String(hour).padStart(2, '0')}:00`}
            </Th>
          ))
        : range.dates.map((date, index) => {
            const isToday = date === today;
            const weekend = isWeekend(date);
            const day = Number(date.slice(8, 10));
            return (
              <Th
                key={date}
                role="columnheader"
                data-date={date}
                aria-current={isToday ? 'date' : undefined}
                title={isToday ? t('grid.workingDate') : undefined}
                w={`${scale.dayWidth}px`}
                flexShrink="0"
                borderStartWidth={index === 0 ? undefined : day === 1 ? '2px' : '1px'}
                borderColor={day === 1 ? 'border.emphasized' : 'border.muted'}
                bg={isToday ? 'brand.solid' : weekend ? 'orange.subtle' : undefined}
                color={isToday ? 'brand.contrast' : weekend ? 'orange.fg' : 'fg.muted'}
                display="flex"
                flexDirection="column"
                alignItems="center"
                justifyContent="center"
              >
                <Text as="span" fontSize="2xs" letterSpacing="wide" whiteSpace="nowrap">
                  {t(`weekdays.short.${weekdayOf(date)}`)}
                  {index === 0 || day === 1
                    ? ` · ${t(`months.short.${Number(date.slice(5, 7))}`)}`
                    : ''}
                </Text>
                <Text
                  as="span"
                  fontSize="md"
                  fontWeight="semibold"
                  fontVariantNumeric="tabular-nums"
                  color={isToday ? 'brand.contrast' : 'fg'}
                >
                  <time dateTime={date}>{day}</time>
                </Text>
              </Th>
            );
          })}
    </HStack>
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
