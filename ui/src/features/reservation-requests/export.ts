import type { TFunction } from 'i18next';
import type { ReservationRequest } from './requests-api';
import { requestColumnsOf } from '../../shared/reservations/export-columns';
import { type OnExportProgress, oneSheetWorkbook } from '../../lib/xlsx';

/** The selected requests as an .xlsx workbook; exceljs is loaded only when exporting. */
export const requestsWorkbook = async (
  requests: readonly ReservationRequest[],
  t: TFunction,
  language: string,
  onProgress?: OnExportProgress,
): Promise<ArrayBuffer> =>
  oneSheetWorkbook(
    t('export.sheet', { ns: 'requests' }),
    requestColumnsOf(t, language),
    requests,
    onProgress,
  );
