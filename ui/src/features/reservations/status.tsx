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
  'checked-in': '#1c7df6',
  'checked-out': '#1c1c1e',
  canceled: '#ff3b30',
  'no-show': '#8e8e93',
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

/** The status as a coloured badge with its translated name. */
export function StatusBadge({ status }: { status: ReservationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="solid"
      borderRadius="full"
      px="2.5"
      style={{ background: STATUS_COLORS[status], color: 'white' }}
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
