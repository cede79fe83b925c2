import { deriveId } from '@hotel/events/ids';
import { translate } from '@hotel/events/messages';
import { RuleBroken } from '@hotel/events/rule-broken';
import { streams } from '@hotel/events/streams';
import { issueVatReceiptSchema, voidVatReceiptSchema } from '@hotel/events/vat-receipts/commands';
import type { CompanyRegistry } from '@hotel/infra/company-registry/port';
import { HttpProblem, problemTypes } from '@hotel/infra/http/problem';
import { type GuardedRoutes, propertyRoute } from '@hotel/infra/http/route-policy';
import type { Logger } from '@hotel/infra/logging';
import { type CommandRouteDeps, commandRoute } from '../http/command-route';
import { profile } from '../profile/decider';
import { property } from '../property/decider';
import { group, type LiveReservation, reservation } from '../reservations/decider';
import { decisionContext } from '../reservations/route-support';
import {
  decideVatReceipt,
  decideVatVoid,
  issueVatReceipt,
  type PayLinesState,
  payLines,
  vatReceiptBook,
  voidVatReceipt,
} from './decider';
import type { EReceiptService } from './port';

/** Issuing takes money's permission: whoever takes payments may hand out their receipts. */
const MANAGE_RESERVATIONS = propertyRoute('manage-reservations');

/**
 * POST /api/vat-receipts — issue (or get back) a group's VAT receipt. The receipt book of the
 * property is the consistency boundary: one receipt per group, numbers in order. The national
 * e-receipt service is asked inside the decision (numbering depends on the book); a conflict
 * re-decides, which asks it again with the same sequence (a real adapter must be idempotent
 * on it, see docs/documents.md).
 */
export const vatReceiptRoutes = (
  routes: GuardedRoutes,
  deps: CommandRouteDeps & {
    readonly eReceipts: EReceiptService;
    readonly companyRegistry: CompanyRegistry;
    readonly logger: Logger;
  },
): void => {
  routes.post(
    '/vat-receipts',
    MANAGE_RESERVATIONS,
    commandRoute(deps, {
      type: 'IssueVatReceipt',
      schema: issueVatReceiptSchema,
      lockKey: (_command, context) => streams.vatReceipts(context.propertyId as string),
      handler: async (command, context, loader) => {
        const propertyId = context.propertyId as string;
        const [book, place, hotel, members, who] = await Promise.all([
          loader.load(streams.vatReceipts(propertyId), vatReceiptBook),
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
        const lines = await Promise.all(
          ids.map(
            async (id) => [id, await loader.load(streams.reservation(id), payLines)] as const,
          ),
        );
        const decision = decideVatReceipt(command, book, {
          propertyId,
          place,
          profile: hotel,
          group: members,
          reservations: states.filter(
            (s): s is LiveReservation => s.exists && s.propertyId === propertyId,
          ),
          payLines: new Map<string, PayLinesState>(lines),
          extraBedName: translate('vatReceipt.extraBed', context.language),
        });
        if (decision.kind === 'issued') {
          const { receipt } = decision;
          return {
            events: {},
            status: 200,
            body: { id: receipt.receiptId, ddtd: receipt.ddtd, groupId: receipt.groupId },
          };
        }
        let customer = null;
        if (command.billType === 'organization' && command.registerNo) {
          const company = await deps.companyRegistry.lookup(command.registerNo);
          if (!company.found) throw new RuleBroken('vatReceipt.unknownCompany', {}, 'registerNo');
          customer = { registerNo: command.registerNo, name: company.companyName };
        }
        let answer;
        try {
          answer = await deps.eReceipts.issue(decision.request);
        } catch (error) {
          deps.logger.error({ err: error }, 'the e-receipt service could not issue a receipt');
          throw new HttpProblem({
            type: problemTypes.unavailable,
            title: translate('vatReceipt.serviceFailed', context.language),
            status: 502,
            code: 'vatReceipt.serviceFailed',
          });
        }
        const receiptId = deriveId(context.commandId, 'vat-receipt');
        return {
          events: {
            [streams.vatReceipts(propertyId)]: issueVatReceipt(decision.draft, answer, {
              receiptId,
              now: context.now,
              user: who.user,
              customer,
            }),
          },
          status: 201,
          body: { id: receiptId, ddtd: answer.ddtd, groupId: command.groupId },
        };
      },
    }),
  );

  /**
   * POST /api/vat-receipts/:id/void — void an issued receipt by a numbered credit note. The
   * e-receipt service is asked inside the decision (the credit note's number depends on the
   * book); a conflict re-decides with the next number.
   */
  routes.post(
    '/vat-receipts/:id/void',
    MANAGE_RESERVATIONS,
    commandRoute(deps, {
      type: 'VoidVatReceipt',
      schema: voidVatReceiptSchema,
      lockKey: (_command, context) => streams.vatReceipts(context.propertyId as string),
      handler: async (command, context, loader) => {
        const propertyId = context.propertyId as string;
        const [book, place, who] = await Promise.all([
          loader.load(streams.vatReceipts(propertyId), vatReceiptBook),
          loader.load(streams.property(propertyId), property),
          decisionContext(loader, context),
        ]);
        const decision = decideVatVoid(command, book, { propertyId, place });
        let answer;
        try {
          answer = await deps.eReceipts.void(decision.request);
        } catch (error) {
          deps.logger.error({ err: error }, 'the e-receipt service could not void a receipt');
          throw new HttpProblem({
            type: problemTypes.unavailable,
            title: translate('vatReceipt.serviceFailed', context.language),
            status: 502,
            code: 'vatReceipt.serviceFailed',
          });
        }
        const creditNoteId = deriveId(context.commandId, 'vat-credit-note');
        return {
          events: {
            [streams.vatReceipts(propertyId)]: voidVatReceipt(decision.draft, answer, {
              creditNoteId,
              now: context.now,
              user: who.user,
            }),
          },
          status: 201,
          body: {
            id: command.id,
            creditNoteId,
            ddtd: answer.ddtd,
            groupId: decision.draft.groupId,
          },
        };
      },
    }),
  );
};
