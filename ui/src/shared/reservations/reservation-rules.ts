import { pagingOf } from '../../components/list-paging';
import { isOneOf } from '../../lib/one-of';
import {
  RESERVATION_STATUSES,
  RESERVATION_TABS,
  type GuestClone,
  type Reservation,
  type ReservationListQuery,
  type ReservationStatus,
  type ReservationTab,
  STAY_TYPES,
  type StatusRefusal,
  type StayType,
} from './reservations-api';

/**
 * What the screens offer, as the operations spec §4 says (the server enforces the same rules
 * in events/src/reservations/rules.ts; the UI only decides what to show).
 */

/** The statuses each list tab's menu offers. */
export const TAB_STATUSES: Record<ReservationTab, readonly ReservationStatus[]> = {
  todayCheckin: ['checked-in', 'canceled'],
  todayCheckout: ['checked-out'],
  tomorrowCheckin: ['canceled', 'confirmed'],
  other: [],
};

/** Today's check-out with money still due: no check-out, only an "incomplete payment" note. */
export const isPaymentIncomplete = (tab: ReservationTab, reservation: Reservation): boolean =>
  tab === 'todayCheckout' && reservation.balance > 0;

/**
 * The statuses a row of `tab` offers: the tab's statuses that the reservation allows (a
 * reservation from an external channel is not canceled here), none for a check-out that is
 * not paid.
 */
export const tabStatusChoices = (
  tab: ReservationTab,
  reservation: Reservation,
): ReservationStatus[] =>
  isPaymentIncomplete(tab, reservation)
    ? []
    : TAB_STATUSES[tab].filter((status) => reservation.allowed.statuses.includes(status));

/**
 * The plain next step(s) of each status, offered as buttons on the detail page: a pending
 * reservation is confirmed or checked in, a confirmed one (or a late no-show) checked in, a
 * guest in the house checked out. Every other move is in the status menu.
 */
export const NEXT_STEPS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending: ['confirmed', 'checked-in'],
  confirmed: ['checked-in'],
  'checked-in': ['checked-out'],
  'checked-out': [],
  canceled: [],
  'no-show': ['checked-in'],
};

/** A move the screen offers: allowed now (`refusal` null) or shown disabled with its reason. */
export interface StatusAction {
  status: ReservationStatus;
  refusal: StatusRefusal | null;
}

/**
 * The moves of `statuses` that the server's rules know for this reservation, in that order:
 * enabled when allowed now, with the refusal when refused today; moves the rules never allow
 * from its status (or the channel's own statuses) are left out.
 */
export const statusActionsOf = (
  reservation: Reservation,
  statuses: readonly ReservationStatus[],
): StatusAction[] =>
  statuses.flatMap((status): StatusAction[] => {
    if (reservation.allowed.statuses.includes(status)) return [{ status, refusal: null }];
    const refusal = reservation.allowed.refusedStatuses.find((r) => r.status === status);
    return refusal ? [{ status, refusal }] : [];
  });

/** The detail's next-step buttons (`NEXT_STEPS`) as the rules stand today. */
export const nextActionsOf = (reservation: Reservation): StatusAction[] =>
  statusActionsOf(reservation, NEXT_STEPS[reservation.status]);

/** The detail's status menu: every move the rules know, allowed or refused today. */
export const menuActionsOf = (reservation: Reservation): StatusAction[] =>
  statusActionsOf(reservation, RESERVATION_STATUSES);

/** The guest as the screens name them: name, then surname. */
export const guestNameOf = (guest: GuestClone): string =>
  [guest.name, guest.surname].filter((part) => !!part && part.trim() !== '').join(' ');

/** "2 adults, 1 child"; children only when there are some. */
export const guestsText = (
  t: (key: string, options: { count: number }) => string,
  adults: number,
  children: number,
): string =>
  [
    t('general.adults', { count: adults }),
    ...(children > 0 ? [t('general.children', { count: children })] : []),
  ].join(', ');

/** Times in the property's time zone (one copy for every screen). */
export { formatDateTime } from '../../lib/time-zone';

export const FILTER_TYPES = ['createdAt', 'checkIn', 'checkOut'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isTab = (value: string | null): value is ReservationTab =>
  (RESERVATION_TABS as readonly (string | null)[]).includes(value);
const isStatus = (value: string): value is ReservationStatus =>
  isOneOf(RESERVATION_STATUSES, value);
const isStayType = (value: string | null): value is StayType =>
  (STAY_TYPES as readonly (string | null)[]).includes(value);
const isFilterType = (value: string | null): value is FilterType =>
  (FILTER_TYPES as readonly (string | null)[]).includes(value);

/**
 * The list's query from the page address (`?tab=other&statuses=pending,confirmed&page=2`), so a
 * reload or a shared link shows the same rows. Unknown values fall back to the defaults; the
 * filters count only on the "others" tab.
 */
export const listQueryOf = (params: URLSearchParams): ReservationListQuery => {
  const tabParam = params.get('tab');
  const tab: ReservationTab = isTab(tabParam) ? tabParam : 'todayCheckin';
  const { page, rowsPerPage } = pagingOf(params);
  if (tab !== 'other') return { tab, page, rowsPerPage };
  const filterType = params.get('filterType');
  const start = params.get('start') ?? '';
  const end = params.get('end') ?? '';
  const stayType = params.get('stayType');
  const statuses = (params.get('statuses') ?? '').split(',').filter(isStatus);
  const search = (params.get('search') ?? '').trim();
  return {
    tab,
    page,
    rowsPerPage,
    filterType: isFilterType(filterType) ? filterType : 'createdAt',
    ...(ISO_DATE.test(start) ? { start } : {}),
    ...(ISO_DATE.test(end) ? { end } : {}),
    ...(statuses.length > 0 ? { statuses } : {}),
    ...(isStayType(stayType) ? { stayType } : {}),
    ...(params.get('isRequest') === '1' ? { isRequest: true } : {}),
    ...(params.get('notPaid') === '1' ? { notPaid: true } : {}),
    ...(search ? { search } : {}),
  };
};

/**
 * The date from which a room change of a guest in the house takes effect when nights in the
 * current room were already slept: the working date (docs/reservations.md, "Moving a guest in
 * the house"). The nights before it stay on the old room; the rest move. Null when the whole
 * stay (or the part of it in the current room) moves: not checked in, a day or time stay, or
 * the working date is the first night in the room (or the check-out).
 */
export const roomSplitDate = (
  stay: { status: ReservationStatus; stayType: StayType; roomFrom: string; checkOut: string },
  workingDate: string,
): string | null =>
  stay.status === 'checked-in' &&
  stay.stayType === 'night' &&
  stay.roomFrom < workingDate &&
  workingDate < stay.checkOut
    ? workingDate
    : null;

/** The first night in the reservation's current room: the end of its last earlier room. */
export const roomFromOf = (reservation: Pick<Reservation, 'checkIn' | 'roomSegments'>): string =>
  reservation.roomSegments?.[reservation.roomSegments.length - 1]?.to ?? reservation.checkIn;
