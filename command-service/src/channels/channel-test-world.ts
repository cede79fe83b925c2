import type { ChannelConnectionEvent } from '@hotel/events/channels/channel-connection-events';
import { LUX, P, STD, world as baseWorld } from '../reservations/test-world';
import type { BookingWorld } from '../reservations/world';
import { channelConnections } from './channel-connection-decider';

/**
 * What the channel deciders' tests decide in: the reservations' test world with a rate plan per
 * room type (Standard's, Lux's), and a channel "Booking.com" mapping DBL/BAR → Standard and its
 * plan, STE/LUXBAR → Lux and its plan.
 */

export const CH = '00000000-0000-4000-8000-0000000000c1';
export const STD_PLAN = '00000000-0000-4000-8000-0000000000a1';
export const LUX_PLAN = '00000000-0000-4000-8000-0000000000b1';

const plan = (id: string, roomTypeId: string) => ({
  id,
  name: `BAR ${roomTypeId.slice(-1)}`,
  nameEn: null,
  roomTypeId,
  isDaily: false,
  nonRef: false,
  isOta: true,
  isOnlineBook: false,
  partnerIds: [],
  mealIds: [],
  occupancyRates: [],
});

export const world: BookingWorld = {
  ...baseWorld,
  ratePlans: new Map([
    [STD_PLAN, plan(STD_PLAN, STD)],
    [LUX_PLAN, plan(LUX_PLAN, LUX)],
  ]),
};

/** The channel's events: connected under `name`, its codes mapped. */
export const channelEvents = (name = 'Booking.com'): ChannelConnectionEvent[] => [
  {
    type: 'ChannelConnected',
    data: { propertyId: P, channelId: CH, name, connectedAt: '2026-11-20T00:00:00Z' },
  },
  {
    type: 'ChannelMappingSet',
    data: {
      propertyId: P,
      channelId: CH,
      rooms: [
        { code: 'DBL', roomTypeId: STD },
        { code: 'STE', roomTypeId: LUX },
      ],
      rates: [
        { code: 'BAR', ratePlanId: STD_PLAN },
        { code: 'LUXBAR', ratePlanId: LUX_PLAN },
      ],
      at: '2026-11-20T00:00:00Z',
    },
  },
];

/** The channel as the deciders read it. */
export const channelOf = (name = 'Booking.com') =>
  channelEvents(name)
    .reduce(channelConnections.evolve, channelConnections.initialState())
    .channels.get(CH)!;
