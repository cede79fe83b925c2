import type {
  RequestHoldEvent,
  ReservationRequestEvent,
} from '@hotel/events/reservation-requests/events';
import { NotFound } from '@hotel/events/rule-broken';
import type { LiveRequest, RequestState } from './request-state';

/** What a request decision writes: the request's events and the ledger's. */
export interface RequestDecision {
  readonly request: readonly ReservationRequestEvent[];
  readonly ledger: readonly RequestHoldEvent[];
}

export const requireRequest = (state: RequestState, propertyId: string): LiveRequest => {
  if (!state.exists || state.propertyId !== propertyId) throw new NotFound('reservationRequest');
  return state;
};
