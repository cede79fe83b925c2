import { execFileSync } from 'node:child_process';
import { readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { registerAndLogin } from '../support/accounts';
import { startTestApp } from '../support/app';
import { ownerWithProperty, twoRoomGroup } from '../support/property-client';

/**
 * E-mailing documents (docs/documents.md, POST /send/email): the outbox gets the document as
 * HTML with its PDF attached, with the figures GET /documents/... answers; a bad address is a
 * 422 under `email`; another property's reservation a 404; a caller with no place in the
 * property is refused; the same command re-sent with its Idempotency-Key mails once.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
let groupId = '';
let reservationIds: string[] = [];
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');

interface MimePart {
  headers: string;
  body: Buffer;
}

/** The leaf parts of a MIME message (multipart walked), their bodies decoded. */
const partsOf = (raw: string): MimePart[] => {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (/content-type:\s*multipart\//i.test(headers) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => partsOf(part.replace(/^\r?\n/, '')));
  }
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          )
        : Buffer.from(body);
  return [{ headers, body: decoded }];
};

const outbox = async () => {
  const dir = join(app.dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
  return Promise.all(names.sort().map((name) => readFile(join(dir, name), 'utf8')));
};

const send = (
  body: object,
  options: { authorization?: string; key?: string; minPosition?: string } = {},
) => {
  const call = request(app.app)
    .post('/api/send/email')
    .set('Authorization', options.authorization ?? hotel.owner.authorization)
    .set('X-Slug', hotel.propertyId)
    .set('X-Language', 'en');
  if (options.key) call.set('Idempotency-Key', options.key);
  if (options.minPosition) call.set('X-Min-Position', options.minPosition);
  return call.send(body);
};

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  other = await ownerWithProperty(app, { email: 'other@example.com', registerNo: '7654321' });
  ({ groupId, reservationIds } = await twoRoomGroup(hotel, {
    checkIn: today,
    checkOut: addDays(today, 2),
    roomTypeName: 'Өрөө Үндсэн',
    guest: {
      name: '<script>alert(1)</script>Өлзий',
      surname: 'Дорж',
      email: 'guest@example.mn',
      phoneNumber: '99112233',
    },
  }));
  // Read after the writes, so the documents' read models hold them.
  await hotel.get(`/documents/groups/${groupId}`).expect(200);
});

afterAll(async () => {
  await app.close();
});

