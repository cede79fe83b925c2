import type {
  SaveHotelBankAccount,
  SaveHotelImages,
  SaveHotelInfo,
  SaveHotelRule,
  SaveHotelSetting,
  SyncFacilities,
} from '@hotel/events/profile/commands';
import type {
  HotelBankAccount,
  HotelBankAccountAdded,
  HotelBankAccountChanged,
  HotelBankAccountRemoved,
  HotelFacilitiesChanged,
  HotelImagesChanged,
  HotelInfo,
  HotelInfoChanged,
  HotelRule,
  HotelRuleAdded,
  HotelRuleChanged,
  HotelRuleRemoved,
  HotelSetting,
  HotelSettingChanged,
  OnlineBookingChanged,
  ProfileEvent,
} from '@hotel/events/profile/events';
import { isImageOf } from '@hotel/events/images';
import { bankById } from '@hotel/events/reference/banks';
import { facilities } from '@hotel/events/reference/facilities';
import { districtById, provinceById } from '@hotel/events/reference/places';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { Aggregate } from '../pipeline/aggregate';

/**
 * The profile of one property (`profile-{propertyId}`): general info, hotel settings, bank
 * accounts, house rules, images and facilities. Bank accounts and rules keep the order they
 * were added in.
 */
export interface ProfileState {
  readonly info: HotelInfo | null;
  readonly setting: HotelSetting | null;
  readonly banks: ReadonlyMap<string, HotelBankAccount>;
  readonly rules: ReadonlyMap<string, HotelRule>;
  readonly images: readonly string[];
  readonly facilityIds: readonly string[];
  /** The public online booking page is open. */
  readonly hasOnlineBook: boolean;
}

const withItem = <T extends { id: string }>(items: ReadonlyMap<string, T>, item: T) =>
  new Map(items).set(item.id, item);

const withoutItem = <T>(items: ReadonlyMap<string, T>, id: string) => {
  const next = new Map(items);
  next.delete(id);
  return next;
};

export const profile: Aggregate<ProfileState, ProfileEvent> = {
  cached: true,
  initialState: () => ({
    info: null,
    setting: null,
    banks: new Map(),
    rules: new Map(),
    images: [],
    facilityIds: [],
    hasOnlineBook: false,
  }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'HotelInfoChanged':
        return { ...state, info: event.data };
      case 'HotelSettingChanged':
        return { ...state, setting: event.data };
      case 'HotelBankAccountAdded':
      case 'HotelBankAccountChanged':
        return { ...state, banks: withItem(state.banks, event.data) };
      case 'HotelBankAccountRemoved':
        return { ...state, banks: withoutItem(state.banks, event.data.id) };
      case 'HotelRuleAdded':
      case 'HotelRuleChanged':
        return { ...state, rules: withItem(state.rules, event.data) };
      case 'HotelRuleRemoved':
        return { ...state, rules: withoutItem(state.rules, event.data.id) };
      case 'HotelImagesChanged':
        return { ...state, images: event.data.images };
      case 'HotelFacilitiesChanged':
        return { ...state, facilityIds: event.data.facilityIds };
      case 'OnlineBookingChanged':
        return { ...state, hasOnlineBook: event.data.hasOnlineBook };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
};

/** The same data, field by field (the order of keys aside). */
const same = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (!same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) {
      return false;
    }
  }
  return true;
};

/** Images are the property's own uploads (their paths start with its id): `[field, path]`. */
const checkImages = (
  propertyId: string,
  images: readonly (readonly [string, string | null])[],
): void => {
  for (const [field, path] of images) {
    if (path !== null && !isImageOf(propertyId, path)) {
      throw new RuleBroken('validation.invalid', {}, field);
    }
  }
};

/** Where a decision is made: the property, and the id a new item gets (from the command id). */
export interface ProfileContext {
  readonly propertyId: string;
  readonly newId: string;
}

/**
 * General info (settings spec §3 Hotel, §4 property form, §5 Hotel): the province lies in the
 * country and the district in the province; the longest hourly stay is given exactly when
 * hourly stays are sold.
 */
export const saveHotelInfo = (
  fields: SaveHotelInfo,
  state: ProfileState,
  { propertyId }: Pick<ProfileContext, 'propertyId'>,
): HotelInfoChanged[] => {
  checkImages(propertyId, [['image', fields.image]]);
  if (provinceById(fields.provinceId)?.countryId !== fields.countryId) {
    throw new RuleBroken('profile.provinceNotInCountry', {}, 'provinceId');
  }
  if (fields.districtId && districtById(fields.districtId)?.provinceId !== fields.provinceId) {
    throw new RuleBroken('profile.districtNotInProvince', {}, 'districtId');
  }
  if (!fields.hasTime && fields.maxTime !== null) {
    throw new RuleBroken('profile.maxTimeNeedsHourly', {}, 'maxTime');
  }
  if (fields.hasTime && fields.maxTime === null) {
    throw new RuleBroken('profile.maxTimeRequired', {}, 'maxTime');
  }
  const info: HotelInfo = { propertyId, ...fields };
  // Info saved before the English name existed reads as one without (null).
  if (state.info && same(info, { nameEn: null, ...state.info })) return [];
  return [{ type: 'HotelInfoChanged', data: info }];
};

export const saveHotelSetting = (
  command: SaveHotelSetting,
  state: ProfileState,
  { propertyId }: Pick<ProfileContext, 'propertyId'>,
): HotelSettingChanged[] => {
  const setting: HotelSetting = { propertyId, ...command };
  if (same(setting, state.setting)) return [];
  return [{ type: 'HotelSettingChanged', data: setting }];
};

