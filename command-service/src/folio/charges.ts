import type {
  AddExtraBed,
  AddReservationTax,
  AddServiceItem,
  RemoveFromReservation,
  SaveStayGuest,
} from '@hotel/events/folio/commands';
import type { ChargeEvent, FolioEvent } from '@hotel/events/folio/events';
import { lessPercentUp } from '@hotel/events/pricing/money';
import { withCharges } from '@hotel/events/pricing/quote';
import type { Price, TaxClone } from '@hotel/events/reservations/events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import { englishNameOf } from '@hotel/events/settings/events';
import type { PoliciesState } from '../policies/decider';
import { chargesOf, type LiveReservation, type ReservationState } from '../reservations/decider';
import type { SettingsState } from '../settings/decider';

/**
 * The folio's charges besides the room (operations spec §3 reservation item, extra bed, tax
 * clone, guest clone; settings spec §5 reservation panels): services, extra beds, taxes and
 * the guests staying. Every charge re-prices the reservation with the quote engine's own
 * arithmetic (`withCharges`): the room and its discount stay as they were priced.
 */

export interface ChargeContext {
  readonly propertyId: string;
  /** The id of what the command creates. */
  readonly newId: string;
  readonly now: string;
  readonly settings: SettingsState;
  readonly policies: PoliciesState;
}

const live = (state: ReservationState, propertyId: string): LiveReservation => {
  if (!state.exists || state.propertyId !== propertyId) throw new NotFound('reservation');
  return state;
};

/** Charges go on any stay that is not canceled or a no-show (late charges after check-out too). */
const chargeable = (state: ReservationState, propertyId: string): LiveReservation => {
  const reservation = live(state, propertyId);
  if (reservation.status === 'canceled' || reservation.status === 'no-show') {
    throw new RuleBroken('folio.closedStay');
  }
  return reservation;
};

/** The price with these charges (each defaults to the reservation's own). */
const priceWith = (
  state: LiveReservation,
  changes: {
    items?: LiveReservation['items'];
    extraBeds?: LiveReservation['extraBeds'];
    taxes?: readonly TaxClone[];
  },
): Price => {
  const charges = chargesOf({
    ...state,
    items: changes.items ?? state.items,
    extraBeds: changes.extraBeds ?? state.extraBeds,
  });
  const taxes = (changes.taxes ?? state.taxClones).map((t) => ({
    id: t.taxId,
    name: t.name,
    percentage: t.percentage,
    inclusive: t.inclusive,
  }));
  const priced = withCharges(state.price, { ...charges, taxes });
  return {
    ...state.price,
    lines: priced.lines.map((line) => ({ ...line })),
    taxes: priced.taxes.map((tax) => ({ ...tax })),
    total: priced.total,
  };
};

const of = (state: LiveReservation) => ({
  propertyId: state.propertyId,
  reservationId: state.id,
});

export const addServiceItem = (
  command: AddServiceItem,
  current: ReservationState,
  context: ChargeContext,
): ChargeEvent[] => {
  const state = chargeable(current, context.propertyId);
  const category = context.settings.ServiceCategory.get(command.serviceCategory.id);
  if (!category) throw new RuleBroken('serviceCategory.notFound', {}, 'serviceCategory.id');
  const service = context.settings.Service.get(command.service.id);
  if (!service) throw new RuleBroken('folio.unknownService', {}, 'service.id');
  if (service.serviceCategoryId !== category.id) {
    throw new RuleBroken('folio.serviceNotInCategory', {}, 'service.id');
  }
  const listed = command.price ?? service.price;
  const discount = state.partnerClone?.discount ?? 0;
  const price = command.isDiscount && discount > 0 ? lessPercentUp(listed, discount) : listed;
  const item = {
    itemId: context.newId,
    serviceCategoryClone: {
      serviceCategoryId: category.id,
      name: category.name,
      ...englishNameOf(category),
    },
    serviceClone: { serviceId: service.id, name: service.name, ...englishNameOf(service) },
    quantity: command.quantity,
    price,
    createdAt: context.now,
  };
  const items = new Map(state.items).set(item.itemId, item);
  return [
    { type: 'ServiceItemAdded', data: { ...of(state), item, price: priceWith(state, { items }) } },
  ];
};

export const removeServiceItem = (
  command: RemoveFromReservation,
  current: ReservationState,
  context: Pick<ChargeContext, 'propertyId'>,
): ChargeEvent[] => {
  const state = live(current, context.propertyId);
  if (!state.items.has(command.id)) throw new NotFound('item');
  const items = new Map(state.items);
  items.delete(command.id);
  return [
    {
      type: 'ServiceItemRemoved',
      data: { ...of(state), itemId: command.id, price: priceWith(state, { items }) },
    },
  ];
};

/**
 * An extra bed (settings spec §5): only when the room type takes extra beds, never on an
 * hourly stay, fewer than the room type's count already on it, for 1 … the stay's nights at
 * the policy's price per night.
 */