describe('POST /send/email', () => {
  it('mails the group letter as HTML with its PDF, the figures the documents route answers', async () => {
    const data = (await hotel.get(`/documents/groups/${groupId}?language=mn`).expect(200)).body;
    const before = (await outbox()).length;
    const res = await send({
      id: groupId,
      isGroup: true,
      email: 'guest@example.mn',
      type: 'reservation',
      language: 'mn',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.email).toBe('guest@example.mn');
    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toMatch(/^To: guest@example\.mn/m);
    const parts = partsOf(mail);
    const html = parts
      .find((p) => /content-type:\s*text\/html/i.test(p.headers))!
      .body.toString('utf8');
    const pdf = parts.find((p) => /content-type:\s*application\/pdf/i.test(p.headers))!;
    expect(pdf.headers).toMatch(/filename=.*\.pdf/);
    // Mongolian by default; the total and balance as the route sums them.
    expect(html).toContain('<html lang="mn">');
    const money = (n: number) => `${new Intl.NumberFormat('mn-MN').format(n)}₮`;
    expect(data.totals.amount).toBeGreaterThan(0);
    expect(html).toContain(money(data.totals.amount));
    expect(html).toContain(money(data.totals.balance));
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const file = join(app.dataDir, 'letter.pdf');
    await writeFile(file, pdf.body);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Өрөө Үндсэн');
    expect(text).toContain('Өлзий');
    expect(text).toContain(money(data.totals.amount));
  });

  it('sends the receipt of one reservation in English when asked', async () => {
    const res = await send({
      id: reservationIds[0],
      isGroup: false,
      email: 'guest@example.mn',
      type: 'payment',
      language: 'en',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const parts = partsOf((await outbox()).at(-1)!);
    const html = parts.find((p) => /text\/html/i.test(p.headers))!.body.toString('utf8');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Payment receipt');
    expect(parts.some((p) => /application\/pdf/i.test(p.headers))).toBe(true);
  });

  it('answers 422 under each field that is wrong', async () => {
    const res = await send({
      id: 'nope',
      isGroup: 'yes',
      email: 'not-an-address',
      type: 'invoice',
    });
    expect(res.status).toBe(422);
    const fields = JSON.stringify(res.body);
    for (const field of ['email', 'type', 'id', 'isGroup']) expect(fields).toContain(field);
  });

  it("answers 404 for another property's reservation and refuses an outsider", async () => {
    const before = (await outbox()).length;
    const foreign = await request(app.app)
      .post('/api/send/email')
      .set('Authorization', other.owner.authorization)
      .set('X-Slug', other.propertyId)
      .send({ id: reservationIds[0], isGroup: false, email: 'a@example.mn', type: 'registration' });
    expect(foreign.status).toBe(404);
    const outsider = await registerAndLogin(app.app, { email: 'outsider@example.com' });
    const refused = await send(
      { id: reservationIds[0], isGroup: false, email: 'a@example.mn', type: 'registration' },
      { authorization: outsider.authorization },
    );
    expect([403, 404]).toContain(refused.status);
    expect((await outbox()).length).toBe(before);
  });

  it('mails once when the same command is sent again with its Idempotency-Key', async () => {
    const before = (await outbox()).length;
    const body = { id: groupId, isGroup: true, email: 'twice@example.mn', type: 'registration' };
    const first = await send(body, { key: 'send-once-1' });
    const again = await send(body, { key: 'send-once-1' });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect((await outbox()).length).toBe(before + 1);
  });

  it('sends a reservation booked just before, read after the position the caller names', async () => {
    const types = (await hotel.get('/room/types').expect(200)).body.data as { id: string }[];
    const booked = await hotel.post(
      '/reservations/book',
      {
        stayType: 'night',
        checkIn: addDays(today, 5),
        checkOut: addDays(today, 6),
        roomTypes: [{ roomTypeId: types[0]!.id, numberOfGuests: 1, quantity: 1 }],
        guest: { name: 'Сараа', surname: 'Бат', email: 'saraa@example.mn' },
      },
      201,
    );
    const res = await send(
      {
        id: booked.body.reservationIds[0],
        isGroup: false,
        email: 'saraa@example.mn',
        type: 'registration',
      },
      { minPosition: booked.body.position },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const html = partsOf((await outbox()).at(-1)!)
      .find((p) => /text\/html/i.test(p.headers))!
      .body.toString('utf8');
    expect(html).toContain('Сараа Бат');
  });

  it('answers 502 with a message when the mail cannot be sent, and records nothing', async () => {
    const dir = join(app.dataDir, 'outbox');
    await rename(dir, `${dir}.kept`);
    // A file where the outbox folder should be: the mailer cannot write the message.
    await writeFile(dir, 'not a folder');
    const body = { id: groupId, isGroup: true, email: 'fail@example.mn', type: 'payment' };
    try {
      const failed = await send(body, { key: 'send-fails-1' });
      expect(failed.status).toBe(502);
      expect(failed.body.code).toBe('document.mailFailed');
      expect(failed.body.title).toBe('The document could not be e-mailed. Please try again.');
    } finally {
      await rm(dir);
      await rename(`${dir}.kept`, dir);
    }
    // Nothing was recorded: the same command sent again mails now.
    const before = (await outbox()).length;
    expect((await send(body, { key: 'send-fails-1' })).status).toBe(200);
    expect((await outbox()).length).toBe(before + 1);
  });
});

describe('POST /invoices/:id/send', () => {
  it('mails the invoice as HTML with its PDF, like the letters and receipts, with paid and to pay', async () => {
    const created = await hotel.post(
      '/invoices',
      {
        groupId,
        customer: {
          customerName: 'Аялал Тур ХХК',
          registerNo: '5012345',
          invoiceDate: today,
          paymentPeriod: addDays(today, 14),
        },
        items: [],
      },
      201,
    );
    const id = created.body.id as string;
    const printed = (await hotel.get(`/documents/issued-invoices/${id}?language=mn`).expect(200))
      .body.invoice;
    const before = (await outbox()).length;
    const sent = await request(app.app)
      .post(`/api/invoices/${id}/send`)
      .set('Authorization', hotel.owner.authorization)
      .set('X-Slug', hotel.propertyId)
      .set('X-Language', 'mn')
      .set('X-Min-Position', created.body.position as string)
      .send({ email: 'finance@aylal.mn' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toMatch(/^To: finance@aylal\.mn/m);
    const parts = partsOf(mail);
    const html = parts
      .find((p) => /content-type:\s*text\/html/i.test(p.headers))!
      .body.toString('utf8');
    const pdf = parts.find((p) => /content-type:\s*application\/pdf/i.test(p.headers))!;
    expect(pdf.headers).toMatch(/filename=.*nekhemjlekh-\d+\.pdf/);
    const money = (n: number) => `${new Intl.NumberFormat('mn-MN').format(n)}₮`;
    expect(html).toContain('Аялал Тур ХХК');
    expect(html).toContain(money(printed.fullTotalAmount));
    const file = join(app.dataDir, 'invoice.pdf');
    await writeFile(file, pdf.body);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('НЭХЭМЖЛЭХ');
    expect(text).toContain('Аялал Тур ХХК');
    expect(text).toContain('Төлөх дүн');
    expect(text).toContain(money(printed.toPay));
    // Another property's invoice: a 404, nothing mailed.
    await other.post(`/invoices/${id}/send`, { email: 'x@example.mn' }, 404);
    expect((await outbox()).length).toBe(before + 1);
  });
});
