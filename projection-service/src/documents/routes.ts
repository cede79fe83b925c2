import type { Request, Response } from 'express';
import type { InvoicePrint, InvoicePrintLine, Letterhead } from '@hotel/events/documents/data';
import type { Language } from '@hotel/events/messages';
import { parseLanguage } from '@hotel/events/messages';
import { localName } from '@hotel/events/names';
import { HttpProblemNotFound } from '@hotel/infra/http/auth';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { findGroup, findReservation, propertyDayOf } from '../reservations/routes';
import { letterheadOf } from './letterhead';
import { documentDataResponse } from './responses';
import { INVOICES, type InvoiceDoc } from '../invoices/projection';
import { translate } from '@hotel/events/messages';
import { serviceName } from '@hotel/events/documents/wording';
import { perUnit, sumTaxes } from '@hotel/events/pricing/money';
import {
  chargeKindOf,
  kindsOfWindow,
  windowIds,
  windowOfKind,
  windowTaxes,
} from '@hotel/events/folio/routing';

/**
 * The printouts' data (docs/documents.md): a reservation's or a group's folios as the detail
 * reads them, with the hotel's letterhead. Every figure a document prints is one the folio
 * already holds (amount, paid, balance, the price breakdown): no document adds anything up
 * the folio does not. Anyone who may read reservations may print them (spec: print pages ask
 * for no other permission).
 */
export type { InvoicePrint, InvoicePrintLine, Letterhead };
export { letterheadOf } from './letterhead';

const READ_RESERVATIONS = propertyRoute('manage-reservations', 'show-reservations');

export type Folio = NonNullable<Awaited<ReturnType<typeof findReservation>>>;

const roomName = (r: Folio, language: Language) =>
  [localName(r.roomTypeClone, language), r.roomClone?.name].filter(Boolean).join(' · ');

/**
 * One payer window of a folio as its documents print it (docs/folio.md "Payer routing"): the
 * price lines of the charge kinds routed there, the window's taxes (`windowTaxes`: a tax on top
 * whole where the taxes go, an included tax the window's share), its charges as the amount,
 * its payments, paid and balance. Null when the stay has no such window.
 */
export const folioOfWindow = (r: Folio, windowId: string): Folio | null => {
  const window = r.windows.find((w) => w.windowId === windowId);
  if (!window) return null;
  const listed = new Set(r.windows.map((w) => w.windowId as string));
  return {
    ...r,
    price: {
      ...r.price,
      lines: r.price.lines.filter(
        (line) => windowOfKind(r.routing, chargeKindOf(line)) === windowId,
      ),
      taxes: windowTaxes(r.routing, r.price, windowId),
      total: window.charges,
    },
    amount: window.charges,
    paid: window.paid,
    balance: window.balance,
    // A payment of a window no longer listed counts in the guest's (as windowsOf counts it).
    payments: r.payments.filter((p) => {
      const own = p.windowId && listed.has(p.windowId) ? p.windowId : '1';
      return own === windowId;
    }),
  };
};

/**
 * The `window` query of a document (`?window=2`): its id, or undefined without one; a value
 * that is no window id is null (not found).
 */
export const windowQueryOf = (value: unknown): string | null | undefined => {
  if (value === undefined || value === '') return undefined;
  return typeof value === 'string' && (windowIds as readonly string[]).includes(value)
    ? value
    : null;
};

/** These folios as one window prints them (the stays without it left out). */
const foliosOfWindow = (reservations: readonly Folio[], windowId: string | undefined): Folio[] =>
  windowId === undefined
    ? [...reservations]
    : reservations.flatMap((r) => {
        const windowed = folioOfWindow(r, windowId);
        return windowed ? [windowed] : [];
      });

/** The partner paying a window of these stays (the first that has it), or null. */
const payerOf = (reservations: readonly Folio[], windowId: string | undefined) =>
  windowId === undefined
    ? null
    : (reservations.flatMap((r) => r.windows).find((w) => w.windowId === windowId && w.partnerClone)
        ?.partnerClone ?? null);

/** Canceled and no-show stays are not billed. */
const billed = (r: Folio) => r.status !== 'canceled' && r.status !== 'no-show';

/**
 * What was received on these stays: their payments less what was refunded of them, but a
 * receivable not yet paid (it is what an invoice asks the customer to pay, not money received).
 */
export const receivedOn = (reservations: readonly Folio[]): number =>
  reservations.reduce(
    (sum, r) =>
      sum +
      r.payments
        .filter((p) => p.incomeType !== 'receivable' || p.isPaid)
        .reduce(
          (paid, p) =>
            paid +
            p.amountMnt -
            (p.refunds ?? []).reduce((back, refund) => back + refund.amount, 0),
          0,
        ),
    0,
  );

