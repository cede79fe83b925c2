import { mkdtempSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutboxMailer } from './outbox';
import { MailError, type MailMessage } from './port';
import { parseMime, textOf } from './test-support';

const FROM = 'Зочид буудал Хаан <noreply@hotel.mn>';
const TO = 'Бат-Эрдэнэ Дорж <bat@example.mn>';
const SUBJECT = 'Нууц үгээ сэргээх — Хаан зочид буудал';
const TEXT =
  'Сайн байна уу, Бат-Эрдэнэ!\nНууц үгээ сэргээх холбоос: https://pms.example.mn/reset#t=abc\n';
const HTML = '<p>Сайн байна уу!</p><p><a href="https://pms.example.mn/reset#t=abc">Сэргээх</a></p>';

const capturingLogger = () => {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
};

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'outbox-test-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  to: TO,
  subject: SUBJECT,
  text: TEXT,
  html: HTML,
  ...overrides,
});

describe('outbox mailer', () => {
  it('writes a complete, correctly encoded .eml with a text body and an HTML alternative', async () => {
    const dir = join(root, 'data', 'outbox');
    const { logger, lines } = capturingLogger();
    const mailer = createOutboxMailer({ dir, from: FROM, logger });

    const result = await mailer.send(message());

    expect(result.location).toBeDefined();
    const path = result.location ?? '';
    expect(path.startsWith(dir + '/')).toBe(true);
    expect(path).toMatch(/\/\d{8}T\d{6}\.\d{3}Z-[0-9a-f]{12}\.eml$/);
    const raw = await readFile(path);
    const mail = parseMime(raw);

    // Headers are 7-bit ASCII: the Cyrillic text is in RFC 2047 encoded words.
    expect(mail.rawHeaders).toMatch(/^[\x20-\x7e\n\t]*$/);
    expect(mail.header('Subject')).toBe(SUBJECT);
    expect(mail.header('From')).toBe('Зочид буудал Хаан <noreply@hotel.mn>');
    expect(mail.header('To')).toBe('Бат-Эрдэнэ Дорж <bat@example.mn>');
    expect(mail.header('Message-ID')).toBe(result.messageId);
    expect(mail.header('MIME-Version')).toBe('1.0');
    expect(mail.header('Date')).toBeDefined();
    // newline: 'unix'
    expect(raw.includes('\r\n')).toBe(false);

    expect(mail.contentType).toBe('multipart/alternative');
    expect(mail.parts.map((p) => p.contentType)).toEqual(['text/plain', 'text/html']);
    expect(mail.parts[0]?.headers.get('content-type')?.[0]).toMatch(/charset=utf-8/i);
    expect(textOf(mail.parts[0]).replace(/\n$/, '')).toBe(TEXT.replace(/\n$/, ''));
    expect(textOf(mail.parts[1])).toBe(HTML);

    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect(await readdir(dir)).toEqual([path.slice(dir.length + 1)]); // no temporary file left

    const log = lines.find((l) => l['msg'] === 'mail written to outbox');
    expect(log).toMatchObject({ level: 30, path, subject: SUBJECT });
    expect(JSON.stringify(lines)).not.toContain('reset#t=abc');
  });

  it('writes a text-only message as a single text/plain part', async () => {
    const { logger } = capturingLogger();
    const mailer = createOutboxMailer({ dir: root, from: FROM, logger });
    const { location } = await mailer.send({
      to: 'a@example.mn',
      subject: 'Тест',
      text: 'Өдрийн мэнд',
    });
    const mail = parseMime(await readFile(location ?? ''));
    expect(mail.contentType).toBe('text/plain');
    expect(textOf(mail).trimEnd()).toBe('Өдрийн мэнд');
  });

  it('writes one file per message, named in the order they were sent', async () => {
    const { logger } = capturingLogger();
    const mailer = createOutboxMailer({ dir: root, from: FROM, logger });

    const first = await mailer.send(message({ subject: 'Нэгдүгээр' }));
    const second = await mailer.send(message({ subject: 'Хоёрдугаар' }));
    // Sent together: still named in call order, even within one millisecond.
    const burst = await Promise.all(
      ['3', '4', '5', '6', '7'].map((n) => mailer.send(message({ subject: `Захидал ${n}` }))),
    );

    const files = (await readdir(root)).sort();
    expect(files).toHaveLength(7);
    const expectedOrder = [first, second, ...burst].map((r) =>
      (r.location ?? '').slice(root.length + 1),
    );
    expect(files).toEqual(expectedOrder);
    const subjects = await Promise.all(
      files.map(async (f) => parseMime(await readFile(join(root, f))).header('Subject')),
    );
    expect(subjects).toEqual([
      'Нэгдүгээр',
      'Хоёрдугаар',
      'Захидал 3',
      'Захидал 4',
      'Захидал 5',
      'Захидал 6',
      'Захидал 7',
    ]);
    expect(new Set([first, second, ...burst].map((r) => r.messageId)).size).toBe(7);
  });

  it('keeps several recipients, Bcc, Reply-To and attachments', async () => {
    const { logger } = capturingLogger();
    const mailer = createOutboxMailer({ dir: root, from: FROM, logger });
    const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x10, 0x80]);
    const { location } = await mailer.send(
      message({
        to: ['a@example.mn', 'Болд <bold@example.mn>'],
        bcc: ['audit@hotel.mn'],
        replyTo: 'Хүлээн авах <frontdesk@hotel.mn>',
        attachments: [
          { filename: 'нэхэмжлэх.pdf', content: pdf, contentType: 'application/pdf' },
          { filename: 'note.txt', content: Buffer.from('Баярлалаа') },
        ],
      }),
    );
    const mail = parseMime(await readFile(location ?? ''));
    expect(mail.header('To')).toBe('a@example.mn, Болд <bold@example.mn>');
    expect(mail.header('Bcc')).toBe('audit@hotel.mn');
    expect(mail.header('Reply-To')).toBe('Хүлээн авах <frontdesk@hotel.mn>');
    expect(mail.contentType).toBe('multipart/mixed');
    const [body, attachment, note] = mail.parts;
    expect(body?.contentType).toBe('multipart/alternative');
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.body.equals(pdf)).toBe(true);
    expect(attachment?.headers.get('content-disposition')?.[0]).toMatch(/^attachment/);
    expect(textOf(note)).toBe('Баярлалаа');
  });

  it('sends an image with a content id inline, for the HTML to show (cid:)', async () => {
    const { logger } = capturingLogger();
    const mailer = createOutboxMailer({ dir: root, from: FROM, logger });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const { location } = await mailer.send(
      message({
        html: '<img src="cid:logo" alt="Хаан Буудал">',
        attachments: [
          { filename: 'logo.png', content: png, contentType: 'image/png', cid: 'logo' },
        ],
      }),
    );
    const raw = (await readFile(location ?? '')).toString('latin1');
    expect(raw).toMatch(/Content-ID: <logo>/i);
    expect(raw).toMatch(/Content-Disposition: inline/i);
  });

  it('makes an existing folder private', async () => {
    const dir = join(root, 'outbox');
    await mkdir(dir, { mode: 0o755 });
    await chmod(dir, 0o755);
    const { logger } = capturingLogger();
    await createOutboxMailer({ dir, from: FROM, logger }).send(message());
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
  });

  it('recreates the folder when it was removed while running', async () => {
    const dir = join(root, 'outbox');
    const { logger } = capturingLogger();
    const mailer = createOutboxMailer({ dir, from: FROM, logger });
    await mailer.send(message());
    await rm(dir, { recursive: true });
    await mailer.send(message());
    expect(await readdir(dir)).toHaveLength(1);
  });

  it('rejects with a clear error when the folder cannot be written', async () => {
    const notADir = join(root, 'file');
    await writeFile(notADir, 'x');
    const { logger, lines } = capturingLogger();
    const mailer = createOutboxMailer({ dir: notADir, from: FROM, logger });
    const error = await mailer.send(message()).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MailError);
    expect((error as MailError).message).toContain(`Could not write mail to outbox ${notADir}`);
    expect((error as MailError).code).toBe('ENOTDIR');
    expect(lines.find((l) => l['msg'] === 'mail written to outbox')).toBeUndefined();
  });
});
