import { namesOf } from '@hotel/events/names';
import { addHours, timeInTimeZone } from '@hotel/events/dates';
import { type Language, translate } from '@hotel/events/messages';
import {
  type AgePolicy,
  type Quote,
  quoteCalendarRange,
  quoteStay,
} from '@hotel/events/pricing/quote';
import { rateCalendar } from '@hotel/events/pricing/rate-calendar';
import type { RateCalendarEvent } from '@hotel/events/rates/events';
import type {
  CancellationPolicyClone,
  DiscountType,
  Price,
  RatePlanClone,
  RoomTypeClone,
  SourceClone,
  Stay,
  TaxClone,
} from '@hotel/events/reservations/events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import { englishNameOf } from '@hotel/events/settings/events';
import { streams } from '@hotel/events/streams';
import type { InventoryState } from '../inventory/decider';
import { inventory } from '../inventory/decider';
import type { Aggregate } from '../pipeline/aggregate';
import type { Loader } from '../pipeline/handle-command';
import { type PoliciesState, policies } from '../policies/decider';
import { type ProfileState, profile } from '../profile/decider';
import { property } from '../property/decider';
import { type RatePlansState, ratePlans } from '../rates/decider';
import { type SettingsState, settings } from '../settings/decider';
import type { RoomsView } from './ledger-queries';

/** The writes on one rate plan's calendar, in order (what the rate fold needs). */
export const rateWrites: Aggregate<readonly RateCalendarEvent[], RateCalendarEvent> = {
  cached: true,
  initialState: () => [],
  evolve: (state, event) => [...state, event],
};

/**
 * Everything of a property a booking is decided against: its working date, rooms, rate
 * plans and their calendars, policies, profile and settings lists.
 */
export interface BookingWorld {
  readonly propertyId: string;
  /** The name the property was registered with (the profile may give guests another). */
  readonly propertyName: string;
  readonly workingDate: string;
  readonly timeZone: string;
  readonly inventory: InventoryState;
  readonly ratePlans: RatePlansState;
  readonly policies: PoliciesState;
  readonly profile: ProfileState;
  readonly settings: SettingsState;
  readonly rateWrites: ReadonlyMap<string, readonly RateCalendarEvent[]>;
}

export const loadWorld = async (
  { load }: Loader,
  propertyId: string,
  /** The plans whose calendars are needed, or 'all' (the availability search prices all). */
  ratePlanIds: readonly (string | null)[] | 'all',
): Promise<BookingWorld> => {
  const [place, rooms, plans, rules, hotel, lists] = await Promise.all([
    load(streams.property(propertyId), property),
    load(streams.inventory(propertyId), inventory),
    load(streams.ratePlans(propertyId), ratePlans),
    load(streams.policies(propertyId), policies),
    load(streams.profile(propertyId), profile),
    load(streams.settings(propertyId), settings),
  ]);
  if (place.status === 'none') throw new NotFound('property');
  const writes = new Map<string, readonly RateCalendarEvent[]>();
  for (const id of new Set(ratePlanIds === 'all' ? plans.keys() : ratePlanIds)) {
    if (id !== null && plans.has(id)) {
      writes.set(id, await load(streams.rates(id), rateWrites));
    }
  }
  return {
    propertyId,
    propertyName: place.name,
    workingDate: place.workingDate,
    timeZone: place.timeZone,
    inventory: rooms,
    ratePlans: plans,
    policies: rules,
    profile: hotel,
    settings: lists,
    rateWrites: writes,
  };
};

/** The rooms as the availability index sees them. */
export const roomsView = (world: BookingWorld): RoomsView => roomsViewOf(world.inventory);

/** Views made, per inventory state (folds make a new state on every change: never stale). */
const roomsViews = new WeakMap<InventoryState, RoomsView>();

/**
 * The rooms of an inventory as the availability index sees them; made once per inventory
 * state (grouping 500 rooms by type on every booking cost tens of microseconds).
 */
export const roomsViewOf = (inventory: InventoryState): RoomsView => {
  let view = roomsViews.get(inventory);
  if (!view) {
    view = makeRoomsView(inventory);
    roomsViews.set(inventory, view);
  }
  return view;
};

const makeRoomsView = (inventory: InventoryState): RoomsView => {
  const byType = new Map<string, { id: string; name: string }[]>();
  for (const room of inventory.rooms.values()) {
    const list = byType.get(room.roomTypeId) ?? [];
    list.push({ id: room.id, name: room.name });
    byType.set(room.roomTypeId, list);
  }
  return {
    roomsOfType: (id) => byType.get(id) ?? [],
    roomTypeName: (id) => {
      const type = inventory.roomTypes.get(id);
      return type ? namesOf(type) : { name: id };
    },
    roomName: (id) => inventory.rooms.get(id)?.name ?? id,
  };
};