/** What remains to pay on an invoice: its total less what was received, never below 0. */
const settlement = (fullTotalAmount: number, reservations: readonly Folio[]) => {
  const paid = receivedOn(reservations);
  return { paid, toPay: Math.max(0, fullTotalAmount - paid) };
};

export const invoiceFromFolio = (
  all: Folio[],
  group: {
    readonly guestClone: Folio['guestClone'];
    readonly partnerClone?: { name: string } | null;
  },
  hotel: Letterhead,
  language: Language,
  /** The payer window the folios are of (`folioOfWindow`): the room is billed only if routed there. */
  windowId?: string,
): InvoicePrint => {
  const reservations = all.filter(billed);
  const lines: InvoicePrintLine[] = [];
  const items: InvoicePrintLine[] = [];
  for (const r of reservations) {
    const billsRoom = windowId === undefined || kindsOfWindow(r.routing, windowId).includes('room');
    // The stay: its nights and children, less its discount (as an invoice bills a room).
    const amount = r.price.lines
      .filter((l) => l.kind === 'room' || l.kind === 'child' || l.kind === 'discount')
      .reduce((sum, l) => sum + l.amount, 0);
    const quantity = r.stayType === 'night' ? Math.max(1, r.price.nights) : 1;
    if (billsRoom)
      lines.push({
        key: `room:${r.id}`,
        kind: 'room',
        checkIn: r.checkIn,
        checkOut: r.stayType === 'night' ? r.checkOut : r.checkIn,
        name: roomName(r, language),
        ...perUnit(amount, quantity),
        amount,
      });
    r.price.lines.forEach((line, i) => {
      if (line.kind !== 'service' && line.kind !== 'extraBed') return;
      items.push({
        key: `${line.kind}:${r.id}:${i}`,
        kind: 'item',
        checkIn: null,
        checkOut: null,
        name:
          line.name === undefined
            ? translate('invoice.extraBed', language)
            : line.kind === 'service'
              ? serviceName(line, r, language)
              : line.name,
        ...perUnit(line.amount, line.quantity),
        amount: line.amount,
      });
    });
  }
  // The stays' own taxes, summed per tax (the one rule, events/src/pricing/money.ts).
  const english = new Map(
    reservations.flatMap((r) => r.taxClones.map((clone) => [clone.taxId, clone.nameEn] as const)),
  );
  const taxes = sumTaxes(reservations.map((r) => r.price.taxes)).map((tax) => ({
    key: tax.id,
    name: (language === 'en' && english.get(tax.id)) || tax.name,
    percentage: tax.percentage,
    inclusive: tax.inclusive,
    amount: tax.amount,
  }));
  const guest = group.guestClone;
  const guestName = [guest.name, guest.surname].filter(Boolean).join(' ');
  const fullTotalAmount = reservations.reduce((sum, r) => sum + r.amount, 0);
  return {
    source: 'folio',
    number: null,
    invoiceDate: null,
    paymentPeriod: null,
    customer: {
      customerName: group.partnerClone?.name ?? guestName,
      registerNo: null,
      address: null,
      phoneNumber: guest.phoneNumber,
      email: guest.email,
      contractNo: null,
      tourCode: null,
      voucherCode: null,
    },
    lines: [...lines, ...items],
    taxes,
    totalAmount: [...lines, ...items].reduce((sum, l) => sum + l.amount, 0),
    fullTotalAmount,
    ...settlement(fullTotalAmount, reservations),
    banks: hotel.banks,
  };
};

/** What an invoice asks for: its total, less what its credit notes took back (when it has any). */
const dueOf = (invoice: InvoiceDoc): number => {
  const remaining: unknown = (invoice as { remainingAmount?: unknown }).remainingAmount;
  return typeof remaining === 'number' ? remaining : invoice.fullTotalAmount;
};

