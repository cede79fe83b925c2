import { allotmentEventSchemas, type AllotmentEvent } from '@hotel/events/allotments/events';
import type { HeldStay, OccupancyEvent } from '@hotel/events/reservations/events';
import type { ReadSession } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';
import { ALLOTMENT_STAYS, ALLOTMENTS, type AllotmentDoc, type AllotmentStayDoc } from './documents';

type Handled = AllotmentEvent | OccupancyEvent;

const allotmentEventTypes = Object.keys(allotmentEventSchemas);

/** A stay that may pick up an allotment: a partner's night stay. */
const keepStay = async (session: ReadSession, propertyId: string, stay: HeldStay) => {
  const stays = session.collection<AllotmentStayDoc>(ALLOTMENT_STAYS);
  if (!stay.partnerId || stay.stayType !== 'night') {
    await stays.deleteOne({ _id: stay.reservationId });
    return;
  }
  await stays.replaceOne(
    { _id: stay.reservationId },
    {
      _id: stay.reservationId,
      propertyId,
      partnerId: stay.partnerId,
      roomTypeId: stay.roomTypeId,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
    },
    { upsert: true },
  );
};

/**
 * Allotment contracts and the partners' stays that pick them up (read model `allotments`;
 * docs/allotments.md), from the occupancy ledger's own events — the ones that decide what an
 * allotment holds — so the pick-up report counts what the ledger counts.
 */
export const allotmentsProjection: Projection = {
  name: 'allotments',
  version: 1,
  collections: [ALLOTMENTS, ALLOTMENT_STAYS],
  // The room calendar's free counts take what allotments hold (calendar-allotted.ts).
  readModels: ['allotments', 'calendar'],
  handles: [...allotmentEventTypes, 'StaysHeld', 'StayChanged', 'StayReleased'],
  setup: async (store) => {
    await store.collection(ALLOTMENTS).createIndex({ propertyId: 1 });
    await store.collection(ALLOTMENT_STAYS).createIndex({ propertyId: 1, partnerId: 1 });
  },
  apply: async (event, session) => {
    const allotments = session.collection<AllotmentDoc>(ALLOTMENTS);
    const at = event.metadata.occurredAt;
    const handled = { type: event.type, data: event.data } as Handled;
    switch (handled.type) {
      case 'AllotmentContracted': {
        const { allotmentId, ...terms } = handled.data.allotment;
        await allotments.replaceOne(
          { _id: allotmentId },
          {
            _id: allotmentId,
            propertyId: handled.data.propertyId,
            ...terms,
            createdAt: handled.data.at,
            updatedAt: handled.data.at,
            canceledAt: null,
            released: {},
          },
          { upsert: true },
        );
        return;
      }
      case 'AllotmentChanged': {
        const { allotmentId, ...terms } = handled.data.allotment;
        await allotments.updateOne({ _id: allotmentId }, { $set: { ...terms, updatedAt: at } });
        return;
      }
      case 'AllotmentCanceled':
        await allotments.updateOne(
          { _id: handled.data.allotmentId },
          { $set: { canceledAt: handled.data.at, updatedAt: handled.data.at } },
        );
        return;
      case 'AllotmentNightsReleased': {
        const set: Record<string, unknown> = { updatedAt: at };
        for (const night of handled.data.nights) set[`released.${night.date}`] = night.rooms;
        await allotments.updateOne({ _id: handled.data.allotmentId }, { $set: set });
        return;
      }
      case 'StaysHeld':
        for (const { number: _number, ...stay } of handled.data.stays) {
          await keepStay(session, handled.data.propertyId, stay);
        }
        return;
      case 'StayChanged':
        await keepStay(session, handled.data.propertyId, handled.data.stay);
        return;
      case 'StayReleased':
        await session
          .collection<AllotmentStayDoc>(ALLOTMENT_STAYS)
          .deleteOne({ _id: handled.data.reservationId });
        return;
      default: {
        const unexpected: never = handled;
        return unexpected;
      }
    }
  },
};
