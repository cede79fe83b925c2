import type { DomainEvent } from '../metadata';

export type PropertyStatus = 'pending' | 'active';

export type PropertyRegistered = DomainEvent<
  'PropertyRegistered',
  {
    propertyId: string;
    name: string;
    registerNo: string;
    companyName: string;
    email: string | null;
    phone: string | null;
    timeZone: string;
    currency: 'MNT';
    /** The business date the property starts on; only the night audit advances it. */
    workingDate: string;
    status: PropertyStatus;
    registeredAt: string;
  }
>;

export type PropertyEvent = PropertyRegistered;

/** Claims in the register-number registry, which keeps register numbers unique. */
export type RegisterNoClaimed = DomainEvent<
  'RegisterNoClaimed',
  { registerNo: string; propertyId: string }
>;

export type PropertyRegistryEvent = RegisterNoClaimed;
