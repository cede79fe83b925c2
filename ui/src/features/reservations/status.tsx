import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReservationStatus } from './reservations-api';

/**
 * The colour of each reservation status (operations spec §3): pending orange, confirmed
 * green, checked-in blue (primary), checked-out black, canceled red, no-show grey. One place,
 * so the list, the detail, the calendar and its legend always agree.
 */
export const STATUS_COLORS: Record<ReservationStatus, string> = {
  pending: '#ff9500',
  confirmed: '#34c759',
  'checked-in': '#126ae0',
  'checked-out': '#1c1c1e',
  canceled: '#d70015',
  'no-show': '#6c6c70',
};

/**
 * The text on each status colour, at least 4.5:1 (WCAG AA): dark on the bright orange and
 * green, white on the others.
 */
export const STATUS_TEXT: Record<ReservationStatus, string> = {
  pending: '#1c1c1e',
  confirmed: '#1c1c1e',
  'checked-in': '#ffffff',
  'checked-out': '#ffffff',
  canceled: '#ffffff',
  'no-show': '#ffffff',
};

/** A blocked room on the calendar (docs/front-office.md). */
export const BLOCKED_COLOR = '#636366';

/** The calendar legend's six entries, in the spec's order. */
export const LEGEND: readonly (ReservationStatus | 'blocked')[] = [
  'blocked',
  'pending',
  'confirmed',
  'checked-in',
  'no-show',
  'checked-out',
];

export const colorOf = (status: ReservationStatus | 'blocked'): string =>
  status === 'blocked' ? BLOCKED_COLOR : STATUS_COLORS[status];

export const textColorOf = (status: ReservationStatus | 'blocked'): string =>
  status === 'blocked' ? '#ffffff' : STATUS_TEXT[status];

/** The status as a coloured badge with its translated name. */
export function StatusBadge({ status }: { status: ReservationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="solid"
      borderRadius="full"
      px="2.5"
      style={{ background: STATUS_COLORS[status], color: STATUS_TEXT[status] }}
      whiteSpace="nowrap"
    >
      {t(`reservationStatus.${status}`)}
    </Badge>
  );
}

/** A colour dot and a status name (legends, menus). */
export function StatusDot({ status }: { status: ReservationStatus | 'blocked' }) {
  const { t } = useTranslation();
  return (
    <HStack gap="1.5">
      <Box
        w="2.5"
        h="2.5"
        borderRadius="full"
        flexShrink="0"
        style={{ background: colorOf(status) }}
      />
      <Text fontSize="sm">{t(`reservationStatus.${status}`)}</Text>
    </HStack>
  );
}
