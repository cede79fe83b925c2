import { createTransport } from 'nodemailer';
import type { Logger } from '../logging';
import { describeError, toSendMailOptions } from './compose';
import { MailError, type Mailer } from './port';

export interface SmtpMailerOptions {
  /**
   * Connection URL: `smtp://[user:pass@]host[:port][?options]` (plain, upgraded with STARTTLS
   * when the server offers it; port 587 by default) or `smtps://...` (TLS from the start; port
   * 465 by default). Percent-encode special characters in the user name and password.
   *
   * Query parameters set transport options (values `true`/`false` and numbers are converted):
   * - `ignoreTLS=true`: never use STARTTLS (a local test sink, a relay on the same host);
   * - `requireTLS=true`: refuse to send unless STARTTLS succeeds;
   * - `tls.rejectUnauthorized=false`, `tls.servername=...`: any `tls.*` socket option;
   * - `name=...` (the EHLO name), `localAddress=...`;
   * - `connectionTimeout`, `greetingTimeout`, `socketTimeout`, `dnsTimeout` (ms; defaults
   *   here 10 s, 10 s, 60 s, 10 s, shorter than nodemailer's so a request waiting on a send
   *   fails in seconds rather than minutes);
   * - `authMethod=PLAIN|LOGIN|CRAM-MD5`.
   *
   * Example: `smtp://127.0.0.1:2525?ignoreTLS=true`. An unknown parameter is refused, so a
   * misspelt option fails at start-up instead of being ignored.
   */
  url: string;
  /** The sender (`From`), e.g. `Hotel <noreply@hotel.mn>`. */
  from: string;
  logger: Logger;
}

const KNOWN_QUERY_OPTIONS = new Set([
  'ignoreTLS',
  'requireTLS',
  'opportunisticTLS',
  'name',
  'localAddress',
  'connectionTimeout',
  'greetingTimeout',
  'socketTimeout',
  'dnsTimeout',
  'authMethod',
]);

const DEFAULT_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 60_000,
  dnsTimeout: 10_000,
};

/**
 * Checks an SMTP connection URL and names the server it points at (`host:port`), for
 * messages. Errors never repeat the URL, which may hold a password.
 */
export const parseSmtpUrl = (url: string): { endpoint: string; secure: boolean } => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('SMTP URL is not a valid URL (expected smtp://user:pass@host:port)');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new Error(
      `SMTP URL must start with smtp:// or smtps://, not ${parsed.protocol.replace(/:$/, '')}://`,
    );
  }
  if (parsed.hostname === '') throw new Error('SMTP URL has no host name');
  for (const key of parsed.searchParams.keys()) {
    if (!KNOWN_QUERY_OPTIONS.has(key) && !key.startsWith('tls.')) {
      throw new Error(
        `SMTP URL has an unknown option "${key}" (known: ${[...KNOWN_QUERY_OPTIONS].join(', ')}, tls.*)`,
      );
    }
  }
  const secure = parsed.protocol === 'smtps:';
  return { endpoint: `${parsed.hostname}:${parsed.port || (secure ? 465 : 587)}`, secure };
};

interface SmtpErrorDetails {
  code?: unknown;
  responseCode?: unknown;
  permanent?: unknown;
}

const toMailError = (error: unknown, endpoint: string): MailError => {
  const details: SmtpErrorDetails =
    typeof error === 'object' && error !== null ? (error as SmtpErrorDetails) : {};
  const code = typeof details.code === 'string' ? details.code : undefined;
  const responseCode = typeof details.responseCode === 'number' ? details.responseCode : undefined;
  const permanent = typeof details.permanent === 'boolean' ? details.permanent : undefined;
  return new MailError(
    `Could not send mail through SMTP server ${endpoint}: ${describeError(error)}` +
      (code !== undefined ? ` (${code})` : ''),
    {
      cause: error,
      ...(code !== undefined && { code }),
      ...(responseCode !== undefined && { responseCode }),
      ...(permanent !== undefined && { permanent }),
    },
  );
};

/**
 * Sends through an SMTP server (one connection per message). A failure rejects with a
 * `MailError` naming the server and the reason; it is not logged here (the caller decides
 * whether a failed send is an error). A successful send is logged at info level with its
 * Message-ID and subject, never the body (it may hold a reset link).
 */
export const createSmtpMailer = ({ url, from, logger }: SmtpMailerOptions): Mailer => {
  const { endpoint } = parseSmtpUrl(url);
  // Options parsed from the URL take precedence over these defaults.
  const transport = createTransport({ url, ...DEFAULT_TIMEOUTS });
  return {
    async send(message) {
      let info;
      try {
        info = await transport.sendMail(toSendMailOptions(from, message));
      } catch (error) {
        throw toMailError(error, endpoint);
      }
      if (info.rejected.length > 0) {
        logger.warn(
          { messageId: info.messageId, rejected: info.rejected.length, smtp: endpoint },
          'SMTP server refused some recipients',
        );
      }
      logger.info(
        { messageId: info.messageId, subject: message.subject, smtp: endpoint },
        'mail sent',
      );
      return { messageId: info.messageId };
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
};
