import type { Language } from '@hotel/events/messages';
import type { GroupEvent, ReservationEvent, UserClone } from '@hotel/events/reservations/events';
import { NotFound } from '@hotel/events/rule-broken';
import type { LedgerEvent } from './ledger';
import type { LiveReservation, ReservationState } from './reservation-state';

/** What a decision writes: per stream kind, the new events. */
export interface ReservationDecision {
  readonly reservations: ReadonlyMap<string, readonly ReservationEvent[]>;
  readonly group: readonly GroupEvent[];
  readonly ledger: readonly LedgerEvent[];
}

export interface DecisionContext {
  readonly commandId: string;
  readonly now: string;
  readonly language: Language;
  readonly user: UserClone;
}

export const requireReservation = (
  state: ReservationState,
  propertyId: string,
): LiveReservation => {
  if (!state.exists || state.propertyId !== propertyId) throw new NotFound('reservation');
  return state;
};

export const single = (
  id: string,
  events: readonly ReservationEvent[],
  ledger: readonly LedgerEvent[] = [],
): ReservationDecision => ({
  reservations: new Map([[id, events]]),
  group: [],
  ledger,
});

export const editable = (state: LiveReservation) => ({
  status: state.status,
  serviceName: state.sourceClone.serviceName,
  paid: state.paid,
});
