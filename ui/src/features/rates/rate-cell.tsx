import { HStack, type HTMLChakraProps, Stack, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TUGRIK, formatNumber } from './format';
import { type RestrictionMarker, restrictionsOf } from './rate-rules';
import type { RateDay } from './rates-api';
import { MarkerChip, useMarkerText } from './rates-ui';

/** What a calendar cell says of a date, as one sentence (its accessible name and title). */
export const useDayDescription = () => {
  const { t, i18n } = useTranslation('rates');
  const markerText = useMarkerText();
  return (day: RateDay, planName: string): string => {
    const price = `${formatNumber(day.value, i18n.language)}${TUGRIK}`;
    const parts = [
      day.isSet ? price : t('cell.defaultPrice', { price }),
      ...restrictionsOf(day).map((marker: RestrictionMarker) => markerText(marker)),
    ];
    return t('cell.label', { plan: planName, date: day.date, details: parts.join(', ') });
  };
};

interface RateCellContentProps {
  day: RateDay;
  /** Narrow cells (month view) show the price smaller. */
  compact?: boolean;
}

/**
 * A date's price (tugrik, thousands separators; muted when it is the room type's default) and
 * its restriction markers.
 */
export function RateCellContent({ day, compact = false }: RateCellContentProps) {
  const { i18n } = useTranslation();
  const markers = restrictionsOf(day);
  return (
    <Stack gap="1" align="stretch" w="full" minW="0">
      <Text
        fontSize={compact ? 'xs' : 'sm'}
        fontWeight={day.isSet ? 'semibold' : 'normal'}
        color={day.stopSell ? 'red.fg' : day.isSet ? 'fg' : 'fg.subtle'}
        textDecoration={day.stopSell ? 'line-through' : undefined}
        fontVariantNumeric="tabular-nums"
        textAlign="end"
        whiteSpace="nowrap"
        lineHeight="short"
        data-testid="rate-value"
      >
        {formatNumber(day.value, i18n.language)}
        <Text as="span" fontSize="0.85em" color="fg.muted" ms="0.5">
          {TUGRIK}
        </Text>
      </Text>
      <HStack gap="0.5" justify="flex-end" minH="4" wrap="wrap">
        {markers.map((marker) => (
          <MarkerChip key={marker.kind} marker={marker} />
        ))}
      </HStack>
    </Stack>
  );
}

/** A date's colour in a rate calendar: red when sales stop, today's, a weekend's, else none. */
export const dayBackground = (day: RateDay | undefined, isToday: boolean, weekend: boolean) =>
  day?.stopSell
    ? 'red.subtle'
    : isToday
      ? 'brand.subtle'
      : weekend
        ? 'orange.subtle/40'
        : undefined;

type DayButtonProps = Omit<HTMLChakraProps<'button'>, 'children' | 'onClick'> & {
  /** What the date shows, as one sentence (`useDayDescription`): its name and title. */
  label: string;
  date: string;
  onClick: () => void;
  children: ReactNode;
};

/** A date of a rate calendar that opens its rate dialog, filling its cell, outlined on focus. */
export function DayButton({ label, date, onClick, children, ...style }: DayButtonProps) {
  return (
    <chakra.button
      type="button"
      w="full"
      h="full"
      px="2"
      py="1.5"
      display="flex"
      cursor="pointer"
      aria-label={label}
      title={label}
      data-date={date}
      _focusVisible={{
        outline: '2px solid',
        outlineColor: 'brand.solid',
        outlineOffset: '-2px',
      }}
      {...style}
      onClick={onClick}
    >
      {children}
    </chakra.button>
  );
}
