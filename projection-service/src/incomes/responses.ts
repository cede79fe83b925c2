import { z } from 'zod';
import { billTypes, incomeKinds } from '@hotel/events/folio/events';
import { guestCloneSchema, reservationStatuses } from '@hotel/events/reservations/events';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/**
 * What GET /api/incomes and /api/incomes/{id} answer (the UI's types are generated from these:
 * see docs/adding-a-feature.md, "Generated types").
 */

/** A payment method's line of an income, in the income's currency. */
export const incomePayResponse = apiSchema(
  'IncomePay',
  z.object({
    paymentMethod: z.object({
      id: z.string(),
      name: z.string(),
      nameEn: z.string().optional(),
      color: z.string(),
    }),
    amount: z.number(),
  }),
);

/**
 * One income of the incomes page: a payment of a folio, a cancellation fee paid on the spot,
 * or a refund (type `refund`, a negative amount, `refundOf` the payment).
 */
export const incomeResponse = apiSchema(
  'Income',
  z.object({
    id: z.string(),
    refId: z.string().describe('The reservation it belongs to'),
    reservation: z.object({
      id: z.string(),
      number: z.number().int(),
      groupId: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      status: z.enum(reservationStatuses),
    }),
    incomeType: z.enum(incomeKinds),
    refundOf: z.string().optional().describe('A refund: the payment it gives money of back'),
    reason: z.string().optional().describe('A refund: why the money was given back'),
    amount: z.number().describe('In tugrik (negative for a refund)'),
    currency: z.string(),
    rate: z.number(),
    currencyAmount: z.number(),
    incomePays: z.array(incomePayResponse),
    paidPays: z.array(incomePayResponse).describe("A receivable's: how its payer paid"),
    paymentMethodIds: z.array(z.string()),
    payer: guestCloneSchema,
    windowId: z.string().optional().describe("The stay's payer window (absent: the guest's)"),
    payerPartner: z.object({ partnerId: z.string(), name: z.string() }).nullable().optional(),
    userName: z.string().nullable(),
    postedDate: z.string(),
    paidAt: z.string().nullable().describe('Null: owed'),
    notes: z.string().nullable(),
    billType: z.enum(billTypes),
    isPaid: z.boolean(),
    isAudited: z.boolean(),
    createdAt: z.string(),
    allowed: z.object({
      pay: z.boolean().describe('A receivable not paid nor audited'),
      edit: z.boolean().describe('Bill type and notes, while owed and not audited'),
    }),
  }),
);

/** GET /api/incomes: one page of incomes, latest first. */
export const incomeListResponse = apiSchema(
  'IncomeList',
  z.object({ data: z.array(incomeResponse), total: z.number().int() }),
);
