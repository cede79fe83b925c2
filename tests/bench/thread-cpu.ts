/**
 * CPU time of each thread of this process, from /proc (Linux): what `bookingCpuVsFloor` is
 * made of. Node's threads all carry the name `node`, so they are told apart by when they were
 * started: the main thread's id is the process's, the load's clients are the thread that
 * appears when they start, and of the rest (the projection worker, V8's compiler and GC
 * helpers, libuv's pool) the busiest is reported on its own — in the app, the projection worker.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Worker } from 'node:worker_threads';

/** CPU (user + system, ms) of each thread, by thread id. Empty where /proc is missing. */
export const threadTimes = (): Map<string, number> => {
  const times = new Map<string, number>();
  let tids: string[] = [];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return times;
  }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime, in clock ticks (USER_HZ, 100 a second on Linux).
      times.set(tid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // the thread ended meanwhile
    }
  }
  return times;
};

export interface ThreadSplit {
  /** The main thread: HTTP, the command pipeline, the event store's commits. */
  readonly main: number;
  /** The busiest of the other threads the server had before the clients started. */
  readonly busiest: number;
  /** Every other thread of the server (V8's compiler and GC helpers, libuv's pool...). */
  readonly rest: number;
  /** Threads started after the clients: the clients' own worker thread. */
  readonly clients: number;
}

/**
 * Per thread, ms of CPU between `before` and `after` (a thread gone by `after` counts with its
 * last reading in `last`, when given), split as ThreadSplit and divided by `per`. The clients'
 * threads are those not in `server` (default: those not in `before`).
 */
export const splitThreads = (
  before: Map<string, number>,
  after: Map<string, number>,
  per: number,
  last?: Map<string, number>,
  server: ReadonlySet<string> = new Set(before.keys()),
): ThreadSplit => {
  const ended = new Map([...(last ?? new Map<string, number>()), ...after]);
  const main = String(process.pid);
  let mainMs = 0;
  let clients = 0;
  const others: number[] = [];
  for (const [tid, ms] of ended) {
    const used = ms - (before.get(tid) ?? 0);
    if (tid === main) mainMs = used;
    else if (!server.has(tid)) clients += used;
    else others.push(used);
  }
  others.sort((a, b) => b - a);
  const busiest = others[0] ?? 0;
  const rest = others.slice(1).reduce((sum, ms) => sum + ms, 0);
  const n = Math.max(1, per);
  return { main: mainMs / n, busiest: busiest / n, rest: rest / n, clients: clients / n };
};

/** "main 1.20 + worker 0.90 + rest 0.80 + clients 0.30" (ms a booking). */
export const describeSplit = (split: ThreadSplit, busiestName: string): string =>
  `main thread ${split.main.toFixed(2)} + ${busiestName} ${split.busiest.toFixed(2)} + other threads ${split.rest.toFixed(2)} + clients ${split.clients.toFixed(2)}`;

/** The process's and each thread's CPU at one moment. */
export interface CpuMark {
  readonly cpu: NodeJS.CpuUsage;
  readonly threads: Map<string, number>;
}

export const cpuMark = (): CpuMark => ({ cpu: process.cpuUsage(), threads: threadTimes() });

/**
 * The report of booking-clients.mjs started with `reportWarm`, and the CPU read when its
 * warm-up ended (its `warm` message): the CPU a booking is counted from there, once the code
 * the bookings run is compiled — for the app and the floor alike (`bookingCpuVsFloor`).
 */
export const clientsReport = <Report>(worker: Worker): Promise<{ report: Report; warm: CpuMark }> =>
  new Promise((resolve, reject) => {
    let warm: CpuMark | undefined;
    worker.on('message', (message: { warm?: true } | Report) => {
      if ((message as { warm?: true }).warm === true) {
        warm = cpuMark();
        return;
      }
      resolve({ report: message as Report, warm: warm ?? cpuMark() });
    });
    worker.once('error', reject);
  });
