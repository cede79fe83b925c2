import { writeFile } from 'node:fs/promises';
import { progress } from './support';

type Progress = (progress: { done: number; total: number }) => void;
/** What the bench calls of the UI's export (ui/src/features/reservations/export*.ts). */
interface ExportModules {
  reservationsWorkbook: (
    data: unknown,
    t: unknown,
    language: string,
    onProgress?: Progress,
  ) => Promise<ArrayBuffer>;
  exportSample: (count: number) => unknown;
  exportT: (language: 'mn' | 'en') => Promise<unknown>;
}

/**
 * The UI's modules, loaded by address: the UI is typechecked by its own project (DOM types),
 * not by the root one this file belongs to.
 */
const loadExport = async (): Promise<ExportModules> => {
  const at = (path: string) =>
    new URL(`../../ui/src/features/reservations/${path}`, import.meta.url).href;
  const [builder, sample] = await Promise.all([
    import(at('export.ts')),
    import(at('export-sample.ts')),
  ]);
  return { ...(builder as ExportModules), ...(sample as ExportModules) };
};

export interface ExportOptions {
  /** Reservations in the selection. */
  readonly reservations: number;
  /** Exports timed (after one untimed one that loads exceljs). */
  readonly runs: number;
}

export const exportOptions = (quick: boolean): ExportOptions => ({
  reservations: 10_000,
  runs: quick ? 3 : 7,
});

export interface ExportResult {
  /** Median ms to build the .xlsx of the selection. */
  readonly export10kMs: number;
  readonly minMs: number;
  readonly maxMs: number;
  readonly runs: number;
  readonly reservations: number;
  /** Rows across the five sheets. */
  readonly rows: number;
  readonly bytes: number;
  /** Progress reports (one a chunk of rows), i.e. the times the page could paint. */
  readonly yields: number;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * The reservation list's export (issue 15) of 10,000 selected reservations, each with a second
 * guest and two payments, every tenth from a request, plus the summed services: the same
 * builder the list runs (ui/src/features/reservations/export.ts over ui/src/lib/xlsx.ts,
 * chunked with yields to the event loop), from the data to the .xlsx bytes, headers in mn.
 * BENCH_XLSX_OUT=<file> keeps the last workbook to look at.
 */
export const runExportBench = async (options: ExportOptions): Promise<ExportResult> => {
  const { reservationsWorkbook, exportSample, exportT } = await loadExport();
  const t = await exportT('mn');
  const data = exportSample(options.reservations);
  let rows = 0;
  let yields = 0;
  const onProgress = ({ total }: { done: number; total: number }) => {
    rows = total;
    yields += 1;
  };
  let bytes = await reservationsWorkbook(data, t, 'mn');
  const times: number[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    yields = 0;
    const started = performance.now();
    bytes = await reservationsWorkbook(data, t, 'mn', onProgress);
    times.push(performance.now() - started);
    progress(`export: run ${run + 1}/${options.runs} ${times.at(-1)!.toFixed(0)} ms`);
  }
  if (process.env.BENCH_XLSX_OUT) {
    await writeFile(process.env.BENCH_XLSX_OUT, Buffer.from(bytes));
  }
  return {
    export10kMs: median(times),
    minMs: Math.min(...times),
    maxMs: Math.max(...times),
    runs: options.runs,
    reservations: options.reservations,
    rows,
    bytes: bytes.byteLength,
    yields,
  };
};

// `node --import tsx/esm tests/bench/export.ts`: this workload alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runExportBench(exportOptions(process.env.BENCH_QUICK === '1'));
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
