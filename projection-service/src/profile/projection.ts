import type {
  HotelBankAccount,
  HotelInfo,
  HotelRule,
  HotelSetting,
  ProfileEvent,
} from '@hotel/events/profile/events';
import { profileEventTypes } from '@hotel/events/profile/events';
import type { PropertyRegistered } from '@hotel/events/property/events';
import { MONGOLIA } from '@hotel/events/reference/places';
import type { Document } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';

export const HOTEL_PROFILES = 'hotel_profiles';
export const HOTEL_BANK_ACCOUNTS = 'hotel_bank_accounts';
export const HOTEL_RULES = 'hotel_rules';

/** The general info as the form shows it: `hotelTypeId` and `provinceId` are null until saved. */
export type HotelInfoView = Omit<HotelInfo, 'propertyId' | 'hotelTypeId' | 'provinceId'> & {
  hotelTypeId: string | null;
  provinceId: string | null;
};

export type HotelSettingView = Omit<HotelSetting, 'propertyId'>;

/** One per property: what the registration said, then the profile's info and settings. */
export interface HotelProfileDoc extends Document {
  registerNo: string;
  companyName: string;
  info: HotelInfoView;
  /** The general info was saved at least once (otherwise it holds the registration's data). */
  infoSaved: boolean;
  setting: HotelSettingView;
  images: string[];
  facilityIds: string[];
  /** The public online booking page is open (absent: never switched on). */
  hasOnlineBook?: boolean;
}

export interface HotelBankAccountDoc extends Document, Omit<HotelBankAccount, 'id' | 'propertyId'> {
  propertyId: string;
  /** Position of the event that added it: the list's order. */
  order: number;
}

export interface HotelRuleDoc extends Document, Omit<HotelRule, 'id' | 'propertyId'> {
  propertyId: string;
  order: number;
}

/** A property that has just registered: its registration's name and contacts, the rest empty. */
export const initialInfo = (
  registration: Pick<PropertyRegistered['data'], 'name' | 'email' | 'phone'>,
): HotelInfoView => ({
  image: null,
  hotelTypeId: null,
  name: registration.name,
  starRating: null,
  description: null,
  descriptionEn: null,
  email: registration.email,
  phone: registration.phone,
  website: null,
  address: null,
  resEmail: null,
  resPhone: null,
  checkInTime: '14:00',
  checkOutTime: '12:00',
  zipCode: null,
  countryId: MONGOLIA,
  provinceId: null,
  districtId: null,
  commonLocationIds: [],
  location: null,
  hasTime: false,
  maxTime: null,
  isAutoArrange: false,
  isShowRules: false,
  isShowPayment: false,
});

export const initialSetting = (): HotelSettingView => ({
  isMustPay: false,
  bccEmails: [],
  emailHeader: null,
  emailBody: null,
  emailFooter: null,
  emailContact: null,
});

/**
 * The property profile (GET /api/hotels/data/edit, /hotel/profile, /hotel/banks,
 * /hotel/rules, /hotel/setting, /my/facilities).
 */
export const profileProjection: Projection = {
  name: 'profile',
  version: 1,
  collections: [HOTEL_PROFILES, HOTEL_BANK_ACCOUNTS, HOTEL_RULES],
  // The user's hotels carry the stay times and hourly-stay settings.
  readModels: ['hotelProfile', 'user'],
  handles: ['PropertyRegistered', ...profileEventTypes],
  setup: async (store) => {
    await store.collection(HOTEL_BANK_ACCOUNTS).createIndex({ propertyId: 1 });
    await store.collection(HOTEL_RULES).createIndex({ propertyId: 1 });
  },
  apply: async (event, session) => {
    const profiles = session.collection<HotelProfileDoc>(HOTEL_PROFILES);
    const banks = session.collection<HotelBankAccountDoc>(HOTEL_BANK_ACCOUNTS);
    const rules = session.collection<HotelRuleDoc>(HOTEL_RULES);
    const order = Number(event.position);
    if (event.type === 'PropertyRegistered') {
      const data = event.data as PropertyRegistered['data'];
      await profiles.replaceOne(
        { _id: data.propertyId },
        {
          _id: data.propertyId,
          registerNo: data.registerNo,
          companyName: data.companyName,
          info: initialInfo(data),
          infoSaved: false,
          setting: initialSetting(),
          images: [],
          facilityIds: [],
        },
        { upsert: true },
      );
      return;
    }
    const profileEvent = { type: event.type, data: event.data } as ProfileEvent;
    switch (profileEvent.type) {
      case 'HotelInfoChanged': {
        const { propertyId, ...info } = profileEvent.data;
        await profiles.updateOne({ _id: propertyId }, { $set: { info, infoSaved: true } });
        return;
      }
      case 'HotelSettingChanged': {
        const { propertyId, ...setting } = profileEvent.data;
        await profiles.updateOne({ _id: propertyId }, { $set: { setting } });
        return;
      }
      case 'HotelBankAccountAdded': {
        const { id, ...account } = profileEvent.data;
        await banks.replaceOne({ _id: id }, { _id: id, ...account, order }, { upsert: true });
        return;
      }
      case 'HotelBankAccountChanged': {
        const { id, ...account } = profileEvent.data;
        await banks.updateOne({ _id: id }, { $set: account });
        return;
      }
      case 'HotelBankAccountRemoved':
        await banks.deleteOne({ _id: profileEvent.data.id });
        return;
      case 'HotelRuleAdded': {
        const { id, ...rule } = profileEvent.data;
        await rules.replaceOne({ _id: id }, { _id: id, ...rule, order }, { upsert: true });
        return;
      }
      case 'HotelRuleChanged': {
        const { id, title, description } = profileEvent.data;
        await rules.updateOne({ _id: id }, { $set: { title, description } });
        return;
      }
      case 'HotelRuleRemoved':
        await rules.deleteOne({ _id: profileEvent.data.id });
        return;
      case 'HotelImagesChanged':
        await profiles.updateOne(
          { _id: profileEvent.data.propertyId },
          { $set: { images: profileEvent.data.images } },
        );
        return;
      case 'HotelFacilitiesChanged':
        await profiles.updateOne(
          { _id: profileEvent.data.propertyId },
          { $set: { facilityIds: profileEvent.data.facilityIds } },
        );
        return;
      case 'OnlineBookingChanged':
        await profiles.updateOne(
          { _id: profileEvent.data.propertyId },
          { $set: { hasOnlineBook: profileEvent.data.hasOnlineBook } },
        );
        return;
      default: {
        const unhandled: never = profileEvent;
        return unhandled;
      }
    }
  },
};
