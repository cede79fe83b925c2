import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE, serveUi } from './serve-ui';

// A built UI as ui/vite.config.ts writes it: hashed files under assets/, most with a .br and
// a .gz copy beside them; small ones alone.
const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
const script = `export const rooms = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `өрөө ${i}`))};`;
const small = 'export const x = 1;';

let dist = '';
let port = 0;
let close: () => void = () => undefined;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'serve-ui-'));
  mkdirSync(join(dist, 'assets'));
  const write = (path: string, body: string, compressed: boolean) => {
    writeFileSync(join(dist, path), body);
    if (!compressed) return;
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(body));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(body));
  };
  write('index.html', indexHtml, true);
  write('assets/index-AbC123.js', script, true);
  write('assets/tiny-Zz9.js', small, false);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);

  const app = express();
  app.get('/api/ping', (_req, res) => {
    res.json({ pong: true });
  });
  expect(serveUi(app, dist)).toBe(true);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(() => {
  close();
  rmSync(dist, { recursive: true, force: true });
});

/** A GET with raw bytes back (no client-side decompression). */
const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );

describe('serveUi', () => {
  it('sends the Brotli copy of a script to a browser that accepts it', async () => {
    const res = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends the gzip copy when Brotli is not accepted', async () => {
    const res = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(res.body).toString()).toBe(script);
  });

  it('sends the file itself without an accepted encoding, or when it has no copies', async () => {
    const plain = await get('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(script);

    const none = await get('/assets/index-AbC123.js');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toBe(script);

    const tiny = await get('/assets/tiny-Zz9.js', { 'accept-encoding': 'gzip, br' });
    expect(tiny.status).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe(small);
  });

  it('caches hashed assets for a year as immutable, in every encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get('/assets/index-AbC123.js', { 'accept-encoding': encoding });
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
    const tiny = await get('/assets/tiny-Zz9.js');
    expect(tiny.headers['cache-control']).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });

  it('answers a page address with index.html, compressed, that the browser revalidates', async () => {
    for (const path of ['/', '/login', '/en/p/khan-palace/calendar?view=month']) {
      const res = await get(path, { 'accept-encoding': 'gzip, br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe(REVALIDATE);
      expect(brotliDecompressSync(res.body).toString()).toBe(indexHtml);
    }
    const plain = await get('/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(REVALIDATE);
    expect(plain.body.toString()).toBe(indexHtml);
  });

  it('sends the security headers with every page and file, not with the API', async () => {
    for (const path of ['/', '/login', '/assets/index-AbC123.js']) {
      const { headers } = await get(path);
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    expect((await get('/api/ping')).headers['content-security-policy']).toBeUndefined();
  });

  it('serves other files as they are, revalidated', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
  });

  it('leaves /api to the API and answers a missing asset with 404, not the page', async () => {
    expect((await get('/api/ping')).body.toString()).toBe('{"pong":true}');
    expect((await get('/api/nothing-here')).status).toBe(404);
    const missing = await get('/assets/index-Old999.js', { 'accept-encoding': 'gzip, br' });
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain('<div id="root">');
  });

  it('does nothing when the UI has not been built', () => {
    const empty = mkdtempSync(join(tmpdir(), 'serve-ui-empty-'));
    try {
      expect(serveUi(express(), empty)).toBe(false);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