/** The invoice as issued; paid and to pay from the payments on the stays it bills. */
export const invoiceFromInvoice = (
  invoice: InvoiceDoc,
  reservations: Folio[],
  hotel: Letterhead,
  language: Language,
): InvoicePrint => ({
  source: 'invoice',
  number: invoice.number,
  invoiceDate: invoice.invoiceDate,
  paymentPeriod: invoice.paymentPeriod,
  customer: { ...invoice.customer, email: invoice.email },
  lines: invoice.items
    .filter((item) => item.itemType !== 'tax')
    .map((item) => ({
      key: item.key,
      kind: item.itemType === 'room' ? 'room' : 'item',
      checkIn: item.date,
      // A stay's departure from its folio (the invoice keeps the arrival only).
      checkOut:
        item.itemType === 'room'
          ? (reservations.find((r) => item.key === `room:${r.id}`)?.checkOut ?? null)
          : null,
      name: localName(item, language),
      quantity: item.quantity,
      price: item.price,
      amount: item.amount,
    })),
  taxes: invoice.items
    .filter((item) => item.itemType === 'tax')
    .map((item) => ({
      key: item.key,
      name: localName(item, language),
      percentage: item.percentage ?? 0,
      inclusive: item.inclusive ?? false,
      amount: item.amount,
    })),
  totalAmount: invoice.totalAmount,
  fullTotalAmount: invoice.fullTotalAmount,
  ...settlement(
    dueOf(invoice),
    // The stays it bills: a room, or (a window's invoice may bill no room) a service or bed.
    reservations.filter((r) =>
      invoice.items.some(
        (item) =>
          item.key === `room:${r.id}` ||
          item.key.startsWith(`item:${r.id}:`) ||
          item.key.startsWith(`bed:${r.id}:`),
      ),
    ),
  ),
  // The accounts the invoice was made with, printed where the hotel shows payment information.
  banks: hotel.banks.length > 0 ? invoice.banks.map((b, i) => ({ id: String(i), ...b })) : [],
});

export const languageOf = (value: unknown): Language =>
  parseLanguage(typeof value === 'string' ? value : null);

/** Whose document: a group's (with its stays) or one reservation's. */
export interface DocumentSubject {
  group: { id: string; number: number; createdAt: string } | null;
  reservations: Folio[];
  invoice?: (hotel: Letterhead) => InvoicePrint;
}

/**
 * Everything a document prints (GET /documents/..., and the e-mailed HTML and PDF of
 * documents/render): the letterhead, the stays as the detail reads them, the server's sums,
 * the working date. Null when the property has no profile.
 */
export const documentDataOf = async (
  readStore: ReadStore,
  propertyId: string,
  language: Language,
  subject: DocumentSubject,
) => {
  const [hotel, day] = await Promise.all([
    letterheadOf(readStore, propertyId, language),
    propertyDayOf(readStore, propertyId),
  ]);
  if (!hotel) return null;
  const { reservations } = subject;
  return {
    hotel,
    group: subject.group,
    reservations,
    totals: {
      amount: reservations.reduce((sum, r) => sum + r.amount, 0),
      paid: reservations.reduce((sum, r) => sum + r.paid, 0),
      balance: reservations.reduce((sum, r) => sum + r.balance, 0),
    },
    workingDate: day.workingDate,
    timeZone: day.timeZone,
    ...(subject.invoice ? { invoice: subject.invoice(hotel) } : {}),
  };
};

export type DocumentData = NonNullable<Awaited<ReturnType<typeof documentDataOf>>>;

/** A reservation's (`isGroup` false) or a group's document data, or null when not the property's. */
export const findDocument = async (
  readStore: ReadStore,
  propertyId: string,
  { id, isGroup }: { id: string; isGroup: boolean },
  language: Language,
): Promise<DocumentData | null> => {
  if (isGroup) {
    const group = await findGroup(readStore, propertyId, id);
    if (!group) return null;
    return documentDataOf(readStore, propertyId, language, {
      group: { id: group.id, number: group.number, createdAt: group.createdAt },
      reservations: group.reservations,
    });
  }
  const reservation = await findReservation(readStore, propertyId, id);
  if (!reservation) return null;
  return documentDataOf(readStore, propertyId, language, {
    group: null,
    reservations: [reservation],
  });
};

/**
 * One issued invoice's document data (its printout and its e-mailed PDF): the invoice as made,
 * with the stays of its group it bills (for their dates and the payments received on them).
 * Null when the invoice is not the property's.
 */
export const findInvoiceDocument = async (
  readStore: ReadStore,
  propertyId: string,
  invoiceId: string,
  language: Language,
): Promise<DocumentData | null> => {
  const invoice = await readStore
    .collection<InvoiceDoc>(INVOICES)
    .findOne({ _id: invoiceId, propertyId });
  if (!invoice) return null;
  const group = await findGroup(readStore, propertyId, invoice.groupId);
  const reservations = foliosOfWindow(
    (group?.reservations ?? []).filter(
      (r) => invoice.reservationId === null || r.id === invoice.reservationId,
    ),
    invoice.windowId,
  );
  return documentDataOf(readStore, propertyId, language, {
    group: group
      ? { id: group.id, number: group.number, createdAt: group.createdAt }
      : { id: invoice.groupId, number: invoice.groupNumber, createdAt: invoice.createdAt },
    reservations,
    invoice: (hotel) => invoiceFromInvoice(invoice, reservations, hotel, language),
  });
};

