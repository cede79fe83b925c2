import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { ownerWithProperty, twoRoomGroup } from '../support/property-client';

/**
 * Documents in the interface's language, dates YYYY-MM-DD (docs/documents.md "Language and
 * dates"; issue 32): a document e-mailed without a language comes in the caller's (X-Language),
 * with `language` in the one chosen — subject, text, HTML and PDF alike; every date on it is
 * YYYY-MM-DD (never 26/11/29), times HH:mm, tugrik grouped; the invoice's mail follows the
 * chosen language the same way.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let groupId = '';
let reservationIds: string[] = [];
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
const departure = addDays(today, 2);

/** A short date such as 26/11/29 or 26.11.29 (what documents printed before). */
const SHORT_DATE = /(?<![\d-])\d{2}[/.]\d{2}[/.]\d{2}(?![\d-])/;

/** RFC 2047 encoded words of a header, decoded. */
const decodeHeader = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A mail of the outbox: its addressee, subject, and its text and HTML bodies decoded. */
const parseMail = (raw: string): Mail => {
  const header = (name: string) => {
    const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(raw);
    return decodeHeader((match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' '));
  };
  const part = (type: string) => {
    const start = raw.search(new RegExp(`content-type:\\s*${type}`, 'i'));
    if (start < 0) return '';
    const rest = raw.slice(start);
    const headersEnd = rest.search(/\r?\n\r?\n/);
    const headers = rest.slice(0, headersEnd);
    const body =
      rest
        .slice(headersEnd)
        .replace(/^\r?\n\r?\n/, '')
        .split(/\r?\n--/)[0] ?? '';
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
    return encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8')
        : body;
  };
  return {
    to: header('To'),
    subject: header('Subject'),
    text: part('text/plain'),
    html: part('text/html'),
  };
};

const outbox = async (): Promise<string[]> => {
  const dir = join(app.dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
  return Promise.all(names.sort().map((name) => readFile(join(dir, name), 'utf8')));
};

/** Sends `body` to POST /send/email in the interface language `ui`; the mail it sent. */
const mailed = async (path: string, body: object, ui: 'mn' | 'en'): Promise<Mail> => {
  const before = (await outbox()).length;
  const res = await request(app.app)
    .post(`/api${path}`)
    .set('Authorization', hotel.owner.authorization)
    .set('X-Slug', hotel.propertyId)
    .set('X-Language', ui)
    .send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const mails = await outbox();
  expect(mails).toHaveLength(before + 1);
  return parseMail(mails.at(-1)!);
};

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  ({ groupId, reservationIds } = await twoRoomGroup(hotel, {
    checkIn: today,
    checkOut: departure,
    guest: { name: 'Болд', surname: 'Бат', email: 'bold@example.mn', phoneNumber: '99112233' },
  }));
  const cash = ((await hotel.get('/payment/methods').expect(200)).body.data as { id: string }[])[0]!
    .id;
  await hotel.post(
    '/payments',
    { id: reservationIds[0], pays: [{ paymentMethod: { id: cash }, amount: 64_000 }] },
    201,
  );
  // Read after the writes, so the documents' read models hold them.
  await hotel.get(`/documents/groups/${groupId}`).expect(200);
});

afterAll(async () => {
  await app.close();
});

