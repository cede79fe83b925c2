import { whenFieldsValid } from '@hotel/events/fields';
import { endNotBeforeStart, listQuerySchema } from '@hotel/events/list-query';
import { z } from 'zod';
import { addDays, isIsoDate, startOfDay } from '@hotel/events/dates';
import { type Language, parseLanguage } from '@hotel/events/messages';
import { bankById } from '@hotel/events/reference/banks';
import { requestStatuses } from '@hotel/events/reservation-requests/events';
import {
  canCancel,
  canConfirm,
  canConvert,
  canRecordPayment,
  canRequestPayment,
  paymentStateOf,
} from '@hotel/events/reservation-requests/rules';
import { HttpProblemNotFound } from '@hotel/infra/http/auth';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { Filter, ReadStore } from '@hotel/infra/read-store/port';
import { HOTEL_BANK_ACCOUNTS, type HotelBankAccountDoc } from '../profile/projection';
import { type ReservationDoc, RESERVATIONS } from '../reservations/projection';
import { idListQuery } from '../reservations/items';
import { propertyDayOf } from '../reservations/routes';
import {
  requestFiguresResponse,
  reservationRequestDetailResponse,
  reservationRequestListResponse,
} from './responses';
import {
  RESERVATION_REQUEST_HOLDS,
  RESERVATION_REQUESTS,
  type RequestHoldDoc,
  type ReservationRequestDoc,
} from './projection';

const READ_REQUESTS = propertyRoute('manage-reservations');
/** The figures are the dashboard's too (show-reservations). */
const READ_FIGURES = propertyRoute('manage-reservations', 'show-reservations');

/** A date filter; a value that is not text is called invalid here (not "required"). */
const optionalDate = () =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ error: 'validation.invalid' })
      .refine(isIsoDate, { error: 'validation.date', abort: true })
      .optional(),
  );

export const requestFilterTypes = ['createdAt', 'paidAt', 'checkIn', 'checkOut'] as const;

/** GET /api/reservation/requests (docs/reservation-requests.md). */
export const requestListQuerySchema = listQuerySchema
  .extend({
    filterType: z.enum(requestFilterTypes, { error: 'validation.invalid' }).default('createdAt'),
    start: optionalDate(),
    end: optionalDate(),
    statuses: z.preprocess(
      (v) =>
        (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [])
          .map((s) => String(s).trim())
          .filter(Boolean),
      z.array(z.enum(requestStatuses, { error: 'validation.invalid' })),
    ),
    /** Only these requests (the reservation export's linked requests). */
    ids: idListQuery(200),
  })
  .superRefine(endNotBeforeStart, whenFieldsValid);
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const requestListFilter = (
  propertyId: string,
  query: RequestListQuery,
  timeZone: string,
): Filter => {
  const filter: Filter = { propertyId };
  if (query.ids.length > 0) filter._id = { $in: query.ids };
  if (query.statuses.length > 0) filter.status = { $in: query.statuses };
  if (query.search) filter.searchText = { $regex: escapeRegex(query.search.toLowerCase()) };
  if (query.start || query.end) {
    const range: Record<string, string> = {};
    if (query.filterType === 'createdAt' || query.filterType === 'paidAt') {
      // Instants: the dates are the property's days.
      if (query.start) range.$gte = startOfDay(query.start, timeZone);
      if (query.end) range.$lt = startOfDay(addDays(query.end, 1), timeZone);
    } else {
      if (query.start) range.$gte = query.start;
      if (query.end) range.$lte = query.end;
    }
    filter[query.filterType] = range;
  }
  return filter;
};

/** What the screens may offer for a request (the server enforces the same rules). */
const allowedOf = (doc: ReservationRequestDoc) => ({
  confirm: canConfirm(doc),
  cancel: canCancel(doc),
  requestPayment: canRequestPayment(doc),
  recordPayment: canRecordPayment(doc),
  convert: canConvert(doc),
});

export const requestView = (doc: ReservationRequestDoc) => {
  const { _id, propertyId: _p, searchText: _s, ...fields } = doc;
  return { id: _id, ...fields, paymentState: paymentStateOf(doc), allowed: allowedOf(doc) };
};
export type RequestView = ReturnType<typeof requestView>;

export const listRequests = async (
  readStore: ReadStore,
  propertyId: string,
  query: RequestListQuery,
) => {
  const day = await propertyDayOf(readStore, propertyId);
  const filter = requestListFilter(propertyId, query, day.timeZone);
  const requests = readStore.collection<ReservationRequestDoc>(RESERVATION_REQUESTS);
  const paging =
    query.rowsPerPage > 0
      ? { skip: (query.page - 1) * query.rowsPerPage, limit: query.rowsPerPage }
      : {};
  const [docs, total] = await Promise.all([
    requests.find(filter, { sort: { createdAt: -1, number: -1 }, ...paging }),
    requests.countDocuments(filter),
  ]);
  return { data: docs.map(requestView), total, workingDate: day.workingDate };
};

/** The property's accounts a payment may be asked into (name of the bank in `language`). */
const bankAccountsOf = async (readStore: ReadStore, propertyId: string, language: Language) =>
  (
    await readStore
      .collection<HotelBankAccountDoc>(HOTEL_BANK_ACCOUNTS)
      .find({ propertyId }, { sort: { order: 1 } })
  ).map((account) => ({
    id: account._id,
    bankName: bankById(account.bankId)?.[language] ?? account.bankId,
    accountName: account.accountName,
    number: account.number,
    currency: account.currency,
    isDefault: account.isDefault,
  }));

