import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

/** The public online booking endpoints are limited per client (429, in the caller's language). */

let app: ReturnType<typeof startTestApp>;
let propertyId = '';

beforeAll(async () => {
  app = startTestApp({ publicRateLimits: { reads: 3, requests: 2 } });
  const hotel = await ownerWithProperty(app);
  propertyId = hotel.propertyId;
  await hotel.post('/hotel/online-booking', { hasOnlineBook: true }, 200);
  await hotel.get('/user').expect(200);
});

afterAll(async () => {
  await app.close();
});

describe('per-client limits of the public page', () => {
  it('answers 429 with Retry-After once a client read too often', async () => {
    for (let i = 0; i < 3; i++) {
      await request(app.app).get(`/api/online/book/${propertyId}`).expect(200);
    }
    const limited = await request(app.app)
      .get(`/api/online/book/${propertyId}`)
      .set('X-Language', 'en')
      .expect(429);
    expect(limited.body).toMatchObject({
      status: 429,
      title: 'Too many requests. Please wait a moment and try again.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits reservation requests separately, whatever their outcome', async () => {
    for (let i = 0; i < 2; i++) {
      await request(app.app).post(`/api/online/book/${propertyId}/requests`).send({}).expect(422);
    }
    const limited = await request(app.app)
      .post(`/api/online/book/${propertyId}/requests`)
      .send({})
      .expect(429);
    expect(limited.body.status).toBe(429);
  });
});