export const addExtraBed = (
  command: AddExtraBed,
  current: ReservationState,
  context: ChargeContext,
): ChargeEvent[] => {
  const state = chargeable(current, context.propertyId);
  const policy = context.policies.extraBeds.get(command.policy.id);
  if (!policy) throw new RuleBroken('folio.unknownExtraBedPolicy', {}, 'policy.id');
  const { roomTypeClone } = state;
  if (!roomTypeClone.hasExtraBed || !roomTypeClone.extraBeds) {
    throw new RuleBroken('folio.noExtraBeds');
  }
  if (state.stay.stayType === 'time') throw new RuleBroken('folio.hourlyExtraBed');
  if (state.extraBeds.size >= roomTypeClone.extraBeds) {
    throw new RuleBroken('folio.extraBedsFull', { max: roomTypeClone.extraBeds });
  }
  const stayNights = Math.max(1, state.price.nights);
  if (command.nights > stayNights) {
    throw new RuleBroken('folio.extraBedNights', { max: stayNights }, 'nights');
  }
  const amount = policy.priceType === 'mnt' ? policy.price : 0;
  const extraBed = {
    extraBedId: context.newId,
    policyClone: {
      policyId: policy.id,
      ageType: policy.ageType,
      priceType: policy.priceType,
      price: policy.price,
      minAge: policy.minAge,
      maxAge: policy.maxAge,
    },
    nights: command.nights,
    amount,
    totalAmount: amount * command.nights,
    createdAt: context.now,
  };
  const extraBeds = new Map(state.extraBeds).set(extraBed.extraBedId, extraBed);
  return [
    {
      type: 'ExtraBedAdded',
      data: { ...of(state), extraBed, price: priceWith(state, { extraBeds }) },
    },
  ];
};

export const removeExtraBed = (
  command: RemoveFromReservation,
  current: ReservationState,
  context: Pick<ChargeContext, 'propertyId'>,
): ChargeEvent[] => {
  const state = live(current, context.propertyId);
  if (!state.extraBeds.has(command.id)) throw new NotFound('extraBed');
  const extraBeds = new Map(state.extraBeds);
  extraBeds.delete(command.id);
  return [
    {
      type: 'ExtraBedRemoved',
      data: { ...of(state), extraBedId: command.id, price: priceWith(state, { extraBeds }) },
    },
  ];
};

/** A tax of the property not already on the stay (inclusive or added on top, as it is set). */
export const addReservationTax = (
  command: AddReservationTax,
  current: ReservationState,
  context: ChargeContext,
): ChargeEvent[] => {
  const state = chargeable(current, context.propertyId);
  const tax = context.settings.Tax.get(command.tax.id);
  if (!tax) throw new RuleBroken('folio.unknownTax', {}, 'tax.id');
  if (state.taxClones.some((t) => t.taxId === tax.id)) {
    throw new RuleBroken('folio.taxOnStay', {}, 'tax.id');
  }
  const taxClone: TaxClone = {
    taxId: tax.id,
    name: tax.name,
    ...englishNameOf(tax),
    percentage: tax.percentage,
    inclusive: tax.inclusive,
    isDefault: tax.isDefault,
  };
  return [
    {
      type: 'ReservationTaxAdded',
      data: {
        ...of(state),
        taxClone,
        price: priceWith(state, { taxes: [...state.taxClones, taxClone] }),
      },
    },
  ];
};

/** Removing a tax: never the default one, never once anything is paid (settings spec §5). */
export const removeReservationTax = (
  command: RemoveFromReservation,
  current: ReservationState,
  context: Pick<ChargeContext, 'propertyId'>,
): ChargeEvent[] => {
  const state = live(current, context.propertyId);
  const tax = state.taxClones.find((t) => t.taxId === command.id);
  if (!tax) throw new NotFound('tax');
  if (tax.isDefault) throw new RuleBroken('folio.defaultTaxLocked');
  if (state.paid > 0) throw new RuleBroken('folio.paidTaxLocked');
  return [
    {
      type: 'ReservationTaxRemoved',
      data: {
        ...of(state),
        taxId: tax.taxId,
        price: priceWith(state, { taxes: state.taxClones.filter((t) => t !== tax) }),
      },
    },
  ];
};

/** A guest staying in the room besides the booking's own guest: added or edited. */
export const saveStayGuest = (
  command: SaveStayGuest,
  current: ReservationState,
  context: Pick<ChargeContext, 'propertyId' | 'newId'>,
): FolioEvent[] => {
  const state = live(current, context.propertyId);
  if (command.guestCloneId && !state.stayGuestIds.has(command.guestCloneId)) {
    throw new NotFound('guest');
  }
  return [
    {
      type: 'StayGuestSaved',
      data: {
        ...of(state),
        guest: {
          guestCloneId: command.guestCloneId ?? context.newId,
          name: command.name,
          surname: command.surname,
          email: command.email,
          phoneNumber: command.phoneNumber,
          passportNumber: command.passportNumber,
          nationality: command.nationality,
        },
      },
    },
  ];
};

export const removeStayGuest = (
  command: RemoveFromReservation,
  current: ReservationState,
  context: Pick<ChargeContext, 'propertyId'>,
): FolioEvent[] => {
  const state = live(current, context.propertyId);
  if (!state.stayGuestIds.has(command.id)) throw new NotFound('guest');
  return [{ type: 'StayGuestRemoved', data: { ...of(state), guestCloneId: command.id } }];
};
