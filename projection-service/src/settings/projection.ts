import {
  type AnySettingsItem,
  type SettingsKind,
  settingsEventParts,
  settingsEventTypes,
} from '@hotel/events/settings/events';
import type { Document } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';

export const SETTINGS_ITEMS = 'settings_items';

/** One item of a settings list, as stored: its fields plus its kind. */
export type SettingsItemDoc = Document & Omit<AnySettingsItem, 'id'> & { kind: SettingsKind };

/** The read-model name (UI cache tag) of each kind's list. */
export const settingsReadModel: Record<SettingsKind, string> = {
  Source: 'sources',
  PaymentMethod: 'paymentMethods',
  Currency: 'currencies',
  Tax: 'taxes',
  Partner: 'partners',
  ServiceCategory: 'serviceCategories',
  Service: 'serviceCategories',
  Contact: 'contacts',
};

export const settingsProjection: Projection = {
  name: 'settings',
  version: 1,
  collections: [SETTINGS_ITEMS],
  readModels: [...new Set(Object.values(settingsReadModel))],
  handles: settingsEventTypes,
  setup: async (store) => {
    await store.collection(SETTINGS_ITEMS).createIndex({ propertyId: 1, kind: 1 });
  },
  apply: async (event, session) => {
    const parts = settingsEventParts(event.type);
    if (!parts) return;
    const items = session.collection<SettingsItemDoc>(SETTINGS_ITEMS);
    const { id, ...fields } = event.data as AnySettingsItem;
    if (parts.change === 'Removed') {
      await items.deleteOne({ _id: id });
      return;
    }
    await items.replaceOne(
      { _id: id },
      { _id: id, ...fields, kind: parts.kind } as SettingsItemDoc,
      { upsert: true },
    );
  },
};
