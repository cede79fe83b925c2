import type { Workbook } from 'exceljs';
import { zoneOffsetMinutes } from '@hotel/events/dates';
import { displayTimeZone } from './time-zone';

/**
 * The spreadsheet exports' one place for cell formats, sheet layout and the chunked writing
 * that keeps the page responsive. exceljs itself is loaded only when a user exports (it is
 * never part of a page's first load); this module imports its types only.
 */

/** Tugrik: whole numbers with thousands separators and the ₮ sign (the value stays a number). */
export const MONEY_FORMAT = '#,##0"₮"';
/** A day (the spec's date format, YYYY-MM-DD). */
export const DATE_FORMAT = 'yyyy-mm-dd';
/** An instant, shown as the property's wall-clock time. */
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows written between two yields to the event loop. */
export const ROWS_PER_CHUNK = 500;

export type CellKind = 'text' | 'number' | 'money' | 'date' | 'dateTime';
export type CellValue = string | number | Date | null;

/** One column of a sheet: its header, width (characters), kind and a row's value. */
export interface SheetColumn<Row> {
  header: string;
  width: number;
  /** money: a number in tugrik; date / dateTime: a Date from `excelDate` / `excelDateTime`. */
  kind?: CellKind;
  value: (row: Row) => CellValue;
}

const FORMATS: Partial<Record<CellKind, string>> = {
  money: MONEY_FORMAT,
  date: DATE_FORMAT,
  dateTime: DATE_TIME_FORMAT,
};

/**
 * A `YYYY-MM-DD` day as the Date exceljs writes as that day's serial number (exceljs reads a
 * Date in UTC), or null for none.
 */
export const excelDate = (day: string | null | undefined): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
};

/** Offsets from UTC by zone and quarter hour (offsets change on quarter hours, if ever). */
const offsets = new Map<string, number>();
const QUARTER_HOUR = 900_000;

