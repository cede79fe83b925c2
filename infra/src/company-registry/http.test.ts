import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging';
import { createHttpCompanyRegistry, lookupUrl } from './http';
import { localCompanyRegistry } from './local';

/** A stand-in company registry on loopback: the answer depends on the number asked. */
const answers: Record<string, (res: ServerResponse) => void> = {
  '1234567': (res) => send(res, 200, { companyName: '  Хаан Буудал ХХК ' }),
  '2345678': (res) => send(res, 200, { name: 'Говь ХК', vatPayer: true }),
  '3456789': (res) => send(res, 200, {}),
  '4567890': (res) => send(res, 404, { message: 'not found' }),
  '5678901': (res) => send(res, 200, { found: false }),
  '6789012': (res) => send(res, 503, { message: 'maintenance' }),
  '7890123': (res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>oops</html>');
  },
  '8901234': (res) => {
    // Never answers in time.
    setTimeout(() => send(res, 200, { companyName: 'Late LLC' }), 2000);
  },
};

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
};

const seen: string[] = [];
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    seen.push(`${req.method} ${req.url} ${req.headers.accept}`);
    const registerNo = new URL(req.url ?? '/', 'http://x').pathname.split('/').at(-1) ?? '';
    (answers[registerNo] ?? ((r: ServerResponse) => send(r, 500, {})))(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const registry = () =>
  createHttpCompanyRegistry({
    url: `${base}/companies/{registerNo}`,
    timeoutMs: 300,
    logger: createLogger('silent'),
  });

describe('company registry over HTTP', () => {
  it('names the company the registry knows (companyName or name), trimmed', async () => {
    expect(await registry().lookup('1234567')).toEqual({
      found: true,
      companyName: 'Хаан Буудал ХХК',
    });
    expect(await registry().lookup('2345678')).toEqual({ found: true, companyName: 'Говь ХК' });
    expect(seen).toContain('GET /companies/1234567 application/json');
  });

  it('leaves the name to the user when the registry does not give one', async () => {
    expect(await registry().lookup('3456789')).toEqual({ found: true, companyName: null });
  });

  it('says "no such company" on 404 or found: false', async () => {
    expect(await registry().lookup('4567890')).toEqual({ found: false });
    expect(await registry().lookup('5678901')).toEqual({ found: false });
  });

  it('falls back to the local check when the registry fails, answers nonsense or is slow', async () => {
    for (const registerNo of ['6789012', '7890123', '8901234']) {
      const started = Date.now();
      expect(await registry().lookup(registerNo)).toEqual({ found: true, companyName: null });
      expect(Date.now() - started).toBeLessThan(1500);
    }
  });

  it('falls back when nothing listens at the address', async () => {
    const closed = createHttpCompanyRegistry({
      url: 'http://127.0.0.1:1/companies/{registerNo}',
      timeoutMs: 300,
      logger: createLogger('silent'),
    });
    expect(await closed.lookup('1234567')).toEqual({ found: true, companyName: null });
  });

  it('puts the number into the address, or into the query when the address has no place for it', () => {
    expect(lookupUrl('https://r.example/api/{registerNo}/info', '1234567')).toBe(
      'https://r.example/api/1234567/info',
    );
    expect(lookupUrl('https://r.example/api/info?key=abc', '1234567')).toBe(
      'https://r.example/api/info?key=abc&registerNo=1234567',
    );
  });
});

describe('local company registry', () => {
  it('accepts a well-formed number and lets the user type the name', async () => {
    expect(await localCompanyRegistry.lookup('1234567')).toEqual({
      found: true,
      companyName: null,
    });
    expect(await localCompanyRegistry.lookup('12345')).toEqual({ found: false });
  });
});
