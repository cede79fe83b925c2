import { describe, expect, it } from 'vitest';
import {
  saveHotelBankAccountSchema,
  saveHotelInfoSchema,
  saveHotelSettingSchema,
} from '@hotel/events/profile/commands';
import type { HotelBankAccount, ProfileEvent } from '@hotel/events/profile/events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import {
  profile,
  removeBankAccount,
  removeRule,
  saveBankAccount,
  saveHotelInfo,
  saveHotelSetting,
  saveImages,
  saveRule,
  syncFacilities,
} from './decider';

const given = (events: ProfileEvent[]) => events.reduce(profile.evolve, profile.initialState());
const PROPERTY = '0b6c3f2e-5a1d-4c8e-9f7a-2d4b6e8a1c3f';
const at = { propertyId: PROPERTY, newId: 'new' };
/** An upload of the property (`<propertyId>/<uuid>.<ext>`). */
const upload = (n: number, ext = 'jpg') =>
  `${PROPERTY}/00000000-0000-4000-8000-00000000000${n}.${ext}`;

/** The rule a decision broke, and the field it is about. */
const broken = (decide: () => unknown) => {
  try {
    decide();
  } catch (error) {
    if (error instanceof RuleBroken) return { rule: error.rule, field: error.field };
    throw error;
  }
  throw new Error('no rule was broken');
};

/** A form as the UI sends it, through the command's schema. */
const info = (fields: Record<string, unknown> = {}) =>
  saveHotelInfoSchema.parse({
    hotelTypeId: 'hotel',
    name: 'Хаан Палас',
    checkInTime: '14:00',
    checkOutTime: '12:00',
    countryId: 'MN',
    provinceId: 'MN-1',
    districtId: 'UB-SBD',
    ...fields,
  });

/** A bank account form (ids of the given state are not UUIDs: set after the schema). */
const bank = ({ id, ...fields }: Record<string, unknown> = {}) => ({
  ...saveHotelBankAccountSchema.parse({
    bank: { id: 'khan' },
    accountName: 'Хаан Палас ХХК',
    number: '5012 345 678',
    ...fields,
  }),
  ...(typeof id === 'string' ? { id } : {}),
});

const account = (id: string, isDefault: boolean, bankId = 'khan'): ProfileEvent => ({
  type: 'HotelBankAccountAdded',
  data: {
    propertyId: PROPERTY,
    id,
    bankId,
    accountName: 'Данс',
    number: `50${id.length}${id.charCodeAt(0)}`,
    currency: 'MNT',
    qrImage: null,
    isDefault,
  },
});

describe('general info', () => {
  it('given nothing, when saved, then the whole info is recorded; the same again changes nothing', () => {
    const events = saveHotelInfo(
      info({ starRating: '4', commonLocationIds: 'ub-centre' }),
      given([]),
      at,
    );
    expect(events).toEqual([
      {
        type: 'HotelInfoChanged',
        data: expect.objectContaining({
          propertyId: PROPERTY,
          name: 'Хаан Палас',
          starRating: 4,
          countryId: 'MN',
          provinceId: 'MN-1',
          districtId: 'UB-SBD',
          commonLocationIds: ['ub-centre'],
          hasTime: false,
          maxTime: null,
          location: null,
        }),
      },
    ]);
    const state = given(events);
    expect(
      saveHotelInfo(info({ starRating: 4, commonLocationIds: ['ub-centre'] }), state, at),
    ).toEqual([]);
  });

  it('refuses a district of another province (the cascade of the form)', () => {
    expect(broken(() => saveHotelInfo(info({ provinceId: 'MN-041' }), given([]), at))).toEqual({
      rule: 'profile.districtNotInProvince',
      field: 'districtId',
    });
    expect(
      saveHotelInfo(info({ provinceId: 'MN-041', districtId: null }), given([]), at),
    ).toHaveLength(1);
  });

  it('takes the longest hourly stay exactly when hourly stays are sold', () => {
    expect(broken(() => saveHotelInfo(info({ maxTime: 3 }), given([]), at))).toEqual({
      rule: 'profile.maxTimeNeedsHourly',
      field: 'maxTime',
    });
    expect(broken(() => saveHotelInfo(info({ hasTime: true }), given([]), at))).toEqual({
      rule: 'profile.maxTimeRequired',
      field: 'maxTime',
    });
    const [event] = saveHotelInfo(info({ hasTime: true, maxTime: '6' }), given([]), at);
    expect(event?.data).toMatchObject({ hasTime: true, maxTime: 6 });
  });

  it('checks shapes at the edge: stars 1–5, hours 1–6, times HH:mm', () => {
    const issues = (fields: Record<string, unknown>) =>
      saveHotelInfoSchema
        .safeParse({ ...info(), ...fields })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ starRating: 6 })).toEqual([['starRating', 'validation.max']]);
    expect(issues({ website: '', zipCode: '', email: '', starRating: '' })).toBeUndefined();
    expect(issues({ zipCode: '14a' })).toEqual([['zipCode', 'validation.digits']]);
    expect(issues({ website: 'not a site' })).toEqual([['website', 'validation.invalid']]);
    expect(issues({ website: 'www.khaan.mn' })).toBeUndefined();
    expect(issues({ maxTime: 7 })).toEqual([['maxTime', 'validation.max']]);
    expect(issues({ checkInTime: '25:00' })).toEqual([['checkInTime', 'validation.time']]);
    expect(issues({ hotelTypeId: 'castle' })).toEqual([['hotelTypeId', 'validation.invalid']]);
    expect(issues({ location: { lat: 95, lng: 106.9 } })).toEqual([
      ['location.lat', 'validation.max'],
    ]);
  });
});

