import {
  type SettingsEvent,
  type SettingsItem,
  type SettingsKind,
  settingsEventParts,
} from '@hotel/events/settings/events';
import { productCategoryById } from '@hotel/events/reference/product-categories';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { Aggregate } from '../pipeline/aggregate';

/** The settings lists of one property: per kind, items by id (in the order they were added). */
export type SettingsState = {
  readonly [K in SettingsKind]: ReadonlyMap<string, SettingsItem<K>>;
};

const emptyState = (): SettingsState => ({
  Source: new Map(),
  PaymentMethod: new Map(),
  Currency: new Map(),
  Tax: new Map(),
  Partner: new Map(),
  ServiceCategory: new Map(),
  Service: new Map(),
  Contact: new Map(),
});

export const settings: Aggregate<SettingsState, SettingsEvent> = {
  cached: true,
  initialState: emptyState,
  evolve: (state, event) => {
    const parts = settingsEventParts(event.type);
    if (!parts) return state;
    const items = new Map(state[parts.kind] as Map<string, unknown>);
    if (parts.change === 'Removed') items.delete(event.data.id);
    else items.set(event.data.id, event.data);
    return { ...state, [parts.kind]: items };
  },
};

/** The item's fields as a command sends them (no property, no id). */
type Fields<K extends SettingsKind> = Omit<SettingsItem<K>, 'propertyId' | 'id' | 'isDefault'> & {
  /** Asked for on lists where the user picks the default; fixed elsewhere. */
  readonly isDefault?: boolean;
};

interface SaveCommand<K extends SettingsKind> {
  readonly kind: K;
  readonly propertyId: string;
  /** The item to change; absent for a new one. */
  readonly id?: string | undefined;
  /** The id a new item gets (derived from the command id). */
  readonly newId: string;
  readonly fields: Fields<K>;
  /** The caller is the property's owner (the "default user" of the spec). */
  readonly byOwner: boolean;
}

/** Kinds where the user picks which item is the default (exactly one is). */
const choosableDefault: ReadonlySet<SettingsKind> = new Set([
  'Source',
  'PaymentMethod',
  'Currency',
]);

/** Kinds with an English name beside the name (the ones every property is seeded with). */
const namedKinds: ReadonlySet<SettingsKind> = new Set([
  'Source',
  'PaymentMethod',
  'Currency',
  'Tax',
  'ServiceCategory',
  'Service',
]);

const sameText = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

const itemOf = <K extends SettingsKind>(state: SettingsState, kind: K, id: string) => {
  const found = (state[kind] as ReadonlyMap<string, SettingsItem<K>>).get(id);
  if (!found) throw new NotFound(kind);
  return found;
};

/** Names unique per list (services: per category); partners and contacts may share names. */
const checkUniqueName = <K extends SettingsKind>(
  state: SettingsState,
  kind: K,
  id: string,
  fields: Fields<K>,
): void => {
  if (kind === 'Partner' || kind === 'Contact') return;
  const name = (fields as { name: string }).name;
  for (const [otherId, other] of state[kind] as ReadonlyMap<string, SettingsItem<K>>) {
    if (otherId === id) continue;
    if (
      kind === 'Service' &&
      (other as SettingsItem<'Service'>).serviceCategoryId !==
        (fields as unknown as Fields<'Service'>).serviceCategoryId
    ) {
      continue;
    }
    if (sameText((other as { name: string }).name, name)) {
      throw new RuleBroken('settings.nameTaken', {}, 'name');
    }
    if (
      (kind === 'Source' || kind === 'Currency') &&
      sameText(
        (other as { shortName: string }).shortName,
        (fields as unknown as { shortName: string }).shortName,
      )
    ) {
      throw new RuleBroken('settings.shortNameTaken', {}, 'shortName');
    }
  }
};

const checkService = (state: SettingsState, fields: Fields<'Service'>): void => {
  const category = state.ServiceCategory.get(fields.serviceCategoryId);
  if (!category) throw new RuleBroken('serviceCategory.notFound', {}, 'serviceCategory');
  if (category.isDefault) {
    // Settings spec §5: the default category's services have no partner, product category,
    // bar code or stock.
    const field = fields.partnerId
      ? 'partner.id'
      : fields.productCategoryId
        ? 'productCategory.id'
        : fields.barCode
          ? 'barCode'
          : fields.countable
            ? 'countable'
            : null;
    if (field) throw new RuleBroken('service.defaultCategoryFields', {}, field);
  }
  if (fields.partnerId && !state.Partner.has(fields.partnerId)) {
    throw new RuleBroken('partner.notFound', {}, 'partner.id');
  }
  if (fields.productCategoryId && !productCategoryById(fields.productCategoryId)) {
    throw new RuleBroken('service.productCategoryUnknown', {}, 'productCategory.id');
  }
};

/** What stays fixed on a default item when it is edited (settings spec §5, §6). */
const checkDefaultEdit = <K extends SettingsKind>(
  kind: K,
  before: SettingsItem<K>,
  fields: Fields<K>,
  byOwner: boolean,
): void => {
  if (!('isDefault' in before) || !before.isDefault) return;
  switch (kind) {
    case 'Tax': {
      const tax = before as SettingsItem<'Tax'>;
      const next = fields as unknown as Fields<'Tax'>;
      if (tax.name !== next.name || tax.percentage !== next.percentage) {
        throw new RuleBroken(
          'tax.defaultLocked',
          {},
          tax.name !== next.name ? 'name' : 'percentage',
        );
      }
      return;
    }
    case 'ServiceCategory': {
      // Only its English name may change (properties registered before it was seeded get one).
      const category = before as SettingsItem<'ServiceCategory'>;
      const next = fields as unknown as Fields<'ServiceCategory'>;
      if (category.name !== next.name || category.color !== next.color) {
        throw new RuleBroken('settings.defaultLocked');
      }
      return;
    }
    case 'Contact':
      if (!byOwner) throw new RuleBroken('settings.defaultContactOwnerOnly');
      return;
    default:
      return;
  }
};

