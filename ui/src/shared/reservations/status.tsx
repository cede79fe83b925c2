import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DotLabel } from './detail-ui';
import type { ReservationStatus } from './reservations-api';

/** The theme's name of each status (ui/src/app/theme.ts, `semanticTokens.colors.reservation`). */
const TOKEN_NAMES: Record<ReservationStatus | 'blocked', string> = {
  pending: 'pending',
  confirmed: 'confirmed',
  'checked-in': 'checkedIn',
  'checked-out': 'checkedOut',
  canceled: 'canceled',
  'no-show': 'noShow',
  blocked: 'blocked',
};

/** A status's colours in the theme: its fill, the text on it, a tint and a text colour. */
export type StatusTone = 'solid' | 'contrast' | 'subtle' | 'fg';

/**
 * The theme token of a status colour (operations spec §3: pending orange, confirmed green,
 * checked-in blue (primary), checked-out black, canceled red, no-show grey; and the calendar's
 * blocked room), for Chakra's style props: `bg={statusToken('confirmed')}`. The colours live
 * in the theme once, so the list, the detail, the calendar and its legend always agree.
 */
export const statusToken = (status: ReservationStatus | 'blocked', tone: StatusTone = 'solid') =>
  `reservation.${TOKEN_NAMES[status]}.${tone}`;

/**
 * The same colour as the theme's CSS variable, for inline styles (the calendar draws
 * thousands of bars with plain elements, without a style object each).
 */
export const statusVar = (status: ReservationStatus | 'blocked', tone: StatusTone = 'solid') =>
  `var(--chakra-colors-${statusToken(status, tone)
    .replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
    .replaceAll('.', '-')})`;

const byStatus = (tone: StatusTone): Record<ReservationStatus, string> => ({
  pending: statusVar('pending', tone),
  confirmed: statusVar('confirmed', tone),
  'checked-in': statusVar('checked-in', tone),
  'checked-out': statusVar('checked-out', tone),
  canceled: statusVar('canceled', tone),
  'no-show': statusVar('no-show', tone),
});

/** The fill of each status (the theme's `reservation.<status>.solid`). */
export const STATUS_COLORS: Record<ReservationStatus, string> = byStatus('solid');

/**
 * The text on each status colour, at least 4.5:1 (WCAG AA): dark on the bright orange and
 * green, white on the others (the theme's `reservation.<status>.contrast`).
 */
export const STATUS_TEXT: Record<ReservationStatus, string> = byStatus('contrast');

/** A blocked room on the calendar (docs/front-office.md), and the text on it. */
export const BLOCKED_COLOR = statusVar('blocked');
export const BLOCKED_TEXT = statusVar('blocked', 'contrast');

/** The calendar legend's six entries, in the spec's order. */
export const LEGEND: readonly (ReservationStatus | 'blocked')[] = [
  'blocked',
  'pending',
  'confirmed',
  'checked-in',
  'no-show',
  'checked-out',
];

export const colorOf = (status: ReservationStatus | 'blocked'): string => statusVar(status);

export const textColorOf = (status: ReservationStatus | 'blocked'): string =>
  statusVar(status, 'contrast');

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
    <DotLabel color={colorOf(status)} fontSize="sm">
      {t(`reservationStatus.${status}`)}
    </DotLabel>
  );
}