export const roomTypeCloneOf = (world: BookingWorld, roomTypeId: string): RoomTypeClone => {
  const type = world.inventory.roomTypes.get(roomTypeId);
  if (!type) throw new NotFound('roomType');
  return {
    roomTypeId,
    name: type.name,
    ...(type.nameEn ? { nameEn: type.nameEn } : {}),
    shortName: type.shortName,
    ...(type.shortNameEn ? { shortNameEn: type.shortNameEn } : {}),
    defaultPrice: type.defaultPrice,
    priceDayUse: type.priceDayUse,
    hasExtraBed: type.hasExtraBed,
    extraBeds: type.extraBeds,
  };
};

export const ratePlanCloneOf = (
  world: BookingWorld,
  roomTypeId: string,
  ratePlanId: string | null,
): RatePlanClone | null => {
  if (ratePlanId === null) return null;
  const plan = world.ratePlans.get(ratePlanId);
  if (!plan || plan.roomTypeId !== roomTypeId) throw new NotFound('ratePlan');
  return { ratePlanId, name: plan.name, ...englishNameOf(plan), nonRef: plan.nonRef };
};

export const roomCloneOf = (world: BookingWorld, roomTypeId: string, roomId: string | null) => {
  if (roomId === null) return null;
  const room = world.inventory.rooms.get(roomId);
  if (!room) throw new NotFound('room');
  if (room.roomTypeId !== roomTypeId) {
    throw new RuleBroken('reservation.roomNotOfType', { room: room.name }, 'roomId');
  }
  return { roomId, name: room.name };
};

/** The source asked for, or the property's default one. */
export const sourceCloneOf = (world: BookingWorld, sourceId: string | null): SourceClone => {
  const sources = [...world.settings.Source.values()];
  const source = sourceId ? world.settings.Source.get(sourceId) : sources.find((s) => s.isDefault);
  if (!source) {
    throw new RuleBroken('reservation.sourceUnknown', {}, 'source.id');
  }
  return {
    sourceId: source.id,
    name: source.name,
    ...englishNameOf(source),
    shortName: source.shortName,
    color: source.color,
    isDefault: source.isDefault,
    serviceName: null,
  };
};

export const partnerCloneOf = (world: BookingWorld, partnerId: string | null) => {
  if (!partnerId) return null;
  const partner = world.settings.Partner.get(partnerId);
  if (!partner) throw new RuleBroken('reservation.partnerUnknown', {}, 'partner.id');
  return { partnerId, name: partner.name, discount: partner.discount };
};

/** The property's enabled taxes, as new reservations carry them. */
export const taxClonesOf = (world: BookingWorld): TaxClone[] =>
  [...world.settings.Tax.values()]
    .filter((tax) => tax.isEnabled)
    .map((tax) => ({
      taxId: tax.id,
      name: tax.name,
      ...englishNameOf(tax),
      percentage: tax.percentage,
      inclusive: tax.inclusive,
      isDefault: tax.isDefault,
    }));

export const cancellationPolicyCloneOf = (world: BookingWorld): CancellationPolicyClone | null => {
  const policy = world.policies.cancellation;
  if (!policy) return null;
  return {
    isFree: policy.isFree,
    days: policy.cancellationTime?.day ?? null,
    percent: policy.cancellationPercent?.percent ?? null,
    additionPercent: policy.cancellationAdditionPercent?.percent ?? null,
    ...(policy.basis ? { basis: policy.basis } : {}),
    ...(policy.basis === 'fixed' ? { fixedAmount: policy.fixedAmount ?? 0 } : {}),
    summaries: policy.policySummary,
  };
};

/** The property's check-in / check-out times (profile), or 14:00 / 12:00. */
export const hotelTimes = (world: BookingWorld) => ({
  checkIn: world.profile.info?.checkInTime || '14:00',
  checkOut: world.profile.info?.checkOutTime || '12:00',
});

/**
 * A stay's times filled in as staff expect (operations spec §4): night stays arrive at the
 * hotel's check-in time and leave at its check-out time; day stays arrive now and leave at
 * 18:00; time stays arrive now and leave after their hours.
 */
