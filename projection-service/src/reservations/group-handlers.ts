import type { GroupOpened, ReservationsJoinedGroup } from '@hotel/events/reservations/events';
import type { ReservationRequestConverted } from '@hotel/events/reservation-requests/events';
import {
  RESERVATION_GROUPS,
  RESERVATION_REQUEST_LINKS,
  RESERVATIONS,
  type RequestLinkDoc,
  type ReservationDoc,
  type ReservationGroupDoc,
} from './documents';
import { byId, change, type Handler } from './rows';

/** Groups and the requests reservations were converted from. */
export const groupHandlers = {
  GroupOpened: async (event, session) => {
    const groups = session.collection<ReservationGroupDoc>(RESERVATION_GROUPS);
    const { groupId, ...data } = event.data as GroupOpened['data'];
    const existing = await byId<ReservationGroupDoc>(session, RESERVATION_GROUPS, groupId);
    await groups.replaceOne(
      { _id: groupId },
      { _id: groupId, ...data, reservationIds: existing?.reservationIds ?? [] },
      { upsert: true },
    );
  },
  ReservationsJoinedGroup: async (event, session) => {
    const groups = session.collection<ReservationGroupDoc>(RESERVATION_GROUPS);
    const data = event.data as ReservationsJoinedGroup['data'];
    const group = await byId<ReservationGroupDoc>(session, RESERVATION_GROUPS, data.groupId);
    if (!group) return;
    const reservationIds = [...new Set([...group.reservationIds, ...data.reservationIds])];
    await groups.replaceOne({ _id: group._id }, { ...group, reservationIds });
    const groupSize = reservationIds.length;
    // Members not created yet take the size when they are.
    await session.collection<ReservationDoc>(RESERVATIONS).bulkWrite(
      reservationIds.map((id) => ({
        updateOne: {
          filter: { _id: id },
          update: { $set: { groupSize, isGroup: groupSize > 1 } },
        },
      })),
    );
  },
  ReservationRequestConverted: async (event, session) => {
    const data = event.data as ReservationRequestConverted['data'];
    await session.collection<RequestLinkDoc>(RESERVATION_REQUEST_LINKS).bulkWrite(
      data.reservationIds.map((id) => ({
        replaceOne: {
          filter: { _id: id },
          replacement: { _id: id, resReqId: data.resReqId },
          upsert: true,
        },
      })),
    );
    for (const id of data.reservationIds) {
      await change(session, event, id, () => ({ resReqId: data.resReqId }));
    }
  },
} satisfies Record<string, Handler>;
