import { z } from 'zod';
import { incomeKinds } from '@hotel/events/folio/events';
import { HttpProblemNotFound } from '@hotel/infra/http/auth';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { Filter, ReadStore } from '@hotel/infra/read-store/port';
import { whenFieldsValid } from '@hotel/events/fields';
import { endNotBeforeStart, listQuerySchema } from '@hotel/events/list-query';
import { INCOMES, type IncomeDoc } from './projection';
import { incomeListResponse, incomeResponse } from './responses';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const list = <T extends string>(values: readonly [T, ...T[]]) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : Array.isArray(v) ? v : String(v).split(',')),
    z
      .array(z.enum(values, { error: 'validation.invalid' }))
      .max(10)
      .optional(),
  );

/**
 * GET /api/incomes: paid or not, a date range on the posted date (`createdAt`) or the date it
 * was paid (`paidAt`), income types, search, paging (operations spec §2 incomes).
 */
export const incomeListQuerySchema = listQuerySchema
  .extend({
    isPaid: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
    ),
    filterType: z.preprocess(
      (v) => (v === '' || v === undefined ? 'createdAt' : v),
      z.enum(['createdAt', 'paidAt'], { error: 'validation.invalid' }),
    ),
    incomeTypes: list(incomeKinds),
    reservationId: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().uuid({ error: 'validation.invalid' }).optional(),
    ),
    /** A group's incomes (the invoice's payments table). */
    groupId: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().uuid({ error: 'validation.invalid' }).optional(),
    ),
  })
  .superRefine(endNotBeforeStart, whenFieldsValid);
export type IncomeListQuery = z.infer<typeof incomeListQuerySchema>;

export const incomeView = (doc: IncomeDoc) => {
  const { _id, propertyId: _p, searchText: _s, ...fields } = doc;
  return {
    id: _id,
    ...fields,
    allowed: {
      // A receivable is paid through the pay dialog; nothing audited changes.
      pay: doc.incomeType === 'receivable' && !doc.isPaid && !doc.isAudited,
      // Bill type and notes, while owed and not audited (operations spec §4).
      edit: !doc.isPaid && !doc.isAudited,
    },
  };
};
export type IncomeView = ReturnType<typeof incomeView>;

export const listIncomes = async (
  readStore: ReadStore,
  propertyId: string,
  query: IncomeListQuery,
) => {
  const filter: Filter = { propertyId };
  if (query.isPaid) filter.isPaid = query.isPaid === 'true';
  if (query.incomeTypes?.length) filter.incomeType = { $in: query.incomeTypes };
  if (query.reservationId) filter.refId = query.reservationId;
  if (query.groupId) filter['reservation.groupId'] = query.groupId;
  if (query.search) filter.searchText = { $regex: escapeRegex(query.search.toLowerCase()) };
  const field = query.filterType === 'paidAt' ? 'paidAt' : 'postedDate';
  if (query.start || query.end) {
    const range: Record<string, string> = {};
    if (query.start) range.$gte = query.start;
    if (query.end) range.$lte = query.end;
    filter[field] = range;
  }
  const incomes = readStore.collection<IncomeDoc>(INCOMES);
  const paging =
    query.rowsPerPage > 0
      ? { skip: (query.page - 1) * query.rowsPerPage, limit: query.rowsPerPage }
      : {};
  const [docs, total] = await Promise.all([
    incomes.find(filter, { sort: { [field]: -1, createdAt: -1, _id: 1 }, ...paging }),
    incomes.countDocuments(filter),
  ]);
  return { data: docs.map(incomeView), total };
};

/** GET /api/incomes and /api/incomes/{id} (docs/folio.md). */
export const incomeQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  const MANAGE = propertyRoute('manage-reservations');
  routes.get('/incomes', MANAGE, async (req, res) => {
    const query = incomeListQuerySchema.parse(req.query);
    res.json(await listIncomes(readStore, propertyCallerOf(res).propertyId, query));
  });
  routes.get('/incomes/:id', MANAGE, async (req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const doc = await readStore
      .collection<IncomeDoc>(INCOMES)
      .findOne({ _id: String(req.params.id), propertyId });
    if (!doc) throw new HttpProblemNotFound(res);
    res.json(incomeView(doc));
  });
  routes.describe('get', '/incomes', { response: incomeListResponse });
  routes.describe('get', '/incomes/:id', { response: incomeResponse });
};
