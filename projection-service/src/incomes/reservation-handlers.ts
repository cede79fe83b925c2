import type { FolioRoutingSet } from '@hotel/events/folio/events';
import { feeKindOf } from '@hotel/events/reservations/fees';
import type {
  CancellationFeeChanged,
  ReservationCreated,
  ReservationDatesChanged,
  ReservationStatusChanged,
} from '@hotel/events/reservations/events';
import type { ReadSession } from '@hotel/infra/read-store/port';
import type { ProjectedEvent } from '../runtime/projection';
import { byId, INCOME_RESERVATIONS, type IncomeReservationDoc, refresh } from './documents';
import { applyCancellationFee, paidCancellationFee } from './cancellation-fees';

/** A reservation's own events: the fields its incomes show, its cancellation-fee income. */
export const applyReservationEvent = async (
  event: ProjectedEvent,
  session: ReadSession,
): Promise<void> => {
  const refs = session.collection<IncomeReservationDoc>(INCOME_RESERVATIONS);
  switch (event.type) {
    case 'ReservationCreated': {
      const d = event.data as ReservationCreated['data'];
      await refs.replaceOne(
        { _id: d.reservationId },
        {
          _id: d.reservationId,
          propertyId: d.propertyId,
          number: d.number,
          groupId: d.groupId,
          checkIn: d.checkIn,
          checkOut: d.checkOut,
          status: d.status,
          payer: d.guestClone,
        },
        { upsert: true },
      );
      return;
    }
    case 'ReservationStatusChanged': {
      const d = event.data as ReservationStatusChanged['data'];
      const ref = await byId<IncomeReservationDoc>(session, INCOME_RESERVATIONS, d.reservationId);
      if (!ref) return;
      const next = { ...ref, status: d.to, checkOut: d.checkOut ?? ref.checkOut };
      await refs.replaceOne({ _id: ref._id }, next);
      await refresh(session, next);
      // A fee paid on the spot is a cancellation income; reinstating the stay takes it back.
      if (paidCancellationFee(d) !== null || feeKindOf(d.from)) {
        await applyCancellationFee(session, next, d.cancellation, {
          workingDate: d.workingDate,
          time: d.at,
          notes: d.notes,
          propertyId: d.propertyId,
        });
      }
      return;
    }
    case 'CancellationFeeChanged': {
      const d = event.data as CancellationFeeChanged['data'];
      const ref = await byId<IncomeReservationDoc>(session, INCOME_RESERVATIONS, d.reservationId);
      if (!ref) return;
      await applyCancellationFee(session, ref, d.after, {
        workingDate: d.workingDate,
        time: d.at,
        notes: d.reason,
        propertyId: d.propertyId,
      });
      return;
    }
    case 'ReservationDatesChanged': {
      const d = event.data as ReservationDatesChanged['data'];
      const ref = await byId<IncomeReservationDoc>(session, INCOME_RESERVATIONS, d.reservationId);
      if (!ref) return;
      const next = { ...ref, checkIn: d.checkIn, checkOut: d.checkOut };
      await refs.replaceOne({ _id: ref._id }, next);
      await refresh(session, next);
      return;
    }
    case 'FolioRoutingSet': {
      const d = event.data as FolioRoutingSet['data'];
      const ref = await byId<IncomeReservationDoc>(session, INCOME_RESERVATIONS, d.reservationId);
      if (!ref) return;
      await refs.replaceOne({ _id: ref._id }, { ...ref, routing: d.routing });
      return;
    }
    default:
      return;
  }
};
