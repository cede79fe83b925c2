import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projections } from '@hotel/projection-service/projections';
import { owner, registerAndLogin } from '../support/accounts';
import { startTestApp } from '../support/app';
import { dumpCollections } from '../support/dump';

let app: ReturnType<typeof startTestApp>;
beforeEach(() => {
  app = startTestApp();
});
afterEach(async () => {
  await app.close();
});

const refreshCookieOf = (res: request.Response): string =>
  ((res.headers['set-cookie'] as unknown as string[]) ?? [])
    .find((c) => c.startsWith('pms_refresh='))
    ?.split(';')[0] ?? '';

describe('register', () => {
  it('creates an owner account; the e-mail is unique, case-insensitively', async () => {
    const created = await request(app.app).post('/api/register').send(owner).expect(201);
    expect(created.body).toEqual({ id: expect.any(String), position: expect.any(String) });
    const again = await request(app.app)
      .post('/api/register')
      .set('X-Language', 'en')
      .send({ ...owner, email: 'BAT@hotel.mn' })
      .expect(400);
    expect(again.body.errors).toEqual({
      email: ['An account with this e-mail address already exists.'],
    });
  });

  it('names every wrong field', async () => {
    const res = await request(app.app)
      .post('/api/register')
      .send({ name: '', email: 'nope', password: 'short', phoneNumber: 'x' })
      .expect(422);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'email',
      'name',
      'password',
      'phoneNumber',
      'position',
    ]);
    expect(res.body.errors.password).toEqual(['Нууц үг хамгийн багадаа 8 тэмдэгт байна.']);
  });

  it('keeps the password out of the log and the command record, and its hash out of every read model', async () => {
    const created = await request(app.app).post('/api/register').send(owner).expect(201);
    await app.host.waitForPosition(BigInt(created.body.position), 2000);
    const readModels = await dumpCollections(
      app.readStore,
      projections.flatMap((p) => p.collections),
    );
    expect(readModels.audit_actors).toHaveLength(1);
    const log = (await app.eventStore.readAll()).map((e) => ({ type: e.type, data: e.data }));
    const text = JSON.stringify(readModels) + JSON.stringify(log);
    expect(text).toContain(owner.email);
    expect(text).not.toContain(owner.password);
    expect(JSON.stringify(readModels)).not.toContain('$argon2id$');
  });
});