describe('documents in the interface’s language, dates YYYY-MM-DD', () => {
  it('GET /documents answers in the language asked, else the interface’s', async () => {
    const names = (res: request.Response) =>
      (res.body.invoice.lines as { kind: string; name: string }[])
        .filter((line) => line.kind === 'room')
        .map((line) => line.name.split(' · ')[0]);
    // The test client speaks English (X-Language: en): no language asked is English.
    const ui = await hotel.get(`/documents/invoices/${groupId}`).expect(200);
    expect(names(ui)).toEqual(['Standard', 'Standard']);
    const mn = await hotel.get(`/documents/invoices/${groupId}?language=mn`).expect(200);
    expect(names(mn)).toEqual(['Стандарт', 'Стандарт']);
    const en = await request(app.app)
      .get(`/api/documents/invoices/${groupId}?language=en`)
      .set('Authorization', hotel.owner.authorization)
      .set('X-Slug', hotel.propertyId)
      .set('X-Language', 'mn')
      .expect(200);
    expect(names(en)).toEqual(['Standard', 'Standard']);
    // The dates it carries are the property's YYYY-MM-DD, printed as they are.
    expect(en.body.workingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(en.body.reservations[0].checkIn).toBe(today);
  });

  it('a receipt mailed from the English interface is English: subject, text, HTML; dates YYYY-MM-DD', async () => {
    const mail = await mailed(
      '/send/email',
      { id: groupId, isGroup: true, email: 'bold@example.mn', type: 'payment' },
      'en',
    );
    expect(mail.to).toBe('bold@example.mn');
    expect(mail.subject).toMatch(/^Payment receipt № \d+ — /);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('Payment receipt');
    expect(mail.text).toContain(`Date: ${today}`);
    // The payment's date, its method and its amount with the thousands grouped.
    expect(mail.text).toMatch(new RegExp(`${today} \\| .+ \\| 64,000₮`));
    expect(mail.text).toContain('Paid: 64,000₮');
    expect(mail.text).not.toMatch(SHORT_DATE);
    expect(mail.html).not.toMatch(SHORT_DATE);
    expect(mail.text).not.toMatch(/Төлбөрийн баримт|Огноо/);
  });

  it('the same receipt asked in Mongolian from the English interface is Mongolian (the switch)', async () => {
    const mail = await mailed(
      '/send/email',
      { id: groupId, isGroup: true, email: 'bold@example.mn', type: 'payment', language: 'mn' },
      'en',
    );
    expect(mail.subject).toMatch(/^Төлбөрийн баримт № \d+ — /);
    expect(mail.html).toContain('<html lang="mn">');
    expect(mail.text).toContain(`Огноо: ${today}`);
    expect(mail.text).toContain('64,000₮');
    expect(mail.text).not.toMatch(SHORT_DATE);
    expect(mail.text).not.toContain('Payment receipt');
  });

  it('a letter from the Mongolian interface is Mongolian; asked in English, English — stay dates YYYY-MM-DD HH:mm', async () => {
    const mn = await mailed(
      '/send/email',
      { id: reservationIds[0], isGroup: false, email: 'bold@example.mn', type: 'reservation' },
      'mn',
    );
    expect(mn.subject).toMatch(/^Захиалгын баталгаажуулалт № \d+ — /);
    expect(mn.text).toMatch(
      new RegExp(`\\| ${today} \\d{2}:\\d{2} \\| ${departure} \\d{2}:\\d{2} \\|`),
    );
    expect(mn.text).not.toMatch(SHORT_DATE);

    const en = await mailed(
      '/send/email',
      {
        id: reservationIds[0],
        isGroup: false,
        email: 'bold@example.mn',
        type: 'reservation',
        language: 'en',
      },
      'mn',
    );
    expect(en.subject).toMatch(/^Reservation confirmation № \d+ — /);
    expect(en.html).toContain('<html lang="en">');
    // The room type's English name, the stay's dates and times.
    expect(en.text).toMatch(
      new RegExp(
        `\\| Standard \\| (?:—|10[12]) \\| ${today} \\d{2}:\\d{2} \\| ${departure} \\d{2}:\\d{2} \\|`,
      ),
    );
    expect(en.text).not.toMatch(SHORT_DATE);
    expect(en.html).not.toMatch(SHORT_DATE);
  });

  it('an invoice mailed in the language chosen: its date and payment period YYYY-MM-DD', async () => {
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
    // Readable before it is mailed.
    await hotel.get(`/documents/issued-invoices/${id}`).expect(200);
    const en = await mailed(
      `/invoices/${id}/send`,
      { email: 'finance@aylal.mn', language: 'en' },
      'mn',
    );
    expect(en.subject).toMatch(/^Invoice № \d+ — /);
    expect(en.html).toContain('<html lang="en">');
    expect(en.text).toContain(today);
    expect(en.text).toContain(addDays(today, 14));
    expect(en.text).not.toMatch(SHORT_DATE);
    expect(en.text).toMatch(/\d{1,3}(,\d{3})+₮/);
    // An invoice already sent is mailed again on request: now in Mongolian, the interface's.
    const mn = await mailed(`/invoices/${id}/send`, { email: 'finance@aylal.mn' }, 'mn');
    expect(mn.subject).toMatch(/^Нэхэмжлэх № \d+ — /);
    expect(mn.text).toContain(addDays(today, 14));
    expect(mn.text).not.toMatch(SHORT_DATE);
    // A language that is neither is a 422 under `language`, nothing mailed.
    const before = (await outbox()).length;
    const bad = await hotel.post(
      `/invoices/${id}/send`,
      { email: 'finance@aylal.mn', language: 'de' },
      422,
    );
    expect(Object.keys(bad.body.errors)).toEqual(['language']);
    expect((await outbox()).length).toBe(before);
  });
});
