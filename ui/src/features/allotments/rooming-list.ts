import type { CellValue as ExcelCell, Worksheet } from 'exceljs';
import type { TFunction } from 'i18next';
import {
  type SheetColumn,
  addSheet,
  loadExcel,
  newWorkbook,
  ProgressCounter,
  workbookBytes,
} from '../../lib/xlsx';
import type { RoomingRowBody } from './allotments-api';

/**
 * The rooming list's sheet (docs/allotments.md): a template to download and the rows read back
 * from the operator's file, column by column in the template's order. The server judges every
 * value; the browser only reads the cells as text.
 */

/** The template's columns, in order (the row body's fields). */
export const ROOMING_COLUMNS = [
  'name',
  'surname',
  'phoneNumber',
  'arrival',
  'departure',
  'guests',
  'roomType',
  'notes',
] as const satisfies readonly (keyof RoomingRowBody)[];

export type RoomingColumn = (typeof ROOMING_COLUMNS)[number];

/** The first sheet row holding a guest (row 1 is the header). */
export const FIRST_GUEST_ROW = 2;

/** A template with the header row and one example guest of the contract. */
export const roomingTemplate = async (
  t: TFunction<'allotments'>,
  example: RoomingRowBody,
): Promise<ArrayBuffer> => {
  const workbook = await newWorkbook();
  const columns: SheetColumn<RoomingRowBody>[] = ROOMING_COLUMNS.map((column) => ({
    header: t(`rooming.columns.${column}`),
    width: column === 'notes' ? 30 : 16,
    value: (row) => row[column],
  }));
  await addSheet(workbook, t('rooming.sheet'), columns, [example], new ProgressCounter(1));
  return workbookBytes(workbook);
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text: a date cell as YYYY-MM-DD, a number as written, rich text joined. */
const textOf = (value: ExcelCell): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('text' in value) return String(value.text).trim();
    if ('result' in value) return textOf((value.result ?? null) as ExcelCell);
    return '';
  }
  return String(value).trim();
};

/** The guests read from a sheet, and the sheet's row number of each (errors name it). */
export interface RoomingSheet {
  readonly rows: RoomingRowBody[];
  readonly sheetRows: number[];
}

const rowsOf = (sheet: Worksheet): RoomingSheet => {
  const rows: RoomingRowBody[] = [];
  const sheetRows: number[] = [];
  for (let number = FIRST_GUEST_ROW; number <= sheet.rowCount; number++) {
    const row = sheet.getRow(number);
    const cells = ROOMING_COLUMNS.map((_, i) => textOf(row.getCell(i + 1).value));
    if (cells.every((cell) => cell === '')) continue;
    rows.push(
      Object.fromEntries(
        ROOMING_COLUMNS.map((column, i) => [column, cells[i] ?? '']),
      ) as unknown as RoomingRowBody,
    );
    sheetRows.push(number);
  }
  return { rows, sheetRows };
};

/** The guests of an .xlsx rooming list (its first sheet; empty rows skipped). */
export const readRoomingList = async (file: ArrayBuffer): Promise<RoomingSheet> => {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file);
  const sheet = workbook.worksheets[0];
  return sheet ? rowsOf(sheet) : { rows: [], sheetRows: [] };
};
