import { Button, Flex, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { dayjs } from '../../lib/dayjs-locale';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { TableSkeleton } from '../../components/data-table';
import { ArrowRightIcon } from '../../components/icons';
import { QueryError } from '../../components/query-error';
import { useAddressChoices } from '../../components/use-address-choices';
import { usePermission } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { type DashboardTab, isDashboardTab, useGetDashboardQuery } from './dashboard-api';
import { DashboardFigures } from './dashboard-figures';
import { countOf, DashboardTabList } from './dashboard-tabs';
import { HoldConflictsCard } from './hold-conflicts-card';
import { NightAuditBanner } from './night-audit-banner';
import { TabRows } from './tab-rows';

/**
 * The home dashboard (operations spec §2, docs/dashboard.md): the working date's figures, a
 * banner while its night audit is due, and five coloured tabs of reservations. The tab lives
 * in the address (`?tab=`); live change notices refresh it through the query's tags.
 */
export function Dashboard({ slug }: { slug: string }) {
  const { t } = useTranslation('home');
  const { params, choose } = useAddressChoices();
  const requested = params.get('tab');
  const tab: DashboardTab = isDashboardTab(requested) ? requested : 'todayCheckin';
  const query = useGetDashboardQuery({ slug, tab });
  const localized = useLocalizedPath();
  const canOpenReservations = usePermission('manage-reservations');

  // The figures stay on screen while another tab's rows load (`data` is the last answer).
  const { data, currentData, error, isLoading, isFetching, refetch } = query;
  const chooseTab = (next: string) => choose({ tab: [next, 'todayCheckin'] });

  if (isLoading) return <DashboardSkeleton label={t('dashboard.loading')} />;
  if (!data) {
    return (
      <QueryError
        title={t('dashboard.error')}
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  const date = dayjs(data.workingDate);

  return (
    <Stack gap="6" data-testid="dashboard">
      {error ? (
        <QueryError
          title={t('dashboard.error')}
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text color="fg.muted">
          {t('dashboard.figuresOf')}{' '}
          <Text as="span" color="fg" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            <time dateTime={data.workingDate}>{data.workingDate}</time>
          </Text>
          {date.isValid() ? `, ${date.format('dddd')}` : null}
        </Text>
        {canOpenReservations ? (
          <Button asChild variant="outline" size="sm">
            <RouterLink to={localized(propertyPath(slug, 'reservations'))}>
              {t('dashboard.allReservations')}
              <ArrowRightIcon />
            </RouterLink>
          </Button>
        ) : null}
      </Flex>

      {data.hasNightAudit ? <NightAuditBanner data={data} slug={slug} /> : null}

      <HoldConflictsCard slug={slug} />

      <DashboardFigures data={data} slug={slug} canOpenReservations={canOpenReservations} />

      <Tabs.Root
        value={tab}
        onValueChange={(details) => chooseTab(details.value)}
        variant="plain"
        display="flex"
        flexDirection="column"
        gap="4"
      >
        {/* The tabs are the five coloured cards with their counts. */}
        <DashboardTabList data={data} tab={tab} />
        <Tabs.Content value={tab} p="0">
          {currentData ? (
            <TabRows
              tab={tab}
              rows={currentData.reservations}
              total={countOf(currentData, tab)}
              slug={slug}
              canOpen={canOpenReservations}
              workingDate={currentData.workingDate}
            />
          ) : error ? null : (
            <TableSkeleton label={t('dashboard.loading')} columns={[1, 3, 2, 3, 2, 2]} />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

function DashboardSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="6" aria-busy="true" role="status" aria-label={label}>
      <Skeleton height="6" width="64" />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height="28" borderRadius="xl" />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 5 }} gap="4">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height="32" borderRadius="xl" />
        ))}
      </SimpleGrid>
      <TableSkeleton label={label} columns={[1, 3, 2, 3, 2, 2]} />
    </Stack>
  );
}