describe('login, the current user, refresh and logout', () => {
  it('logs in with a short-lived access token and an http-only refresh cookie', async () => {
    await request(app.app).post('/api/register').send(owner).expect(201);
    const login = await request(app.app)
      .post('/api/login')
      .send({ email: 'Bat@Hotel.mn', password: owner.password })
      .expect(200);
    expect(login.body).toMatchObject({ accessToken: expect.any(String), tokenType: 'Bearer' });
    const cookie = (login.headers['set-cookie'] as unknown as string[]).join(';');
    expect(cookie).toMatch(/pms_refresh=.+HttpOnly/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/SameSite=Strict/i);

    const user = await request(app.app)
      .get('/api/user')
      .set('Authorization', `Bearer ${login.body.accessToken}`)
      .set('X-Min-Position', login.body.position)
      .expect(200);
    expect(user.body).toEqual({
      id: expect.any(String),
      name: owner.name,
      email: owner.email,
      position: owner.position,
      phoneNumber: owner.phoneNumber,
      isDefault: true,
      isOperator: false,
      registeredAt: expect.any(String),
      hotels: [],
    });
  });

  it('answers a wrong password and an unknown e-mail alike, with 401', async () => {
    await request(app.app).post('/api/register').send(owner).expect(201);
    const wrong = await request(app.app)
      .post('/api/login')
      .set('X-Language', 'en')
      .send({ email: owner.email, password: 'wrong-password' })
      .expect(401);
    const unknown = await request(app.app)
      .post('/api/login')
      .set('X-Language', 'en')
      .send({ email: 'nobody@hotel.mn', password: 'wrong-password' })
      .expect(401);
    expect(wrong.body.title).toBe('The e-mail address or password is wrong.');
    expect(unknown.body.title).toBe(wrong.body.title);
  });

  it('slows down repeated failures with 429 and Retry-After', async () => {
    await request(app.app).post('/api/register').send(owner).expect(201);
    const statuses: number[] = [];
    let last: request.Response | undefined;
    for (let i = 0; i < 7; i++) {
      last = await request(app.app)
        .post('/api/login')
        .send({ email: owner.email, password: 'nope-nope' });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses the user query without a valid token', async () => {
    await request(app.app).get('/api/user').expect(401);
    await request(app.app).get('/api/user').set('Authorization', 'Bearer not-a-token').expect(401);
  });

  it('rotates the refresh token; a stolen old one ends the session', async () => {
    const { cookie: t0, accountId } = await registerAndLogin(app.app);
    const first = await request(app.app).post('/api/auth/refresh').set('Cookie', t0).expect(200);
    expect(first.body.accessToken).toEqual(expect.any(String));
    const t1 = refreshCookieOf(first);
    expect(t1).not.toBe(t0);
    const second = await request(app.app).post('/api/auth/refresh').set('Cookie', t1).expect(200);
    const t2 = refreshCookieOf(second);
    // Another tab that raced the last rotation still gets in, and keeps the newer cookie.
    const raced = await request(app.app).post('/api/auth/refresh').set('Cookie', t1).expect(200);
    expect(refreshCookieOf(raced)).toBe('');
    // An older token again: it leaked → the session ends, for the current cookie too.
    await request(app.app).post('/api/auth/refresh').set('Cookie', t0).expect(401);
    await request(app.app).post('/api/auth/refresh').set('Cookie', t2).expect(401);
    await request(app.app).post('/api/auth/refresh').expect(401);
    // The audit trail names the account on every session event.
    const sessionEvents = (await app.eventStore.readAll()).filter((e) =>
      e.streamName.startsWith('session-'),
    );
    expect(sessionEvents.map((e) => e.type)).toEqual([
      'SessionStarted',
      'SessionRefreshed',
      'SessionRefreshed',
      'SessionEnded',
    ]);
    for (const e of sessionEvents) expect(e.metadata.userId).toBe(accountId);
  });

  it('logs out: the refresh cookie no longer works', async () => {
    const { authorization, cookie } = await registerAndLogin(app.app);
    await request(app.app).post('/api/logout').set('Authorization', authorization).expect(204);
    await request(app.app).post('/api/auth/refresh').set('Cookie', cookie).expect(401);
    await request(app.app).post('/api/logout').expect(401);
  });
});

describe('permissions', () => {
  it('lists the 19 permission codes in the caller’s language, to a logged-in caller', async () => {
    const { authorization } = await registerAndLogin(app.app);
    const res = await request(app.app)
      .get('/api/permissions')
      .set('Authorization', authorization)
      .set('X-Language', 'en')
      .expect(200);
    expect(res.body.total).toBe(19);
    expect(res.body.data[0]).toEqual({ code: 'manage-rooms', name: 'Manage rooms and room types' });
    await request(app.app).get('/api/permissions').expect(401);
  });
});

describe('passwords', () => {
  it('changes the password when the current one is right', async () => {
    const { authorization } = await registerAndLogin(app.app);
    const wrong = await request(app.app)
      .post('/api/password')
      .set('Authorization', authorization)
      .set('X-Language', 'en')
      .send({ currentPassword: 'not-it-at-all', password: 'a-new-password' })
      .expect(400);
    expect(wrong.body.errors).toEqual({ currentPassword: ['The current password is wrong.'] });
    await request(app.app)
      .post('/api/password')
      .set('Authorization', authorization)
      .send({ currentPassword: owner.password, password: 'a-new-password' })
      .expect(200);
    await request(app.app)
      .post('/api/login')
      .send({ email: owner.email, password: 'a-new-password' })
      .expect(200);
  });

  it('resets a forgotten password by an e-mailed link that works once', async () => {
    await request(app.app).post('/api/register').send(owner).expect(201);
    const asked = await request(app.app)
      .post('/api/password/email')
      .set('X-Language', 'en')
      .send({ email: owner.email })
      .expect(200);
    const unknown = await request(app.app)
      .post('/api/password/email')
      .set('X-Language', 'en')
      .send({ email: 'nobody@hotel.mn' })
      .expect(200);
    expect(unknown.body.message).toBe(asked.body.message);

    // The mail goes after the answer (the answer is as quick for an unknown address).
    const outbox = join(app.dataDir, 'outbox');
    const mails = () =>
      existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    await vi.waitFor(() => expect(mails()).toHaveLength(1));
    const files = mails();
    const mail = readFileSync(join(outbox, files[0]!), 'utf8').replace(/=\r?\n/g, '');
    const link = /http:\/\/hotel\.test\/en\/password\/reset\/([\w-]+)\?email=/.exec(mail);
    expect(link).not.toBeNull();
    const token = link![1]!;

    const reset = { email: owner.email, password: 'brand-new-password', token };
    await request(app.app).post('/api/password/reset').send(reset).expect(200);
    await request(app.app)
      .post('/api/login')
      .send({ email: owner.email, password: 'brand-new-password' })
      .expect(200);
    const again = await request(app.app).post('/api/password/reset').send(reset).expect(400);
    expect(again.body.code).toBe('auth.resetLinkExpired');
    const forged = await request(app.app)
      .post('/api/password/reset')
      .send({ ...reset, token: 'forged-token' })
      .expect(400);
    expect(forged.body.code).toBe('auth.resetLinkExpired');
  });
});
