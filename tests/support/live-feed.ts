import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';

/**
 * The live feed as the UI opens it: a ticket (`GET /api/events/ticket` with the access token
 * and X-Slug, or none for the account's own screens), then `GET /api/events?ticket=…` on a
 * listening server. `text()` is what arrived so far; `until` reads on until a pattern shows.
 */
export const openLiveFeed = async (app: Express, authorization: string, slug: string | null) => {
  const server: Server = app.listen(0);
  const { port } = server.address() as AddressInfo;
  const ticketRequest = request(app).get('/api/events/ticket').set('Authorization', authorization);
  if (slug) ticketRequest.set('X-Slug', slug);
  const issued = await ticketRequest;
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  const controller = new AbortController();
  const response = await fetch(
    `http://127.0.0.1:${port}/api/events?ticket=${encodeURIComponent(issued.body.ticket)}`,
    { signal: controller.signal },
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let reading: Promise<void> | undefined;
  const readSome = () =>
    (reading ??= reader.read().then(({ value, done }) => {
      reading = undefined;
      if (done) throw new Error('the feed ended');
      text += decoder.decode(value);
    }));
  return {
    text: () => text,
    /** Reads on until `pattern` shows (or `timeoutMs` passes: then false). */
    until: async (pattern: RegExp, timeoutMs = 5000): Promise<boolean> => {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(text)) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await Promise.race([readSome(), new Promise((resolve) => setTimeout(resolve, left))]);
      }
      return true;
    },
    close: async () => {
      controller.abort();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};

/** The read models named by the `changed` notices in a feed's text. */
export const changedReadModels = (text: string): string[] =>
  [...text.matchAll(/event: changed\ndata: (.*)\n/g)].flatMap(
    (match) => (JSON.parse(match[1]!) as { readModels: string[] }).readModels,
  );

/** A `changed` notice: its read models and, where known, which documents changed in each. */
export interface ChangedNotice {
  readModels: string[];
  changed?: Record<string, { ids?: string[]; from?: string; to?: string }>;
}

/** The `changed` notices in a feed's text. */
export const changedNotices = (text: string): ChangedNotice[] =>
  [...text.matchAll(/event: changed\ndata: (.*)\n/g)].map(
    (match) => JSON.parse(match[1]!) as ChangedNotice,
  );
