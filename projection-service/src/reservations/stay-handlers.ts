import { daysBetween } from '@hotel/events/dates';
import type {
  CancellationFeeChanged,
  ReservationCreated,
  ReservationDatesChanged,
  ReservationDiscountSet,
  ReservationNotesChanged,
  ReservationRoomAssigned,
  ReservationRoomTypeChanged,
  ReservationStatusChanged,
} from '@hotel/events/reservations/events';
import {
  RESERVATION_GROUPS,
  RESERVATION_REQUEST_LINKS,
  RESERVATIONS,
  type RequestLinkDoc,
  type ReservationDoc,
  type ReservationGroupDoc,
} from './documents';
import { byId, change, created, type Handler, priced, save } from './rows';

/** The stay's own events: booked, its status, dates, room, room type, price terms and notes. */
export const stayHandlers = {
  ReservationCreated: async (event, session) => {
    const data = event.data as ReservationCreated['data'];
    // The group's events may come before or after the reservation's in one booking.
    const group = await byId<ReservationGroupDoc>(session, RESERVATION_GROUPS, data.groupId);
    const members = new Set([...(group?.reservationIds ?? []), data.reservationId]);
    const previous = await byId<ReservationDoc>(session, RESERVATIONS, data.reservationId);
    const link = await byId<RequestLinkDoc>(session, RESERVATION_REQUEST_LINKS, data.reservationId);
    await save(session, event, created(data, members.size, link?.resReqId ?? null), previous);
  },
  ReservationStatusChanged: async (event, session) => {
    const data = event.data as ReservationStatusChanged['data'];
    await change(session, event, data.reservationId, (doc) => {
      // A check-out before the booked departure ends the stay on the working date.
      const checkOut = data.checkOut ?? doc.checkOut;
      return {
        status: data.to,
        statusAt: data.at,
        cancellation: data.cancellation,
        notes: data.notes ?? doc.notes,
        checkOut,
        ...(checkOut !== doc.checkOut && doc.stayType === 'night'
          ? { stayNights: Math.max(0, daysBetween(doc.checkIn, checkOut)) }
          : {}),
      };
    });
  },
  ReservationDatesChanged: async (event, session) => {
    const data = event.data as ReservationDatesChanged['data'];
    await change(session, event, data.reservationId, () => ({
      stayType: data.stayType,
      checkIn: data.checkIn,
      checkOut: data.checkOut,
      arrivalTime: data.arrivalTime,
      exitTime: data.exitTime,
      hours: data.hours,
      timePrice: data.timePrice,
      ...priced(data.price),
    }));
  },
  ReservationRoomAssigned: async (event, session) => {
    const data = event.data as ReservationRoomAssigned['data'];
    await change(session, event, data.reservationId, (doc) => ({
      roomClone: data.roomClone,
      ...(data.segment ? { roomSegments: [...(doc.roomSegments ?? []), data.segment] } : {}),
    }));
  },
  ReservationRoomTypeChanged: async (event, session) => {
    const data = event.data as ReservationRoomTypeChanged['data'];
    await change(session, event, data.reservationId, () => ({
      roomTypeClone: data.roomTypeClone,
      ratePlanClone: data.ratePlanClone,
      roomClone: data.roomClone,
      ...priced(data.price),
    }));
  },
  ReservationDiscountSet: async (event, session) => {
    const data = event.data as ReservationDiscountSet['data'];
    await change(session, event, data.reservationId, () => ({
      discountType: data.discountType,
      discount: data.discount,
      ...priced(data.price),
    }));
  },
  CancellationFeeChanged: async (event, session) => {
    const data = event.data as CancellationFeeChanged['data'];
    await change(session, event, data.reservationId, () => ({
      cancellation: data.after,
    }));
  },
  ReservationNotesChanged: async (event, session) => {
    const data = event.data as ReservationNotesChanged['data'];
    await change(session, event, data.reservationId, () => ({ notes: data.notes }));
  },
} satisfies Record<string, Handler>;