describe("the hotel's English name", () => {
  it('given info saved before English names, when saved unchanged, then nothing is recorded; with an English name, then it is kept', () => {
    const { nameEn: _none, ...older } = { propertyId: PROPERTY, ...info() };
    const state = given([{ type: 'HotelInfoChanged', data: older }]);
    expect(saveHotelInfo(info(), state, at)).toEqual([]);
    const [event] = saveHotelInfo(info({ nameEn: ' Khan Hotel ' }), state, at);
    expect(event?.data).toHaveProperty('nameEn', 'Khan Hotel');
  });
});

describe('hotel settings', () => {
  it('records the settings with the bcc addresses cleaned up', () => {
    const command = saveHotelSettingSchema.parse({
      isMustPay: true,
      bccEmails: 'Sales@Hotel.mn, desk@hotel.mn, sales@hotel.mn',
      emailBody: 'Таны захиалга баталгаажлаа.',
    });
    const events = saveHotelSetting(command, given([]), at);
    expect(events).toEqual([
      {
        type: 'HotelSettingChanged',
        data: {
          propertyId: PROPERTY,
          isMustPay: true,
          bccEmails: ['sales@hotel.mn', 'desk@hotel.mn'],
          emailHeader: null,
          emailBody: 'Таны захиалга баталгаажлаа.',
          emailFooter: null,
          emailContact: null,
        },
      },
    ]);
    expect(saveHotelSetting(command, given(events), at)).toEqual([]);
  });
});

