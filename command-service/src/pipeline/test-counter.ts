/** The pipeline tests' world: a counter aggregate, a command that increments it, a context. */
import type { DomainEvent } from '@hotel/events/metadata';
import { RuleBroken } from '@hotel/events/rule-broken';
import type { Aggregate } from './aggregate';
import type { CommandContext } from './context';
import type { CommandHandler } from './handle-command';

export type CounterEvent = DomainEvent<'Incremented', { by: number }>;
export const counter: Aggregate<number, CounterEvent> = {
  initialState: () => 0,
  evolve: (state, event) => state + event.data.by,
};

/** Increments a counter up to a limit: a tiny decider with one rule. */
export const increment: CommandHandler<{ by: number }> = async (command, _context, { load }) => {
  const value = await load('counter-1', counter);
  if (value + command.by > 10) throw new RuleBroken('validation.invalid');
  return {
    events: { 'counter-1': [{ type: 'Incremented', data: { by: command.by } }] },
    status: 200,
    body: { value: value + command.by },
  };
};

export const context = (commandId: string, requestHash = 'h'): CommandContext => ({
  commandId,
  commandType: 'Increment',
  requestHash,
  correlationId: 'corr-1',
  causationId: 'cause-1',
  userId: 'user-1',
  propertyId: 'prop-1',
  language: 'en',
  now: '2026-11-21T10:00:00.000Z',
});

/** The test's own event type stands in for the catalogue. */
export const validateEvent = (type: string, data: unknown) => {
  if (type !== 'Incremented' || typeof (data as { by?: unknown }).by !== 'number') {
    throw new Error(`invalid ${type}`);
  }
};
