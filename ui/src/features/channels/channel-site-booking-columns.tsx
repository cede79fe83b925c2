import { Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../components/list-table/list-table';

/** A site's booking as a row names it: the site, the event's UID, its nights. */
export interface SiteBookingRow {
  channel: string;
  uid: string;
  startDate: string;
  endDate: string;
}

/** The site booking's two columns (the conflicts' and the held bookings' tables): who, when. */
export const siteBookingColumns = <T extends SiteBookingRow>(
  t: TFunction<'channels'>,
  headers: { site: string; nights: string },
): ListColumn<T>[] => [
  {
    id: 'site',
    header: headers.site,
    cell: (row) => (
      <Stack gap="0" maxW="xs">
        <Text>{row.channel}</Text>
        <Text fontFamily="mono" fontSize="xs" color="fg.muted" truncate title={row.uid}>
          {row.uid}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'nights',
    header: headers.nights,
    cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    cell: (row) => t('conflicts.nights', { from: row.startDate, to: row.endDate }),
  },
];
