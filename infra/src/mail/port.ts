/**
 * The mail port: how the application sends e-mail (password-reset links, later the guest
 * documents). Adapters: SMTP (`smtp.ts`) and the embedded outbox folder (`outbox.ts`);
 * `create-mailer.ts` picks one from the configuration.
 */

export interface MailMessage {
  /** Addresses, optionally with a display name: `Бат <bat@example.mn>`. */
  to: string | string[];
  subject: string;
  text: string;
  /** Sent as an HTML alternative to `text` (multipart/alternative). */
  html?: string;
  bcc?: string[];
  replyTo?: string;
  /**
   * Files sent with it. One with a `cid` is an inline part the HTML shows as `cid:…` (a
   * document's logo), not a file to open.
   */
  attachments?: { filename: string; content: Buffer; contentType?: string; cid?: string }[];
}

export interface Mailer {
  /**
   * Sends (or, for the outbox, writes) one message. Rejects with a `MailError` when the
   * message could not be handed over; never resolves on a failure.
   */
  send(message: MailMessage): Promise<{ messageId: string; location?: string }>;
  /** Releases connections; the mailer must not be used afterwards. */
  close?(): Promise<void>;
}

/** A message could not be sent. `cause` holds the underlying error. */
export class MailError extends Error {
  /** Nodemailer or Node.js error code (e.g. `ECONNECTION`, `EENVELOPE`, `EACCES`), when known. */
  readonly code: string | undefined;
  /** SMTP reply code, when the server answered with an error. */
  readonly responseCode: number | undefined;
  /**
   * True when the server refused the message for good (5xx): retrying the same message will
   * fail again. False or undefined: the failure may be temporary (connection, 4xx).
   */
  readonly permanent: boolean | undefined;

  constructor(
    message: string,
    options: { cause: unknown; code?: string; responseCode?: number; permanent?: boolean },
  ) {
    super(message, { cause: options.cause });
    this.name = 'MailError';
    this.code = options.code;
    this.responseCode = options.responseCode;
    this.permanent = options.permanent;
  }
}
