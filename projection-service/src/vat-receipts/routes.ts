import { HttpProblemNotFound } from '@hotel/infra/http/auth';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { languageOf, letterheadOf } from '../documents/routes';
import { findGroup, propertyDayOf } from '../reservations/routes';
import { VAT_RECEIPTS, type VatReceiptDoc } from './projection';

/** Printing follows the documents: whoever may read reservations (docs/documents.md). */
const READ_RESERVATIONS = propertyRoute('manage-reservations', 'show-reservations');

export const vatReceiptView = (doc: VatReceiptDoc) => {
  const { _id, propertyId: _p, ...fields } = doc;
  return { id: _id, ...fields };
};

/**
 * GET /api/vat-receipts/groups/:id — the VAT print page's data: the group, the hotel's
 * letterhead in the document's language, and the group's issued receipt (null until issued;
 * POST /api/vat-receipts issues it). Another property's group is a 404.
 */
export const vatReceiptQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  routes.get('/vat-receipts/groups/:id', READ_RESERVATIONS, async (req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const group = await findGroup(readStore, propertyId, String(req.params.id));
    if (!group) throw new HttpProblemNotFound(res);
    const language = languageOf(req.query.language ?? req.headers['x-language']);
    const [hotel, day, receipt] = await Promise.all([
      letterheadOf(readStore, propertyId, language),
      propertyDayOf(readStore, propertyId),
      readStore.collection<VatReceiptDoc>(VAT_RECEIPTS).findOne({ propertyId, groupId: group.id }),
    ]);
    if (!hotel) throw new HttpProblemNotFound(res);
    res.json({
      group: { id: group.id, number: group.number, createdAt: group.createdAt },
      hotel,
      receipt: receipt ? vatReceiptView(receipt) : null,
      workingDate: day.workingDate,
      timeZone: day.timeZone,
    });
  });
};
