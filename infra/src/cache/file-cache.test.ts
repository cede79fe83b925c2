import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileCache } from './file-cache';

const dir = mkdtempSync(join(tmpdir(), 'file-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const fileName = () => join(dir, `${++files}.sqlite`);

const entry = (tag: string, ...parts: string[]) => ({
  tag,
  parts: parts.map((part) => Buffer.from(part)),
});
const texts = (cache: FileCache, keys: string[]) =>
  Object.fromEntries(
    [...cache.get(keys)].map(([key, { tag, parts }]) => [
      key,
      [tag, ...parts.map((p) => p.toString())],
    ]),
  );

describe('a cache kept in a file', () => {
  it('keeps entries of several parts (empty ones too) across a close and an open', () => {
    const file = fileName();
    const cache = FileCache.open(file)!;
    cache.put(
      new Map([
        ['a', entry('t1', 'first', '', 'third')],
        ['b', entry('t2', 'x')],
      ]),
    );
    cache.put(new Map([['b', entry('t3', 'y', 'z')]]));
    cache.close();
    const again = FileCache.open(file)!;
    expect(texts(again, ['a', 'b', 'c'])).toEqual({
      a: ['t1', 'first', '', 'third'],
      b: ['t3', 'y', 'z'],
    });
    again.close();
  });

  it('is held by one process at a time: a second open answers null until the first closes', () => {
    const file = fileName();
    const first = FileCache.open(file)!;
    expect(FileCache.open(file)).toBeNull();
    first.close();
    const second = FileCache.open(file);
    expect(second).not.toBeNull();
    second!.close();
  });

  it('makes a damaged file anew', () => {
    const file = fileName();
    writeFileSync(
      file,
      'not a database, only text that is long enough to be read as one '.repeat(80),
    );
    const cache = FileCache.open(file)!;
    expect(cache).not.toBeNull();
    cache.put(new Map([['a', entry('t', 'v')]]));
    expect(texts(cache, ['a'])).toEqual({ a: ['t', 'v'] });
    cache.close();
  });

  it('lets the oldest written go past its bound', () => {
    const cache = FileCache.open(fileName(), { maxBytes: 1000 })!;
    for (let i = 0; i < 10; i++) cache.put(new Map([[`k${i}`, entry('t', 'x'.repeat(196))]]));
    const kept = Object.keys(
      texts(
        cache,
        Array.from({ length: 10 }, (_, i) => `k${i}`),
      ),
    );
    // 200 bytes an entry: past 1,000 the oldest go until 900 are left.
    expect(kept).toEqual(['k6', 'k7', 'k8', 'k9']);
    cache.close();
  });

  it('tells of a write that failed and turns itself off', () => {
    const errors: unknown[] = [];
    const cache = FileCache.open(fileName(), { onError: (error) => errors.push(error) })!;
    // An entry that cannot be written stands for a disk that refuses it.
    const huge = { tag: 't', parts: [Buffer.alloc(1)] };
    Object.defineProperty(huge, 'parts', {
      get: () => {
        throw new Error('disk full');
      },
    });
    cache.put(new Map([['a', huge]]));
    expect(errors).toHaveLength(1);
    expect(cache.get(['a']).size).toBe(0);
    cache.put(new Map([['b', entry('t', 'v')]]));
    expect(errors).toHaveLength(1);
  });
});
