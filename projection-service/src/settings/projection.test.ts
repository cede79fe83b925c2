import { describe, expect, it } from 'vitest';
import { givenEvents, projected } from '../runtime/given';
import { SETTINGS_ITEMS, settingsProjection } from './projection';

const tax = { propertyId: 'p-1', id: 't-1', name: 'НӨАТ', percentage: 10, inclusive: true };

describe('settings read model', () => {
  it('keeps the latest state of each item, with its kind and property', async () => {
    const store = await givenEvents(settingsProjection, [
      projected('TaxAdded', { ...tax, isEnabled: true, isDefault: true }),
      projected('TaxChanged', { ...tax, inclusive: false, isEnabled: true, isDefault: true }),
      projected('SourceAdded', {
        propertyId: 'p-1',
        id: 's-1',
        name: 'Шууд',
        shortName: 'ШУ',
        color: '#38a169',
        isDefault: true,
      }),
      projected('SourceRemoved', { propertyId: 'p-1', id: 's-1' }),
    ]);
    expect(await store.collection(SETTINGS_ITEMS).find({})).toEqual([
      {
        _id: 't-1',
        propertyId: 'p-1',
        kind: 'Tax',
        name: 'НӨАТ',
        percentage: 10,
        inclusive: false,
        isEnabled: true,
        isDefault: true,
      },
    ]);
  });

  it('keeps an English name beside the name; an item without one (older events) has none', async () => {
    const store = await givenEvents(settingsProjection, [
      projected('PaymentMethodAdded', {
        propertyId: 'p-1',
        id: 'pm-1',
        name: 'Бэлэн мөнгө',
        nameEn: 'Cash',
        color: '#2f855a',
        isPaid: true,
        incomeTypes: ['paid'],
        isDefault: true,
      }),
      projected('TaxAdded', { ...tax, isEnabled: true, isDefault: true }),
    ]);
    const docs = await store.collection(SETTINGS_ITEMS).find({}, { sort: { _id: 1 } });
    expect(docs.map((d) => [d._id, d.name, d.nameEn])).toEqual([
      ['pm-1', 'Бэлэн мөнгө', 'Cash'],
      ['t-1', 'НӨАТ', undefined],
    ]);
  });
});
