import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthServices } from '@hotel/infra/auth/services';
import { FolderBlobStore } from '@hotel/infra/blob-store/folder';
import { createLogger } from '@hotel/infra/logging';
import { composeApp } from '../../scripts/app';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let png: Buffer;
let jpeg: Buffer;
const svg = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#1c7df6"/></svg>',
);

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  const canvas = { width: 800, height: 400, channels: 3 as const, background: '#1c7df6' };
  png = await sharp({ create: canvas }).png().toBuffer();
  jpeg = await sharp({ create: canvas }).jpeg().toBuffer();
});
afterAll(async () => {
  await app.close();
});

const upload = (bytes: Buffer, filename: string, folder?: string, authorization?: string) => {
  const call = request(app.app)
    .post('/api/image/upload')
    .set('Authorization', authorization ?? hotel.owner.authorization)
    .set('X-Slug', hotel.propertyId)
    .set('X-Language', 'en')
    .attach('image', bytes, filename);
  return folder ? call.field('path', folder) : call;
};

/** GET /api/image as the property's staff ask for it (their token, their property). */
const image = (
  query: Record<string, string | number>,
  as: { authorization?: string; slug?: string } = {},
) => {
  const call = request(app.app).get('/api/image').query(query);
  const authorization = as.authorization ?? hotel.owner.authorization;
  if (authorization) call.set('Authorization', authorization);
  const slug = as.slug ?? hotel.propertyId;
  if (slug) call.set('X-Slug', slug);
  return binary(call);
};

const binary = (call: request.Test) =>
  call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

