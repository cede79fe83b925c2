import type { Logger } from '../logging';
import { createOutboxMailer } from './outbox';
import type { Mailer } from './port';
import { createSmtpMailer } from './smtp';

export interface MailerConfig {
  /** SMTP connection URL (see `SmtpMailerOptions.url`); unset or empty: the outbox folder. */
  smtpUrl?: string | undefined;
  /** The sender (`From`), e.g. `Hotel <noreply@hotel.mn>`. */
  from: string;
  /** Where the outbox writes `.eml` files when there is no SMTP server. */
  outboxDir: string;
  logger: Logger;
}

/** SMTP when `smtpUrl` is set, else the embedded outbox folder. */
export const createMailer = ({ smtpUrl, from, outboxDir, logger }: MailerConfig): Mailer => {
  if (smtpUrl !== undefined && smtpUrl !== '') {
    const mailer = createSmtpMailer({ url: smtpUrl, from, logger });
    logger.info({ mail: 'smtp' }, 'mail goes out through SMTP');
    return mailer;
  }
  logger.info({ mail: 'outbox', dir: outboxDir }, 'mail is written to the outbox folder');
  return createOutboxMailer({ dir: outboxDir, from, logger });
};
