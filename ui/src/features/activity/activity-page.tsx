import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { propertyPath } from '../../lib/property-pages';
import { ExportButton } from '../../components/export-button';
import { PageIntro } from '../../components/page-intro';
import { ShieldIcon } from '../../components/icons';
import { pagingOf, useListQuery } from '../../components/list-paging';
import { filteredEmptyOf } from '../../components/list-table/list-filter-bar';
import { ListTable } from '../../components/list-table/list-table';
import { NotFoundPage } from '../../components/not-found-page';
import { propertyPage } from '../../components/property-page';
import { useLocalizedPath } from '../../components/use-localized-path';
import { DEFAULT_TIME_ZONE, isIsoDate } from '@hotel/events/dates';
import { httpStatusOf } from '../../lib/problem';
import {
  ACTIVITY_AREAS,
  type ActivityArea,
  type ActivityQuery,
  useLazyListActivityQuery,
  useListActivityQuery,
  useListActivityUsersQuery,
} from './activity-api';
import { ActivityFilters } from './activity-filters';
import { activityColumns } from './activity-columns';
import { activityWorkbook, EXPORT_PAGE, MAX_EXPORT_ROWS } from './export';
import { HeaderRow } from '../../components/header-row';

const FILTER_PARAMS = ['userId', 'area', 'start', 'end', 'reservationId', 'reservationNumber'];
/** "All rows" of the shared paging is a page of this many here: the log is too long for one. */
const ALL_ROWS_PAGE = 100;

const isArea = (value: string | null): value is ActivityArea =>
  (ACTIVITY_AREAS as readonly (string | null)[]).includes(value);

/** The log's query from the address (`?area=folio&userId=…&start=…&page=2`). */
export const activityQueryOf = (params: URLSearchParams): ActivityQuery => {
  const { page, rowsPerPage } = pagingOf(params);
  const area = params.get('area');
  const start = params.get('start') ?? '';
  const end = params.get('end') ?? '';
  return {
    ...(isIsoDate(start) ? { from: start } : {}),
    ...(isIsoDate(end) ? { to: end } : {}),
    ...(params.get('userId') ? { userId: params.get('userId') as string } : {}),
    ...(isArea(area) ? { area } : {}),
    ...(params.get('reservationId')
      ? { reservationId: params.get('reservationId') as string }
      : {}),
    page,
    limit: rowsPerPage === 0 ? ALL_ROWS_PAGE : rowsPerPage,
  };
};

/**
 * Route `/activity` (access-reports): every command of the property — who, when, what, which
 * reservation or setting, before → after — newest first, filtered by user, area, dates and
 * reservation, paged on the server, exported to Excel (docs/activity.md).
 */
export const ActivityPage = propertyPage(ActivityLog);

function ActivityLog({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('activity');
  const localized = useLocalizedPath();
  const { params, query, update, clear } = useListQuery(activityQueryOf);
  const list = useListActivityQuery({ slug, ...query });
  const users = useListActivityUsersQuery({ slug });
  const [fetchPage] = useLazyListActivityQuery();

  if (httpStatusOf(list.error) === 404) return <NotFoundPage />;

  const total = list.data?.total ?? 0;
  const timeZone = list.data?.timeZone ?? DEFAULT_TIME_ZONE;
  const filtered =
    !!query.userId || !!query.area || !!query.from || !!query.to || !!query.reservationId;
  const exportCount = Math.min(total, MAX_EXPORT_ROWS);

  const filterByReservation = (id: string, number: number | null) =>
    update({ reservationId: id, reservationNumber: number === null ? '' : String(number) });

  return (
    <Stack gap="5">
      <HeaderRow at="md" gap="3">
        <Stack gap="1">
          <PageIntro>{t('description')}</PageIntro>
          <Text color="fg.muted" fontSize="sm">
            {t('timeZone', { timeZone })}
          </Text>
        </Stack>
        <ExportButton
          count={exportCount}
          label={t('export', { count: exportCount })}
          failedMessage={t('exportFailed')}
          workbook={(onProgress) =>
            activityWorkbook(
              (page) => fetchPage({ slug, ...query, page, limit: EXPORT_PAGE }).unwrap(),
              t,
              timeZone,
              onProgress,
            )
          }
          fallbackName={t('sheet')}
        />
      </HeaderRow>
      {total > MAX_EXPORT_ROWS ? (
        <Text fontSize="sm" color="fg.muted">
          {t('exportCapped', { count: MAX_EXPORT_ROWS })}
        </Text>
      ) : null}

      <ListTable
        label={t('sheet')}
        query={list}
        columns={activityColumns({
          t,
          language: i18n.language,
          timeZone,
          reservationPath: (id) => localized(propertyPath(slug, 'reservation', { id })),
          filteredReservationId: query.reservationId,
          filterByReservation,
        })}
        rowProps={(entry) => ({ 'data-testid': `activity-${entry.commandType}` })}
        filters={
          <ActivityFilters
            query={query}
            reservationNumber={params.get('reservationNumber')}
            users={users.data?.data ?? []}
            filtered={filtered}
            onChange={update}
            onClear={() => clear(FILTER_PARAMS)}
          />
        }
        skeleton={{ label: t('loading'), columns: [2, 2, 3, 1, 2, 4] }}
        error={t('error')}
        empty={filteredEmptyOf(t, filtered, <ShieldIcon />)}
        paging={{ page: query.page, rowsPerPage: query.limit, onChange: update }}
      />
    </Stack>
  );
}