/**
 * A bank account, new (no `id`) or changed. Exactly one account is the default while any
 * exists: the first one is, choosing another moves it, and the default cannot be switched off
 * (choose another instead). A QR code only for a bank that issues them; an account number once.
 */
export const saveBankAccount = (
  command: SaveHotelBankAccount,
  state: ProfileState,
  { propertyId, newId }: ProfileContext,
): (HotelBankAccountAdded | HotelBankAccountChanged)[] => {
  const existing = command.id ? state.banks.get(command.id) : undefined;
  if (command.id && !existing) throw new NotFound('bankAccount');
  const id = existing?.id ?? newId;
  if (command.qrImage && !bankById(command.bank.id)?.hasQr) {
    throw new RuleBroken('profile.bankHasNoQr', {}, 'qrImage');
  }
  checkImages(propertyId, [['qrImage', command.qrImage]]);
  const duplicate = [...state.banks.values()].some(
    (other) =>
      other.id !== id && other.bankId === command.bank.id && other.number === command.number,
  );
  if (duplicate) throw new RuleBroken('profile.bankAccountTaken', {}, 'number');
  const others = [...state.banks.values()].filter((other) => other.id !== id);
  if (existing?.isDefault && !command.isDefault && others.length > 0) {
    throw new RuleBroken('profile.bankDefaultNeeded', {}, 'isDefault');
  }
  const account: HotelBankAccount = {
    propertyId,
    id,
    bankId: command.bank.id,
    accountName: command.accountName,
    number: command.number,
    currency: command.currency,
    qrImage: command.qrImage,
    // The only account is the default, whatever the form said.
    isDefault: command.isDefault || others.length === 0,
  };
  const formerDefaults: HotelBankAccountChanged[] = account.isDefault
    ? others
        .filter((other) => other.isDefault)
        .map((other) => ({ type: 'HotelBankAccountChanged', data: { ...other, isDefault: false } }))
    : [];
  if (!existing) return [...formerDefaults, { type: 'HotelBankAccountAdded', data: account }];
  if (same(account, existing)) return [];
  return [...formerDefaults, { type: 'HotelBankAccountChanged', data: account }];
};

/** Removing the default account makes the oldest remaining one the default. */
export const removeBankAccount = (
  command: { readonly id: string },
  state: ProfileState,
  { propertyId }: Pick<ProfileContext, 'propertyId'>,
): (HotelBankAccountRemoved | HotelBankAccountChanged)[] => {
  const existing = state.banks.get(command.id);
  if (!existing) throw new NotFound('bankAccount');
  const removed: HotelBankAccountRemoved = {
    type: 'HotelBankAccountRemoved',
    data: { propertyId, id: command.id },
  };
  const successor = existing.isDefault
    ? [...state.banks.values()].find((other) => other.id !== command.id)
    : undefined;
  return successor
    ? [removed, { type: 'HotelBankAccountChanged', data: { ...successor, isDefault: true } }]
    : [removed];
};

export const saveRule = (
  command: SaveHotelRule,
  state: ProfileState,
  { propertyId, newId }: ProfileContext,
): (HotelRuleAdded | HotelRuleChanged)[] => {
  const existing = command.id ? state.rules.get(command.id) : undefined;
  if (command.id && !existing) throw new NotFound('rule');
  const rule: HotelRule = {
    propertyId,
    id: existing?.id ?? newId,
    title: command.title,
    description: command.description,
  };
  if (!existing) return [{ type: 'HotelRuleAdded', data: rule }];
  if (same(rule, existing)) return [];
  return [{ type: 'HotelRuleChanged', data: rule }];
};

export const removeRule = (
  command: { readonly id: string },
  state: ProfileState,
  { propertyId }: Pick<ProfileContext, 'propertyId'>,
): HotelRuleRemoved[] => {
  if (!state.rules.has(command.id)) throw new NotFound('rule');
  return [{ type: 'HotelRuleRemoved', data: { propertyId, id: command.id } }];
};

/** The property's pictures, in the order guests see them (a new order or removals). */
export const saveImages = (
  command: SaveHotelImages,
  state: ProfileState,
  { propertyId }: Pick<ProfileContext, 'propertyId'>,
): HotelImagesChanged[] => {
  checkImages(
    propertyId,
    command.images.map((path, index) => [`images.${index}`, path] as const),
  );
  if (same(command.images, state.images)) return [];
  return [{ type: 'HotelImagesChanged', data: { propertyId, images: command.images } }];
};

/** The facilities the property has: the whole set, kept in the catalogue's order. */
export const syncFacilities = (
  command: SyncFacilities,
  state: ProfileState,
  { propertyId }: Pick<ProfileContext, 'propertyId'>,
): HotelFacilitiesChanged[] => {
  const chosen = new Set(command.facilities);
  const facilityIds = facilities.filter((f) => chosen.has(f.id)).map((f) => f.id);
  if (same(facilityIds, state.facilityIds)) return [];
  return [{ type: 'HotelFacilitiesChanged', data: { propertyId, facilityIds } }];
};

/** Opens or closes the property's public online booking page. */
export const setOnlineBooking = (
  command: { readonly hasOnlineBook: boolean },
  state: ProfileState,
  { propertyId }: Pick<ProfileContext, 'propertyId'>,
): OnlineBookingChanged[] =>
  command.hasOnlineBook === state.hasOnlineBook
    ? []
    : [
        {
          type: 'OnlineBookingChanged',
          data: { propertyId, hasOnlineBook: command.hasOnlineBook },
        },
      ];
