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

/** A site's name with what names its part under it (a booking's UID, a calendar's address). */
export function SiteWithCode({ site, code }: { site: string; code: string }) {
  return (
    <Stack gap="0" maxW="xs">
      <Text>{site}</Text>
      <Text fontFamily="mono" fontSize="xs" color="fg.muted" truncate title={code}>
        {code}
      </Text>
    </Stack>
  );
}

/** The site booking's two columns (the conflicts' and the held bookings' tables): who, when. */
export const siteBookingColumns = <T extends SiteBookingRow>(
  t: TFunction<'channels'>,
  headers: { site: string; nights: string },
): ListColumn<T>[] => [
  {
    id: 'site',
    header: headers.site,
    cell: (row) => <SiteWithCode site={row.channel} code={row.uid} />,
  },
  {
    id: 'nights',
    header: headers.nights,
    cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    cell: (row) => t('conflicts.nights', { from: row.startDate, to: row.endDate }),
  },
];
