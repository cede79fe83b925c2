import { randomUUID } from 'node:crypto';
import type { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../support/accounts';
import { startTestApp } from '../support/app';

let app: ReturnType<typeof startTestApp>;
const property = {
  name: 'Хаан Буудал',
  registerNo: '1234567',
  companyName: 'Хаан ХХК',
};
/** Owner A with property A; owner B with property B; staff S in A whose role holds nothing. */
const who = { ownerA: '', ownerB: '', staff: '', propertyA: '', propertyB: '' };

beforeAll(async () => {
  app = startTestApp();
  who.ownerA = (await registerAndLogin(app.app, { email: 'a@hotel.mn' })).authorization;
  who.ownerB = (await registerAndLogin(app.app, { email: 'b@hotel.mn' })).authorization;
  const a = await request(app.app)
    .post('/api/hotels')
    .set('Authorization', who.ownerA)
    .send(property);
  const b = await request(app.app)
    .post('/api/hotels')
    .set('Authorization', who.ownerB)
    .send({ ...property, registerNo: '7654321' });
  who.propertyA = a.body.id;
  who.propertyB = b.body.id;
  const role = await request(app.app)
    .post('/api/roles')
    .set('Authorization', who.ownerA)
    .set('X-Slug', who.propertyA)
    .send({ name: 'Хоосон', permissions: [] })
    .expect(201);
  await request(app.app)
    .post('/api/users')
    .set('Authorization', who.ownerA)
    .set('X-Slug', who.propertyA)
    .send({
      name: 'Ажилтан',
      position: 'Ресепшн',
      phoneNumber: '+976 8811 2233',
      email: 's@hotel.mn',
      password: 'staff-password',
      role: { id: role.body.id },
    })
    .expect(201);
  const login = await request(app.app)
    .post('/api/login')
    .send({ email: 's@hotel.mn', password: 'staff-password' })
    .expect(200);
  who.staff = `Bearer ${login.body.accessToken}`;
  await app.host.waitForPosition(BigInt(login.body.position), 5000);
});

afterAll(async () => {
  await app.close();
});

const call = (method: 'get' | 'post' | 'delete', path: string) => {
  const client = request(app.app);
  const url = `/api${path.replace(/:(\w+)/g, () => randomUUID())}`;
  return client[method](url).send({});
};

/** Every route the express routers hold, as "METHOD /path". */
const routesIn = (router: Router): string[] =>
  router.stack.flatMap((layer) => {
    const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
    return route
      ? Object.keys(route.methods)
          .filter((m) => m !== '_all')
          .map((m) => `${m.toUpperCase()} ${route.path}`)
      : [];
  });

describe('every API route has an access policy', () => {
  it('is registered through the policy table (none slips past it)', () => {
    const registered = new Set(app.routes.map((r) => `${r.method.toUpperCase()} ${r.path}`));
    const inRouters = [...routesIn(app.apis.command), ...routesIn(app.apis.query)];
    expect(inRouters.length).toBeGreaterThan(10);
    expect(inRouters.filter((r) => !registered.has(r))).toEqual([]);
  });
});

describe('routes outside any property are a known, short list', () => {
  it('names each public and account-level route (a new one must be added here on purpose)', () => {
    const label = (r: (typeof app.routes)[number]) =>
      `${r.policy.kind} ${r.method.toUpperCase()} ${r.path}`;
    expect(
      app.routes
        .filter((r) => r.policy.kind !== 'property')
        .map(label)
        .sort(),
    ).toEqual([
      'account GET /events/ticket',
      'account GET /hotels',
      'account GET /operator/properties',
      'account GET /permissions',
      'account GET /registered/users',
      'account GET /user',
      'account POST /hotels',
      'account POST /hotels/lookup',
      'account POST /logout',
      'account POST /operator/properties/:id/activate',
      'account POST /password',
      // The inbound channel API (docs/channels.md): opened by the channel's X-Api-Key.
      'public DELETE /channels/:channel/reservations/:reservationId',
      // Opened with a ticket (GET /events/ticket), which the route checks itself.
      'public GET /events',
      // A calendar feed (docs/channels.md): its secret token in the path is the key.
      'public GET /ical/:token.ics',
      'public GET /online/book/:slug',

      'public GET /online/book/:slug/image',
      'public POST /auth/refresh',
      'public POST /channels/:channel/reservations',
      'public POST /login',
      'public POST /online/book/:slug/availability',
      'public POST /online/book/:slug/requests',
      'public POST /password/email',
      'public POST /password/reset',
      'public POST /register',
    ]);
  });
});

describe('every guarded route refuses', () => {
  it('a caller without a token (401)', async () => {
    for (const route of app.routes.filter((r) => r.policy.kind !== 'public')) {
      const res = await call(route.method, route.path).set('X-Slug', who.propertyA);
      expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
    }
  });

  it('another property’s owner, and an unknown property (404)', async () => {
    const propertyRoutes = app.routes.filter((r) => r.policy.kind === 'property');
    expect(propertyRoutes.length).toBeGreaterThan(0);
    for (const route of propertyRoutes) {
      const label = `${route.method} ${route.path}`;
      const other = await call(route.method, route.path)
        .set('Authorization', who.ownerB)
        .set('X-Slug', who.propertyA);
      const unknown = await call(route.method, route.path)
        .set('Authorization', who.ownerA)
        .set('X-Slug', randomUUID());
      const none = await call(route.method, route.path).set('Authorization', who.ownerA);
      expect([label, other.status, unknown.status, none.status]).toEqual([label, 404, 404, 404]);
    }
  });

  it('staff whose role lacks the route’s permission (403)', async () => {
    for (const route of app.routes) {
      if (route.policy.kind !== 'property' || route.policy.permissions.length === 0) continue;
      const label = `${route.method} ${route.path}`;
      const res = await call(route.method, route.path)
        .set('Authorization', who.staff)
        .set('X-Slug', who.propertyA);
      expect([label, res.status]).toEqual([label, 403]);
    }
  });
});
