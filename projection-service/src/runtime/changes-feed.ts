import type { RequestHandler } from 'express';
import { parseLanguage, translate } from '@hotel/events/messages';
import { problemTypes, sendProblem } from '@hotel/infra/http/problem';
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
/**
 * Open feeds one client (IP address) may hold at once: every tab of a hotel whose desks share
 * one address (an office behind NAT), never a flood.
 */
export const MAX_FEEDS_PER_CLIENT = 64;

export const changesFeed = (
  host: ProjectionHostPort,
  { coalesceMs = 50, heartbeatMs = 15_000, maxPerClient = MAX_FEEDS_PER_CLIENT } = {},
): RequestHandler => {
  const open = new Map<string, number>();
  return (req, res) => {
    const client = req.ip ?? 'unknown';
    const held = open.get(client) ?? 0;
    if (held >= maxPerClient) {
      res.setHeader('Retry-After', '30');
      sendProblem(res, {
        type: problemTypes.tooManyRequests,
        title: translate('online.tooManyRequests', parseLanguage(req.header('x-language'))),
        status: 429,
      });
      return;
    }
    open.set(client, held + 1);
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
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  };
};
