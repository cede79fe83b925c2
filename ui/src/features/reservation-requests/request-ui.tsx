import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { pagingOf } from '../../components/list-paging';
import { type StatusTone, statusVar } from '../../shared/reservations/status';
import {
  type PaymentState,
  REQUEST_FILTER_TYPES,
  REQUEST_STATUSES,
  type RequestFilterType,
  type RequestListQuery,
  type RequestStatus,
} from './requests-api';
import { isOneOf } from '../../lib/one-of';

/**
 * Status colours from the theme's reservation tokens (operations spec §3): pending orange,
 * confirmed green, canceled red, turned into a reservation blue (the primary colour, as a
 * checked-in stay); `contrast` is the text on them (at least 4.5:1).
 */
const requestColors = (tone: StatusTone): Record<RequestStatus, string> => ({
  pending: statusVar('pending', tone),
  confirmed: statusVar('confirmed', tone),
  canceled: statusVar('canceled', tone),
  reservation: statusVar('checked-in', tone),
});

export const REQUEST_STATUS_COLORS = requestColors('solid');
export const REQUEST_STATUS_TEXT = requestColors('contrast');

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation('requests');
  return (
    <Badge
      variant="solid"
      borderRadius="full"
      px="2.5"
      whiteSpace="nowrap"
      style={{ background: REQUEST_STATUS_COLORS[status], color: REQUEST_STATUS_TEXT[status] }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

/** The payment chip (operations spec §4): paid, or waiting once payment was asked for. */
export function PaymentChip({ state }: { state: PaymentState }) {
  const { t } = useTranslation('requests');
  if (state === 'paid') {
    return (
      <Badge colorPalette="green" variant="subtle" borderRadius="full" data-testid="paid-chip">
        {t('payment.paid')}
      </Badge>
    );
  }
  if (state === 'waiting') {
    return (
      <Badge colorPalette="orange" variant="subtle" borderRadius="full" data-testid="waiting-chip">
        {t('payment.waiting')}
      </Badge>
    );
  }
  return null;
}

/** The list's query from the address (`?statuses=pending,confirmed&start=…&page=2`). */
export const listQueryOf = (params: URLSearchParams): RequestListQuery => {
  const filterType = params.get('filterType');
  const statuses = (params.get('statuses') ?? '')
    .split(',')
    .filter((s): s is RequestStatus => isOneOf(REQUEST_STATUSES, s));
  return {
    ...(isOneOf<RequestFilterType>(REQUEST_FILTER_TYPES, filterType) ? { filterType } : {}),
    ...(params.get('start') ? { start: params.get('start') as string } : {}),
    ...(params.get('end') ? { end: params.get('end') as string } : {}),
    ...(statuses.length > 0 ? { statuses } : {}),
    ...(params.get('search') ? { search: params.get('search') as string } : {}),
    ...pagingOf(params),
  };
};
