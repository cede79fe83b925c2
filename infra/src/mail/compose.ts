import type { SendMailOptions } from 'nodemailer';
import type { MailMessage } from './port';

/** The nodemailer message for a port message, with `from` as the sender. */
export const toSendMailOptions = (from: string, message: MailMessage): SendMailOptions => ({
  from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  ...(message.html !== undefined && { html: message.html }),
  ...(message.bcc !== undefined && message.bcc.length > 0 && { bcc: message.bcc }),
  ...(message.replyTo !== undefined && { replyTo: message.replyTo }),
  ...(message.attachments !== undefined && {
    attachments: message.attachments.map((a) => ({
      filename: a.filename,
      content: a.content,
      ...(a.contentType !== undefined && { contentType: a.contentType }),
      ...(a.cid !== undefined && { cid: a.cid }),
    })),
  }),
});

/** A one-line description of any thrown value. */
export const describeError = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
