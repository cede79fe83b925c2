import type { AvailabilityQuery } from '@hotel/events/reservations/commands';
import { type Language, translate } from '@hotel/events/messages';
import { freeRoomsFor, type LedgerState } from './ledger';
import {
  type BookingWorld,
  partnerCloneOf,
  quoteFor,
  roomsView,
  stayOf,
  taxClonesOf,
} from './world';

/**
 * POST /api/check/availability's answer (the new-reservation stepper's first step): each room
 * type, the priority ones first, with its rooms free for the whole stay (the occupancy ledger)
 * and each of its rate plans' price for the stay (or the room type's base price when it has no
 * plan), with the reasons a plan cannot be sold in `language`. Saves nothing.
 */
export const availabilityOf = (
  world: BookingWorld,
  occupancy: LedgerState,
  search: AvailabilityQuery,
  now: string,
  language: Language,
) => {
  const rooms = roomsView(world);
  const stay = stayOf(world, now, {
    stayType: search.stayType,
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    arrivalTime: search.arrivalTime,
    exitTime: search.exitTime,
    hours: search.resTime,
  });
  const partner = search.stayType === 'time' ? null : partnerCloneOf(world, search.partner);
  const taxes = taxClonesOf(world);
  const types = [...world.inventory.roomTypes.values()].sort(
    (a, b) =>
      Number(b.isPriority) - Number(a.isPriority) ||
      (b.updatedAtIsPriority ?? '').localeCompare(a.updatedAtIsPriority ?? ''),
  );
  const roomTypes = types.map((type) => {
    // A partner's booking may take the rooms its allotments hold (docs/allotments.md).
    const { available, freeRoomIds } = freeRoomsFor(
      occupancy,
      type.id,
      stay,
      rooms,
      { at: now },
      null,
      partner?.partnerId ?? null,
    );
    const plans = [...world.ratePlans.values()].filter((p) => p.roomTypeId === type.id);
    const priced = (ratePlanId: string | null) => {
      const quote = quoteFor(world, {
        roomTypeId: type.id,
        ratePlanId,
        stay,
        adults: search.adults ?? type.occupancy,
        childrenAges: [],
        partnerDiscount: partner?.discount ?? 0,
        discount: null,
        taxes,
        timePrice: search.timePrice,
      });
      return {
        total: quote.total,
        sellable: quote.sellable,
        reasons: quote.reasons.map((r) => translate(r.code, language, r.params)),
      };
    };
    return {
      roomTypeId: type.id,
      name: type.name,
      nameEn: type.nameEn ?? null,
      shortName: type.shortName,
      shortNameEn: type.shortNameEn ?? null,
      occupancy: type.occupancy,
      occupancyChildren: type.occupancyChildren,
      available,
      total: rooms.roomsOfType(type.id).length,
      freeRooms: rooms
        .roomsOfType(type.id)
        .filter((room) => freeRoomIds.includes(room.id))
        .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true })),
      ratePlans:
        plans.length > 0
          ? plans.map((plan) => ({
              id: plan.id,
              name: plan.name,
              nameEn: plan.nameEn ?? null,
              nonRef: plan.nonRef,
              ...priced(plan.id),
            }))
          : [
              {
                id: null,
                name: type.name,
                nameEn: type.nameEn ?? null,
                nonRef: false,
                ...priced(null),
              },
            ],
    };
  });
  return { roomTypes, stay };
};
