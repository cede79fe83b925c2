import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson } from './send-json';

const large = JSON.stringify({ rows: Array.from({ length: 2000 }, (_, i) => [i, `гарчиг ${i}`]) });
const small = JSON.stringify({ ok: true });

let port = 0;
let close: () => void = () => undefined;

beforeAll(async () => {
  const app = express();
  app.get('/large', (req, res) => sendJson(req, res, large));
  app.get('/small', (req, res) => sendJson(req, res, small));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(() => close());

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

describe('sendJson', () => {
  it('gzips a large body for a client that takes gzip', async () => {
    const res = await get('/large', { 'Accept-Encoding': 'gzip, deflate' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(large) / 2);
    expect(gunzipSync(res.body).toString()).toBe(large);
  });

  it('prefers Brotli where offered', async () => {
    const res = await get('/large', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(large);
  });

  it('sends the JSON itself to a client that takes neither, and small bodies as they are', async () => {
    const plain = await get('/large');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(large);
    const tiny = await get('/small', { 'Accept-Encoding': 'gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe(small);
  });

  it('answers 304 to the ETag it gave', async () => {
    const first = await get('/large', { 'Accept-Encoding': 'gzip' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await get('/large', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
