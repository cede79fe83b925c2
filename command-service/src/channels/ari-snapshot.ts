import { addDays, datesBetween } from '@hotel/events/dates';
import { nightPrice, rateCalendar } from '@hotel/events/pricing/rate-calendar';
import { streams } from '@hotel/events/streams';
import type { Loader } from '../pipeline/handle-command';
import { freeRoomsFor, ledger } from '../reservations/ledger';
import { loadWorld, roomsView, stayOf } from '../reservations/world';
import type { ChannelConnection } from './channel-connection-decider';

/**
 * One ARI message's contents, read from the state when it is sent (the latest state wins):
 * for each date of the range, the room type's free rooms as the occupancy ledger counts them
 * (stays, blocks, request holds in force, the sites' holds, allotments not picked up), and for
 * each rate code mapped to a plan of the room type, the night's price and restrictions.
 */

export interface AriRate {
  readonly rateCode: string;
  /** Tugrik a night at the room type's full occupancy. */
  readonly price: number;
  /** Minimum nights of a stay arriving on the date (1 = none). */
  readonly minStay: number;
  /** Maximum nights of a stay arriving on the date (0 = none). */
  readonly maxStay: number;
  /** Not sold on this date (stop sell). */
  readonly closed: boolean;
  readonly closedToArrival: boolean;
  readonly closedToDeparture: boolean;
}

export interface AriDay {
  readonly date: string;
  readonly available: number;
  readonly rates: readonly AriRate[];
}

/** What is sent for one (channel, room type): the message body of every adapter. */
export interface AriMessage {
  readonly propertyId: string;
  readonly channelId: string;
  /** The channel's room codes mapped to the room type (usually one). */
  readonly roomCodes: readonly string[];
  readonly roomTypeId: string;
  /** Per (channel, room type), growing: a receiver keeps the highest it has applied. */
  readonly sequence: number;
  readonly from: string;
  /** The day after the last date. */
  readonly to: string;
  readonly currency: 'MNT';
  readonly days: readonly AriDay[];
}

export const ariMessageOf = async (
  loader: Loader,
  request: {
    readonly propertyId: string;
    readonly channel: ChannelConnection;
    readonly roomTypeId: string;
    readonly sequence: number;
    readonly from: string;
    readonly to: string;
    readonly now: string;
  },
): Promise<AriMessage> => {
  const { propertyId, channel, roomTypeId } = request;
  const roomCodes = [...channel.rooms].filter(([, id]) => id === roomTypeId).map(([c]) => c);
  const rateCodes = [...channel.rates];
  const world = await loadWorld(
    loader,
    propertyId,
    rateCodes.map(([, planId]) => planId),
  );
  const occupancy = await loader.load(streams.occupancy(propertyId), ledger);
  const type = world.inventory.roomTypes.get(roomTypeId);
  const rooms = roomsView(world);
  const plans = rateCodes.flatMap(([code, planId]) => {
    const plan = world.ratePlans.get(planId);
    if (!plan || plan.roomTypeId !== roomTypeId) return [];
    const days = rateCalendar(world.rateWrites.get(planId) ?? [], request.from, request.to);
    return [{ code, plan, days }];
  });
  const days = datesBetween(request.from, request.to).map((date): AriDay => {
    const stay = stayOf(world, request.now, {
      stayType: 'night',
      checkIn: date,
      checkOut: addDays(date, 1),
      arrivalTime: null,
      exitTime: null,
      hours: null,
    });
    const available = type
      ? freeRoomsFor(occupancy, roomTypeId, stay, rooms, { at: request.now }).available
      : 0;
    return {
      date,
      available,
      rates: plans.map(({ code, plan, days: calendar }) => {
        const day = calendar.get(date);
        const daily = plan.isDaily && day !== undefined;
        return {
          rateCode: code,
          price: type ? (daily ? nightPrice(day.price, type.defaultPrice) : type.defaultPrice) : 0,
          minStay: daily ? day.minLos : 1,
          maxStay: daily ? day.maxLos : 0,
          closed: !type || (daily && day.stopSell),
          closedToArrival: daily && day.closedToArrival,
          closedToDeparture: daily && day.closedToDeparture,
        };
      }),
    };
  });
  return {
    propertyId,
    channelId: channel.channelId,
    roomCodes,
    roomTypeId,
    sequence: request.sequence,
    from: request.from,
    to: request.to,
    currency: 'MNT',
    days,
  };
};
