import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './create-mailer';
import { startSmtpSink, type SmtpSink } from './test-support';

const logger = pino({ level: 'silent' });
const message = { to: 'a@example.mn', subject: 'Тест', text: 'Өдрийн мэнд' };

let root: string;
let sink: SmtpSink | undefined;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'create-mailer-test-'));
});
afterEach(async () => {
  await sink?.close();
  sink = undefined;
  await rm(root, { recursive: true, force: true });
});

describe('createMailer', () => {
  it.each([undefined, ''])('writes to the outbox when the SMTP URL is %j', async (smtpUrl) => {
    const outboxDir = join(root, 'outbox');
    const mailer = createMailer({ smtpUrl, from: 'noreply@hotel.mn', outboxDir, logger });
    const { location } = await mailer.send(message);
    expect(location).toMatch(/\.eml$/);
    expect(await readdir(outboxDir)).toHaveLength(1);
  });

  it('sends over SMTP when the SMTP URL is set', async () => {
    sink = await startSmtpSink();
    const outboxDir = join(root, 'outbox');
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${sink.port}?ignoreTLS=true`,
      from: 'noreply@hotel.mn',
      outboxDir,
      logger,
    });
    const { location } = await mailer.send(message);
    await mailer.close?.();
    expect(location).toBeUndefined();
    expect(sink.received).toHaveLength(1);
    expect(await readdir(root)).toEqual([]);
  });
});
