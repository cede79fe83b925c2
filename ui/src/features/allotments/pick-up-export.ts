import type { TFunction } from 'i18next';
import {
  type OnExportProgress,
  type SheetColumn,
  excelDate,
  oneSheetWorkbook,
} from '../../lib/xlsx';
import type { PickUpNight } from './allotments-api';

/** The pick-up report's sheet: a row per night, as the page shows it. */
const columnsOf = (t: TFunction<'allotments'>): SheetColumn<PickUpNight>[] => [
  { header: t('report.columns.date'), width: 12, kind: 'date', value: (n) => excelDate(n.date) },
  { header: t('report.columns.allotted'), width: 12, kind: 'number', value: (n) => n.allotted },
  { header: t('report.columns.pickedUp'), width: 12, kind: 'number', value: (n) => n.pickedUp },
  { header: t('report.columns.released'), width: 12, kind: 'number', value: (n) => n.released },
  { header: t('report.columns.remaining'), width: 12, kind: 'number', value: (n) => n.remaining },
  {
    header: t('report.columns.state'),
    width: 16,
    value: (n) => (n.isReleased ? t('report.state.released') : t('report.state.held')),
  },
];

/** The contract's nights as an .xlsx workbook; exceljs is loaded only when exporting. */
export const pickUpWorkbook = (
  nights: readonly PickUpNight[],
  t: TFunction<'allotments'>,
  onProgress?: OnExportProgress,
): Promise<ArrayBuffer> => oneSheetWorkbook(t('report.sheet'), columnsOf(t), nights, onProgress);
