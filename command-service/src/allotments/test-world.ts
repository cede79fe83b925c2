import type { AllotmentEvent } from '@hotel/events/allotments/events';
import type { LedgerEvent, LedgerState } from '../reservations/ledger';
import { ledger } from '../reservations/ledger';
import { book } from '../reservations/decider';
import {
  bookCommand,
  context,
  inventory,
  P,
  settings,
  STD,
  world,
  WORKING_DATE,
} from '../reservations/test-world';
import type { BookingWorld } from '../reservations/world';
import type { SettingsState } from '../settings/decider';
import type { AllotmentWorld } from './decider';

/**
 * The world of the allotment tests: the reservation tests' property (Standard 101–102, Lux 201;
 * working date 2026-11-22) with two partners, the tour operators Juulchin and Nomads.
 */
export const JUULCHIN = '00000000-0000-4000-8000-0000000000a1';
export const NOMADS = '00000000-0000-4000-8000-0000000000a2';
export { P, STD, WORKING_DATE };

const partner = (id: string, name: string) => ({ propertyId: P, id, name, discount: 0 });
export const partners = new Map([
  [JUULCHIN, partner(JUULCHIN, 'Жуулчин')],
  [NOMADS, partner(NOMADS, 'Nomads')],
]);

export const bookingWorld: BookingWorld = {
  ...world,
  settings: { ...settings, Partner: partners } as unknown as SettingsState,
};

export const allotmentWorld = (state: LedgerState): AllotmentWorld => ({
  propertyId: P,
  workingDate: WORKING_DATE,
  inventory,
  partners,
  ledger: state,
});

export const allotmentContext = (commandId = 'cmd-a') => ({
  commandId,
  now: '2026-11-22T03:00:00.000Z',
});

/** The ledger after these events, folded as the pipeline folds it. */
export const given = (...events: readonly LedgerEvent[]): LedgerState =>
  events.reduce((state, event) => ledger.evolve(state, event), ledger.initialState());

export const apply = (state: LedgerState, events: readonly LedgerEvent[]): LedgerState =>
  events.reduce((s, event) => ledger.evolve(s, event), state);

/** The command of a contract (Juulchin, Standard, 2 rooms 11-24 … 11-26, release 2 days). */
export const contract = (fields: object = {}) => ({
  partnerId: JUULCHIN,
  roomTypeId: STD,
  firstNight: '2026-11-24',
  lastNight: '2026-11-26',
  rooms: 2,
  releaseDays: 2,
  rate: 120_000,
  ...fields,
});

/** A booking of Standard rooms for a partner (or none) decided against the ledger. */
export const bookFor = (
  state: LedgerState,
  partnerId: string | null,
  checkIn: string,
  checkOut: string,
  quantity = 1,
  commandId = `book-${partnerId}-${checkIn}-${quantity}`,
) =>
  book(
    bookCommand({ checkIn, checkOut, partner: partnerId ? { id: partnerId } : null }, { quantity }),
    bookingWorld,
    state,
    null,
    context(commandId),
  );

export const contracted = (events: readonly AllotmentEvent[]) => {
  const [event] = events;
  if (event?.type !== 'AllotmentContracted') throw new Error('no contract');
  return event.data.allotment;
};
