import { Badge, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ShareIcon } from '../../components/icons';
import { ListTable } from '../../components/list-table/list-table';
import { formatDateTime } from '../../lib/time-zone';
import type { AriDelivery } from './channel-ari-api';
import { filteredEmptyOf } from '../../components/list-table/list-filter-bar';

/** The day before `to` (a range's `to` is the day after its last date). */
const lastDate = (to: string) => {
  const date = new Date(`${to}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/** A channel's ARI delivery log, latest first: each message's outcome, attempt and error. */
export function AriDeliveryLog({
  entries,
  query,
  nameOf,
}: {
  entries: readonly AriDelivery[];
  query: { isLoading: boolean; isFetching: boolean; refetch: () => unknown };
  nameOf: (roomTypeId: string) => string;
}) {
  const { t } = useTranslation('channels');
  return (
    <ListTable
      label={t('ari.log.title')}
      query={{
        data: {
          data: entries.map((entry) => ({
            ...entry,
            id: `${entry.roomTypeId}|${entry.sequence}`,
          })),
        },
        isLoading: query.isLoading,
        isFetching: query.isFetching,
        refetch: () => void query.refetch(),
      }}
      errorAboveList={false}
      columns={[
        {
          id: 'at',
          header: t('ari.log.at'),
          sticky: true,
          cell: (entry: AriDelivery) => formatDateTime(entry.at),
        },
        {
          id: 'roomType',
          header: t('ari.log.roomType'),
          cell: (entry: AriDelivery) => nameOf(entry.roomTypeId),
        },
        {
          id: 'dates',
          header: t('ari.log.dates'),
          cell: (entry: AriDelivery) =>
            t('ari.log.range', { from: entry.from, to: lastDate(entry.to) }),
        },
        {
          id: 'attempt',
          header: t('ari.log.attempt'),
          align: 'end',
          cell: (entry: AriDelivery) => entry.attempt,
        },
        {
          id: 'status',
          header: t('ari.log.status'),
          cell: (entry: AriDelivery) =>
            entry.delivered ? (
              <Badge colorPalette="green">{t('ari.log.delivered', { status: entry.status })}</Badge>
            ) : (
              <Badge colorPalette="red">
                {entry.status === null
                  ? t('ari.log.noAnswer')
                  : t('ari.log.failed', { status: entry.status })}
              </Badge>
            ),
        },
        {
          id: 'error',
          header: t('ari.log.error'),
          cell: (entry: AriDelivery) =>
            entry.error ? (
              <Text fontFamily="mono" fontSize="sm">
                {entry.error}
              </Text>
            ) : null,
        },
        {
          id: 'duration',
          header: t('ari.log.duration'),
          align: 'end',
          cell: (entry: AriDelivery) => t('ari.log.ms', { ms: entry.durationMs }),
        },
      ]}
      skeleton={{ label: t('ari.log.title'), columns: [2, 2, 2, 1, 1, 2, 1] }}
      error={t('ari.error')}
      empty={filteredEmptyOf(t, false, <ShareIcon />, 'ari.log.empty')}
    />
  );
}
