import type { TFunction } from 'i18next';
import type { Income } from './folio-api';
import { currentLanguage } from '../../lib/i18n';
import { localName } from '../../lib/names';

const payerOf = (income: Income) =>
  [income.payer.surname, income.payer.name].filter(Boolean).join(' ');

/** The income rows of the export (settings spec §3 "income rows"), in the list's order. */
const columnsOf = (t: TFunction<'folio'>) =>
  [
    { header: t('columns.date'), width: 12, value: (i: Income) => i.postedDate },
    { header: t('columns.reservation'), width: 12, value: (i: Income) => i.reservation.number },
    { header: t('columns.payer'), width: 24, value: (i: Income) => payerOf(i) },
    {
      header: t('columns.incomeType'),
      width: 16,
      value: (i: Income) => t(`incomeTypes.${i.incomeType}`),
    },
    {
      header: t('columns.methods'),
      width: 24,
      value: (i: Income) =>
        (i.paidPays.length > 0 ? i.paidPays : i.incomePays)
          .map((line) => `${localName(line.paymentMethod, currentLanguage())} ${line.amount}`)
          .join(', '),
    },
    { header: t('columns.amount'), width: 14, value: (i: Income) => i.amount },
    { header: t('columns.currency'), width: 10, value: (i: Income) => i.currency },
    { header: t('columns.paidAt'), width: 12, value: (i: Income) => i.paidAt ?? '' },
    {
      header: t('columns.billType'),
      width: 14,
      value: (i: Income) => t(`billTypes.${i.billType}`),
    },
    { header: t('columns.user'), width: 18, value: (i: Income) => i.userName ?? '' },
    { header: t('columns.notes'), width: 30, value: (i: Income) => i.notes ?? '' },
  ] as const;

/** The selected incomes as an .xlsx workbook; exceljs is loaded only when exporting. */
export const incomesWorkbook = async (
  incomes: readonly Income[],
  t: TFunction<'folio'>,
): Promise<ArrayBuffer> => {
  const module = await import('exceljs');
  const ExcelJS = (module as unknown as { default?: typeof module }).default ?? module;
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(t('incomes.sheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const columns = columnsOf(t);
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const income of incomes) sheet.addRow(columns.map((column) => column.value(income)));
  sheet.getColumn(6).numFmt = '#,##0';
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
};