/** Who may read an issued invoice's document: who may read reservations, or make invoices. */
const READ_INVOICES = propertyRoute('manage-reservations', 'show-reservations', 'manage-invoices');

/**
 * GET /api/documents/reservations/:id and /documents/groups/:id (the printouts' data), in the
 * document's language (`?language=en`; the interface's otherwise): a document is printed in
 * either whatever the interface speaks.
 */
export const documentQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  const respond = async (
    res: Response,
    propertyId: string,
    language: Language,
    subject: DocumentSubject,
  ) => {
    const data = await documentDataOf(readStore, propertyId, language, subject);
    if (!data) throw new HttpProblemNotFound(res);
    res.json(data);
  };

  /** `?window=2`: only that payer window's charges, payments and balance (none: everything). */
  routes.get('/documents/reservations/:id', READ_RESERVATIONS, async (req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const windowId = windowQueryOf(req.query.window);
    const reservation = await findReservation(readStore, propertyId, String(req.params.id));
    if (!reservation || windowId === null) throw new HttpProblemNotFound(res);
    const reservations = foliosOfWindow([reservation], windowId);
    if (reservations.length === 0) throw new HttpProblemNotFound(res);
    await respond(res, propertyId, languageOf(req.query.language ?? req.headers['x-language']), {
      group: null,
      reservations,
    });
  });

  /**
   * GET /documents/invoices/:groupId (the group's invoice) and /documents/invoices/:groupId/:id
   * (one reservation's): the documents' data with `invoice`, what the invoice prints — the
   * property's latest invoice made for it (its own customer and items), or else the stays'
   * folio. A reservation not in that group is a 404.
   */
  const invoiceDocument = async (req: Request, res: Response) => {
    const { propertyId } = propertyCallerOf(res);
    const language = languageOf(req.query.language ?? req.headers['x-language']);
    const group = await findGroup(readStore, propertyId, String(req.params.groupId));
    if (!group) throw new HttpProblemNotFound(res);
    const windowId = windowQueryOf(req.query.window);
    if (windowId === null) throw new HttpProblemNotFound(res);
    const reservationId = req.params.id ? String(req.params.id) : null;
    const stays = reservationId
      ? group.reservations.filter((r) => r.id === reservationId)
      : group.reservations;
    // `?window=2`: that payer window of each stay that has it (a master payer: every room).
    const reservations = foliosOfWindow(stays, windowId);
    if (reservations.length === 0) throw new HttpProblemNotFound(res);
    // The latest invoice made for it: of that window with one, of everything without.
    const latest = (
      await readStore
        .collection<InvoiceDoc>(INVOICES)
        .find({ propertyId, groupId: group.id, reservationId }, { sort: { number: -1 } })
    ).find((invoice) => invoice.windowId === windowId);
    const payer = payerOf(stays, windowId);
    await respond(res, propertyId, language, {
      group: { id: group.id, number: group.number, createdAt: group.createdAt },
      reservations,
      invoice: (hotel) =>
        latest
          ? invoiceFromInvoice(latest, reservations, hotel, language)
          : invoiceFromFolio(
              reservations,
              payer ? { ...group, partnerClone: payer } : group,
              hotel,
              language,
              windowId,
            ),
    });
  };
  routes.get('/documents/invoices/:groupId', READ_RESERVATIONS, invoiceDocument);
  routes.get('/documents/invoices/:groupId/:id', READ_RESERVATIONS, invoiceDocument);

  /** GET /documents/issued-invoices/:id: one issued invoice, with paid and to pay. */
  routes.get('/documents/issued-invoices/:id', READ_INVOICES, async (req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const language = languageOf(req.query.language ?? req.headers['x-language']);
    const data = await findInvoiceDocument(readStore, propertyId, String(req.params.id), language);
    if (!data) throw new HttpProblemNotFound(res);
    res.json(data);
  });

  routes.get('/documents/groups/:id', READ_RESERVATIONS, async (req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const windowId = windowQueryOf(req.query.window);
    const group = await findGroup(readStore, propertyId, String(req.params.id));
    if (!group || windowId === null) throw new HttpProblemNotFound(res);
    const reservations = foliosOfWindow(group.reservations, windowId);
    if (reservations.length === 0) throw new HttpProblemNotFound(res);
    await respond(res, propertyId, languageOf(req.query.language ?? req.headers['x-language']), {
      group: { id: group.id, number: group.number, createdAt: group.createdAt },
      reservations,
    });
  });
  for (const path of [
    '/documents/reservations/:id',
    '/documents/invoices/:groupId',
    '/documents/invoices/:groupId/:id',
    '/documents/issued-invoices/:id',
    '/documents/groups/:id',
  ]) {
    routes.describe('get', path, { response: documentDataResponse });
  }
};
