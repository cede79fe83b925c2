import { hash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCommandPipeline } from '@hotel/command-service/pipeline/handle-command';
import { createCalendarImportScheduler } from '@hotel/command-service/channels/calendar-import-scheduler';
import { createLogger } from '@hotel/infra/logging';
import type { startTestApp } from '../support/app';

/**
 * What the calendar import tests share: a local HTTP server of `.ics` calendars (each path
 * answers as told: a calendar with an ETag, slowly, hugely, or 404), and a scheduler on its
 * own pipeline — another command instance — driven by a clock the test moves.
 */

export type Answer =
  | { readonly kind: 'ics'; readonly body: string }
  | { readonly kind: 'slow'; readonly ms: number }
  | { readonly kind: 'status'; readonly status: number; readonly body?: string };

export const calendarServer = async () => {
  const answers = new Map<string, Answer>();
  const requests: { path: string; ifNoneMatch: string | undefined }[] = [];
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push({ path, ifNoneMatch: req.headers['if-none-match'] });
    const answer = answers.get(path) ?? { kind: 'status', status: 404 };
    if (answer.kind === 'status') {
      res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body ?? '');
      return;
    }
    if (answer.kind === 'slow') {
      const timer = setTimeout(() => res.end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'), answer.ms);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    const etag = `"${hash('sha1', answer.body, 'base64url')}"`;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/calendar', etag }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    answer: (path: string, answer: Answer) => answers.set(path, answer),
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** A calendar of all-day events (`[uid, first night, departure]`, dates as YYYY-MM-DD). */
export const ics = (...events: [string, string, string][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//site//test//EN',
    ...events.flatMap(([uid, from, to]) => [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${from.replaceAll('-', '')}`,
      `DTEND;VALUE=DATE:${to.replaceAll('-', '')}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

export const INTERVAL_MS = 15 * 60_000;

/** A scheduler of its own (another instance) whose rounds the test runs, one interval apart. */
export const importScheduler = (
  app: ReturnType<typeof startTestApp>,
  options: { allowPrivate?: boolean; timeoutMs?: number; maxBytes?: number } = {},
) => {
  let clock = Date.now();
  const scheduler = createCalendarImportScheduler({
    pipeline: createCommandPipeline({ eventStore: app.eventStore }),
    logger: createLogger('silent'),
    now: () => new Date(clock),
    intervalMs: INTERVAL_MS,
    checkMs: 3_600_000,
    fetchOptions: {
      timeoutMs: options.timeoutMs ?? 2000,
      maxBytes: options.maxBytes ?? 100_000,
      allowPrivate: options.allowPrivate ?? true,
    },
  });
  const caughtUp = async () => {
    const head = await app.eventStore.headPosition();
    if (head !== undefined) await app.host.waitForPosition(head, 10_000);
  };
  return {
    /** The next round (every import is due), then the read models caught up with it. */
    round: async () => {
      clock += INTERVAL_MS;
      await scheduler.tick();
      await caughtUp();
    },
    /** A round a minute later (no import due: only conflicts are tried again). */
    soon: async () => {
      clock += 60_000;
      await scheduler.tick();
      await caughtUp();
    },
    stop: () => scheduler.stop(),
  };
};
