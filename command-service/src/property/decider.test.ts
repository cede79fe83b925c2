import { describe, expect, it } from 'vitest';
import type { PropertyRegistered, RegisterNoClaimed } from '@hotel/events/property/events';
import type { RegisterProperty } from '@hotel/events/property/commands';
import { RuleBroken } from '@hotel/events/rule-broken';
import type { CommandContext } from '../pipeline/context';
import { property, propertyRegistry, registerProperty } from './decider';

const context: CommandContext & { propertyId: string; ownerAccountId: string } = {
  commandId: 'c-1',
  commandType: 'RegisterProperty',
  requestHash: 'h',
  correlationId: 'c-1',
  causationId: 'c-1',
  userId: 'u-1',
  propertyId: 'p-1',
  ownerAccountId: 'u-1',
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
      workingDate: '2026-03-02',
    });
  });
});
