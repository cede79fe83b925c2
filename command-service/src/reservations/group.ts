import type { Aggregate } from '../pipeline/aggregate';
import type { GroupEvent } from '@hotel/events/reservations/events';

/** A group (`group-{id}`): its number and reservations. */
export type GroupState =
  | { readonly exists: false }
  | {
      readonly exists: true;
      readonly propertyId: string;
      readonly number: number;
      readonly reservationIds: readonly string[];
    };

export const group: Aggregate<GroupState, GroupEvent> = {
  cached: true,
  initialState: () => ({ exists: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'GroupOpened':
        return {
          exists: true,
          propertyId: event.data.propertyId,
          number: event.data.number,
          reservationIds: [],
        };
      case 'ReservationsJoinedGroup':
        return state.exists
          ? { ...state, reservationIds: [...state.reservationIds, ...event.data.reservationIds] }
          : state;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
};