/**
 * Adds or changes one item. A new default (sources, payment methods, currencies) takes over
 * from the old one, which is changed too; the default cannot be switched off directly.
 */
export const saveItem = <K extends SettingsKind>(
  command: SaveCommand<K>,
  state: SettingsState,
): SettingsEvent[] => {
  const { kind, propertyId, fields } = command;
  const before = command.id ? itemOf(state, kind, command.id) : undefined;
  const id = command.id ?? command.newId;
  if (before) checkDefaultEdit(kind, before, fields, command.byOwner);
  checkUniqueName(state, kind, id, fields);
  if (kind === 'Service') checkService(state, fields as unknown as Fields<'Service'>);

  let isDefault = (before as { isDefault?: boolean } | undefined)?.isDefault ?? false;
  const events: SettingsEvent[] = [];
  if (choosableDefault.has(kind)) {
    const wanted = (fields as { isDefault?: boolean }).isDefault ?? false;
    if (isDefault && !wanted) throw new RuleBroken('settings.defaultNeeded', {}, 'isDefault');
    if (wanted && !isDefault) {
      for (const other of (state[kind] as ReadonlyMap<string, SettingsItem<K>>).values()) {
        if ((other as { isDefault?: boolean }).isDefault) {
          events.push({
            type: `${kind}Changed`,
            data: { ...other, isDefault: false },
          } as SettingsEvent);
        }
      }
      isDefault = true;
    }
  }
  const hasDefault = kind !== 'Partner' && kind !== 'Service';
  const next = { ...fields, ...(hasDefault ? { isDefault } : {}), propertyId, id };
  // An item stored before English names existed reads as one without (null), so saving it
  // unchanged stays a no-op.
  const base = before && namedKinds.has(kind) ? { nameEn: null, ...before } : before;
  const changed = !base || JSON.stringify({ ...base }) !== JSON.stringify({ ...base, ...next });
  if (changed) {
    events.push({
      type: `${kind}${before ? 'Changed' : 'Added'}`,
      data: next,
    } as unknown as SettingsEvent);
  }
  return events;
};

/** Removes one item, unless it is a default or others depend on it. */
export const removeItem = (
  command: { kind: SettingsKind; id: string },
  state: SettingsState,
): SettingsEvent[] => {
  const { kind, id } = command;
  const item = itemOf(state, kind, id);
  if ('isDefault' in item && item.isDefault) throw new RuleBroken('settings.defaultNotDeletable');
  if (
    kind === 'ServiceCategory' &&
    [...state.Service.values()].some((s) => s.serviceCategoryId === id)
  ) {
    throw new RuleBroken('serviceCategory.hasServices');
  }
  if (kind === 'Partner' && [...state.Service.values()].some((s) => s.partnerId === id)) {
    throw new RuleBroken('partner.hasServices');
  }
  return [{ type: `${kind}Removed`, data: { propertyId: item.propertyId, id } } as SettingsEvent];
};

/** The defaults every new property starts with (settings spec §6); they cannot be deleted. */
export const openSettings = (
  command: {
    propertyId: string;
    ids: Record<
      'currency' | 'tax' | 'serviceCategory' | 'source' | 'paymentMethod' | 'contact',
      string
    >;
    /** Each default's name in Mongolian (`name`) and English (`nameEn`), whatever the language. */
    names: Record<
      'currency' | 'tax' | 'serviceCategory' | 'source' | 'paymentMethod',
      { readonly name: string; readonly nameEn: string }
    >;
    /** The default source's short name (its initials in the registration language). */
    sourceShortName: string;
    owner: { name: string; position: string | null; phoneNumber: string | null; email: string };
  },
  state: SettingsState,
): SettingsEvent[] => {
  if (state.Currency.size > 0 || state.Contact.size > 0) return [];
  const { propertyId, ids, names } = command;
  return [
    {
      type: 'CurrencyAdded',
      data: {
        propertyId,
        id: ids.currency,
        ...names.currency,
        shortName: 'MNT',
        rate: 1,
        isDefault: true,
      },
    },
    {
      type: 'TaxAdded',
      data: {
        propertyId,
        id: ids.tax,
        ...names.tax,
        percentage: 10,
        inclusive: true,
        isEnabled: true,
        isDefault: true,
      },
    },
    {
      type: 'ServiceCategoryAdded',
      data: {
        propertyId,
        id: ids.serviceCategory,
        ...names.serviceCategory,
        color: '#1c7df6',
        isDefault: true,
      },
    },
    {
      type: 'SourceAdded',
      data: {
        propertyId,
        id: ids.source,
        ...names.source,
        shortName: command.sourceShortName,
        color: '#38a169',
        isDefault: true,
      },
    },
    {
      type: 'PaymentMethodAdded',
      data: {
        propertyId,
        id: ids.paymentMethod,
        ...names.paymentMethod,
        color: '#2f855a',
        isPaid: true,
        isCash: true,
        incomeTypes: ['paid', 'prepaid', 'cancellation'],
        isDefault: true,
      },
    },
    {
      type: 'ContactAdded',
      data: { propertyId, id: ids.contact, ...command.owner, isDefault: true },
    },
  ];
};
