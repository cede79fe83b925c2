import type { ChargeKind, FolioWindow, Routes, WindowId } from '@hotel/events/folio/routing';
import type { components } from '../../lib/api-types.gen';
import { injectPropertyEndpoints } from '../../lib/property-endpoints';
import {
  type OfProperty,
  type PropertyCommand,
  postCommand,
  propertyHeaders,
} from '../../lib/property-requests';

export type { ChargeKind, FolioWindow, Routes, WindowId };

/** What the folio's reads answer (generated: projection-service/src/reservations/responses.ts). */
type Schemas = components['schemas'];

/**
 * The folio (docs/folio.md): payments on a reservation, and the incomes they make. Payments
 * are posted to the command service; the reservation and the incomes list read them back.
 */

export const PAYMENT_INCOME_TYPES = ['paid', 'prepaid', 'receivable'] as const;
export type PaymentIncomeType = (typeof PAYMENT_INCOME_TYPES)[number];
/** The incomes page's kinds: a refund is money given back (a negative income). */
export const INCOME_TYPES = ['paid', 'prepaid', 'receivable', 'cancellation', 'refund'] as const;
export type IncomeType = (typeof INCOME_TYPES)[number];
export const BILL_TYPES = ['individual', 'organization'] as const;
export type BillType = (typeof BILL_TYPES)[number];

/** A line of a payment: a method and its amount (cash: handed over and change; generated). */
export type PayLineView = Schemas['ReservationPayment']['pays'][number];

/** Money of a payment given back, under its payment. */
export type Refund = Schemas['PaymentRefund'];

/** A payment as the reservation's payments panel shows it. */
export type Payment = Schemas['ReservationPayment'];

/** What is left of a payment to give back. */
export const refundableOf = (payment: Payment): number =>
  payment.amountMnt - (payment.refunds ?? []).reduce((sum, refund) => sum + refund.amount, 0);

/** A service charged to the stay. */
export type ServiceItem = Schemas['Reservation']['items'][number];

/** An extra bed for some of the stay's nights, at its policy's price (generated). */
export type ExtraBed = Schemas['Reservation']['extraBeds'][number];

/** A guest staying in the room besides the booking's own. */
export type StayGuest = Schemas['Reservation']['guestClones'][number];

export interface StayGuestForm {
  name: string;
  surname: string;
  email: string;
  phoneNumber: string;
  passportNumber: string;
  nationality: string;
}

/** What a folio list's delete names: `/items`, `/extra/beds`, `/tax/clones`, `/guest/clones`. */
export type FolioList = '/items' | '/extra/beds' | '/tax/clones' | '/guest/clones';

/** An income of the incomes list: a payment, a receivable, a fee or a refund (generated). */
export type Income = Schemas['Income'];

/** The payer's name as lists show it. */
export const payerOf = (income: Income) =>
  [income.payer.name, income.payer.surname].filter(Boolean).join(' ');

export interface IncomeListQuery {
  isPaid?: 'true' | 'false';
  filterType?: 'createdAt' | 'paidAt';
  start?: string;
  end?: string;
  incomeTypes?: IncomeType[];
  search?: string;
  /** A group's incomes (the invoice's payments table). */
  groupId?: string;
  page: number;
  rowsPerPage: number;
}

export interface PayLineRequest {
  paymentMethod: { id: string };
  amount: number;
  /** On a cash line: the money the guest handed over. */
  tendered?: number;
}

export interface RefundRequest {
  reservationId: string;
  paymentId: string;
  amount: number;
  /** None: the payment's own method. */
  paymentMethod: { id: string } | null;
  reason: string;
}

export interface PaymentRequest {
  id: string;
  incomeType: PaymentIncomeType;
  billType: BillType;
  currency: { id: string } | null;
  pays: PayLineRequest[];
  notes: string | null;
  /** The payer window it pays (absent: the guest's). */
  windowId?: WindowId;
}

/**
 * POST /api/folio/routing: who pays which charges, on one stay or every room of a group (the
 * same routing on each). Window `1` is the guest's; windows 2–4 are partners'.
 */
