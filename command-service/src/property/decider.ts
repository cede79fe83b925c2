import { dateInTimeZone, DEFAULT_TIME_ZONE } from '@hotel/events/dates';
import type {
  PropertyEvent,
  PropertyRegistered,
  PropertyRegistryEvent,
  PropertyStatus,
  RegisterNoClaimed,
} from '@hotel/events/property/events';
import type { RegisterProperty } from '@hotel/events/property/commands';
import { RuleBroken } from '@hotel/events/rule-broken';
import type { Aggregate } from '../pipeline/aggregate';
import type { CommandContext } from '../pipeline/context';

export type PropertyState =
  | { readonly status: 'none' }
  | { readonly status: PropertyStatus; readonly id: string; readonly workingDate: string };

export const property: Aggregate<PropertyState, PropertyEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'PropertyRegistered':
        return {
          status: event.data.status,
          id: event.data.propertyId,
          workingDate: event.data.workingDate,
        };
      default: {
        const unhandled: never = event.type;
        return unhandled;
      }
    }
  },
};

/** Register numbers already claimed by a property. */
export type PropertyRegistryState = ReadonlyMap<string, string>;

export const propertyRegistry: Aggregate<PropertyRegistryState, PropertyRegistryEvent> = {
  initialState: () => new Map(),
  evolve: (state, event) => {
    switch (event.type) {
      case 'RegisterNoClaimed':
        return new Map(state).set(event.data.registerNo, event.data.propertyId);
      default: {
        const unhandled: never = event.type;
        return unhandled;
      }
    }
  },
};

/** A new property starts active on its registration date, in tugrik, in Ulaanbaatar time. */
export const registerProperty = (
  command: RegisterProperty,
  state: { property: PropertyState; registry: PropertyRegistryState },
  context: CommandContext & { propertyId: string; ownerAccountId: string },
): { property: PropertyRegistered[]; registry: RegisterNoClaimed[] } => {
  if (state.property.status !== 'none') throw new RuleBroken('property.alreadyRegistered');
  if (state.registry.has(command.registerNo)) {
    throw new RuleBroken('property.registerNoTaken', {}, 'registerNo');
  }
  const propertyId = context.propertyId;
  return {
    property: [
      {
        type: 'PropertyRegistered',
        data: {
          propertyId,
          name: command.name,
          registerNo: command.registerNo,
          companyName: command.companyName,
          email: command.email,
          phone: command.phone,
          timeZone: DEFAULT_TIME_ZONE,
          currency: 'MNT',
          workingDate: dateInTimeZone(context.now, DEFAULT_TIME_ZONE),
          status: 'active',
          registeredAt: context.now,
          ownerAccountId: context.ownerAccountId,
        },
      },
    ],
    registry: [{ type: 'RegisterNoClaimed', data: { registerNo: command.registerNo, propertyId } }],
  };
};
