/**
 * What every bench workload shares: BENCH_QUICK and BENCH_ONLY, the runner that records a crash
 * instead of ending the bench, and a table row's verdict.
 */
import { progress } from './support';

export const quick = process.env.BENCH_QUICK === '1';
const only = process.env.BENCH_ONLY
  ? new Set(process.env.BENCH_ONLY.split(',').map((name) => name.trim()))
  : null;
/** A workload left out by BENCH_ONLY. */
export const skips = (name: string) => only !== null && !only.has(name);

/** The crashes and failures so far, one line each ("name: message"). */
export const failures: string[] = [];

/** Runs one workload; a crash is recorded (and reported) instead of ending the bench. */
export const attempt = async <T>(name: string, body: () => Promise<T>): Promise<T | undefined> => {
  if (skips(name)) return undefined;
  try {
    return await body();
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    failures.push(`${name}: ${message.split('\n')[0] ?? message}`);
    progress(`${name} FAILED: ${message}`);
    return undefined;
  }
};

/** The notes of a workload that did not run. */
export const skipped = only ? 'skipped (BENCH_ONLY)' : 'failed';

/** A row's result: PASS or FAIL against its target, SKIP or ERROR when nothing was measured. */
export const verdict = (ok: boolean, measured: boolean): string =>
  !measured ? (only ? 'SKIP' : 'ERROR') : ok ? 'PASS' : 'FAIL';

/** What a group of workloads reports: its rows of the table and its figures in the JSON line. */
export interface StageReport {
  readonly rows: string[][];
  readonly summary: Readonly<Record<string, number>>;
}
