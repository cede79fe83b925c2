import type { TFunction } from 'i18next';
import { nationalityName } from '@hotel/events/countries';
import type { Guest } from './guests-api';
import {
  type OnExportProgress,
  type SheetColumn,
  createdAtColumn,
  memoized,
  oneSheetWorkbook,
} from '../../lib/xlsx';

/** The guest rows of the spec's export (settings spec §3), in its order. */
const columnsOf = (t: TFunction<'guests'>, language: string): SheetColumn<Guest>[] => {
  const yesNo = memoized((key) => t(key));
  return [
    { header: t('columns.surname'), width: 18, value: (g) => g.surname ?? '' },
    { header: t('columns.name'), width: 18, value: (g) => g.name },
    { header: t('columns.resCount'), width: 10, kind: 'number', value: (g) => g.resCount },
    { header: t('columns.phone'), width: 16, value: (g) => g.phoneNumber ?? '' },
    { header: t('columns.email'), width: 26, value: (g) => g.email ?? '' },
    {
      header: t('columns.nationality'),
      width: 14,
      value: (g) => nationalityName(g.nationality, language),
    },
    { header: t('columns.passport'), width: 16, value: (g) => g.passportNumber ?? '' },
    { header: t('columns.description'), width: 30, value: (g) => g.description ?? '' },
    {
      header: t('columns.blacklist'),
      width: 12,
      value: (g) => yesNo(g.isBlacklist ? 'export.yes' : 'export.no'),
    },
    { header: t('columns.reason'), width: 30, value: (g) => g.blacklistReason ?? '' },
    createdAtColumn(t('columns.createdAt')),
  ];
};

/** The selected guests as an .xlsx workbook; exceljs is loaded only when exporting. */
export const guestsWorkbook = async (
  guests: readonly Guest[],
  t: TFunction<'guests'>,
  onProgress?: OnExportProgress,
  /** The language countries are named in (the interface's). */
  language = 'mn',
): Promise<ArrayBuffer> =>
  oneSheetWorkbook(t('export.sheet'), columnsOf(t, language), guests, onProgress);
