import type { TFunction } from 'i18next';
import {
  type OnExportProgress,
  type SheetColumn,
  excelDateTime,
  memoized,
  oneSheetWorkbook,
} from '../../lib/xlsx';
import type { ActivityEntry } from './activity-api';
import { actorText, changesText, commandText, reservationsText } from './describe';

/** The most rows one export writes (narrower filters for more). */
export const MAX_EXPORT_ROWS = 50_000;
/** Rows fetched per request while exporting (the server's largest page). */
export const EXPORT_PAGE = 1000;

const columnsOf = (t: TFunction<'activity'>, timeZone: string): SheetColumn<ActivityEntry>[] => {
  const area = memoized((key) => t(key));
  return [
    {
      header: t('columns.at'),
      width: 17,
      kind: 'dateTime',
      value: (e) => excelDateTime(e.at, timeZone),
    },
    { header: t('columns.user'), width: 22, value: (e) => actorText(e.actor, t) },
    { header: t('columns.area'), width: 16, value: (e) => area(`areas.${e.area}`) },
    { header: t('columns.action'), width: 28, value: (e) => commandText(e.commandType, t) },
    { header: t('columns.reservation'), width: 16, value: (e) => reservationsText(e) },
    { header: t('columns.subject'), width: 24, value: (e) => e.subject ?? '' },
    { header: t('columns.amount'), width: 14, kind: 'money', value: (e) => e.amount },
    { header: t('columns.changes'), width: 50, value: (e) => changesText(e, t).join('\n') },
  ];
};

/**
 * Every entry of the filtered log, fetched a page of EXPORT_PAGE at a time (at most
 * MAX_EXPORT_ROWS), as an .xlsx workbook; exceljs is loaded only when exporting.
 */
export const activityWorkbook = async (
  fetchPage: (page: number) => Promise<{ data: ActivityEntry[]; total: number }>,
  t: TFunction<'activity'>,
  timeZone: string,
  onProgress?: OnExportProgress,
): Promise<ArrayBuffer> => {
  const first = await fetchPage(1);
  const wanted = Math.min(first.total, MAX_EXPORT_ROWS);
  const entries = [...first.data];
  onProgress?.({ done: 0, total: wanted });
  for (let page = 2; entries.length < wanted; page++) {
    const next = await fetchPage(page);
    if (next.data.length === 0) break;
    entries.push(...next.data);
  }
  return oneSheetWorkbook(t('sheet'), columnsOf(t, timeZone), entries.slice(0, wanted), onProgress);
};
