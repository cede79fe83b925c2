import type { Request } from 'express';
import { parseLanguage } from '@hotel/events/messages';
import { productCategories, productCategoryById } from '@hotel/events/reference/product-categories';
import { type ListQuery, listQuerySchema } from '@hotel/events/settings/commands';
import { type SettingsKind, settingsKinds } from '@hotel/events/settings/events';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { Filter, ReadStore } from '@hotel/infra/read-store/port';
import { SETTINGS_ITEMS, type SettingsItemDoc } from './projection';
import { productCategoryListResponse, settingsListResponses } from './responses';

/**
 * Who reads each list: its manager, and the screens that pick from it (reservation forms pick
 * a source, a partner, taxes; payments pick a payment method and currency; the service form
 * and rate plans pick partners).
 */
const readers: Record<Exclude<SettingsKind, 'Service'>, string[]> = {
  Source: ['manage-sources', 'manage-reservations', 'show-reservations'],
  PaymentMethod: ['manage-payment-methods', 'manage-reservations', 'manage-invoices'],
  Currency: ['manage-currencies', 'manage-reservations', 'manage-invoices'],
  Tax: ['manage-taxes', 'manage-reservations'],
  Partner: [
    'manage-partners',
    'manage-reservations',
    'manage-invoices',
    'manage-services',
    'manage-rates',
  ],
  ServiceCategory: ['manage-services', 'manage-reservations'],
  Contact: ['manage-settings'],
};

const paths: Record<Exclude<SettingsKind, 'Service'>, string> = {
  Source: '/sources',
  PaymentMethod: '/payment/methods',
  Currency: '/currencies',
  Tax: '/taxes',
  Partner: '/partners',
  ServiceCategory: '/service/categories',
  Contact: '/contacts',
};

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const toItem = ({ _id, propertyId: _p, kind: _k, ...fields }: SettingsItemDoc) => ({
  id: _id,
  ...fields,
});

/** Fields a list may be sorted by: the kind's own fields. */
const sortable = (kind: SettingsKind, sortBy: string | undefined): string | undefined =>
  sortBy && sortBy in settingsKinds[kind].shape ? sortBy : undefined;

const productCategoryOf = (id: string | null, req: Request) => {
  const category = id ? productCategoryById(id) : undefined;
  if (!category) return null;
  return {
    id: category.id,
    code: category.code,
    name: category[parseLanguage(req.header('x-language'))],
  };
};

/** GET /api/<list> of the X-Slug property, with paging, sorting and search (spec §7). */
export const settingsQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  const items = readStore.collection<SettingsItemDoc>(SETTINGS_ITEMS);

  const list = async (kind: SettingsKind, propertyId: string, query: ListQuery) => {
    const filter: Filter = { propertyId, kind };
    if (query.search) {
      const pattern = { $regex: escapeRegex(query.search), $options: 'i' };
      filter.$or = [{ name: pattern }, { nameEn: pattern }];
    }
    if (kind === 'Partner' && query.type) filter.type = query.type;
    const field = sortable(kind, query.sortBy);
    const order = query.direction === 'desc' ? -1 : 1;
    const sort: Record<string, 1 | -1> = field
      ? { [field]: order, _id: 1 }
      : kind === 'Partner' || kind === 'Service'
        ? { name: 1, _id: 1 }
        : { isDefault: -1, name: 1, _id: 1 };
    const all = query.rowsPerPage <= 0;
    const [docs, total] = await Promise.all([
      items.find(filter, {
        sort,
        ...(all ? {} : { skip: (query.page - 1) * query.rowsPerPage, limit: query.rowsPerPage }),
      }),
      items.countDocuments(filter),
    ]);
    return { data: docs.map(toItem), total };
  };

  for (const kind of Object.keys(paths) as (keyof typeof paths)[]) {
    routes.get(paths[kind], propertyRoute(...readers[kind]), async (req, res) => {
      const query = listQuerySchema.parse(req.query);
      const { propertyId } = propertyCallerOf(res);
      if (kind !== 'ServiceCategory') {
        res.json(await list(kind, propertyId, query));
        return;
      }
      // Categories with their services, each service with its partner and product category.
      const categories = await list(kind, propertyId, query);
      const [services, partners] = await Promise.all([
        items.find({ propertyId, kind: 'Service' }, { sort: { name: 1, _id: 1 } }),
        items.find({ propertyId, kind: 'Partner' }),
      ]);
      const partnerName = new Map(partners.map((p) => [p._id, (p as { name: string }).name]));
      const data = categories.data.map((category) => ({
        ...category,
        services: services
          .filter((s) => (s as { serviceCategoryId?: string }).serviceCategoryId === category.id)
          .map((doc) => {
            const { serviceCategoryId, partnerId, productCategoryId, ...service } = toItem(
              doc,
            ) as ReturnType<typeof toItem> & {
              serviceCategoryId: string;
              partnerId: string | null;
              productCategoryId: string | null;
            };
            return {
              ...service,
              serviceCategory: {
                id: serviceCategoryId,
                isDefault: (category as { isDefault?: boolean }).isDefault ?? false,
              },
              partner: partnerId ? { id: partnerId, name: partnerName.get(partnerId) ?? '' } : null,
              productCategory: productCategoryOf(productCategoryId, req),
            };
          }),
      }));
      res.json({ data, total: categories.total });
    });
    routes.describe('get', paths[kind], {
      query: listQuerySchema,
      response: settingsListResponses[kind],
    });
  }

  routes.get('/product/categories', propertyRoute(), (req, res) => {
    const language = parseLanguage(req.header('x-language'));
    const data = productCategories.map((c) => ({ id: c.id, code: c.code, name: c[language] }));
    res.json({ data, total: data.length });
  });
  routes.describe('get', '/product/categories', { response: productCategoryListResponse });
};
