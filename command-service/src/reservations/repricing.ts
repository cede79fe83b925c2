import type { Language } from '@hotel/events/messages';
import type { DiscountType, Price, Stay } from '@hotel/events/reservations/events';
import type { LiveReservation } from './reservation-state';
import { type BookingWorld, priceOf, quoteFor, sellable } from './world';

/** The folio charges a re-pricing keeps: the reservation's services and extra beds. */
export const chargesOf = (state: LiveReservation) => ({
  services: [...state.items.values()].map((item) => ({
    name: item.serviceClone.name,
    price: item.price,
    quantity: item.quantity,
  })),
  extraBeds: [...state.extraBeds.values()].map((bed) => ({
    policy: { ...bed.policyClone, name: bed.policyClone.ageType },
    nights: bed.nights,
  })),
});

/** Re-prices a reservation as it stands, with some of its terms changed. */
export const repriced = (
  world: BookingWorld,
  state: LiveReservation,
  changes: {
    roomTypeId?: string;
    ratePlanId?: string | null;
    stay?: Stay;
    discount?: { type: DiscountType; value: number } | null;
    timePrice?: number | null;
  },
  language: Language,
): Price =>
  priceOf(
    sellable(
      quoteFor(world, {
        roomTypeId: changes.roomTypeId ?? state.roomTypeClone.roomTypeId,
        ratePlanId:
          changes.ratePlanId !== undefined
            ? changes.ratePlanId
            : (state.ratePlanClone?.ratePlanId ?? null),
        stay: changes.stay ?? state.stay,
        adults: state.numberOfGuests,
        childrenAges: state.childrenAges,
        partnerDiscount: state.partnerClone?.discount ?? 0,
        discount: changes.discount !== undefined ? changes.discount : state.discount,
        taxes: state.taxClones,
        timePrice: changes.timePrice !== undefined ? changes.timePrice : state.timePrice,
        // Prices fixed by staff hold while the nights and the room type stay the same.
        nightPrices:
          changes.stay === undefined && changes.roomTypeId === undefined
            ? (state.fixedNightPrices ?? null)
            : null,
        ...chargesOf(state),
      }),
      language,
    ),
  );

/** The rate plan still exists on this room type (a removed plan prices at the type's prices). */
export const livePlanId = (world: BookingWorld, state: LiveReservation): string | null => {
  const id = state.ratePlanClone?.ratePlanId ?? null;
  const plan = id ? world.ratePlans.get(id) : undefined;
  return plan && plan.roomTypeId === state.roomTypeClone.roomTypeId ? (id as string) : null;
};