const offsetAt = (time: number, timeZone: string | undefined): number => {
  const quarter = Math.floor(time / QUARTER_HOUR);
  const key = `${timeZone ?? ''}|${quarter}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const offset = zoneOffsetMinutes(quarter * QUARTER_HOUR, timeZone) * 60_000;
  offsets.set(key, offset);
  return offset;
};

/**
 * An ISO instant as a Date whose UTC fields are the wall-clock time in `timeZone` — by default
 * the zone the screens show times in (the property's; lib/time-zone) — so the sheet shows the
 * time the screens show; null for none.
 */
export const excelDateTime = (
  instant: string | null | undefined,
  timeZone: string | undefined = displayTimeZone(),
): Date | null => {
  if (!instant) return null;
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return null;
  return new Date(time + offsetAt(time, timeZone));
};

/** A translation of a key without options, looked up once an export (the rows repeat them). */
export const memoized = (translate: (key: string) => string): ((key: string) => string) => {
  const known = new Map<string, string>();
  return (key) => {
    let text = known.get(key);
    if (text === undefined) {
      text = translate(key);
      known.set(key, text);
    }
    return text;
  };
};

/** A stay's check-in and check-out as two date columns under the given headers. */
export const stayColumns = <Row extends { checkIn: string; checkOut: string }>(
  checkInHeader: string,
  checkOutHeader: string,
): SheetColumn<Row>[] => [
  { header: checkInHeader, width: 12, kind: 'date', value: (row) => excelDate(row.checkIn) },
  { header: checkOutHeader, width: 12, kind: 'date', value: (row) => excelDate(row.checkOut) },
];

/** When the row was made (its `createdAt`), at the time the screens show. */
export const createdAtColumn = <Row extends { createdAt: string }>(
  header: string,
): SheetColumn<Row> => ({
  header,
  width: 18,
  kind: 'dateTime',
  value: (row) => excelDateTime(row.createdAt),
});

/** How far an export has come: rows written of all its sheets' rows. */
export interface ExportProgress {
  done: number;
  total: number;
}
export type OnExportProgress = (progress: ExportProgress) => void;

/** Counts rows across a workbook's sheets and reports them as they are written. */
export class ProgressCounter {
  private done = 0;

  constructor(
    readonly total: number,
    private readonly onProgress?: OnExportProgress,
  ) {
    onProgress?.({ done: 0, total });
  }

  advance(rows: number): void {
    this.done = Math.min(this.total, this.done + rows);
    this.onProgress?.({ done: this.done, total: this.total });
  }
}

/** Lets the browser paint and handle input before the next chunk of rows. */
export const yieldToEventLoop = (): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, 0));

/** exceljs, loaded on first use (its own chunk in the UI's build). */
export const loadExcel = async () => {
  const module = await import('exceljs');
  return (module as unknown as { default?: typeof module }).default ?? module;
};

/** A new workbook stamped with the time it was made. */
export const newWorkbook = async (): Promise<Workbook> => {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  return workbook;
};

/** Excel's limits on a sheet's name: 31 characters, none of : \ / ? * [ ]. */
const sheetNameOf = (name: string): string => name.replace(/[:\\/?*[\]]+/g, ' ').slice(0, 31);

/**
 * Adds a sheet: bold header row frozen at the top, the columns' widths and formats, then the
 * rows in chunks of ROWS_PER_CHUNK with a yield to the event loop between chunks.
 */
export const addSheet = async <Row>(
  workbook: Workbook,
  name: string,
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
  progress?: ProgressCounter,
): Promise<void> => {
  const sheet = workbook.addWorksheet(sheetNameOf(name), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
  }));
  const bold = { font: { bold: true } };
  sheet.getRow(1).eachCell((cell) => {
    cell.style = bold;
  });
  // One style object a column, shared by its cells: exceljs then works out each style once
  // when writing (it remembers style objects it has seen) instead of once a cell.
  const styles = columns.map((column) => {
    const numFmt = column.kind ? FORMATS[column.kind] : undefined;
    return numFmt ? { numFmt } : {};
  });
  let inChunk = 0;
  for (const row of rows) {
    // Nothing to show leaves the cell out (no cell object, nothing written).
    const values = columns.map((column) => {
      const value = column.value(row);
      return value === '' || value === null ? undefined : value;
    });
    const added = sheet.addRow(values);
    for (let index = 0; index < styles.length; index += 1) {
      if (values[index] !== undefined) added.getCell(index + 1).style = styles[index]!;
    }
    inChunk += 1;
    if (inChunk === ROWS_PER_CHUNK) {
      progress?.advance(inChunk);
      inChunk = 0;
      await yieldToEventLoop();
    }
  }
  progress?.advance(inChunk);
  // And between sheets, so even a small export shows each step.
  await yieldToEventLoop();
};

/**
 * A workbook of one sheet (a list's export: the selected guests, incomes, requests…) as the
 * bytes of an .xlsx file, its rows reported to `onProgress` as they are written.
 */
export const oneSheetWorkbook = async <Row>(
  name: string,
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
  onProgress?: OnExportProgress,
): Promise<ArrayBuffer> => {
  const workbook = await newWorkbook();
  const progress = new ProgressCounter(rows.length, onProgress);
  await addSheet(workbook, name, columns, rows, progress);
  return workbookBytes(workbook);
};

/** The workbook as the bytes of an .xlsx file. */
export const workbookBytes = async (workbook: Workbook): Promise<ArrayBuffer> => {
  await yieldToEventLoop();
  // Fast deflate: a somewhat larger file, written in a fraction of the time.
  return (await workbook.xlsx.writeBuffer({
    zip: { compression: 'DEFLATE', compressionOptions: { level: 1 } },
  } as Parameters<Workbook['xlsx']['writeBuffer']>[0])) as ArrayBuffer;
};

/** The file's name: `{name}_{working date}.xlsx`, without characters file systems refuse. */
export const exportFileName = (name: string, workingDate: string, fallback = 'export'): string =>
  `${
    name
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || fallback
  }_${workingDate}.xlsx`;

/** Hands a file to the browser's downloads. */
export const downloadFile = (data: ArrayBuffer, fileName: string, type = XLSX_TYPE): void => {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the address is given back.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
