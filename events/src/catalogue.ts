import type { PropertyEvent, PropertyRegistryEvent } from './property/events';

/** Every domain event type of the product. The build breaks here when one is forgotten. */
export type AnyDomainEvent = PropertyEvent | PropertyRegistryEvent;

const types: { [T in AnyDomainEvent['type']]: true } = {
  PropertyRegistered: true,
  RegisterNoClaimed: true,
};

export const domainEventTypes = Object.keys(types) as AnyDomainEvent['type'][];
