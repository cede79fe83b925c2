import { z } from 'zod';
import { whenFieldsValid } from '@hotel/events/fields';
import { endNotBeforeStart, listQuerySchema } from '@hotel/events/list-query';
import { windowIds } from '@hotel/events/folio/routing';
import { invoiceCandidates, windowInvoiceLines } from '@hotel/events/invoices/lines';
import { parseLanguage, translate } from '@hotel/events/messages';
import type { TaxClone } from '@hotel/events/reservations/events';
import { HttpProblemNotFound } from '@hotel/infra/http/auth';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { Filter, ReadStore } from '@hotel/infra/read-store/port';
import {
  RESERVATION_GROUPS,
  RESERVATIONS,
  type ReservationDoc,
  type ReservationGroupDoc,
} from '../reservations/projection';
import { INVOICES, type InvoiceDoc } from './projection';
import {
  invoiceDraftResponse,
  invoiceListResponse,
  invoiceResponse,
  invoiceStaysResponse,
} from './responses';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** GET /api/invoices: sent or not, a range of invoice dates or payment periods, search, paging. */
export const invoiceListQuerySchema = listQuerySchema
  .extend({
    isSent: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
    ),
    filterType: z.preprocess(
      (v) => (v === '' || v === undefined ? 'invoiceDate' : v),
      z.enum(['invoiceDate', 'paymentPeriod'], { error: 'validation.invalid' }),
    ),
  })
  .superRefine(endNotBeforeStart, whenFieldsValid);

const draftQuerySchema = z.object({
  groupId: z.string().uuid({ error: 'validation.invalid' }),
  resId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().uuid({ error: 'validation.invalid' }).optional(),
  ),
  /** A payer window (docs/folio.md "Payer routing"): its lines, its partner as the customer. */
  window: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(windowIds, { error: 'validation.invalid' }).optional(),
  ),
});

export const invoiceView = (doc: InvoiceDoc) => {
  const { _id, propertyId: _p, searchText: _s, ...fields } = doc;
  return {
    id: _id,
    ...fields,
    creditNotes: doc.creditNotes ?? [],
    lineCredits: doc.lineCredits ?? [],
    creditedAmount: doc.creditedAmount ?? 0,
    remainingAmount: doc.remainingAmount ?? doc.fullTotalAmount,
    creditStatus: doc.creditStatus ?? 'none',
  };
};

const staysQuerySchema = z.object({
  search: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string({ error: 'validation.invalid' }).max(100, { error: 'validation.tooLong' }).optional(),
  ),
});

/**
 * The stays an invoice may be made for, for the list's "New invoice" (the newest 20, or those
 * whose number, guest, phone or room matches `search`): each with its group, to bill the whole
 * group or the one reservation.
 */
export const invoiceStays = async (
  readStore: ReadStore,
  propertyId: string,
  query: z.infer<typeof staysQuerySchema>,
) => {
  const filter: Filter = { propertyId };
  if (query.search) filter.searchText = { $regex: escapeRegex(query.search.toLowerCase()) };
  // Newest first in the reservation list's order, which the embedded file's index walks and
  // stops after 20 (by number alone it loaded the property's every reservation: 150 ms the
  // first time after a start on a property of 5,000).
  const docs = await readStore
    .collection<ReservationDoc>(RESERVATIONS)
    .find(filter, { sort: { createdAt: -1, number: -1 }, limit: 20 });
  return {
    data: docs.map((doc) => ({
      reservationId: doc._id,
      number: doc.number,
      groupId: doc.groupId,
      groupNumber: doc.groupNumber,
      groupSize: doc.groupSize,
      guestName: doc.guestName,
      roomName: doc.roomName,
      checkIn: doc.checkIn,
      checkOut: doc.checkOut,
      status: doc.status,
    })),
  };
};

export const listInvoices = async (
  readStore: ReadStore,
  propertyId: string,
  query: z.infer<typeof invoiceListQuerySchema>,
) => {
  const filter: Filter = { propertyId };
  if (query.isSent) filter.isSent = query.isSent === 'true';
  if (query.search) filter.searchText = { $regex: escapeRegex(query.search.toLowerCase()) };
  if (query.start || query.end) {
    const range: Record<string, string> = {};
    if (query.start) range.$gte = query.start;
    if (query.end) range.$lte = query.end;
    filter[query.filterType] = range;
  }
  const invoices = readStore.collection<InvoiceDoc>(INVOICES);
  const paging =
    query.rowsPerPage > 0
      ? { skip: (query.page - 1) * query.rowsPerPage, limit: query.rowsPerPage }
      : {};
  const [docs, total] = await Promise.all([
    invoices.find(filter, { sort: { number: -1 }, ...paging }),
    invoices.countDocuments(filter),
  ]);
  return { data: docs.map(invoiceView), total };
};

