import { describe, expect, it } from 'vitest';
import type { HotelInfo } from '@hotel/events/profile/events';
import { propertiesProjection } from '../properties/projection';
import { givenEvents, projected } from '../runtime/given';
import {
  HOTEL_BANK_ACCOUNTS,
  HOTEL_PROFILES,
  HOTEL_RULES,
  initialInfo,
  initialSetting,
  profileProjection,
} from './projection';

const registered = projected(
  'PropertyRegistered',
  {
    propertyId: 'p-1',
    name: 'Хаан Буудал',
    registerNo: '1234567',
    companyName: 'Хаан ХХК',
    email: 'info@khaan.mn',
    phone: null,
    timeZone: 'Asia/Ulaanbaatar',
    currency: 'MNT',
    workingDate: '2026-11-21',
    status: 'active',
    registeredAt: '2026-11-21T10:00:00.000Z',
    ownerAccountId: 'u-1',
  },
  { position: 1n },
);

const info: HotelInfo = {
  ...initialInfo({ name: 'Хаан Палас', email: 'info@khaan.mn', phone: '+976 7011 2233' }),
  propertyId: 'p-1',
  hotelTypeId: 'hotel',
  provinceId: 'MN-1',
  districtId: 'UB-SBD',
  starRating: 4,
};

const account = (id: string, isDefault: boolean) => ({
  propertyId: 'p-1',
  id,
  bankId: 'khan',
  accountName: 'Хаан ХХК',
  number: `500${id}`,
  currency: 'MNT',
  qrImage: null,
  isDefault,
});

describe('profile read model', () => {
  it('given a registration, then the profile starts from its name and contacts', async () => {
    const store = await givenEvents(profileProjection, [registered]);
    expect(await store.collection(HOTEL_PROFILES).findOne({ _id: 'p-1' })).toEqual({
      _id: 'p-1',
      registerNo: '1234567',
      companyName: 'Хаан ХХК',
      info: expect.objectContaining({
        name: 'Хаан Буудал',
        email: 'info@khaan.mn',
        hotelTypeId: null,
        countryId: 'MN',
        checkInTime: '14:00',
      }),
      infoSaved: false,
      setting: initialSetting(),
      images: [],
      facilityIds: [],
    });
  });

  it('given profile changes, then info, settings, accounts in order, rules, images, facilities', async () => {
    const store = await givenEvents(profileProjection, [
      registered,
      projected('HotelInfoChanged', info, { position: 2n }),
      projected(
        'HotelSettingChanged',
        { ...initialSetting(), propertyId: 'p-1', isMustPay: true },
        { position: 3n },
      ),
      projected('HotelBankAccountAdded', account('b', true), { position: 4n }),
      projected('HotelBankAccountAdded', account('a', false), { position: 5n }),
      projected('HotelBankAccountChanged', account('b', false), { position: 6n }),
      projected('HotelBankAccountChanged', account('a', true), { position: 6n }),
      projected(
        'HotelRuleAdded',
        { propertyId: 'p-1', id: 'r-1', title: 'Тамхи', description: 'Татахгүй.' },
        { position: 7n },
      ),
      projected(
        'HotelRuleAdded',
        { propertyId: 'p-1', id: 'r-2', title: 'Чимээ', description: '22 цагаас хойш.' },
        { position: 8n },
      ),
      projected('HotelRuleRemoved', { propertyId: 'p-1', id: 'r-1' }, { position: 9n }),
      projected('HotelImagesChanged', { propertyId: 'p-1', images: ['b.jpg', 'a.jpg'] }),
      projected('HotelFacilitiesChanged', { propertyId: 'p-1', facilityIds: ['wifi-free'] }),
    ]);
    const { propertyId: _, ...expectedInfo } = info;
    expect(await store.collection(HOTEL_PROFILES).findOne({ _id: 'p-1' })).toMatchObject({
      info: expectedInfo,
      infoSaved: true,
      setting: { isMustPay: true },
      images: ['b.jpg', 'a.jpg'],
      facilityIds: ['wifi-free'],
    });
    const accounts = await store
      .collection(HOTEL_BANK_ACCOUNTS)
      .find({ propertyId: 'p-1' }, { sort: { order: 1 } });
    expect(accounts.map((a) => [a._id, a.isDefault, a.order])).toEqual([
      ['b', false, 4],
      ['a', true, 5],
    ]);
    expect(await store.collection(HOTEL_RULES).find({})).toEqual([
      {
        _id: 'r-2',
        propertyId: 'p-1',
        title: 'Чимээ',
        description: '22 цагаас хойш.',
        order: 8,
      },
    ]);
  });

  it('a new name in the general info renames the property in the property list', async () => {
    const store = await givenEvents(propertiesProjection, [
      registered,
      projected('HotelInfoChanged', info, { position: 2n }),
    ]);
    expect(await store.collection('properties').findOne({ _id: 'p-1' })).toMatchObject({
      name: 'Хаан Палас',
      phone: '+976 7011 2233',
      registerNo: '1234567',
    });
  });
});