export const stayOf = (
  world: BookingWorld,
  now: string,
  input: {
    stayType: Stay['stayType'];
    checkIn: string;
    checkOut: string;
    arrivalTime: string | null;
    exitTime: string | null;
    hours: number | null;
  },
): Stay => {
  const times = hotelTimes(world);
  if (input.stayType === 'night') {
    return {
      stayType: 'night',
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      arrivalTime: input.arrivalTime ?? times.checkIn,
      exitTime: input.exitTime ?? times.checkOut,
      hours: null,
    };
  }
  const arrivalTime = input.arrivalTime ?? timeInTimeZone(now, world.timeZone);
  if (input.stayType === 'day') {
    return {
      stayType: 'day',
      checkIn: input.checkIn,
      checkOut: input.checkIn,
      arrivalTime,
      exitTime: input.exitTime ?? '18:00',
      hours: null,
    };
  }
  const hours = input.hours ?? 1;
  return {
    stayType: 'time',
    checkIn: input.checkIn,
    checkOut: input.checkIn,
    arrivalTime,
    exitTime: addHours(arrivalTime, hours),
    hours,
  };
};

export interface PriceRequest {
  readonly roomTypeId: string;
  readonly ratePlanId: string | null;
  readonly stay: Stay;
  readonly adults: number;
  readonly childrenAges: readonly number[];
  readonly partnerDiscount: number;
  readonly discount: { readonly type: DiscountType; readonly value: number } | null;
  readonly taxes: readonly TaxClone[];
  readonly timePrice: number | null;
  /** A night stay's room price per night fixed by staff (see `QuoteInput.nightPrices`). */
  readonly nightPrices?: readonly number[] | null;
  /** The folio's services and extra beds (a re-priced reservation keeps them). */
  readonly services?: readonly { name: string; price: number; quantity: number }[];
  readonly extraBeds?: readonly { policy: AgePolicy; nights: number }[];
}

/** The quote engine on the command side's state (the query side uses the read models). */
export const quoteFor = (world: BookingWorld, request: PriceRequest): Quote => {
  const type = world.inventory.roomTypes.get(request.roomTypeId);
  if (!type) throw new NotFound('roomType');
  const plan = request.ratePlanId ? world.ratePlans.get(request.ratePlanId) : undefined;
  const range = quoteCalendarRange(request.stay.checkIn, request.stay.checkOut);
  const writes = request.ratePlanId ? (world.rateWrites.get(request.ratePlanId) ?? []) : [];
  return quoteStay({
    stay: {
      type: request.stay.stayType,
      checkIn: request.stay.checkIn,
      checkOut: request.stay.checkOut,
      ...(request.stay.hours !== null ? { hours: request.stay.hours } : {}),
    },
    roomType: type,
    ratePlan: plan ? { isDaily: plan.isDaily, occupancyRates: plan.occupancyRates } : null,
    rateDays: plan ? rateCalendar(writes, range.from, range.to) : new Map(),
    property: {
      hasTime: world.profile.info?.hasTime ?? false,
      maxTime: world.profile.info?.maxTime ?? null,
      childAge: world.policies.childAge,
    },
    adults: request.adults,
    childrenAges: request.childrenAges,
    childPolicies: [...world.policies.children.values()] as AgePolicy[],
    extraBeds: request.extraBeds ?? [],
    partnerDiscount: request.partnerDiscount,
    discount: request.discount,
    taxes: request.taxes.map((t) => ({
      id: t.taxId,
      name: t.name,
      percentage: t.percentage,
      inclusive: t.inclusive,
    })),
    roomPrice: request.stay.stayType === 'night' ? null : request.timePrice,
    nightPrices: request.stay.stayType === 'night' ? (request.nightPrices ?? null) : null,
    services: request.services ?? [],
  });
};

/** The quote as a reservation keeps it. */
export const priceOf = (quote: Quote): Price => ({
  nights: quote.nights,
  dayRates: [...quote.dayRates],
  lines: quote.lines.map((line) => ({ ...line })),
  roomAmount: quote.roomAmount,
  childrenAmount: quote.childrenAmount,
  discountAmount: quote.discountAmount,
  taxes: quote.taxes.map((tax) => ({ ...tax })),
  total: quote.total,
});

/** Refuses a stay the quote engine will not sell, with its reasons in the caller's language. */
export const sellable = (quote: Quote, language: Language): Quote => {
  if (quote.sellable) return quote;
  const reasons = quote.reasons.map((r) => translate(r.code, language, r.params)).join(' ');
  throw new RuleBroken('reservation.notSellable', { reasons });
};