describe('bank accounts', () => {
  it('given none, when one is added, then it is the default (digits only, MNT by default)', () => {
    expect(saveBankAccount(bank(), given([]), at)).toEqual([
      {
        type: 'HotelBankAccountAdded',
        data: {
          propertyId: PROPERTY,
          id: 'new',
          bankId: 'khan',
          accountName: 'Хаан Палас ХХК',
          number: '5012345678',
          currency: 'MNT',
          qrImage: null,
          isDefault: true,
        } satisfies HotelBankAccount,
      },
    ]);
  });

  it('moves the default to a new default account', () => {
    const state = given([account('a', true), account('b', false)]);
    const events = saveBankAccount(bank({ isDefault: true, currency: 'usd' }), state, at);
    expect(events.map((e) => [e.type, e.data.id, e.data.isDefault])).toEqual([
      ['HotelBankAccountChanged', 'a', false],
      ['HotelBankAccountAdded', 'new', true],
    ]);
    expect(events[1]?.data.currency).toBe('USD');
  });

  it('keeps one default: the default is not switched off, another is chosen instead', () => {
    const state = given([account('a', true), account('b', false)]);
    expect(broken(() => saveBankAccount(bank({ id: 'a', isDefault: false }), state, at))).toEqual({
      rule: 'profile.bankDefaultNeeded',
      field: 'isDefault',
    });
  });

  it('takes a QR code only for a bank that issues them, and an account number once', () => {
    expect(
      broken(() =>
        saveBankAccount(bank({ bank: { id: 'arig' }, qrImage: upload(1, 'png') }), given([]), at),
      ),
    ).toEqual({ rule: 'profile.bankHasNoQr', field: 'qrImage' });
    const [added] = saveBankAccount(bank({ qrImage: upload(1, 'png') }), given([]), at);
    expect(added?.data.qrImage).toBe(upload(1, 'png'));
    expect(
      broken(() => saveBankAccount(bank(), given(added ? [added] : []), { ...at, newId: 'x' })),
    ).toEqual({ rule: 'profile.bankAccountTaken', field: 'number' });
  });

  it('refuses bad numbers and currencies at the edge', () => {
    const issues = (fields: Record<string, unknown>) =>
      saveHotelBankAccountSchema
        .safeParse({ bank: { id: 'khan' }, accountName: 'A', number: '123456', ...fields })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ number: '12-34' })).toEqual([['number', 'validation.digits']]);
    expect(issues({ currency: 'mnt1' })).toEqual([['currency', 'validation.currencyCode']]);
    expect(issues({ bank: { id: 'nobank' } })).toEqual([['bank.id', 'validation.invalid']]);
  });

  it('removing the default makes the oldest remaining account the default', () => {
    const state = given([account('a', true), account('b', false), account('c', false)]);
    expect(removeBankAccount({ id: 'a' }, state, at).map((e) => [e.type, e.data.id])).toEqual([
      ['HotelBankAccountRemoved', 'a'],
      ['HotelBankAccountChanged', 'b'],
    ]);
    expect(removeBankAccount({ id: 'c' }, state, at)).toHaveLength(1);
    expect(() => removeBankAccount({ id: 'zzz' }, state, at)).toThrow(NotFound);
    expect(() => saveBankAccount(bank({ id: 'zzz' }), state, at)).toThrow(NotFound);
  });
});

describe('rules, images and facilities', () => {
  it('adds, changes and removes a rule; an unknown rule is not found', () => {
    const added = saveRule({ title: 'Тамхи', description: 'Тамхи татахгүй.' }, given([]), at);
    expect(added).toEqual([
      {
        type: 'HotelRuleAdded',
        data: { propertyId: PROPERTY, id: 'new', title: 'Тамхи', description: 'Тамхи татахгүй.' },
      },
    ]);
    const state = given(added);
    expect(
      saveRule({ id: 'new', title: 'Тамхи', description: 'Тамхи татахыг хориглоно.' }, state, at)[0]
        ?.type,
    ).toBe('HotelRuleChanged');
    expect(removeRule({ id: 'new' }, state, at)).toEqual([
      { type: 'HotelRuleRemoved', data: { propertyId: PROPERTY, id: 'new' } },
    ]);
    expect(() => removeRule({ id: 'other' }, state, at)).toThrow(NotFound);
  });

  it('keeps the images in the order sent, and facilities in the catalogue order', () => {
    const images = saveImages({ images: [upload(2), upload(1)] }, given([]), at);
    expect(images[0]?.data.images).toEqual([upload(2), upload(1)]);
    expect(saveImages({ images: [upload(2), upload(1)] }, given(images), at)).toEqual([]);
    const foreign = '1b6c3f2e-5a1d-4c8e-9f7a-2d4b6e8a1c3f/00000000-0000-4000-8000-000000000001.jpg';
    expect(broken(() => saveImages({ images: [upload(1), foreign] }, given([]), at))).toEqual({
      rule: 'validation.invalid',
      field: 'images.1',
    });
    const facilities = syncFacilities({ facilities: ['sauna', 'wifi-free'] }, given([]), at);
    expect(facilities[0]?.data.facilityIds).toEqual(['wifi-free', 'sauna']);
    expect(syncFacilities({ facilities: ['wifi-free', 'sauna'] }, given(facilities), at)).toEqual(
      [],
    );
  });
});
