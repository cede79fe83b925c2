import type { RequestHandler } from 'express';
import type { ProjectionHostPort } from './host';

/**
 * Server-sent events: tells connected UIs which read models changed, so open lists and
 * calendars refresh themselves. Changes are coalesced per connection (`coalesceMs`).
 *
 * The feed is public (EventSource sends no Authorization header), so a notice names read
 * models only: no global event position, nothing of any property's data. A notice is sent
 * after the read store holds the change, and every query instance reads that same store, so
 * the UI's refetch sees it without a position to wait for.
 */
export const changesFeed =
  (host: ProjectionHostPort, { coalesceMs = 50, heartbeatMs = 15_000 } = {}): RequestHandler =>
  (req, res) => {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 2000\n\n');
    let pending = new Set<string>();
    let timer: NodeJS.Timeout | undefined;
    const flush = () => {
      timer = undefined;
      if (pending.size === 0) return;
      const data = JSON.stringify({ readModels: [...pending] });
      pending = new Set();
      res.write(`event: changed\ndata: ${data}\n\n`);
    };
    const off = host.onChange((change) => {
      for (const name of change.readModels) pending.add(name);
      timer ??= setTimeout(flush, coalesceMs);
    });
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), heartbeatMs);
    req.on('close', () => {
      off();
      clearInterval(heartbeat);
      if (timer) clearTimeout(timer);
    });
  };
