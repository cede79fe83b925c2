import { Box, Skeleton, Table } from '@chakra-ui/react';
import { SectionHeading } from '../../components/section-heading';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EditDeleteCell } from '../../components/edit-delete-cell';
import { QueryError } from '../../components/query-error';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useDialog } from '../../components/use-dialog';
import { WEEKDAYS } from './dates';
import { formatNumber } from './format';
import { IntervalDialog } from './interval-dialog';
import {
  type RateInterval,
  type RatePlan,
  useDeleteIntervalMutation,
  useListIntervalsQuery,
} from './rates-api';
import { type CardColumn, CardTable, EmptyNote, TableCard } from './table-card';

interface IntervalsSectionProps {
  slug: string;
  plan: RatePlan;
  /** Where a new interval starts (today). */
  today: string;
}

/**
 * The intervals of a plan: named ranges with a price per weekday, laid over the daily rates
 * (the later write wins on a date; removing an interval brings back what lay under it).
 */
export function IntervalsSection({ slug, plan, today }: IntervalsSectionProps) {
  const { t, i18n } = useTranslation('rates');
  const intervals = useListIntervalsQuery({ slug, planId: plan.id });
  const editor = useDialog<RateInterval>();
  const [deleteInterval, { isLoading: deleting }] = useDeleteIntervalMutation();
  const remover = useConfirmedDelete<RateInterval>(
    (interval, idempotencyKey) =>
      deleteInterval({ slug, planId: plan.id, id: interval.id, idempotencyKey }).unwrap(),
    (interval) => t('intervals.deleted', { name: interval.name }),
  );

  const list = intervals.data?.data ?? [];
  const stay = (interval: RateInterval) => {
    const parts: string[] = [];
    if (interval.minLos !== null && interval.minLos > 1) {
      parts.push(t('markers.minShort', { nights: interval.minLos }));
    }
    if (interval.maxLos !== null && interval.maxLos > 0) {
      parts.push(t('markers.maxShort', { nights: interval.maxLos }));
    }
    return parts.length > 0 ? parts.join(' · ') : t('intervals.noStayRule');
  };

  const columns: CardColumn[] = [
    { key: 'name', header: t('intervals.name') },
    { key: 'dates', header: t('intervals.dates') },
    { key: 'stay', header: t('intervals.stay') },
    ...WEEKDAYS.map((day) => ({
      key: `day-${day}`,
      header: t(`weekdays.short.${day}`),
      textAlign: 'end' as const,
      color: day >= 6 ? 'orange.fg' : undefined,
      title: t(`weekdays.long.${day}`),
    })),
    { key: 'actions', header: t('plans.columns.actions'), textAlign: 'end' },
  ];

  return (
    <TableCard
      headingId="intervals-title"
      heading={
        <Box>
          <SectionHeading
            id="intervals-title"
            title={t('intervals.title')}
            description={t('intervals.subtitle')}
          />
        </Box>
      }
      addLabel={t('intervals.add')}
      onAdd={() => editor.show(null)}
    >
      {intervals.isLoading ? (
        <Skeleton height="16" borderRadius="lg" />
      ) : !intervals.data ? (
        <QueryError title={t('intervals.error')} query={intervals} />
      ) : list.length === 0 ? (
        <EmptyNote>{t('intervals.empty')}</EmptyNote>
      ) : (
        <CardTable label={t('intervals.title')} columns={columns}>
          {list.map((interval) => (
            <Table.Row key={interval.id} _hover={{ bg: 'bg.muted' }}>
              <Table.Cell fontWeight="semibold">{interval.name}</Table.Cell>
              <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {t('calendar.range', { from: interval.startDate, to: interval.endDate })}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" color="fg.muted">
                {stay(interval)}
              </Table.Cell>
              {interval.rates.map((rate, index) => (
                <Table.Cell
                  key={index}
                  textAlign="end"
                  fontVariantNumeric="tabular-nums"
                  whiteSpace="nowrap"
                >
                  {formatNumber(rate, i18n.language)}
                </Table.Cell>
              ))}
              <EditDeleteCell
                edit={{
                  label: t('intervals.editFor', { name: interval.name }),
                  title: t('intervals.edit'),
                  onClick: () => editor.show(interval),
                }}
                remove={{
                  label: t('intervals.deleteFor', { name: interval.name }),
                  title: t('intervals.delete'),
                  onClick: () => remover.show(interval),
                }}
              />
            </Table.Row>
          ))}
        </CardTable>
      )}
      <IntervalDialog slug={slug} planId={plan.id} dialog={editor} startDate={today} />
      <ConfirmDialog
        dialog={remover}
        title={t('intervals.deleteTitle')}
        description={t('intervals.deleteDescription', { name: remover.item?.name ?? '' })}
        confirmLabel={t('intervals.deleteConfirm')}
        loading={deleting}
        onConfirm={remover.confirm}
      />
    </TableCard>
  );
}
