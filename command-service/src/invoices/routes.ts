import type { NextFunction, Request, Response } from 'express';
import { deriveId } from '@hotel/events/ids';
import {
  createInvoiceSchema,
  creditInvoiceSchema,
  sendInvoiceSchema,
} from '@hotel/events/invoices/commands';
import { type Language, translate } from '@hotel/events/messages';
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
import type { MailMessage, Mailer } from '@hotel/infra/mail/port';
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
import { decisionContext } from '../reservations/routes';
import {
  createInvoice,
  creditInvoice,
  invoiceBook,
  type InvoiceBookState,
  sendInvoice,
} from './decider';

const MANAGE_INVOICES = propertyRoute('manage-invoices');

const money = (value: number) => value.toLocaleString('en-US').replace(/,/g, ' ');

/** The invoice as an e-mail in the caller's language (plain text; the printable page is the UI's). */
const invoiceMail = (
  invoice: NonNullable<ReturnType<InvoiceBookState['invoices']['get']>>,
  to: string,
  language: Language,
): MailMessage => {
  const lines = invoice.items
    .map((item) =>
      item.itemType === 'tax'
        ? `${item.name} ${item.percentage ?? 0}%: ${money(item.amount)}₮`
        : `${item.name} — ${item.quantity} × ${money(item.price)}₮ = ${money(item.amount)}₮`,
    )
    .join('\n');
  const banks = invoice.banks
    .map((b) => `${b.bankName}: ${b.number} (${b.accountName}, ${b.currency})`)
    .join('\n');
  const params = {
    hotel: invoice.hotel.name,
    number: invoice.number,
    customer: invoice.customer.customerName,
    invoiceDate: invoice.invoiceDate,
    paymentPeriod: invoice.paymentPeriod,
    lines,
    total: money(invoice.fullTotalAmount),
    banks,
  };
  return {
    to,
    subject: translate('invoice.mailSubject', language, params),
    text: translate('invoice.mailBody', language, params),
    ...(invoice.hotel.email ? { replyTo: invoice.hotel.email } : {}),
  };
};

/** Invoices: created from a group's reservations; e-mailed to the customer. */
export const invoiceRoutes = (
  routes: GuardedRoutes,
  deps: CommandRouteDeps & { readonly mailer: Mailer; readonly logger: Logger },
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
    describedBy({ body: sendInvoiceSchema, commandType: 'SendInvoice' }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const command = parseInput(sendInvoiceSchema, { ...req.body, id: req.params.id }, req);
        const { propertyId } = propertyCallerOf(res);
        const context = commandContext(req, res, deps, { type: 'SendInvoice', data: command });
        // The mail goes first: only an invoice the mail server took is marked sent.
        const book = await deps.pipeline.reader.load(streams.invoices(propertyId), invoiceBook);
        const invoice = book.invoices.get(command.id);
        if (!invoice || invoice.propertyId !== propertyId) throw new NotFound('invoice');
        try {
          await deps.mailer.send(invoiceMail(invoice, command.email, context.language));
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
