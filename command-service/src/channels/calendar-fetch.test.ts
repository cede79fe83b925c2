import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchCalendar, isPrivateAddress } from './calendar-fetch';

/** Reading a site's calendar: private addresses, redirects, sizes (docs/channels.md). */

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/loop') res.writeHead(302, { location: '/loop' }).end();
    else if (req.url === '/to-calendar') res.writeHead(301, { location: '/calendar.ics' }).end();
    else if (req.url === '/declared-huge')
      res.writeHead(200, { 'content-length': '5000000' }).end('x'.repeat(10));
    else res.writeHead(200, { etag: '"v1"' }).end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const options = { timeoutMs: 2000, maxBytes: 1000, allowPrivate: true };
const none = { etag: null, lastModified: null };

describe('private addresses', () => {
  it('knows loopback, private, link-local, mapped and reserved addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'not an address',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '151.101.1.140', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses a private host, never requesting it', async () => {
    const outcome = await fetchCalendar(`${base}/calendar.ics`, none, {
      ...options,
      allowPrivate: false,
    });
    expect(outcome).toEqual({
      status: 'error',
      error: { key: 'calendarImport.fetch.privateAddress', params: { host: '127.0.0.1' } },
    });
    const named = await fetchCalendar('http://localhost:9/x.ics', none, {
      ...options,
      allowPrivate: false,
    });
    expect(named).toMatchObject({ error: { key: 'calendarImport.fetch.privateAddress' } });
  });
});

describe('redirects and sizes', () => {
  it('follows a redirect, and stops after five', async () => {
    expect(await fetchCalendar(`${base}/to-calendar`, none, options)).toMatchObject({
      status: 'ok',
      etag: '"v1"',
    });
    expect(await fetchCalendar(`${base}/loop`, none, options)).toMatchObject({
      error: { key: 'calendarImport.fetch.tooManyRedirects' },
    });
  });

  it('refuses a declared size over the limit without reading it', async () => {
    expect(await fetchCalendar(`${base}/declared-huge`, none, options)).toMatchObject({
      error: { key: 'calendarImport.fetch.tooLarge', params: { limit: 1000 } },
    });
  });
});
