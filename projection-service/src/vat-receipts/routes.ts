import { HttpProblemNotFound } from '@hotel/infra/http/auth';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { languageOf } from '../documents/routes';
import { letterheadOf } from '../documents/letterhead';
import { findGroup, propertyDayOf } from '../reservations/routes';
import { VAT_RECEIPTS, type VatReceiptDoc } from './projection';
import { groupVatReceiptsResponse, vatReceiptDocumentResponse } from './responses';

/** Printing follows the documents: whoever may read reservations (docs/documents.md). */
const READ_RESERVATIONS = propertyRoute('manage-reservations', 'show-reservations');

export const vatReceiptView = (doc: VatReceiptDoc) => {
  const { _id, propertyId: _p, creditNote, ...fields } = doc;
  return { id: _id, ...fields, creditNote: creditNote ?? null };
};

/**
 * GET /api/vat-receipts/groups/:id — the VAT print page's data: the group, the hotel's
 * letterhead in the document's language, the group's live receipt (null until issued, or once
 * voided; POST /api/vat-receipts issues it) and its voided receipts with their credit notes,
 * newest first. GET /api/vat-receipts/:id — one receipt with its credit note and the
 * letterhead (the credit note's printable page). Another property's group or receipt is a 404.
 */
export const vatReceiptQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  routes.get('/vat-receipts/groups/:id', READ_RESERVATIONS, async (req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const group = await findGroup(readStore, propertyId, String(req.params.id));
    if (!group) throw new HttpProblemNotFound(res);
    const language = languageOf(req.query.language ?? req.headers['x-language']);
    const [hotel, day, receipts] = await Promise.all([
      letterheadOf(readStore, propertyId, language),
      propertyDayOf(readStore, propertyId),
      readStore
        .collection<VatReceiptDoc>(VAT_RECEIPTS)
        .find({ propertyId, groupId: group.id }, { sort: { sequence: -1 } }),
    ]);
    if (!hotel) throw new HttpProblemNotFound(res);
    const live = receipts.find((doc) => !doc.creditNote);
    res.json({
      group: { id: group.id, number: group.number, createdAt: group.createdAt },
      hotel,
      receipt: live ? vatReceiptView(live) : null,
      voided: receipts.filter((doc) => doc.creditNote).map(vatReceiptView),
      workingDate: day.workingDate,
      timeZone: day.timeZone,
    });
  });

  routes.get('/vat-receipts/:id', READ_RESERVATIONS, async (req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const receipt = await readStore
      .collection<VatReceiptDoc>(VAT_RECEIPTS)
      .findOne({ _id: String(req.params.id), propertyId });
    if (!receipt) throw new HttpProblemNotFound(res);
    const language = languageOf(req.query.language ?? req.headers['x-language']);
    const hotel = await letterheadOf(readStore, propertyId, language);
    if (!hotel) throw new HttpProblemNotFound(res);
    res.json({ hotel, receipt: vatReceiptView(receipt) });
  });
  routes.describe('get', '/vat-receipts/groups/:id', { response: groupVatReceiptsResponse });
  routes.describe('get', '/vat-receipts/:id', { response: vatReceiptDocumentResponse });
};
