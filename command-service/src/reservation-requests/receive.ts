import { namesOf } from '@hotel/events/names';
import { addDays, dateInTimeZone, daysBetween } from '@hotel/events/dates';
import { deriveId } from '@hotel/events/ids';
import type { Language } from '@hotel/events/messages';
import {
  ONLINE_CHANNEL,
  type RequestedRoomType,
  type RequestGuest,
} from '@hotel/events/reservation-requests/events';
import {
  MAX_ONLINE_DAYS_AHEAD,
  REQUEST_HOLD_HOURS,
} from '@hotel/events/reservation-requests/rules';
import type { SourceClone } from '@hotel/events/reservations/events';
import { RuleBroken } from '@hotel/events/rule-broken';
import type { LedgerState } from '../reservations/ledger';
import { type BookingWorld, priceOf, quoteFor, sellable, taxClonesOf } from '../reservations/world';
import type { RequestDecision } from './decision';
import { hold, hoursAfter, nightStay } from './holds';

/** The rate plan a room type sells online (the one flagged for online booking). */
export const onlinePlanOf = (world: BookingWorld, roomTypeId: string) =>
  [...world.ratePlans.values()].find((p) => p.roomTypeId === roomTypeId && p.isOnlineBook) ?? null;

/** The source a request's reservations carry: the online booking page, or the channel. */
export const requestSourceOf = (
  channel: string,
  name: string,
  nameEn: string | null = null,
): SourceClone => ({
  sourceId: null,
  name,
  ...(nameEn ? { nameEn } : {}),
  shortName: channel === ONLINE_CHANNEL ? 'ОЗ' : channel.slice(0, 2).toUpperCase(),
  color: '#0ea5e9',
  isDefault: false,
  serviceName: channel,
});

/** What any channel hands over: a night stay, rooms by type, the guest. */
export interface RequestIntake {
  readonly channel: string;
  readonly syncId: string | null;
  readonly sourceName: string;
  /** The source's English name (the online booking page has one; a channel is its own name). */
  readonly sourceNameEn?: string | null;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly rooms: readonly {
    readonly roomTypeId: string;
    readonly quantity: number;
    readonly numberOfGuests: number | null;
  }[];
  readonly guest: RequestGuest;
  readonly notes: string | null;
  readonly language: Language;
}

/**
 * A request arrives: its dates lie between the property's today and a year ahead, every room
 * type exists and (online) is sold online, each room holds its adults, the stay is priced by
 * the type's online plan (or the type's own prices for a type without one, channels only),
 * and the rooms are held for REQUEST_HOLD_HOURS — refused with 409 when they are not free.
 */
export const receiveRequest = (
  intake: RequestIntake,
  world: BookingWorld,
  ledger: LedgerState,
  context: { readonly commandId: string; readonly now: string; readonly language: Language },
): RequestDecision & { readonly id: string; readonly number: number; readonly until: string } => {
  const { propertyId } = world;
  const id = deriveId(context.commandId, 'reservation-request');
  const today = dateInTimeZone(context.now, world.timeZone);
  const earliest = world.workingDate > today ? world.workingDate : today;
  if (intake.checkIn < earliest) {
    throw new RuleBroken('request.checkInPast', { date: earliest }, 'checkIn');
  }
  const latest = addDays(earliest, MAX_ONLINE_DAYS_AHEAD);
  if (intake.checkIn > latest) {
    throw new RuleBroken('request.tooFarAhead', { date: latest }, 'checkIn');
  }
  const stay = nightStay(world, context.now, intake.checkIn, intake.checkOut);
  const taxes = taxClonesOf(world);
  const roomTypes: RequestedRoomType[] = intake.rooms.map((room, index) => {
    const type = world.inventory.roomTypes.get(room.roomTypeId);
    if (!type) throw new RuleBroken('request.roomTypeUnknown', {}, `rooms.${index}.roomTypeId`);
    const plan = onlinePlanOf(world, type.id);
    if (!plan && intake.channel === ONLINE_CHANNEL) {
      throw new RuleBroken('request.roomTypeNotOnline', {}, `rooms.${index}.roomTypeId`);
    }
    const adults = room.numberOfGuests ?? type.occupancy;
    if (adults > type.occupancy) {
      throw new RuleBroken(
        'request.tooManyGuests',
        { roomType: namesOf(type), max: type.occupancy },
        `rooms.${index}.numberOfGuests`,
      );
    }
    const price = priceOf(
      sellable(
        quoteFor(world, {
          roomTypeId: type.id,
          ratePlanId: plan?.id ?? null,
          stay,
          adults,
          childrenAges: [],
          partnerDiscount: 0,
          discount: null,
          taxes,
          timePrice: null,
        }),
        context.language,
      ),
    );
    return {
      roomTypeId: type.id,
      name: type.name,
      ...(type.nameEn ? { nameEn: type.nameEn } : {}),
      ratePlanId: plan?.id ?? null,
      ratePlanName: plan?.name ?? null,
      quantity: room.quantity,
      numberOfGuests: adults,
      amount: price.total * room.quantity,
    };
  });
  const number = ledger.lastRequestNumber + 1;
  const until = hoursAfter(context.now, REQUEST_HOLD_HOURS);
  const held = hold({ id, number, roomTypes }, stay, until, world, ledger, context.now);
  return {
    id,
    number,
    until,
    request: [
      {
        type: 'ReservationRequestReceived',
        data: {
          propertyId,
          resReqId: id,
          number,
          channel: intake.channel,
          syncId: intake.syncId,
          sourceClone: requestSourceOf(intake.channel, intake.sourceName, intake.sourceNameEn),
          checkIn: intake.checkIn,
          checkOut: intake.checkOut,
          stayNights: daysBetween(intake.checkIn, intake.checkOut),
          guest: intake.guest,
          roomTypes,
          numberOfGuests: roomTypes.reduce((sum, r) => sum + r.numberOfGuests * r.quantity, 0),
          numberOfRooms: roomTypes.reduce((sum, r) => sum + r.quantity, 0),
          amount: roomTypes.reduce((sum, r) => sum + r.amount, 0),
          notes: intake.notes,
          language: intake.language,
          createdAt: context.now,
        },
      },
    ],
    ledger: [held],
  };
};
