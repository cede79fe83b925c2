import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from '../logging';
import { describeError, toSendMailOptions } from './compose';
import { MailError, type Mailer } from './port';

export interface OutboxMailerOptions {
  /** The folder the messages are written to (created with mode 0700 when missing). */
  dir: string;
  /** The sender (`From`), e.g. `Hotel <noreply@hotel.mn>`. */
  from: string;
  logger: Logger;
}

/**
 * `20260314T101502.123Z`: ISO 8601 (basic format) in UTC, so names sort by time, with no
 * colons (which some file systems and tools refuse).
 */
const fileTimestamp = (ms: number): string => new Date(ms).toISOString().replace(/[-:]/g, '');

const ensurePrivateDir = async (dir: string, logger: Logger): Promise<void> => {
  await mkdir(dirname(dir), { recursive: true });
  try {
    await mkdir(dir, { mode: 0o700 });
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const { mode } = await stat(dir);
  if ((mode & 0o077) !== 0) {
    try {
      await chmod(dir, 0o700);
    } catch (error) {
      logger.warn(
        { dir, mode: (mode & 0o777).toString(8), err: error },
        'mail outbox folder is readable by others and its mode could not be changed',
      );
    }
  }
};

/**
 * The embedded mailer: each message becomes a complete RFC 5322 file
 * `<dir>/<timestamp>-<random>.eml` (mode 0600: a reset link is a secret) that any mail client
 * opens. Names sort in the order the messages were written by this process; two messages in
 * the same millisecond get successive milliseconds. A file appears complete or not at all
 * (written under a temporary name, then renamed). Bcc recipients stay in a `Bcc` header (the
 * stream transport keeps it), since the file is the only record of who the message was for.
 */
export const createOutboxMailer = ({ dir, from, logger }: OutboxMailerOptions): Mailer => {
  const folder = resolve(dir);
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let lastMs = 0;

  return {
    async send(message) {
      const ms = Math.max(Date.now(), lastMs + 1);
      lastMs = ms;
      const name = `${fileTimestamp(ms)}-${randomBytes(6).toString('hex')}.eml`;
      const path = join(folder, name);
      let built;
      try {
        built = await transport.sendMail(toSendMailOptions(from, message));
      } catch (error) {
        throw new MailError(`Could not build the mail message: ${describeError(error)}`, {
          cause: error,
        });
      }
      const content = built.message;
      if (!Buffer.isBuffer(content)) throw new Error('nodemailer returned a stream, not a buffer');
      const temporary = join(folder, `.${name}.tmp`);
      try {
        // Every time, so a folder removed while running is made again.
        await ensurePrivateDir(folder, logger);
        await writeFile(temporary, content, { mode: 0o600, flag: 'wx' });
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined);
        const code = (error as NodeJS.ErrnoException).code;
        throw new MailError(`Could not write mail to outbox ${folder}: ${describeError(error)}`, {
          cause: error,
          ...(typeof code === 'string' && { code }),
        });
      }
      logger.info({ path, subject: message.subject }, 'mail written to outbox');
      return { messageId: built.messageId, location: path };
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
};

/**
 * Messages in an outbox folder (its `.eml` files; 0 while the folder does not exist yet): the
 * mail nobody has collected, for the metrics (pms_mail_outbox_messages).
 */
export const countOutboxMessages = async (dir: string): Promise<number> => {
  try {
    const names = await readdir(dir);
    return names.filter((name) => name.endsWith('.eml') && !name.startsWith('.')).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
};
