import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ExportButton } from '../../components/export-button';
import { CalendarIcon } from '../../components/icons';
import { countColumn, dateColumn } from '../../components/list-table/columns';
import { filteredEmptyOf } from '../../components/list-table/list-filter-bar';
import { type ListColumn, ListTable } from '../../components/list-table/list-table';
import { NotFoundPage } from '../../components/not-found-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { formatMoney } from '../../lib/format';
import { useLocalName } from '../../lib/names';
import { httpStatusOf } from '../../lib/problem';
import { downloadFile, exportFileName } from '../../lib/xlsx';
import { type PickUpNight, useAllotmentPickUpQuery } from './allotments-api';
import { pickUpWorkbook } from './pick-up-export';
import { RoomingListSection } from './rooming-list-section';
import { HeaderRow } from '../../components/header-row';

/**
 * Route `/allotments/:id` (manage-rates): a contract's pick-up report — per night allotted,
 * picked up, released and remaining, with the totals and an Excel export.
 */
export function AllotmentReportPage() {
  const { slug } = useCurrentHotel();
  const { id } = useParams();
  if (!slug || !id) return <NotFoundPage />;
  return <AllotmentReport slug={slug} id={id} />;
}

type NightRow = PickUpNight & { id: string };

function AllotmentReport({ slug, id }: { slug: string; id: string }) {
  const { t, i18n } = useTranslation('allotments');
  const local = useLocalName();
  const { hotel } = useCurrentHotel();
  const report = useAllotmentPickUpQuery({ slug, id });
  if (httpStatusOf(report.error) === 404) return <NotFoundPage />;
  const allotment = report.data?.allotment;
  const rows: NightRow[] = (report.data?.nights ?? []).map((night) => ({
    ...night,
    id: night.date,
  }));
  const columns: ListColumn<NightRow>[] = [
    dateColumn({ id: 'date', header: t('report.columns.date'), cell: (n) => n.date }),
    countColumn({ id: 'allotted', header: t('report.columns.allotted'), cell: (n) => n.allotted }),
    countColumn({ id: 'pickedUp', header: t('report.columns.pickedUp'), cell: (n) => n.pickedUp }),
    countColumn({ id: 'released', header: t('report.columns.released'), cell: (n) => n.released }),
    countColumn({
      id: 'remaining',
      header: t('report.columns.remaining'),
      cell: (n) => n.remaining,
    }),
    {
      id: 'state',
      header: t('report.columns.state'),
      cell: (n) => (n.isReleased ? t('report.state.released') : t('report.state.held')),
    },
  ];
  const totals = allotment?.totals;
  return (
    <Stack gap="5">
      <HeaderRow at="md" gap="3">
        <Stack gap="1">
          <Text fontWeight="semibold" fontSize="lg">
            {allotment
              ? t('contract', { number: allotment.number, partner: allotment.partnerName })
              : ''}
          </Text>
          {allotment ? (
            <Text color="fg.muted">
              {t('report.terms', {
                roomType: local({
                  name: allotment.roomTypeName,
                  nameEn: allotment.roomTypeNameEn ?? null,
                }),
                rooms: allotment.rooms,
                first: allotment.firstNight,
                last: allotment.lastNight,
                releaseDays: allotment.releaseDays,
                rate: formatMoney(allotment.rate, i18n.language),
              })}
            </Text>
          ) : null}
        </Stack>
        <ExportButton
          count={rows.length}
          label={t('report.export')}
          failedMessage={t('report.exportFailed')}
          onExport={async (onProgress) =>
            downloadFile(
              await pickUpWorkbook(rows, t, onProgress),
              exportFileName(
                allotment
                  ? t('contract', { number: allotment.number, partner: allotment.partnerName })
                  : '',
                hotel?.workingDate ?? '',
                t('report.sheet'),
              ),
            )
          }
        />
      </HeaderRow>
      {totals ? (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          {(['allotted', 'pickedUp', 'released', 'remaining'] as const).map((key) => (
            <Box key={key} borderWidth="1px" borderRadius="lg" p="3">
              <Text color="fg.muted" fontSize="sm">
                {t(`report.columns.${key}`)}
              </Text>
              <Text fontSize="2xl" fontWeight="semibold" data-testid={`total-${key}`}>
                {totals[key]}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      ) : null}
      {allotment ? <RoomingListSection slug={slug} allotment={allotment} /> : null}
      <ListTable
        label={t('report.title')}
        query={{ ...report, data: report.data ? { data: rows } : undefined }}
        columns={columns}
        rowProps={(n) => ({ 'data-testid': `night-${n.date}` })}
        skeleton={{ label: t('loading'), columns: [2, 1, 1, 1, 1, 2] }}
        error={t('error')}
        empty={filteredEmptyOf(t, false, <CalendarIcon />)}
      />
    </Stack>
  );
}