/** One request with its hold, its reservations and the accounts to ask payment into. */
export const findRequest = async (
  readStore: ReadStore,
  propertyId: string,
  id: string,
  language: Language,
) => {
  const doc = await readStore
    .collection<ReservationRequestDoc>(RESERVATION_REQUESTS)
    .findOne({ _id: id, propertyId });
  if (!doc) return null;
  const [hold, reservations, bankAccounts, day] = await Promise.all([
    readStore.collection<RequestHoldDoc>(RESERVATION_REQUEST_HOLDS).findOne({ _id: id }),
    doc.reservationIds.length > 0
      ? readStore
          .collection<ReservationDoc>(RESERVATIONS)
          .find({ _id: { $in: doc.reservationIds }, propertyId }, { sort: { number: 1 } })
      : Promise.resolve([]),
    bankAccountsOf(readStore, propertyId, language),
    propertyDayOf(readStore, propertyId),
  ]);
  return {
    ...requestView(doc),
    hold: hold && !hold.released ? { until: hold.until } : null,
    reservations: reservations.map((r) => ({
      id: r._id,
      number: r.number,
      status: r.status,
      roomTypeName: r.roomTypeClone.name,
      roomTypeNameEn: r.roomTypeClone.nameEn ?? null,
      roomName: r.roomClone?.name ?? null,
      checkIn: r.checkIn,
      checkOut: r.checkOut,
      amount: r.amount,
    })),
    bankAccounts,
    workingDate: day.workingDate,
  };
};

/**
 * The dashboard's request figures (operations spec §2 Dashboard `reservationRequests`):
 * requests not canceled (`total`), of them confirmed or converted (`totalConfirmed`), their
 * amount and what was paid of it — optionally only those created in a range of the property's
 * days. Exported for the dashboard query.
 */
export const requestFigures = async (
  readStore: ReadStore,
  propertyId: string,
  range: { start?: string | undefined; end?: string | undefined } = {},
) => {
  const { timeZone } = await propertyDayOf(readStore, propertyId);
  const match: Filter = { propertyId, status: { $ne: 'canceled' } };
  if (range.start || range.end) {
    const createdAt: Record<string, string> = {};
    if (range.start) createdAt.$gte = startOfDay(range.start, timeZone);
    if (range.end) createdAt.$lt = startOfDay(addDays(range.end, 1), timeZone);
    match.createdAt = createdAt;
  }
  const docs = await readStore
    .collection<ReservationRequestDoc>(RESERVATION_REQUESTS)
    .find(match, { projection: { status: 1, amount: 1, amountPaid: 1 } });
  return {
    total: docs.length,
    totalConfirmed: docs.filter((d) => d.status === 'confirmed' || d.status === 'reservation')
      .length,
    totalAmount: docs.reduce((sum, d) => sum + d.amount, 0),
    paidAmount: docs.reduce((sum, d) => sum + d.amountPaid, 0),
  };
};

/** Whether the property has had any reservation request (the side menu's `hasResRequest`). */
export const propertiesWithRequests = async (
  readStore: ReadStore,
  propertyIds: readonly string[],
): Promise<Set<string>> => {
  if (propertyIds.length === 0) return new Set();
  const docs = await readStore
    .collection<ReservationRequestDoc>(RESERVATION_REQUESTS)
    .find({ propertyId: { $in: [...propertyIds] } }, { projection: { propertyId: 1 } });
  return new Set(docs.map((d) => d.propertyId));
};

const figuresQuerySchema = z
  .object({ start: optionalDate(), end: optionalDate() })
  .superRefine((v, ctx) => {
    if (v.start && v.end && v.end < v.start) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'validation.endBeforeStart' });
    }
  }, whenFieldsValid);

/** GET /api/reservation/requests, /reservation/requests/figures, /reservation/requests/:id. */
export const reservationRequestQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  routes.get('/reservation/requests', READ_REQUESTS, async (req, res) => {
    const query = requestListQuerySchema.parse(req.query);
    res.json(await listRequests(readStore, propertyCallerOf(res).propertyId, query));
  });

  routes.get('/reservation/requests/figures', READ_FIGURES, async (req, res) => {
    const range = figuresQuerySchema.parse(req.query);
    res.json(await requestFigures(readStore, propertyCallerOf(res).propertyId, range));
  });

  routes.get('/reservation/requests/:id', READ_REQUESTS, async (req, res) => {
    const request = await findRequest(
      readStore,
      propertyCallerOf(res).propertyId,
      String(req.params.id),
      parseLanguage(req.header('x-language')),
    );
    if (!request) throw new HttpProblemNotFound(res);
    res.json({ request });
  });
  // The query each route above reads (OpenAPI, input sweeps).
  routes.describe('get', '/reservation/requests', {
    query: requestListQuerySchema,
    response: reservationRequestListResponse,
  });
  routes.describe('get', '/reservation/requests/figures', {
    query: figuresQuerySchema,
    response: requestFiguresResponse,
  });
  routes.describe('get', '/reservation/requests/:id', {
    response: reservationRequestDetailResponse,
  });
};
