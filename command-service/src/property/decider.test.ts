import { describe, expect, it } from 'vitest';
import type {
  PropertyActivated,
  PropertyRegistered,
  RegisterNoClaimed,
} from '@hotel/events/property/events';
import type { RegisterProperty } from '@hotel/events/property/commands';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { CommandContext } from '../pipeline/context';
import {
  defaultNightAudit,
  activateProperty,
  checkRegisterNo,
  lookupRegisterNo,
  property,
  propertyRegistry,
  registerProperty,
} from './decider';

const context: CommandContext & {
  propertyId: string;
  ownerAccountId: string;
  needsApproval: boolean;
} = {
  commandId: 'c-1',
  commandType: 'RegisterProperty',
  requestHash: 'h',
  correlationId: 'c-1',
  causationId: 'c-1',
  userId: 'u-1',
  propertyId: 'p-1',
  ownerAccountId: 'u-1',
  needsApproval: false,
  language: 'mn',
  // 20:30 UTC is already the next day in Ulaanbaatar (UTC+8).
  now: '2026-03-01T20:30:00.000Z',
};

const command: RegisterProperty = {
  name: 'Хаан Буудал',
  registerNo: '1234567',
  companyName: 'Хаан ХХК',
  email: 'info@khaan.mn',
  phone: null,
};

const registered: PropertyRegistered = {
  type: 'PropertyRegistered',
  data: {
    propertyId: 'p-1',
    name: 'Хаан Буудал',
    registerNo: '1234567',
    companyName: 'Хаан ХХК',
    email: 'info@khaan.mn',
    phone: null,
    timeZone: 'Asia/Ulaanbaatar',
    currency: 'MNT',
    workingDate: '2026-03-02',
    status: 'active',
    registeredAt: '2026-03-01T20:30:00.000Z',
    ownerAccountId: 'u-1',
  },
};

const claimed = (registerNo: string, propertyId: string): RegisterNoClaimed => ({
  type: 'RegisterNoClaimed',
  data: { registerNo, propertyId },
});

const fold = <S, E>(aggregate: { initialState: () => S; evolve: (s: S, e: E) => S }, events: E[]) =>
  events.reduce(aggregate.evolve, aggregate.initialState());

describe('register property', () => {
  it('given nothing, when registering, then the property is registered active on its local date and the register number claimed', () => {
    const events = registerProperty(
      command,
      { property: fold(property, []), registry: fold(propertyRegistry, []) },
      context,
    );
    expect(events).toEqual({ property: [registered], registry: [claimed('1234567', 'p-1')] });
  });

  it('given the register number is claimed by another property, when registering, then it is refused', () => {
    expect(() =>
      registerProperty(
        command,
        {
          property: fold(property, []),
          registry: fold(propertyRegistry, [claimed('1234567', 'p-other')]),
        },
        context,
      ),
    ).toThrow(new RuleBroken('property.registerNoTaken', {}, 'registerNo'));
  });

  it('given the property is registered, when registering it again, then it is refused', () => {
    expect(() =>
      registerProperty(
        command,
        { property: fold(property, [registered]), registry: fold(propertyRegistry, []) },
        context,
      ),
    ).toThrow(new RuleBroken('property.alreadyRegistered'));
  });

  it('evolves the state from its events', () => {
    expect(fold(property, [registered])).toEqual({
      status: 'active',
      id: 'p-1',
      name: 'Хаан Буудал',
      workingDate: '2026-03-02',
      timeZone: 'Asia/Ulaanbaatar',
      registerNo: '1234567',
      companyName: 'Хаан ХХК',
      nightAudit: defaultNightAudit,
    });
  });
});

describe('register property with operator approval (PROPERTY_APPROVAL)', () => {
  it('given nothing, when registering, then the property waits for confirmation', () => {
    const events = registerProperty(
      command,
      { property: fold(property, []), registry: fold(propertyRegistry, []) },
      { ...context, needsApproval: true },
    );
    expect(events.property).toEqual([
      { ...registered, data: { ...registered.data, status: 'pending' } },
    ]);
    expect(fold(property, events.property).status).toBe('pending');
  });
});

describe('look up a register number (step 1 of adding a property)', () => {
  const free = { registry: fold(propertyRegistry, [claimed('7654321', 'p-other')]) };

  it('given the number is free, when looking it up, then the user may go on and types the company name', () => {
    expect(() => checkRegisterNo({ registerNo: '1234567' }, free)).not.toThrow();
    expect(
      lookupRegisterNo(
        { registerNo: '1234567' },
        { ...free, company: { found: true, companyName: null } },
      ),
    ).toEqual({ registerNo: '1234567', companyName: null, available: true });
  });

  it('given a registry that knows the company, when looking it up, then its name comes along', () => {
    expect(
      lookupRegisterNo(
        { registerNo: '1234567' },
        { ...free, company: { found: true, companyName: 'Хаан ХХК' } },
      ),
    ).toEqual({ registerNo: '1234567', companyName: 'Хаан ХХК', available: true });
  });

  it('given a property holds the number, when looking it up, then it is refused under the field', () => {
    const error = new RuleBroken('property.registerNoTaken', {}, 'registerNo');
    expect(() => checkRegisterNo({ registerNo: '7654321' }, free)).toThrow(error);
    expect(() =>
      lookupRegisterNo(
        { registerNo: '7654321' },
        { ...free, company: { found: true, companyName: null } },
      ),
    ).toThrow(error);
  });

  it('given the registry knows no such company, when looking it up, then it is refused under the field', () => {
    expect(() =>
      lookupRegisterNo({ registerNo: '1234567' }, { ...free, company: { found: false } }),
    ).toThrow(new RuleBroken('property.companyNotFound', {}, 'registerNo'));
  });
});

describe('activate a property (operator approval)', () => {
  const operatorContext = {
    ...context,
    operatorAccountId: 'op-1',
    now: '2026-03-03T09:00:00.000Z',
  };
  const pending: PropertyRegistered = {
    ...registered,
    data: { ...registered.data, status: 'pending' },
  };
  const activated: PropertyActivated = {
    type: 'PropertyActivated',
    data: { propertyId: 'p-1', activatedAt: '2026-03-03T09:00:00.000Z', activatedBy: 'op-1' },
  };

  it('given a property waiting for confirmation, when an operator activates it, then it is active', () => {
    const events = activateProperty(fold(property, [pending]), operatorContext);
    expect(events).toEqual([activated]);
    expect(fold(property, [pending, ...events])).toEqual({
      status: 'active',
      id: 'p-1',
      name: 'Хаан Буудал',
      workingDate: '2026-03-02',
      timeZone: 'Asia/Ulaanbaatar',
      registerNo: '1234567',
      companyName: 'Хаан ХХК',
      nightAudit: defaultNightAudit,
    });
  });

  it('given an active property, when activating it, then it is refused', () => {
    expect(() => activateProperty(fold(property, [pending, activated]), operatorContext)).toThrow(
      new RuleBroken('property.alreadyActive'),
    );
    expect(() => activateProperty(fold(property, [registered]), operatorContext)).toThrow(
      new RuleBroken('property.alreadyActive'),
    );
  });

  it('given no property, when activating it, then it is not found', () => {
    expect(() => activateProperty(fold(property, []), operatorContext)).toThrow(NotFound);
  });
});
