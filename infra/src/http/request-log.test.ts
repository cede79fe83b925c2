import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging';
import { requestLog } from './request-log';

const lines: Record<string, unknown>[] = [];
const logger = createLogger('info', 'test', {
  write: (line: string) => {
    lines.push(JSON.parse(line) as Record<string, unknown>);
  },
});

let base = '';
let close: () => void = () => undefined;

beforeAll(async () => {
  const app = express();
  app.use(requestLog(logger));
  app.get('/work', async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    logger.info('inside the handler, after an await');
    res.json({ ok: true });
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('request ids', () => {
  it('a request without one gets a new id, answered and on every log line of the request', async () => {
    lines.length = 0;
    const res = await fetch(`${base}/work`);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(lines.map((l) => l.msg)).toEqual(['inside the handler, after an await', 'request']);
    expect(lines.every((l) => l.requestId === id)).toBe(true);
  });

  it('takes the proxy’s id when it is a plain token, and replaces anything else', async () => {
    const sent = await fetch(`${base}/work`, { headers: { 'X-Request-Id': 'nginx-7f3a9c' } });
    expect(sent.headers.get('x-request-id')).toBe('nginx-7f3a9c');
    const forged = await fetch(`${base}/work`, {
      headers: { 'X-Request-Id': 'a b\\" injected' },
    });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lines written outside any request carry no id', () => {
    lines.length = 0;
    logger.info('outside');
    expect(lines[0]).not.toHaveProperty('requestId');
  });
});
