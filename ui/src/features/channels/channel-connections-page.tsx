import { Button, Flex, Link, Stack } from '@chakra-ui/react';
import { PageIntro } from '../../components/page-intro';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ChannelIcon, PlusIcon } from '../../components/icons';
import { ListTable } from '../../components/list-table/list-table';
import { NotFoundPage } from '../../components/not-found-page';
import { useLocalizedPath } from '../../components/use-localized-path';
import { httpStatusOf } from '../../lib/problem';
import { propertyPath } from '../../lib/property-pages';
import { formatDateTime } from '../../lib/time-zone';
import { ChannelConnectDialog } from './channel-connect-dialog';
import { useListChannelsQuery } from './channel-connections-api';
import { propertyPage } from '../../components/property-page';
import { filteredEmptyOf } from '../../components/list-table/list-filter-bar';

/**
 * Route `/p/{slug}/s/channels` (manage-channels): the booking sites and channel managers that
 * send reservations over the inbound API — add one, open one for its keys and code mappings
 * (docs/channels.md "Channel reservations").
 */
export const ChannelConnectionsPage = propertyPage(ChannelConnections);

function ChannelConnections({ slug }: { slug: string }) {
  const { t } = useTranslation('channels');
  const localized = useLocalizedPath();
  const list = useListChannelsQuery({ slug });
  const [adding, setAdding] = useState(false);
  if (httpStatusOf(list.error) === 404) return <NotFoundPage />;
  return (
    <Stack gap="5">
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="4" wrap="wrap">
        <PageIntro maxW="3xl">{t('channels.description')}</PageIntro>
        <Button onClick={() => setAdding(true)}>
          <PlusIcon />
          {t('channels.add.open')}
        </Button>
      </Flex>
      <ListTable
        label={t('channels.title')}
        query={list}
        errorAboveList={false}
        columns={[
          {
            id: 'name',
            header: t('channels.columns.name'),
            sticky: true,
            cell: (row) => (
              <Link asChild fontWeight="semibold">
                <RouterLink
                  to={localized(propertyPath(slug, 'channelConnection', { id: row.id }))}
                  aria-label={t('channels.openFor', { name: row.name })}
                >
                  {row.name}
                </RouterLink>
              </Link>
            ),
          },
          {
            id: 'mapped',
            header: t('channels.columns.mapped'),
            cell: (row) =>
              t('channels.mapped', { rooms: row.rooms.length, rates: row.rates.length }),
          },
          {
            id: 'keys',
            header: t('channels.columns.keys'),
            align: 'end',
            cell: (row) => row.keys.filter((key) => key.revokedAt === null).length,
          },
          {
            id: 'connectedAt',
            header: t('channels.columns.connectedAt'),
            collapse: 1,
            cell: (row) => formatDateTime(row.connectedAt),
          },
        ]}
        rowProps={(row) => ({ 'data-testid': `channel-${row.name}` })}
        skeleton={{ label: t('channels.loading'), columns: [3, 3, 1, 2] }}
        error={t('channels.error')}
        empty={filteredEmptyOf(t, false, <ChannelIcon />, 'channels.empty')}
      />
      <ChannelConnectDialog open={adding} onOpenChange={setAdding} slug={slug} />
    </Stack>
  );
}
