import { describe, expect, it } from 'vitest';
import type { SettingsEvent } from '@hotel/events/settings/events';
import { RuleBroken } from '@hotel/events/rule-broken';
import { openSettings, removeItem, saveItem, settings, type SettingsState } from './decider';

const P = 'p-1';
const given = (...events: SettingsEvent[]): SettingsState =>
  events.reduce(settings.evolve, settings.initialState());

const opened = openSettings(
  {
    propertyId: P,
    ids: {
      currency: 'cur',
      tax: 'tax',
      serviceCategory: 'cat',
      source: 'src',
      paymentMethod: 'pm',
      contact: 'con',
    },
    names: {
      currency: { name: 'Төгрөг', nameEn: 'Tugrik' },
      tax: { name: 'НӨАТ', nameEn: 'VAT' },
      serviceCategory: { name: 'Үндсэн', nameEn: 'General' },
      source: { name: 'Шууд', nameEn: 'Direct' },
      paymentMethod: { name: 'Бэлэн мөнгө', nameEn: 'Cash' },
    },
    sourceShortName: 'ШУ',
    owner: { name: 'Бат', position: 'Захирал', phoneNumber: null, email: 'bat@hotel.mn' },
  },
  settings.initialState(),
);

const rule = (fn: () => unknown): { rule: string; field: string | undefined } => {
  try {
    fn();
  } catch (error) {
    if (error instanceof RuleBroken) return { rule: error.rule, field: error.field };
    throw error;
  }
  throw new Error('no rule was broken');
};

describe('opening the settings of a new property', () => {
  it('adds one default of each list, once', () => {
    expect(opened.map((e) => e.type)).toEqual([
      'CurrencyAdded',
      'TaxAdded',
      'ServiceCategoryAdded',
      'SourceAdded',
      'PaymentMethodAdded',
      'ContactAdded',
    ]);
    expect(opened.every((e) => 'isDefault' in e.data && e.data.isDefault)).toBe(true);
    expect(openSettings({} as never, given(...opened))).toEqual([]);
  });

  it('names each default in Mongolian and in English', () => {
    expect(opened.filter((e) => e.type !== 'ContactAdded').map((e) => [e.type, e.data])).toEqual([
      ['CurrencyAdded', expect.objectContaining({ name: 'Төгрөг', nameEn: 'Tugrik' })],
      ['TaxAdded', expect.objectContaining({ name: 'НӨАТ', nameEn: 'VAT' })],
      ['ServiceCategoryAdded', expect.objectContaining({ name: 'Үндсэн', nameEn: 'General' })],
      ['SourceAdded', expect.objectContaining({ name: 'Шууд', nameEn: 'Direct', shortName: 'ШУ' })],
      [
        'PaymentMethodAdded',
        expect.objectContaining({ name: 'Бэлэн мөнгө', nameEn: 'Cash', isCash: true }),
      ],
    ]);
  });
});