describe('uploading an image', () => {
  it('stores PNG, JPEG and SVG under the property, told by their bytes', async () => {
    const a = await upload(png, 'photo.png', 'room-types').expect(201);
    expect(a.body.path).toMatch(new RegExp(`^${hotel.propertyId}/room-types/${UUID}\\.png$`));
    // The name says PNG; the bytes are JPEG: the bytes win.
    const b = await upload(jpeg, 'photo.png').expect(201);
    expect(b.body.path).toMatch(new RegExp(`^${hotel.propertyId}/${UUID}\\.jpg$`));
    const c = await upload(svg, 'logo.svg', 'Hotel Logo!').expect(201);
    expect(c.body.path).toMatch(new RegExp(`^${hotel.propertyId}/hotel-logo/${UUID}\\.svg$`));
    expect(existsSync(join(app.dataDir, 'blobs', a.body.path))).toBe(true);
  });

  it('refuses anything else with the format message under `image` (422)', async () => {
    for (const [bytes, name] of [
      [Buffer.from('plain text pretending'), 'fake.png'],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'anim.gif'],
      [Buffer.from('%PDF-1.7 ...'), 'doc.jpg'],
    ] as const) {
      const res = await upload(bytes, name).expect(422);
      expect(res.body.errors).toEqual({
        image: ['Only SVG, JPEG and PNG images can be uploaded.'],
      });
    }
    const script = await upload(Buffer.from('<svg onload="alert(1)"/>'), 'x.svg').expect(422);
    expect(script.body.errors).toEqual({ image: ['SVG images with scripts cannot be uploaded.'] });
    const none = await request(app.app)
      .post('/api/image/upload')
      .set('Authorization', hotel.owner.authorization)
      .set('X-Slug', hotel.propertyId)
      .set('X-Language', 'en')
      .field('path', 'room-types')
      .expect(422);
    expect(none.body.errors).toEqual({ image: ['This field is required.'] });
  });

  it('answers a malformed multipart body with 400, never a 500', async () => {
    const boundary = 'x-boundary';
    for (const body of [
      // A part header without its colon.
      `--${boundary}\r\nContent-Disposition form-data; name="image"\r\n\r\nabc\r\n--${boundary}--\r\n`,
      // A form cut off in the middle of a part.
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc`,
    ]) {
      const res = await request(app.app)
        .post('/api/image/upload')
        .set('Authorization', hotel.owner.authorization)
        .set('X-Slug', hotel.propertyId)
        .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
        .send(body);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      expect([400, 422]).toContain(res.status);
    }
  });

  it('refuses an image above 5 MB (422)', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(big, 'big.png').expect(422);
    expect(res.body.errors).toEqual({ image: ['An image can be at most 5 MB.'] });
  });
});

describe('GET /api/image', () => {
  it('serves a property’s images to its staff only; public ones through the online page', async () => {
    const { path } = (await upload(png, 'p.png')).body as { path: string };
    // No token, or another property's staff (with their own property, or naming this one): no.
    await image({ path }, { authorization: '', slug: '' }).expect(401);
    await image({ path }, { authorization: '' }).expect(401);
    const other = await ownerWithProperty(app, {
      email: 'stranger@hotel.mn',
      registerNo: '7654329',
    });
    await image({ path }, { authorization: other.owner.authorization }).expect(404);
    await image(
      { path },
      { authorization: other.owner.authorization, slug: other.propertyId },
    ).expect(404);
    // Its staff: yes, kept privately by the browser.
    const own = await image({ path }).expect(200);
    expect(own.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    // The public path names the property and serves only what its public page shows.
    const publicImage = (imagePath: string) =>
      binary(
        request(app.app)
          .get(`/api/online/book/${hotel.propertyId}/image`)
          .query({ path: imagePath }),
      );
    await hotel.post('/hotel/online-booking', { hasOnlineBook: true }, 200);
    await publicImage(path).expect(404);
    await hotel.post('/hotel/images', { images: [path] }, 200);
    const shown = await publicImage(path).expect(200);
    expect(shown.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await binary(
      request(app.app).get(`/api/online/book/${other.propertyId}/image`).query({ path }),
    ).expect(404);
  });

  it('serves the original and thumbnails resized and cached', async () => {
    const { path } = (await upload(png, 'p.png')).body as { path: string };
    const original = await image({ path }).expect(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(original.body as Buffer, png)).toBe(0);

    const thumb = await image({ path, w: 60, h: 60, fit: 'crop' }).expect(200);
    expect(await sharp(thumb.body as Buffer).metadata()).toMatchObject({
      width: 60,
      height: 60,
      format: 'png',
    });
    const cache = join(app.dataDir, 'blobs-cache', hotel.propertyId);
    expect(readdirSync(cache)).toHaveLength(1);
    await image({ path, w: 60, h: 60, fit: 'crop' }).expect(200);
    // 50 rounds up to the 60 step: the same cached copy.
    await image({ path, w: 50, h: 50, fit: 'crop' }).expect(200);
    expect(readdirSync(cache)).toHaveLength(1);

    const { path: jpgPath } = (await upload(jpeg, 'j.jpg')).body as { path: string };
    const fitted = await image({ path: jpgPath, w: 300, h: 300 }).expect(200);
    expect(fitted.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(fitted.body as Buffer).metadata()).toMatchObject({
      width: 300,
      height: 150,
    });
  });

  it('serves SVG as it is, with a policy that lets nothing run', async () => {
    const { path } = (await upload(svg, 'logo.svg')).body as { path: string };
    const res = await image({ path, w: 60, h: 60, fit: 'crop' }).expect(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(res.body as Buffer, svg)).toBe(0);
  });

  it('refuses paths outside the image folders (422), and answers 404 for an unknown image', async () => {
    for (const path of [
      '../../events.sqlite',
      `${hotel.propertyId}/../../read-models.sqlite`,
      '/etc/passwd',
      `${hotel.propertyId}\\..\\x.png`,
      `${hotel.propertyId}/x.gif`,
    ]) {
      const res = await image({ path }).expect(422);
      expect(JSON.parse((res.body as Buffer).toString())).toMatchObject({
        errors: { path: expect.any(Array) },
      });
    }
    await image({ path: `${hotel.propertyId}/00000000-0000-4000-8000-000000000000.png` }).expect(
      404,
    );
    await image({
      path: `${hotel.propertyId}/00000000-0000-4000-8000-000000000000.png`,
      w: 'big',
    }).expect(422);
  });
});

describe('room type images', () => {
  it('are set in order from this property’s uploads; others are refused', async () => {
    const roomType = await hotel.post('/room/types', { name: 'Люкс', defaultPrice: 300000 }, 201);
    const first = (await upload(png, 'a.png', 'room-types')).body.path as string;
    const second = (await upload(jpeg, 'b.jpg', 'room-types')).body.path as string;
    await hotel.post(`/room/types/${roomType.body.id}/images`, { images: [second, first] }, 200);
    expect((await hotel.get(`/room/types/${roomType.body.id}`).expect(200)).body.images).toEqual([
      second,
      first,
    ]);

    const other = await ownerWithProperty(app, { email: 'other@hotel.mn', registerNo: '7654321' });
    const foreign = (
      await upload(png, 'c.png', undefined, other.owner.authorization).set(
        'X-Slug',
        other.propertyId,
      )
    ).body.path as string;
    const refused = await hotel.post(
      `/room/types/${roomType.body.id}/images`,
      { images: [first, foreign] },
      400,
    );
    expect(refused.body.errors).toEqual({
      'images.1': ['An image was not found. Please upload it again.'],
    });
    const missing = `${hotel.propertyId}/00000000-0000-4000-8000-000000000000.png`;
    await hotel.post(`/room/types/${roomType.body.id}/images`, { images: [missing] }, 400);
    const traversal = await hotel.post(
      `/room/types/${roomType.body.id}/images`,
      { images: ['../events.sqlite'] },
      422,
    );
    expect(Object.keys(traversal.body.errors)).toEqual(['images.0']);
    // Removing every image is a change like any other.
    await hotel.post(`/room/types/${roomType.body.id}/images`, { images: [] }, 200);
    expect((await hotel.get(`/room/types/${roomType.body.id}`).expect(200)).body.images).toEqual(
      [],
    );
  });
});

describe('several instances on the same stores', () => {
  /**
   * A second app instance (its own command and query sides, projections on standby) sharing
   * the event store, the read store and the blob store — as instances share KurrentDB,
   * MongoDB and GridFS — but with its own cache of resized copies.
   */
  const secondInstance = () => {
    const logger = createLogger('silent');
    return composeApp({
      config: {
        READ_YOUR_WRITES_TIMEOUT_MS: 2000,
        READY_MAX_LAG_EVENTS: 1000,
        SERVE_UI: false,
        publicUrl: 'http://hotel.test',
        dataDir: app.dataDir,
        instanceId: 'second',
      },
      auth: createAuthServices(
        { dataDir: app.dataDir, MAIL_FROM: 'Hotel PMS <no-reply@hotel.test>' },
        logger,
      ),
      eventStore: app.eventStore,
      readStore: app.readStore,
      logger,
      blobStores: {
        blobs: new FolderBlobStore(join(app.dataDir, 'blobs')),
        thumbnails: new FolderBlobStore(join(app.dataDir, 'second-cache')),
      },
    });
  };

  it('an image uploaded through one instance is served by the other, resized there too', async () => {
    const second = secondInstance();
    try {
      const uploaded = await upload(png, 'lobby.png', 'gallery').expect(201);
      const path = uploaded.body.path as string;
      const original = await binary(
        request(second.app)
          .get('/api/image')
          .query({ path })
          .set('Authorization', hotel.owner.authorization)
          .set('X-Slug', hotel.propertyId),
      ).expect(200);
      expect((original.body as Buffer).equals(png)).toBe(true);
      const thumb = await binary(
        request(second.app)
          .get('/api/image')
          .query({ path, w: 60, h: 60, fit: 'crop' })
          .set('Authorization', hotel.owner.authorization)
          .set('X-Slug', hotel.propertyId),
      ).expect(200);
      expect(await sharp(thumb.body as Buffer).metadata()).toMatchObject({ width: 60, height: 60 });

      const back = await request(second.app)
        .post('/api/image/upload')
        .set('Authorization', hotel.owner.authorization)
        .set('X-Slug', hotel.propertyId)
        .attach('image', jpeg, 'back.jpg')
        .expect(201);
      const served = await image({ path: back.body.path as string }).expect(200);
      expect((served.body as Buffer).equals(jpeg)).toBe(true);
    } finally {
      await second.stop();
    }
  });
});
