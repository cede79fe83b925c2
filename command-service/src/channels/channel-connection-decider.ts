import type {
  ChannelApiKeyCreated,
  ChannelApiKeyEvent,
  ChannelApiKeyRevoked,
  ChannelConnected,
  ChannelConnectionEvent,
  ChannelMappingSet,
} from '@hotel/events/channels/channel-connection-events';
import type {
  ConnectChannel,
  RevokeChannelApiKey,
  SetChannelMapping,
} from '@hotel/events/channels/channel-connection-commands';
import { deriveId } from '@hotel/events/ids';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { InventoryState } from '../inventory/decider';
import type { Aggregate } from '../pipeline/aggregate';
import type { RatePlansState } from '../rates/decider';

/**
 * A property's channels (`channels-{propertyId}`; docs/channels.md "Channel reservations"):
 * the booking sites and channel managers that send reservations over the inbound API, each
 * with its room codes → our room types and rate codes → our rate plans. Rules:
 *  - a channel's name is unique in the property (compared without case or surrounding spaces);
 *  - a mapping names only the property's own room types and rate plans (else 404);
 *  - a rate code's plan must sell a room type some room code maps to (checked per booking).
 */
export interface ChannelConnection {
  readonly channelId: string;
  readonly name: string;
  /** channel room code → our room type id */
  readonly rooms: ReadonlyMap<string, string>;
  /** channel rate code → our rate plan id */
  readonly rates: ReadonlyMap<string, string>;
}

export interface ChannelsState {
  readonly channels: ReadonlyMap<string, ChannelConnection>;
}

export const channelConnections: Aggregate<ChannelsState, ChannelConnectionEvent> = {
  cached: true,
  initialState: () => ({ channels: new Map() }),
  evolve: (state, event) => {
    const channels = new Map(state.channels);
    switch (event.type) {
      case 'ChannelConnected': {
        const { channelId, name } = event.data;
        channels.set(channelId, { channelId, name, rooms: new Map(), rates: new Map() });
        return { channels };
      }
      case 'ChannelMappingSet': {
        const before = state.channels.get(event.data.channelId);
        if (!before) return state;
        channels.set(before.channelId, {
          ...before,
          rooms: new Map(event.data.rooms.map((r) => [r.code, r.roomTypeId])),
          rates: new Map(event.data.rates.map((r) => [r.code, r.ratePlanId])),
        });
        return { channels };
      }
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
};

/** One API key as the registry keeps it: its hash, whose it is, whether it still opens. */
export interface ChannelKeyEntry {
  readonly keyId: string;
  readonly keyHash: string;
  readonly propertyId: string;
  readonly channelId: string;
  readonly revoked: boolean;
}

export interface ChannelKeysState {
  readonly byHash: ReadonlyMap<string, ChannelKeyEntry>;
  readonly byId: ReadonlyMap<string, ChannelKeyEntry>;
}

/** Every property's channel API keys (`registry-channelkeys`), looked up by SHA-256. */
export const channelKeys: Aggregate<ChannelKeysState, ChannelApiKeyEvent> = {
  cached: true,
  initialState: () => ({ byHash: new Map(), byId: new Map() }),
  evolve: (state, event) => {
    const byHash = new Map(state.byHash);
    const byId = new Map(state.byId);
    switch (event.type) {
      case 'ChannelApiKeyCreated': {
        const { keyId, keyHash, propertyId, channelId } = event.data;
        const entry = { keyId, keyHash, propertyId, channelId, revoked: false };
        byHash.set(keyHash, entry);
        byId.set(keyId, entry);
        return { byHash, byId };
      }
      case 'ChannelApiKeyRevoked': {
        const before = state.byId.get(event.data.keyId);
        if (!before) return state;
        const entry = { ...before, revoked: true };
        byHash.set(entry.keyHash, entry);
        byId.set(entry.keyId, entry);
        return { byHash, byId };
      }
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
};

export interface ChannelContext {
  readonly propertyId: string;
  readonly commandId: string;
  readonly now: string;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The property's channel, or 404 (another property's id looks like none). */
export const requireChannel = (state: ChannelsState, channelId: string): ChannelConnection => {
  const channel = state.channels.get(channelId);
  if (!channel) throw new NotFound('channel');
  return channel;
};

export const connectChannel = (
  command: ConnectChannel,
  state: ChannelsState,
  context: ChannelContext,
): ChannelConnected => {
  if ([...state.channels.values()].some((c) => sameName(c.name, command.name))) {
    throw new RuleBroken('channel.nameTaken', { name: command.name }, 'name');
  }
  return {
    type: 'ChannelConnected',
    data: {
      propertyId: context.propertyId,
      channelId: deriveId(context.commandId, 'channel'),
      name: command.name,
      connectedAt: context.now,
    },
  };
};

export const setChannelMapping = (
  command: SetChannelMapping,
  state: ChannelsState,
  inventory: InventoryState,
  plans: RatePlansState,
  context: ChannelContext,
): ChannelMappingSet => {
  requireChannel(state, command.id);
  for (const line of command.rooms) {
    if (!inventory.roomTypes.has(line.roomTypeId)) throw new NotFound('roomType');
  }
  for (const line of command.rates) {
    if (!plans.has(line.ratePlanId)) throw new NotFound('ratePlan');
  }
  return {
    type: 'ChannelMappingSet',
    data: {
      propertyId: context.propertyId,
      channelId: command.id,
      rooms: command.rooms,
      rates: command.rates,
      at: context.now,
    },
  };
};

/** A new key's facts, made by the route (random) and handed in as data. */
export interface NewKey {
  readonly keyId: string;
  readonly keyHash: string;
  readonly hint: string;
}

export const createChannelApiKey = (
  channelId: string,
  state: ChannelsState,
  key: NewKey,
  context: ChannelContext,
): ChannelApiKeyCreated => {
  requireChannel(state, channelId);
  return {
    type: 'ChannelApiKeyCreated',
    data: { propertyId: context.propertyId, channelId, ...key, createdAt: context.now },
  };
};

export const revokeChannelApiKey = (
  command: RevokeChannelApiKey,
  keys: ChannelKeysState,
  context: ChannelContext,
): ChannelApiKeyRevoked => {
  const entry = keys.byId.get(command.keyId);
  if (!entry || entry.propertyId !== context.propertyId || entry.channelId !== command.id) {
    throw new NotFound('channelKey');
  }
  if (entry.revoked) throw new RuleBroken('channel.keyRevoked');
  return {
    type: 'ChannelApiKeyRevoked',
    data: {
      propertyId: context.propertyId,
      channelId: command.id,
      keyId: command.keyId,
      revokedAt: context.now,
    },
  };
};

/** The key a request carries, if it opens anything: live, and of the channel in the path. */
export const keyEntryOf = (keys: ChannelKeysState, keyHash: string): ChannelKeyEntry | null => {
  const entry = keys.byHash.get(keyHash);
  return entry && !entry.revoked ? entry : null;
};
