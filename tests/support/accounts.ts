import type { Express } from 'express';
import request from 'supertest';

export const owner = {
  name: 'Бат Болд',
  position: 'Захирал',
  phoneNumber: '+976 9911 2233',
  email: 'bat@hotel.mn',
  password: 'нууц-үг-2026',
};

/** Registers an owner account and logs in: the bearer header value and the refresh cookie. */
export const registerAndLogin = async (
  app: Express,
  account: Partial<typeof owner> = {},
): Promise<{ authorization: string; cookie: string; accountId: string }> => {
  const details = { ...owner, ...account };
  const registered = await request(app).post('/api/register').send(details).expect(201);
  const login = await request(app)
    .post('/api/login')
    .send({ email: details.email, password: details.password })
    .expect(200);
  const cookies = login.headers['set-cookie'] as unknown as string[];
  return {
    authorization: `Bearer ${login.body.accessToken as string}`,
    cookie: (cookies.find((c) => c.startsWith('pms_refresh=')) ?? '').split(';')[0] ?? '',
    accountId: registered.body.id as string,
  };
};
