import { HttpProblemNotFound } from '@hotel/infra/http/auth';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { ROOM_TYPES, type RoomTypeDoc } from '../room-types/projection';
import { ALLOTMENT_STAYS, ALLOTMENTS, type AllotmentDoc, type AllotmentStayDoc } from './documents';
import { pickUpNights, totalsOf } from './pick-up';
import { allotmentListResponse, pickUpReportResponse } from './responses';

/** The contracts are kept by whoever keeps the rates (docs/allotments.md). */
const MANAGE_RATES = propertyRoute('manage-rates');

const roomTypeNames = async (readStore: ReadStore, propertyId: string) => {
  const types = await readStore
    .collection<RoomTypeDoc>(ROOM_TYPES)
    .find({ propertyId }, { projection: { name: 1, nameEn: 1 } });
  return new Map(types.map((t) => [t._id, { name: t.name, nameEn: t.nameEn ?? null }]));
};

const viewOf = (
  doc: AllotmentDoc,
  stays: readonly AllotmentStayDoc[],
  names: Map<string, { name: string; nameEn: string | null }>,
) => {
  const nights = pickUpNights(doc, stays);
  return {
    view: {
      id: doc._id,
      number: doc.number,
      partnerId: doc.partnerId,
      partnerName: doc.partnerName,
      roomTypeId: doc.roomTypeId,
      roomTypeName: names.get(doc.roomTypeId)?.name ?? '',
      roomTypeNameEn: names.get(doc.roomTypeId)?.nameEn ?? null,
      firstNight: doc.firstNight,
      lastNight: doc.lastNight,
      rooms: doc.rooms,
      releaseDays: doc.releaseDays,
      rate: doc.rate,
      createdAt: doc.createdAt,
      canceledAt: doc.canceledAt,
      totals: totalsOf(nights),
    },
    nights,
  };
};

/** The property's contracts, the newest first, each with its pick-up totals. */
export const listAllotments = async (readStore: ReadStore, propertyId: string) => {
  const [docs, stays, names] = await Promise.all([
    readStore.collection<AllotmentDoc>(ALLOTMENTS).find({ propertyId }, { sort: { number: -1 } }),
    readStore.collection<AllotmentStayDoc>(ALLOTMENT_STAYS).find({ propertyId }),
    roomTypeNames(readStore, propertyId),
  ]);
  return { data: docs.map((doc) => viewOf(doc, stays, names).view) };
};

/** One contract's pick-up report, night by night; null when it is not the property's. */
export const allotmentPickUp = async (readStore: ReadStore, propertyId: string, id: string) => {
  const doc = await readStore.collection<AllotmentDoc>(ALLOTMENTS).findOne({ _id: id });
  if (!doc || doc.propertyId !== propertyId) return null;
  const [stays, names] = await Promise.all([
    readStore
      .collection<AllotmentStayDoc>(ALLOTMENT_STAYS)
      .find({ propertyId, partnerId: doc.partnerId }),
    roomTypeNames(readStore, propertyId),
  ]);
  const { view, nights } = viewOf(doc, stays, names);
  return { allotment: view, nights };
};

/** GET /api/allotments and GET /api/allotments/:id (the pick-up report), manage-rates. */
export const allotmentQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  routes.get('/allotments', MANAGE_RATES, async (_req, res) => {
    res.json(await listAllotments(readStore, propertyCallerOf(res).propertyId));
  });
  routes.describe('get', '/allotments', { response: allotmentListResponse });
  routes.get('/allotments/:id', MANAGE_RATES, async (req, res) => {
    const report = await allotmentPickUp(
      readStore,
      propertyCallerOf(res).propertyId,
      String(req.params.id),
    );
    if (!report) throw new HttpProblemNotFound(res);
    res.json(report);
  });
  routes.describe('get', '/allotments/:id', { response: pickUpReportResponse });
};
