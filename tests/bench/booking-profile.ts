/**
 * Where a booking's CPU goes (issue 34, `bookingCpuVsFloor`): the bookings workload of
 * `npm run bench` (20 clients, one property of 500 rooms, projections in their worker thread),
 * with V8's sampling profiler running on the HTTP thread and — through the inspector's
 * NodeWorker domain, so the worker needs no code of its own for it — on the projection worker,
 * from the end of the clients' warm-up (3 s, as the bench counts) until the projections have
 * caught up.
 *
 *   node --enable-source-maps --max-semi-space-size=64 --import tsx/esm \
 *     tests/bench/booking-profile.ts [seconds]
 *
 * Prints the CPU a booking of each thread (from /proc) and, per profiled thread, the share of
 * each area of the code (by file) and the top functions by self and by inclusive time, at
 * their TypeScript lines (through tsx's source maps: hence --enable-source-maps); writes the
 * profiles as `.bench/profile/<thread>.cpuprofile` (open them in Chrome's DevTools).
 * `PROFILE=0` runs without the profiler: the CPU by thread alone. `KIND=channel` sends the
 * channel manager's bookings of `channelBookingsPerSec` instead (the inbound API, X-Api-Key).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { findSourceMap } from 'node:module';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { bookingsOptions } from './bookings';
import { connectBenchChannel } from './channel-bookings';
import { hotelWithRooms, startListeningApp } from './http-hotel';
import { progress } from './support';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: {
    functionName: string;
    url: string;
    lineNumber: number;
    columnNumber: number;
  };
  readonly children?: number[];
}
interface Profile {
  readonly nodes: ProfileNode[];
  readonly samples: number[];
  readonly timeDeltas: number[];
  readonly startTime: number;
  readonly endTime: number;
}

/** The area of the code a frame belongs to, by its file. */
const areaOf = (url: string, name: string): string => {
  if (url === '') return name.startsWith('(') ? name : '(native)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return `npm:${m[1]}`;
  if (url.startsWith('node:')) return url;
  const local = /\/work\/[^/]+\/(.+)$/.exec(url.replace('file://', ''));
  return local ? local[1]!.replace(/\.ts$/, '') : url;
};

/** The line in the source file (tsx's output maps back through its source map). */
const originalLine = (url: string, line: number, column: number): number => {
  if (!url.startsWith('file:')) return line + 1;
  try {
    const entry = findSourceMap(url)?.findEntry(line, column) as
      { originalLine?: number } | undefined;
    return entry?.originalLine !== undefined ? entry.originalLine + 1 : line + 1;
  } catch {
    return line + 1;
  }
};

/** CPU (user + system, ms) of each thread of this process, by thread id and name. */
const threadTimes = (): Map<string, number> => {
  const tick = 10; // USER_HZ 100
  const times = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      times.set(`${tid} ${name}`, (Number(fields[11]) + Number(fields[12])) * tick);
    } catch {
      // the thread ended
    }
  }
  return times;
};