describe('English names', () => {
  const state = given(...opened);
  const item = <K extends 'Tax' | 'ServiceCategory' | 'PaymentMethod'>(
    kind: K,
    id: string | undefined,
    fields: object,
  ) => ({ kind, propertyId: P, id, newId: 'new', byOwner: true, fields: fields as never });

  it('given a new payment method with an English name, then it keeps it', () => {
    const events = saveItem(
      item('PaymentMethod', undefined, {
        name: 'Карт',
        nameEn: 'Card',
        color: '#000000',
        isPaid: true,
        incomeTypes: ['paid'],
        isDefault: false,
      }),
      state,
    );
    expect(events).toEqual([
      {
        type: 'PaymentMethodAdded',
        data: expect.objectContaining({ id: 'new', name: 'Карт', nameEn: 'Card' }),
      },
    ]);
    expect(given(...opened, ...events).PaymentMethod.get('new')?.nameEn).toBe('Card');
  });

  it('lets the default tax and service category change only their English name', () => {
    const tax = { name: 'НӨАТ', percentage: 10, inclusive: true, isEnabled: true };
    expect(saveItem(item('Tax', 'tax', { ...tax, nameEn: 'Value added tax' }), state)).toEqual([
      { type: 'TaxChanged', data: expect.objectContaining({ nameEn: 'Value added tax' }) },
    ]);
    expect(rule(() => saveItem(item('Tax', 'tax', { ...tax, name: 'VAT' }), state))).toEqual({
      rule: 'tax.defaultLocked',
      field: 'name',
    });
    const category = { name: 'Үндсэн', color: '#1c7df6' };
    expect(
      saveItem(item('ServiceCategory', 'cat', { ...category, nameEn: 'Main' }), state),
    ).toEqual([
      { type: 'ServiceCategoryChanged', data: expect.objectContaining({ nameEn: 'Main' }) },
    ]);
    expect(
      rule(() => saveItem(item('ServiceCategory', 'cat', { ...category, name: 'Гол' }), state))
        .rule,
    ).toBe('settings.defaultLocked');
  });

  it('given an item stored before English names, when saved unchanged, then nothing is recorded', () => {
    const old = given({
      type: 'TaxAdded',
      data: {
        propertyId: P,
        id: 'old',
        name: 'Хот',
        percentage: 1,
        inclusive: false,
        isEnabled: true,
        isDefault: false,
      },
    });
    const fields = { name: 'Хот', nameEn: null, percentage: 1, inclusive: false, isEnabled: true };
    expect(old.Tax.get('old')?.nameEn).toBeUndefined();
    expect(saveItem(item('Tax', 'old', fields), old)).toEqual([]);
    expect(saveItem(item('Tax', 'old', { ...fields, nameEn: 'City tax' }), old)).toHaveLength(1);
  });

  it('given a service, when saved with an English name, then it keeps it; an older service saved unchanged records nothing', () => {
    const service = {
      name: 'Өглөөний цай',
      price: 15000,
      countable: false,
      quantity: null,
      barCode: null,
      serviceCategoryId: 'cat',
      partnerId: null,
      productCategoryId: null,
    };
    const save = (id: string | undefined, fields: object) =>
      saveItem(
        {
          kind: 'Service',
          propertyId: P,
          id,
          newId: 'svc',
          byOwner: true,
          fields: fields as never,
        },
        state,
      );
    const events = save(undefined, { ...service, nameEn: 'Breakfast' });
    expect(events).toEqual([
      { type: 'ServiceAdded', data: expect.objectContaining({ id: 'svc', nameEn: 'Breakfast' }) },
    ]);
    expect(given(...opened, ...events).Service.get('svc')?.nameEn).toBe('Breakfast');

    const old = given(...opened, {
      type: 'ServiceAdded',
      data: { propertyId: P, id: 'old', ...service },
    });
    const unchanged = { ...service, nameEn: null };
    expect(
      saveItem(
        {
          kind: 'Service',
          propertyId: P,
          id: 'old',
          newId: 'x',
          byOwner: true,
          fields: unchanged as never,
        },
        old,
      ),
    ).toEqual([]);
  });
});

