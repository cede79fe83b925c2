import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../components/list-table/list-table';
import { formatDateTime } from '../../lib/time-zone';
import type { ActivityEntry } from './activity-api';
import { actorText, changesText, commandText, subjectText } from './describe';
import { PageLink } from '../../components/page-link';

/** What the log's cells need besides the entry. */
export interface ActivityColumnsContext {
  t: TFunction<'activity'>;
  language: string;
  /** The zone the log's times are shown in (the property's). */
  timeZone: string;
  /** The reservation's page. */
  reservationPath: (id: string) => string;
  /** The reservation the log is filtered by, if any (its entries get no filter button). */
  filteredReservationId: string | undefined;
  filterByReservation: (id: string, number: number | null) => void;
}

/** The log's columns: when, who, what (and its area), the reservations, the subject, the changes. */
export const activityColumns = ({
  t,
  language,
  timeZone,
  reservationPath,
  filteredReservationId,
  filterByReservation,
}: ActivityColumnsContext): ListColumn<ActivityEntry>[] => [
  {
    id: 'at',
    header: t('columns.at'),
    sticky: true,
    cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontSize: 'sm' },
    cell: (entry) => formatDateTime(entry.at, timeZone),
  },
  {
    id: 'user',
    header: t('columns.user'),
    cellProps: { fontSize: 'sm' },
    cell: (entry) => (
      <Text truncate maxW="44">
        {actorText(entry.actor, t)}
      </Text>
    ),
  },
  {
    id: 'action',
    header: t('columns.action'),
    cell: (entry) => (
      <>
        <Text fontSize="sm" fontWeight="medium">
          {commandText(entry.commandType, t)}
        </Text>
        <Badge size="sm" variant="subtle" colorPalette="gray">
          {t(`areas.${entry.area}`)}
        </Badge>
      </>
    ),
  },
  {
    id: 'reservation',
    header: t('columns.reservation'),
    cellProps: { whiteSpace: 'nowrap' },
    cell: (entry) => (
      <Stack gap="0.5">
        {entry.reservations.map((reservation) => (
          <HStack key={reservation.id} gap="1">
            <PageLink
              to={reservationPath(reservation.id)}
              aria-label={t('openReservation', { number: reservation.number ?? '' })}
              color="brand.fg"
              fontWeight="semibold"
              fontSize="sm"
            >
              №{reservation.number ?? '—'}
            </PageLink>
            {filteredReservationId !== reservation.id ? (
              <Button
                size="2xs"
                variant="ghost"
                colorPalette="gray"
                aria-label={t('filterReservation', { number: reservation.number ?? '' })}
                onClick={() => filterByReservation(reservation.id, reservation.number)}
              >
                {t('filterReservationShort')}
              </Button>
            ) : null}
          </HStack>
        ))}
        {entry.reservationCount > entry.reservations.length ? (
          <Text fontSize="xs" color="fg.muted">
            {t('moreReservations', {
              count: entry.reservationCount - entry.reservations.length,
            })}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    id: 'subject',
    header: t('columns.subject'),
    cellProps: { fontSize: 'sm' },
    cell: (entry) => (
      <Text truncate maxW="48">
        {subjectText(entry, language)}
      </Text>
    ),
  },
  {
    id: 'changes',
    header: t('columns.changes'),
    cellProps: { fontSize: 'sm' },
    cell: (entry) => (
      <Stack gap="0.5" minW="56">
        {changesText(entry, t).map((line, index) => (
          <Text key={index}>{line}</Text>
        ))}
      </Stack>
    ),
  },
];