/**
 * What an invoice for a group (or one of its reservations) may bill: the same lines the
 * command builds, from the reservations read model, with the guest and the group's number.
 */
export const invoiceDraft = async (
  readStore: ReadStore,
  propertyId: string,
  query: z.infer<typeof draftQuerySchema>,
  extraBed: string,
) => {
  const group = (
    await readStore.collection<ReservationGroupDoc>(RESERVATION_GROUPS).find({ _id: query.groupId })
  )[0];
  if (!group || group.propertyId !== propertyId) return null;
  const ids = query.resId
    ? group.reservationIds.filter((id) => id === query.resId)
    : group.reservationIds;
  if (ids.length === 0) return null;
  const docs = (
    await readStore.collection<ReservationDoc>(RESERVATIONS).find({ _id: { $in: ids } })
  )
    .filter((doc) => doc.propertyId === propertyId)
    .sort((a, b) => a.number - b.number);
  const taxes = new Map<string, TaxClone>();
  for (const doc of docs) for (const tax of doc.taxClones) taxes.set(tax.taxId, tax);
  const sources = docs
    .filter(
      (doc) =>
        !query.window ||
        query.window === '1' ||
        (doc.routing?.windows ?? []).some((w) => w.windowId === query.window),
    )
    .map((doc) => ({
      reservationId: doc._id,
      number: doc.number,
      roomTypeName: doc.roomTypeClone.name,
      roomTypeNameEn: doc.roomTypeClone.nameEn,
      roomName: doc.roomClone?.name ?? null,
      stayType: doc.stayType,
      checkIn: doc.checkIn,
      checkOut: doc.checkOut,
      price: doc.price,
      items: doc.items ?? [],
      extraBeds: doc.extraBeds ?? [],
      taxClones: doc.taxClones,
      routing: doc.routing ?? null,
    }));
  if (sources.length === 0) return null;
  // A window's invoice bills exactly the charges routed there (all its lines, taxes included).
  const candidates = query.window
    ? windowInvoiceLines(sources, query.window, { extraBed }).items
    : invoiceCandidates(sources, { extraBed });
  const first = docs[0];
  const payer = query.window
    ? docs.flatMap((doc) => doc.routing?.windows ?? []).find((w) => w.windowId === query.window)
        ?.partnerClone
    : undefined;
  return {
    groupId: group._id,
    groupNumber: group.number,
    resId: query.resId ?? null,
    reservationNumbers: docs.map((doc) => doc.number),
    guestName: first?.guestClone.name ?? group.guestClone.name,
    guestSurname: first?.guestClone.surname ?? group.guestClone.surname,
    email: first?.guestClone.email ?? null,
    partnerName: payer?.name ?? first?.partnerClone?.name ?? null,
    ...(query.window ? { windowId: query.window } : {}),
    candidates,
  };
};

/** GET /api/invoices, /api/invoices/draft, /api/invoices/stays, /api/invoices/{id} (docs/folio.md). */
export const invoiceQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  const MANAGE = propertyRoute('manage-invoices');
  routes.get('/invoices', MANAGE, async (req, res) => {
    const query = invoiceListQuerySchema.parse(req.query);
    res.json(await listInvoices(readStore, propertyCallerOf(res).propertyId, query));
  });
  routes.get('/invoices/draft', MANAGE, async (req, res) => {
    // The window as `window` (like the documents) or `windowId` (like the invoice command).
    const query = draftQuerySchema.parse({
      ...req.query,
      window: req.query.window ?? req.query.windowId,
    });
    const language = parseLanguage(req.header('x-language'));
    const draft = await invoiceDraft(
      readStore,
      propertyCallerOf(res).propertyId,
      query,
      translate('invoice.extraBed', language),
    );
    if (!draft) throw new HttpProblemNotFound(res);
    res.json(draft);
  });
  routes.get('/invoices/stays', MANAGE, async (req, res) => {
    const query = staysQuerySchema.parse(req.query);
    res.json(await invoiceStays(readStore, propertyCallerOf(res).propertyId, query));
  });
  routes.get('/invoices/:id', MANAGE, async (req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const doc = await readStore
      .collection<InvoiceDoc>(INVOICES)
      .findOne({ _id: String(req.params.id), propertyId });
    if (!doc) throw new HttpProblemNotFound(res);
    res.json(invoiceView(doc));
  });
  routes.describe('get', '/invoices', { response: invoiceListResponse });
  routes.describe('get', '/invoices/:id', { response: invoiceResponse });
  routes.describe('get', '/invoices/draft', {
    query: draftQuerySchema,
    response: invoiceDraftResponse,
  });
  routes.describe('get', '/invoices/stays', {
    query: staysQuerySchema,
    response: invoiceStaysResponse,
  });
};
