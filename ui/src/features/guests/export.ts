import type { TFunction } from 'i18next';
import { formatDateTime } from '../reservations/reservation-rules';
import type { Guest } from './guests-api';

/** The guest rows of the spec's export (settings spec §3), in its order. */
const columnsOf = (t: TFunction<'guests'>) =>
  [
    { header: t('columns.surname'), width: 18, value: (g: Guest) => g.surname ?? '' },
    { header: t('columns.name'), width: 18, value: (g: Guest) => g.name },
    { header: t('columns.resCount'), width: 10, value: (g: Guest) => g.resCount },
    { header: t('columns.phone'), width: 16, value: (g: Guest) => g.phoneNumber ?? '' },
    { header: t('columns.email'), width: 26, value: (g: Guest) => g.email ?? '' },
    { header: t('columns.nationality'), width: 14, value: (g: Guest) => g.nationality },
    { header: t('columns.passport'), width: 16, value: (g: Guest) => g.passportNumber ?? '' },
    { header: t('columns.description'), width: 30, value: (g: Guest) => g.description ?? '' },
    {
      header: t('columns.blacklist'),
      width: 12,
      value: (g: Guest) => (g.isBlacklist ? t('export.yes') : t('export.no')),
    },
    { header: t('columns.reason'), width: 30, value: (g: Guest) => g.blacklistReason ?? '' },
    { header: t('columns.createdAt'), width: 18, value: (g: Guest) => formatDateTime(g.createdAt) },
  ] as const;

/** The selected guests as an .xlsx workbook; exceljs is loaded only when exporting. */
export const guestsWorkbook = async (
  guests: readonly Guest[],
  t: TFunction<'guests'>,
): Promise<ArrayBuffer> => {
  const module = await import('exceljs');
  const ExcelJS = (module as unknown as { default?: typeof module }).default ?? module;
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(t('export.sheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const columns = columnsOf(t);
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const guest of guests) sheet.addRow(columns.map((column) => column.value(guest)));
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
};
