import type { TFunction } from 'i18next';
import type { Income } from '../../shared/reservations/folio-api';
import { payLinesText } from '../../shared/reservations/export-columns';
import {
  type OnExportProgress,
  type SheetColumn,
  excelDate,
  memoized,
  oneSheetWorkbook,
} from '../../lib/xlsx';

const payerOf = (income: Income) =>
  [income.payer.surname, income.payer.name].filter(Boolean).join(' ');

/** The income rows of the export (settings spec §3 "income rows"), in the list's order. */
const columnsOf = (t: TFunction<'folio'>, language: string): SheetColumn<Income>[] => {
  const text = memoized((key) => t(key));
  return [
    { header: t('columns.date'), width: 12, kind: 'date', value: (i) => excelDate(i.postedDate) },
    { header: t('columns.reservation'), width: 12, value: (i) => i.reservation.number },
    { header: t('columns.payer'), width: 24, value: (i) => payerOf(i) },
    {
      header: t('columns.incomeType'),
      width: 16,
      value: (i) => text(`incomeTypes.${i.incomeType}`),
    },
    {
      header: t('columns.methods'),
      width: 24,
      value: (i) => payLinesText(i.paidPays.length > 0 ? i.paidPays : i.incomePays, language),
    },
    { header: t('columns.amount'), width: 14, kind: 'money', value: (i) => i.amount },
    { header: t('columns.currency'), width: 10, value: (i) => i.currency },
    {
      header: t('columns.paidAt'),
      width: 12,
      kind: 'date',
      value: (i) => excelDate(i.paidAt),
    },
    { header: t('columns.billType'), width: 14, value: (i) => text(`billTypes.${i.billType}`) },
    { header: t('columns.user'), width: 18, value: (i) => i.userName ?? '' },
    { header: t('columns.notes'), width: 30, value: (i) => i.notes ?? '' },
  ];
};

/** The selected incomes as an .xlsx workbook; exceljs is loaded only when exporting. */
export const incomesWorkbook = async (
  incomes: readonly Income[],
  t: TFunction<'folio'>,
  language: string,
  onProgress?: OnExportProgress,
): Promise<ArrayBuffer> =>
  oneSheetWorkbook(t('incomes.sheet'), columnsOf(t, language), incomes, onProgress);
