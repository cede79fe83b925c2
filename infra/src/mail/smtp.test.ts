import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { MailError } from './port';
import { createSmtpMailer, parseSmtpUrl } from './smtp';
import { closedPort, parseMime, startSmtpSink, textOf, type SmtpSink } from './test-support';

const FROM = 'Зочид буудал Хаан <noreply@hotel.mn>';
const SUBJECT = 'Нууц үгээ сэргээх — Хаан зочид буудал';
const TEXT = 'Сайн байна уу!\nНууц үгээ сэргээх холбоос: https://pms.example.mn/reset#t=abc\n';

const logger = pino({ level: 'silent' });

const rejection = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected the promise to reject');
    },
    (error: unknown) => error,
  );

let sink: SmtpSink | undefined;
afterEach(async () => {
  await sink?.close();
  sink = undefined;
});

describe('SMTP mailer', () => {
  it('delivers to a real SMTP server with the right envelope and encoded Cyrillic', async () => {
    sink = await startSmtpSink();
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${sink.port}?ignoreTLS=true`,
      from: FROM,
      logger,
    });

    const result = await mailer.send({
      to: ['Бат-Эрдэнэ Дорж <bat@example.mn>', 'bold@example.mn'],
      bcc: ['audit@hotel.mn'],
      replyTo: 'frontdesk@hotel.mn',
      subject: SUBJECT,
      text: TEXT,
      html: '<p>Сайн байна уу!</p>',
    });
    await mailer.close?.();

    expect(result.location).toBeUndefined();
    expect(sink.received).toHaveLength(1);
    const [received] = sink.received;
    expect(received?.mailFrom).toBe('noreply@hotel.mn');
    expect(received?.rcptTo).toEqual(['bat@example.mn', 'bold@example.mn', 'audit@hotel.mn']);
    expect(received?.login).toBeUndefined();

    const mail = parseMime(received?.raw ?? Buffer.alloc(0));
    expect(mail.rawHeaders).toMatch(/^[\x20-\x7e\n\t]*$/);
    expect(mail.header('Subject')).toBe(SUBJECT);
    expect(mail.header('From')).toBe(FROM);
    expect(mail.header('To')).toBe('Бат-Эрдэнэ Дорж <bat@example.mn>, bold@example.mn');
    expect(mail.header('Reply-To')).toBe('frontdesk@hotel.mn');
    expect(mail.header('Bcc')).toBeUndefined(); // Bcc goes in the envelope only
    expect(mail.header('Message-ID')).toBe(result.messageId);
    expect(mail.contentType).toBe('multipart/alternative');
    expect(textOf(mail.parts[0]).replace(/\r?\n$/, '')).toBe(TEXT.replace(/\n$/, ''));
    expect(textOf(mail.parts[1])).toBe('<p>Сайн байна уу!</p>');
  });

  it('passes transport options from the URL query (ignoreTLS)', async () => {
    // This sink offers STARTTLS with smtp-server's bundled test certificate, which does not
    // verify (self-signed, and expired by now): only ignoreTLS=true gets through.
    sink = await startSmtpSink({ disabledCommands: [] });
    const send = (url: string) =>
      createSmtpMailer({ url, from: 'noreply@hotel.mn', logger }).send({
        to: 'a@example.mn',
        subject: 'Тест',
        text: 'Өдрийн мэнд',
      });

    const error = await rejection(send(`smtp://127.0.0.1:${sink.port}`));
    expect((error as MailError).message).toMatch(/certificate/);

    await send(`smtp://127.0.0.1:${sink.port}?ignoreTLS=true`);
    expect(sink.received).toHaveLength(1);
  });

  it('logs in with the percent-decoded credentials from the URL', async () => {
    sink = await startSmtpSink({ authOptional: false, allowInsecureAuth: true });
    const mailer = createSmtpMailer({
      url: `smtp://pms%40hotel.mn:p%40ss%3Aw%2Frd@127.0.0.1:${sink.port}?ignoreTLS=true`,
      from: 'noreply@hotel.mn',
      logger,
    });
    await mailer.send({ to: 'a@example.mn', subject: 'Тест', text: 'Өдрийн мэнд' });
    await mailer.close?.();
    expect(sink.received[0]?.login).toEqual({ username: 'pms@hotel.mn', password: 'p@ss:w/rd' });
  });

  it('rejects with a clear error when the server cannot be reached', async () => {
    const port = await closedPort();
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'noreply@hotel.mn',
      logger,
    });
    const started = Date.now();
    const error = await rejection(mailer.send({ to: 'a@example.mn', subject: 'x', text: 'y' }));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(error).toBeInstanceOf(MailError);
    const mailError = error as MailError;
    expect(mailError.message).toContain(
      `Could not send mail through SMTP server 127.0.0.1:${port}`,
    );
    expect(mailError.message).toContain('ECONNREFUSED');
    expect(mailError.code).toBeDefined();
    expect(mailError.permanent).toBeUndefined();
    expect(mailError.cause).toBeInstanceOf(Error);
  });

  it('rejects with the SMTP reply when the server refuses the recipient', async () => {
    sink = await startSmtpSink({
      onRcptTo(_address, _session, callback) {
        const refused = Object.assign(new Error('No such user here'), { responseCode: 550 });
        callback(refused);
      },
    });
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${sink.port}?ignoreTLS=true`,
      from: 'noreply@hotel.mn',
      logger,
    });
    const error = await rejection(
      mailer.send({ to: 'nobody@example.mn', subject: 'x', text: 'y' }),
    );
    await mailer.close?.();
    expect(error).toBeInstanceOf(MailError);
    const mailError = error as MailError;
    expect(mailError.message).toContain(`SMTP server 127.0.0.1:${sink.port}`);
    expect(mailError.message).toContain('No such user here');
    expect(mailError.code).toBe('EENVELOPE');
    expect(mailError.responseCode).toBe(550);
    expect(mailError.permanent).toBe(true);
    expect(sink.received).toHaveLength(0);
  });
});

describe('SMTP URL', () => {
  it('names the server, with the default port of each scheme', () => {
    expect(parseSmtpUrl('smtp://u:p@mail.example.mn')).toEqual({
      endpoint: 'mail.example.mn:587',
      secure: false,
    });
    expect(parseSmtpUrl('smtps://mail.example.mn')).toEqual({
      endpoint: 'mail.example.mn:465',
      secure: true,
    });
    expect(
      parseSmtpUrl('smtp://127.0.0.1:2525?ignoreTLS=true&tls.rejectUnauthorized=false'),
    ).toEqual({
      endpoint: '127.0.0.1:2525',
      secure: false,
    });
  });

  it.each([
    ['not a url at all', /not a valid URL/],
    [
      'http://user:secret@mail.example.mn',
      /must start with smtp:\/\/ or smtps:\/\/, not http:\/\//,
    ],
    ['smtp://user:secret@mail.example.mn?ignoreTls=true', /unknown option "ignoreTls"/],
  ])('refuses %s without repeating the password', (url, message) => {
    let thrown: unknown;
    try {
      createSmtpMailer({ url, from: 'noreply@hotel.mn', logger });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toMatch(message);
    expect((thrown as Error).message).not.toContain('secret');
  });
});
