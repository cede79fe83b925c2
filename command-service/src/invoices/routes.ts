import { z } from 'zod';
import { apiSchema } from '@hotel/infra/http/api-schemas';
import type { NextFunction, Request, Response } from 'express';
import { deriveId } from '@hotel/events/ids';
import {
  createInvoiceSchema,
  creditInvoiceSchema,
  sendInvoiceSchema,
} from '@hotel/events/invoices/commands';
import { translate } from '@hotel/events/messages';
import { NotFound } from '@hotel/events/rule-broken';
import { streams } from '@hotel/events/streams';
import { HttpProblem, problemTypes } from '@hotel/infra/http/problem';
import {
  type GuardedRoutes,
  describedBy,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { Logger } from '@hotel/infra/logging';
import type { Mailer } from '@hotel/infra/mail/port';
import { type DocumentSource, documentMail } from '../documents-mail/routes';
import {
  type CommandRouteDeps,
  commandContext,
  commandRoute,
  mapCommandError,
  parseInput,
  sendOutcome,
} from '../http/command-route';
import { profile } from '../profile/decider';
import { property } from '../property/decider';
import { group, type LiveReservation, reservation } from '../reservations/decider';
import { decisionContext } from '../reservations/route-support';
import { createInvoice, creditInvoice, invoiceBook, sendInvoice } from './decider';

/** What the route answers (named in the API's document). */
const invoiceSentAnswer = apiSchema(
  'InvoiceSent',
  z.object({ id: z.string(), email: z.string(), position: z.string() }),
);

const MANAGE_INVOICES = propertyRoute('manage-invoices');

/** Invoices: created from a group's reservations; e-mailed to the customer. */
export const invoiceRoutes = (
  routes: GuardedRoutes,
  deps: CommandRouteDeps & {
    readonly mailer: Mailer;
    readonly logger: Logger;
    /** The printouts (the read models'); none: sending answers 503 `document.unavailable`. */
    readonly documents?: DocumentSource;
  },
): void => {
  routes.post(
    '/invoices',
    MANAGE_INVOICES,
    commandRoute(deps, {
      type: 'CreateInvoice',
      schema: createInvoiceSchema,
      handler: async (command, context, loader) => {
        const propertyId = context.propertyId as string;
        const [book, place, hotel, members, who] = await Promise.all([
          loader.load(streams.invoices(propertyId), invoiceBook),
          loader.load(streams.property(propertyId), property),
          loader.load(streams.profile(propertyId), profile),
          loader.load(streams.group(command.groupId), group),
          decisionContext(loader, context),
        ]);
        const ids =
          members.exists && members.propertyId === propertyId ? members.reservationIds : [];
        const states = await Promise.all(
          ids.map((id) => loader.load(streams.reservation(id), reservation)),
        );
        const invoiceId = deriveId(context.commandId, 'invoice');
        const events = createInvoice(command, book, {
          propertyId,
          place,
          profile: hotel,
          group: members,
          reservations: states.filter(
            (s): s is LiveReservation => s.exists && s.propertyId === propertyId,
          ),
          invoiceId,
          now: context.now,
          language: context.language,
          user: who.user,
        });
        const created = events[0];
        return {
          events: { [streams.invoices(propertyId)]: events },
          status: 201,
          body: {
            id: invoiceId,
            number: created?.type === 'InvoiceCreated' ? created.data.number : null,
          },
        };
      },
    }),
  );

  // POST /api/invoices/:id/credit — a numbered credit note, in full or by lines (decider.ts).
  routes.post(
    '/invoices/:id/credit',
    MANAGE_INVOICES,
    commandRoute(deps, {
      type: 'CreditInvoice',
      schema: creditInvoiceSchema,
      handler: async (command, context, loader) => {
        const propertyId = context.propertyId as string;
        const [book, place, who] = await Promise.all([
          loader.load(streams.invoices(propertyId), invoiceBook),
          loader.load(streams.property(propertyId), property),
          decisionContext(loader, context),
        ]);
        const creditNoteId = deriveId(context.commandId, 'invoice-credit-note');
        const events = creditInvoice(command, book, {
          propertyId,
          place,
          creditNoteId,
          now: context.now,
          user: who.user,
        });
        return {
          events: { [streams.invoices(propertyId)]: events },
          status: 201,
          body: { id: command.id, creditNoteId, number: events[0]?.data.number ?? null },
        };
      },
    }),
  );

  routes.post(
    '/invoices/:id/send',
    MANAGE_INVOICES,
    describedBy({
      body: sendInvoiceSchema,
      commandType: 'SendInvoice',
      response: invoiceSentAnswer,
    }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const command = parseInput(sendInvoiceSchema, { ...req.body, id: req.params.id }, req);
        const { propertyId } = propertyCallerOf(res);
        const context = commandContext(req, res, deps, { type: 'SendInvoice', data: command });
        // The mail goes first: only an invoice the mail server took is marked sent.
        const book = await deps.pipeline.reader.load(streams.invoices(propertyId), invoiceBook);
        const invoice = book.invoices.get(command.id);
        if (!invoice || invoice.propertyId !== propertyId) throw new NotFound('invoice');
        // The invoice as it prints, as an HTML mail with its PDF (like the letters and receipts).
        if (!deps.documents) {
          throw new HttpProblem({
            type: problemTypes.unavailable,
            title: translate('document.unavailable', context.language),
            status: 503,
            code: 'document.unavailable',
          });
        }
        const minPosition = req.get('x-min-position')?.trim();
        try {
          const rendered = await deps.documents.renderInvoice(
            propertyId,
            invoice.invoiceId,
            command.language ?? context.language,
            minPosition,
          );
          // Not in the read models yet (just made, the projections behind): nothing is sent.
          if (!rendered) throw new Error(`invoice ${invoice.invoiceId} is not readable yet`);
          await deps.mailer.send(documentMail(rendered, command.email));
        } catch (error) {
          deps.logger.error({ err: error }, 'invoice e-mail could not be sent');
          throw new HttpProblem({
            type: problemTypes.unavailable,
            title: translate('invoice.mailFailed', context.language),
            status: 502,
            code: 'invoice.mailFailed',
          });
        }
        const outcome = await deps.pipeline(
          async (_command, ctx, loader) => {
            const current = await loader.load(streams.invoices(propertyId), invoiceBook);
            return {
              events: {
                [streams.invoices(propertyId)]: sendInvoice(command, current, {
                  propertyId,
                  now: ctx.now,
                }),
              },
              status: 200,
              body: { id: command.id, email: command.email },
            };
          },
          command,
          context,
        );
        sendOutcome(res, outcome);
      } catch (error) {
        next(mapCommandError(error));
      }
    },
  );
};