export interface RoutingRequest {
  reservationIds: string[];
  windows: { windowId: Exclude<WindowId, '1'>; partnerId: string }[];
  routes: Routes;
}

/** A payment changes the reservation everywhere it shows, and the incomes. */
const CHANGED = ['reservations', 'groups', 'calendar', 'incomes'] as const;

const folioApi = injectPropertyEndpoints((property, build) => ({
  postPayment: property.save<{ id: string; position: string }, { payment: PaymentRequest }>(
    '/payments',
    'payment',
    ...CHANGED,
  ),
  setFolioRouting: property.save<
    { position: string; reservationIds: string[] },
    { routing: RoutingRequest }
  >('/folio/routing', 'routing', ...CHANGED),
  /** A payment moved to another payer window of its stay (no money moves). */
  movePaymentWindow: property.command<
    { position: string },
    { reservationId: string; paymentId: string; windowId: WindowId }
  >('/payments/window', ...CHANGED),
  refundPayment: property.save<{ id: string; position: string }, { refund: RefundRequest }>(
    '/payments/refund',
    'refund',
    ...CHANGED,
  ),
  deletePayment: property.command<{ position: string }, { id: string; reservationId: string }>(
    '/payments/delete',
    ...CHANGED,
  ),
  payReceivable: property.command<
    { position: string },
    { id: string; reservationId: string; paidAt: string; pays: PayLineRequest[] }
  >('/incomes/pay', ...CHANGED),
  editIncome: property.command<
    { position: string },
    { id: string; reservationId: string; billType: BillType; notes: string | null }
  >('/incomes/edit', ...CHANGED),
  addServiceItem: property.save<
    { id: string; position: string },
    {
      item: {
        id: string;
        serviceCategory: { id: string };
        service: { id: string };
        quantity: number;
        price: number | null;
        isDiscount: boolean;
      };
    }
  >('/items', 'item', ...CHANGED),
  addExtraBed: property.command<
    { id: string; position: string },
    { id: string; policy: { id: string }; nights: number }
  >('/extra/beds', ...CHANGED),
  addReservationTax: property.command<
    { id: string; position: string },
    { id: string; tax: { id: string } }
  >('/tax/clones', ...CHANGED),
  saveStayGuest: build.mutation<
    { id: string; position: string },
    PropertyCommand & { id: string; guestCloneId: string | null; guest: StayGuestForm }
  >({
    query: ({ slug, idempotencyKey, id, guestCloneId, guest }) =>
      postCommand('/guest/clones', { id, guestCloneId, ...guest }, { slug, idempotencyKey }),
    invalidatesTags: (result) => (result ? [...CHANGED] : []),
  }),
  /** Deletes one entry of a folio list (a service item, extra bed, tax or staying guest). */
  removeFromFolio: build.mutation<
    { position: string },
    PropertyCommand & { list: FolioList; id: string; reservationId: string }
  >({
    query: ({ list, id, reservationId, ...command }) =>
      postCommand(`${list}/delete`, { id, reservationId }, command),
    invalidatesTags: (result) => (result ? [...CHANGED] : []),
  }),
  listIncomes: build.query<{ data: Income[]; total: number }, OfProperty & IncomeListQuery>({
    query: ({ slug, incomeTypes, ...query }) => ({
      url: '/incomes',
      params: {
        ...Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')),
        ...(incomeTypes && incomeTypes.length > 0 ? { incomeTypes: incomeTypes.join(',') } : {}),
      },
      headers: propertyHeaders({ slug }),
    }),
    providesTags: ['incomes'],
  }),
}));

export const {
  usePostPaymentMutation,
  useSetFolioRoutingMutation,
  useMovePaymentWindowMutation,
  useRefundPaymentMutation,
  useDeletePaymentMutation,
  usePayReceivableMutation,
  useEditIncomeMutation,
  useAddServiceItemMutation,
  useAddExtraBedMutation,
  useAddReservationTaxMutation,
  useSaveStayGuestMutation,
  useRemoveFromFolioMutation,
  useListIncomesQuery,
} = folioApi;
