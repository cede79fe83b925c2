import { z } from 'zod';
import { apiSchema } from '@hotel/infra/http/api-schemas';
import { type SendDocument, sendDocumentSchema } from '@hotel/events/documents/commands';
import { type Language, translate } from '@hotel/events/messages';
import { NotFound } from '@hotel/events/rule-broken';
import { HttpProblem, problemTypes } from '@hotel/infra/http/problem';
import type { NextFunction, Request, Response } from 'express';
import { type GuardedRoutes, describedBy, propertyRoute } from '@hotel/infra/http/route-policy';
import type { Logger } from '@hotel/infra/logging';
import type { MailMessage, Mailer } from '@hotel/infra/mail/port';
import {
  type CommandRouteDeps,
  commandContext,
  mapCommandError,
  parseInput,
  sendOutcome,
} from '../http/command-route';
import type { CommandContext } from '../pipeline/context';

/** What the route answers (named in the API's document). */
const documentSentAnswer = apiSchema(
  'DocumentSent',
  z.object({
    message: z.string(),
    id: z.string(),
    isGroup: z.boolean(),
    type: z.string(),
    email: z.string(),
    language: z.string(),
    position: z.string(),
  }),
);

/**
 * A document rendered for e-mail. The documents' data live in the read models, so the
 * composition gives the command side a source that reads them with the same function as
 * GET /documents/... (projection-service/src/documents/render).
 */
export interface RenderedDocument {
  subject: string;
  html: string;
  text: string;
  pdf: Buffer;
  filename: string;
  hotel: { name: string; email: string | null; reservationEmail: string | null };
  /** The hotel's logo, sent inline: the HTML shows it as `cid:{cid}`. */
  logo?: { content: Buffer; contentType: string; cid: string };
}

export interface DocumentSource {
  /**
   * Null when the reservation or group is not the property's. `minPosition`: the caller's
   * X-Min-Position (read-your-writes: the document as the caller last saw it, or newer).
   */
  render(
    propertyId: string,
    request: { id: string; isGroup: boolean; type: SendDocument['type'] },
    language: Language,
    minPosition?: string,
  ): Promise<RenderedDocument | null>;
  /** An issued invoice of the property as its printout (null when the read models lack it). */
  renderInvoice(
    propertyId: string,
    invoiceId: string,
    language: Language,
    minPosition?: string,
  ): Promise<RenderedDocument | null>;
}

/** A rendered document as a mail to `to`: HTML and text, the PDF attached, the logo inline. */
export const documentMail = (rendered: RenderedDocument, to: string): MailMessage => {
  const replyTo = rendered.hotel.reservationEmail ?? rendered.hotel.email;
  return {
    to,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    ...(replyTo ? { replyTo } : {}),
    attachments: [
      { filename: rendered.filename, content: rendered.pdf, contentType: 'application/pdf' },
      ...(rendered.logo
        ? [
            {
              filename: 'logo.png',
              content: rendered.logo.content,
              contentType: rendered.logo.contentType,
              cid: rendered.logo.cid,
            },
          ]
        : []),
    ],
  };
};

/**
 * Sending is an act on the hotel's behalf toward a guest, so it asks for the permission to
 * manage reservations; reading them (show-reservations) lets one print, not send.
 */
const SEND_DOCUMENTS = propertyRoute('manage-reservations');

/**
 * POST /api/send/email `{ id, isGroup, email, type, language? }` (settings spec §7): the
 * document as an HTML e-mail with its PDF attached. Runs as a command with no events: its
 * record (the command's own stream) says the document was sent to whom, and the same command
 * re-sent with its Idempotency-Key is answered from that record without mailing again. A mail
 * the server did not take is a 502 and records nothing, so trying again is safe.
 */
export const documentMailRoutes = (
  routes: GuardedRoutes,
  deps: CommandRouteDeps & {
    readonly mailer: Mailer;
    readonly logger: Logger;
    readonly documents?: DocumentSource;
  },
): void => {
  routes.post(
    '/send/email',
    SEND_DOCUMENTS,
    describedBy({
      body: sendDocumentSchema,
      commandType: 'SendDocument',
      response: documentSentAnswer,
    }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const command = parseInput(sendDocumentSchema, req.body, req);
        const context = commandContext(req, res, deps, { type: 'SendDocument', data: command });
        const minPosition = req.get('x-min-position')?.trim();
        const outcome = await deps.pipeline(
          async () => mailDocument(command, context, minPosition),
          command,
          context,
        );
        sendOutcome(res, outcome);
      } catch (error) {
        next(mapCommandError(error));
      }
    },
  );

  const mailDocument = async (
    command: SendDocument,
    context: CommandContext,
    minPosition: string | undefined,
  ) => {
    const propertyId = context.propertyId as string;
    const language: Language = command.language ?? context.language;
    if (!deps.documents) {
      throw new HttpProblem({
        type: problemTypes.unavailable,
        title: translate('document.unavailable', context.language),
        status: 503,
        code: 'document.unavailable',
      });
    }
    const rendered = await deps.documents.render(propertyId, command, language, minPosition);
    if (!rendered) throw new NotFound(command.isGroup ? 'group' : 'reservation');
    try {
      await deps.mailer.send(documentMail(rendered, command.email));
    } catch (error) {
      deps.logger.error({ err: error }, 'document e-mail could not be sent');
      throw new HttpProblem({
        type: problemTypes.unavailable,
        title: translate('document.mailFailed', context.language),
        status: 502,
        code: 'document.mailFailed',
      });
    }
    return {
      events: {},
      status: 200,
      body: {
        message: translate('document.sent', context.language),
        id: command.id,
        isGroup: command.isGroup,
        type: command.type,
        email: command.email,
        language,
      },
    };
  };
};