const summarize = (label: string, profile: Profile, bookings: number): string[] => {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]!;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  let idle = 0;
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  for (const [id, micros] of self) {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') {
      idle += micros;
      continue;
    }
    const key = `${functionName || '(anonymous)'} ${areaOf(url, functionName)}:${originalLine(url, lineNumber, columnNumber)}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
    const area = areaOf(url, functionName);
    byArea.set(area, (byArea.get(area) ?? 0) + micros);
  }
  // Inclusive: a node's subtree, counted once per function on a path.
  const keyOf = (node: ProfileNode): string => {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    return `${functionName || '(anonymous)'} ${areaOf(url, functionName)}:${originalLine(url, lineNumber, columnNumber)}`;
  };
  const inclusive = new Map<string, number>();
  const walk = (id: number, open: Set<string>): number => {
    const node = byId.get(id)!;
    let sum = self.get(id) ?? 0;
    const key = keyOf(node);
    const counts = !open.has(key) && node.callFrame.url !== '';
    if (counts) open.add(key);
    for (const child of node.children ?? []) sum += walk(child, open);
    if (counts) {
      open.delete(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + sum);
    }
    return sum;
  };
  walk(profile.nodes[0]!.id, new Set());
  const busy = total - idle;
  const ms = (micros: number) => (micros / 1000 / Math.max(1, bookings)).toFixed(3);
  const pct = (micros: number) => `${((micros / busy) * 100).toFixed(1)} %`;
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  return [
    `== ${label}: ${ms(busy)} ms a booking busy (${(busy / 1000).toFixed(0)} ms sampled, idle ${(idle / 1000).toFixed(0)} ms)`,
    '-- by area (self)',
    ...top(byArea, 30).map(([k, v]) => `  ${pct(v).padStart(7)}  ${ms(v)}  ${k}`),
    '-- by function (self)',
    ...top(byFunction, 45).map(([k, v]) => `  ${pct(v).padStart(7)}  ${ms(v)}  ${k}`),
    '-- inclusive',
    ...top(inclusive, 70).map(([k, v]) => `  ${pct(v).padStart(7)}  ${ms(v)}  ${k}`),
  ];
};

/** Profiles this thread and every worker thread started after `start()`. */
const profiler = async () => {
  const session = new Session();
  session.connect();
  const workers = new Map<string, { title: string; url: string }>();
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  session.on('NodeWorker.attachedToWorker', (message) => {
    const { sessionId, workerInfo } = message.params as {
      sessionId: string;
      workerInfo: { title: string; url: string };
    };
    // The load's own thread (started before the profiler, when it runs from the warm-up's end).
    if (workerInfo.url.includes('booking-clients')) return;
    workers.set(sessionId, workerInfo);
    for (const method of ['Profiler.enable', 'Profiler.start']) {
      void session.post('NodeWorker.sendMessageToWorker', {
        sessionId,
        message: JSON.stringify({ id: nextId++, method }),
      });
    }
  });
  session.on('NodeWorker.receivedMessageFromWorker', (message) => {
    const { message: text } = message.params as { sessionId: string; message: string };
    const parsed = JSON.parse(text) as { id?: number; result?: unknown };
    if (parsed.id !== undefined) pending.get(parsed.id)?.(parsed.result);
  });
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 1000 });
  await session.post('NodeWorker.enable', { waitForDebuggerOnStart: false });
  await session.post('Profiler.start');
  return {
    stop: async (): Promise<Map<string, Profile>> => {
      const profiles = new Map<string, Profile>();
      for (const [sessionId, info] of workers) {
        const id = nextId++;
        const result = new Promise<unknown>((resolve) => pending.set(id, resolve));
        await session.post('NodeWorker.sendMessageToWorker', {
          sessionId,
          message: JSON.stringify({ id, method: 'Profiler.stop' }),
        });
        const got = (await Promise.race([
          result,
          new Promise((r) => setTimeout(() => r(undefined), 5000)),
        ])) as { profile: Profile } | undefined;
        if (got) profiles.set(info.url.split('/').at(-1) ?? info.title, got.profile);
      }
      const { profile } = (await session.post('Profiler.stop')) as unknown as {
        profile: Profile;
      };
      profiles.set('http-thread', profile);
      session.disconnect();
      return profiles;
    },
  };
};

const seconds = Number(process.argv[2] ?? 6);
const profiling = process.env.PROFILE !== '0';
const kind = process.env.KIND === 'channel' ? 'channel' : 'bookings';
const options = { ...bookingsOptions(false), durationMs: seconds * 1000 };

const app = await startListeningApp();
try {
  const hotel = await hotelWithRooms(app.baseUrl, options);
  const channel = kind === 'channel' ? await connectBenchChannel(app.baseUrl, hotel) : null;
  const clients = new Worker(new URL('./booking-clients.mjs', import.meta.url), {
    execArgv: [],
    workerData: {
      kind,
      channel,
      folios: [],
      baseUrl: app.baseUrl,
      token: hotel.token,
      hotels: [hotel].map((h) => ({
        propertyId: h.propertyId,
        workingDate: h.workingDate,
        roomTypes: h.roomTypes,
      })),
      clients: options.clients,
      warmupMs: options.warmupMs,
      durationMs: options.durationMs,
      reportWarm: true,
    },
  });
  // As the bench counts (tests/bench/bookings.ts): from the end of the clients' warm-up, when
  // the booking path is compiled. The profiler starts then too (on the HTTP thread and,
  // through NodeWorker.attachedToWorker, on the projection worker).
  let prof: Promise<Awaited<ReturnType<typeof profiler>>> | undefined;
  let cpuBefore = process.cpuUsage();
  let threadsBefore = threadTimes();
  const report = await new Promise<{
    booked: number;
    bookedAfterWarmup: number;
    seconds: number;
    errors: number;
    lastPosition: string;
  }>((resolve, reject) => {
    clients.on('message', (message: { warm?: true }) => {
      if (message.warm !== true) {
        resolve(message as never);
        return;
      }
      cpuBefore = process.cpuUsage();
      threadsBefore = threadTimes();
      if (profiling) prof = profiler();
    });
    clients.once('error', reject);
  });
  // The clients' thread is gone after terminate(): its time is read now.
  const threadsAtReport = threadTimes();
  await clients.terminate();
  if (!(await app.host.waitForPosition(BigInt(report.lastPosition), 120_000))) {
    throw new Error('projections did not catch up');
  }
  const profiles = prof ? await (await prof).stop() : undefined;
  const booked = Math.max(1, report.bookedAfterWarmup);
  const cpu = process.cpuUsage(cpuBefore);
  const threadsAfter = threadTimes();
  for (const [key, ms] of threadsAtReport) {
    if (!threadsAfter.has(key)) threadsAfter.set(key, ms);
  }
  const perThread = new Map<string, number>();
  for (const [key, ms] of threadsAfter) {
    const [tid, ...name] = key.split(' ');
    // Node's threads share a name: the main thread is the process's id; V8's and libuv's
    // helpers are summed by name.
    const label =
      tid === String(process.pid)
        ? 'main (HTTP) thread'
        : name.join(' ') === 'node'
          ? `worker thread ${tid}`
          : name.join(' ');
    perThread.set(label, (perThread.get(label) ?? 0) + ms - (threadsBefore.get(key) ?? 0));
  }
  const lines = [
    `bookings ${report.bookedAfterWarmup} after the ${options.warmupMs} ms warm-up (${(report.booked / report.seconds).toFixed(0)}/s in the window), errors ${report.errors}; CPU ${((cpu.user + cpu.system) / 1000 / booked).toFixed(3)} ms a booking (all threads)${profiling ? ' with the profiler on' : ''}; load ${readFileSync('/proc/loadavg', 'utf8').trim()}`,
  ];
  lines.push(
    'CPU by thread (ms a booking; /proc, 10 ms ticks; the main thread is named node):',
    ...[...perThread.entries()]
      .filter(([, ms]) => ms > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([name, ms]) => `  ${(ms / booked).toFixed(3)}  ${name}`),
  );
  if (profiles) {
    const dir = join(process.cwd(), '.bench', 'profile');
    mkdirSync(dir, { recursive: true });
    for (const [name, profile] of profiles) {
      writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
      lines.push('', ...summarize(name, profile, booked));
    }
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  progress('closing');
  await app.close();
}