describe('saving an item', () => {
  const state = given(...opened);
  const source = (fields: Partial<{ name: string; shortName: string; isDefault: boolean }>) => ({
    kind: 'Source' as const,
    propertyId: P,
    newId: 'new',
    byOwner: true,
    fields: { name: 'Booking', shortName: 'BO', color: '#000000', isDefault: false, ...fields },
  });

  it('adds a new item', () => {
    expect(saveItem(source({}), state)).toEqual([
      {
        type: 'SourceAdded',
        data: {
          propertyId: P,
          id: 'new',
          name: 'Booking',
          shortName: 'BO',
          color: '#000000',
          isDefault: false,
        },
      },
    ]);
  });

  it('moves the default: the old default changes too', () => {
    const events = saveItem(source({ isDefault: true }), state);
    expect(
      events.map((e) => [e.type, e.data.id, 'isDefault' in e.data && e.data.isDefault]),
    ).toEqual([
      ['SourceChanged', 'src', false],
      ['SourceAdded', 'new', true],
    ]);
  });

  it('does not switch the default off directly', () => {
    expect(
      rule(() => saveItem({ ...source({ name: 'Шууд', shortName: 'ШУ' }), id: 'src' }, state)),
    ).toEqual({
      rule: 'settings.defaultNeeded',
      field: 'isDefault',
    });
  });

  it('refuses a taken name or short name', () => {
    expect(rule(() => saveItem(source({ name: 'шууд' }), state)).rule).toBe('settings.nameTaken');
    expect(rule(() => saveItem(source({ shortName: 'ШУ' }), state)).rule).toBe(
      'settings.shortNameTaken',
    );
  });

  it('records nothing when nothing changed', () => {
    const unchanged = saveItem(
      {
        ...source({ name: 'Шууд', shortName: 'ШУ', isDefault: true }),
        fields: { name: 'Шууд', shortName: 'ШУ', color: '#38a169', isDefault: true },
        id: 'src',
      },
      state,
    );
    expect(unchanged).toEqual([]);
  });

  it('locks the default tax’s name and percentage, not whether it is inclusive', () => {
    const tax = (fields: object) => ({
      kind: 'Tax' as const,
      propertyId: P,
      id: 'tax',
      newId: 'x',
      byOwner: true,
      fields: { name: 'НӨАТ', percentage: 10, inclusive: true, isEnabled: true, ...fields },
    });
    expect(rule(() => saveItem(tax({ percentage: 12 }), state))).toEqual({
      rule: 'tax.defaultLocked',
      field: 'percentage',
    });
    expect(saveItem(tax({ inclusive: false }), state)).toHaveLength(1);
  });

  it('lets only the owner edit the default contact', () => {
    const contact = (byOwner: boolean) => ({
      kind: 'Contact' as const,
      propertyId: P,
      id: 'con',
      newId: 'x',
      byOwner,
      fields: { name: 'Бат', position: 'Захирал', phoneNumber: '99112233', email: 'bat@hotel.mn' },
    });
    expect(rule(() => saveItem(contact(false), state)).rule).toBe(
      'settings.defaultContactOwnerOnly',
    );
    expect(saveItem(contact(true), state)).toHaveLength(1);
  });

  it('keeps a service within an existing category and partner', () => {
    const service = (fields: object) => ({
      kind: 'Service' as const,
      propertyId: P,
      newId: 's',
      byOwner: true,
      fields: {
        name: 'Угаалга',
        price: 5000,
        countable: false,
        quantity: null,
        barCode: null,
        serviceCategoryId: 'cat',
        partnerId: null,
        productCategoryId: null,
        ...fields,
      },
    });
    expect(rule(() => saveItem(service({ serviceCategoryId: 'nope' }), state)).rule).toBe(
      'serviceCategory.notFound',
    );
    expect(rule(() => saveItem(service({ barCode: '123' }), state))).toEqual({
      rule: 'service.defaultCategoryFields',
      field: 'barCode',
    });
    expect(saveItem(service({}), state)).toHaveLength(1);
  });
});

describe('removing an item', () => {
  it('refuses defaults and items others depend on', () => {
    const state = given(
      ...opened,
      {
        type: 'ServiceCategoryAdded',
        data: { propertyId: P, id: 'bar', name: 'Бар', color: '#111111', isDefault: false },
      },
      {
        type: 'ServiceAdded',
        data: {
          propertyId: P,
          id: 'beer',
          name: 'Пиво',
          price: 8000,
          countable: true,
          quantity: 10,
          barCode: null,
          serviceCategoryId: 'bar',
          partnerId: null,
          productCategoryId: null,
        },
      },
    );
    expect(rule(() => removeItem({ kind: 'Tax', id: 'tax' }, state)).rule).toBe(
      'settings.defaultNotDeletable',
    );
    expect(rule(() => removeItem({ kind: 'ServiceCategory', id: 'bar' }, state)).rule).toBe(
      'serviceCategory.hasServices',
    );
    expect(removeItem({ kind: 'Service', id: 'beer' }, state)).toEqual([
      { type: 'ServiceRemoved', data: { propertyId: P, id: 'beer' } },
    ]);
    expect(() => removeItem({ kind: 'Partner', id: 'ghost' }, state)).toThrow('Partner not found');
  });
});
