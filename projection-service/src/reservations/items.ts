import { z } from 'zod';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { type ReservationDoc, RESERVATIONS } from './projection';
import { reservationItemsResponse } from './responses';

const READ_RESERVATIONS = propertyRoute('manage-reservations', 'show-reservations');

/** The most reservations one call sums (the UI asks in batches below it). */
export const MAX_ITEM_IDS = 200;

/**
 * GET /api/reservations/items?ids=a,b,c (the spec's `reservations/items`): the additional
 * services of the given reservations of the caller's property, summed per service and price.
 * Ids of another property (or none at all) add nothing.
 */
/** `ids=a,b,c` (or repeated): record ids, at most `max` of them. */
export const idListQuery = (max: number) =>
  z.preprocess(
    (v) =>
      (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [])
        .map((s) => String(s).trim())
        .filter(Boolean),
    z
      .array(
        z
          .string()
          .max(64, { error: 'validation.tooLong' })
          .regex(/^[\w-]+$/, { error: 'validation.invalid' }),
      )
      .max(max, { error: 'validation.max' }),
  );

export const reservationItemsQuerySchema = z.object({
  ids: idListQuery(MAX_ITEM_IDS).refine((ids) => ids.length > 0, {
    error: 'validation.required',
  }),
});

/** One line of the export's additional services sheet. */
export interface ServiceTotal {
  categoryName: string;
  categoryNameEn?: string;
  name: string;
  /** Per unit (tugrik). */
  price: number;
  totalQuantity: number;
  /** price × totalQuantity (tugrik). */
  amount: number;
}

/** The services of the property's reservations among `ids`, by category, name and price. */
export const reservationItems = async (
  readStore: ReadStore,
  propertyId: string,
  ids: readonly string[],
): Promise<ServiceTotal[]> => {
  const docs = await readStore
    .collection<ReservationDoc>(RESERVATIONS)
    .find({ propertyId, _id: { $in: [...new Set(ids)] } }, { projection: { items: 1 } });
  const totals = new Map<string, ServiceTotal>();
  for (const doc of docs) {
    for (const item of doc.items ?? []) {
      const key = JSON.stringify([
        item.serviceCategoryClone.serviceCategoryId,
        item.serviceClone.serviceId,
        item.price,
      ]);
      const total = totals.get(key);
      if (total) {
        total.totalQuantity += item.quantity;
        total.amount += item.quantity * item.price;
      } else {
        totals.set(key, {
          categoryName: item.serviceCategoryClone.name,
          ...(item.serviceCategoryClone.nameEn
            ? { categoryNameEn: item.serviceCategoryClone.nameEn }
            : {}),
          name: item.serviceClone.name,
          price: item.price,
          totalQuantity: item.quantity,
          amount: item.quantity * item.price,
        });
      }
    }
  }
  return [...totals.values()].sort(
    (a, b) =>
      a.categoryName.localeCompare(b.categoryName) ||
      a.name.localeCompare(b.name) ||
      a.price - b.price,
  );
};

/** Registered before `/reservations/:id`, which would take `items` for an id. */
export const reservationItemsQuery = (routes: GuardedRoutes, readStore: ReadStore): void => {
  routes.get('/reservations/items', READ_RESERVATIONS, async (req, res) => {
    const { ids } = reservationItemsQuerySchema.parse(req.query);
    const data = await reservationItems(readStore, propertyCallerOf(res).propertyId, ids);
    res.json({ data });
  });
  routes.describe('get', '/reservations/items', {
    query: reservationItemsQuerySchema,
    response: reservationItemsResponse,
  });
};
