import type { BlockChanged, BlockRemoved, RoomsBlocked } from '@hotel/events/blocks/events';
import type {
  RoomChanged,
  RoomRemoved,
  RoomsAdded,
  RoomTypeAdded,
} from '@hotel/events/inventory/events';
import type { NightAuditPerformed } from '@hotel/events/night-audit/events';
import type { PropertyRegistered } from '@hotel/events/property/events';
import type { ReservationCreated } from '@hotel/events/reservations/events';
import type { Projection } from '../runtime/projection';
import { blockSpanOf, SALES_DAYS, SALES_PROPERTIES, SALES_STAYS, type SalesStayDoc } from './facts';
import { Batch, propertyOf } from './batch';
import { handled, type Handled } from './handled';
import { applyFolio, figureStayOf, nextStay, sameCount } from './stay-handlers';

/*
 * The sales projection, one module per concept: the events it handles (`./handled.ts`), the
 * batch of documents one event reads and writes (`./batch.ts`), and a stay's events
 * (`./stay-handlers.ts`: what it counts, its folio's money); the day's figures are `./facts.ts`.
 */

/**
 * The sales report's read model (`sales`, docs/report.md): per property and business date the
 * day's room figures (live until the night audit freezes them) and the money booked that day.
 */
export const salesProjection: Projection = {
  name: 'sales',
  // 2: net room revenue per night, rooms sold by arrival, rooms counted from their first day.
  version: 2,
  collections: [SALES_PROPERTIES, SALES_STAYS, SALES_DAYS],
  readModels: ['sales'],
  handles: handled,
  setup: async (store) => {
    await store.collection(SALES_DAYS).createIndex({ propertyId: 1, date: 1 });
    await store.collection(SALES_STAYS).createIndex({ propertyId: 1 });
  },
  apply: async (event, session) => {
    const batch = await Batch.open(session, propertyOf(event.data), event);
    const property = batch.property;
    const stays = session.collection<SalesStayDoc>(SALES_STAYS);
    switch (event.type as Handled) {
      case 'PropertyRegistered': {
        property.workingDate = (event.data as PropertyRegistered['data']).workingDate;
        property.openedOn = property.workingDate;
        batch.touchProperty();
        break;
      }
      case 'NightAuditPerformed': {
        const d = event.data as NightAuditPerformed['data'];
        const day = await batch.day(d.date);
        day.closed = true;
        day.frozen = d.figures;
        property.workingDate = d.nextDate;
        property.lastAudit = { date: d.date, commandId: event.metadata.commandId };
        batch.touchProperty();
        break;
      }
      case 'RoomTypeAdded':
      case 'RoomTypeChanged': {
        const d = event.data as RoomTypeAdded['data'];
        property.roomTypeNames[d.roomTypeId] = d.name;
        batch.touchProperty();
        break;
      }
      case 'RoomsAdded': {
        const d = event.data as RoomsAdded['data'];
        for (const room of d.rooms) {
          property.rooms[room.roomId] = d.roomTypeId;
          property.roomDates[room.roomId] = { from: property.workingDate ?? '', until: null };
        }
        batch.touchProperty();
        break;
      }
      case 'RoomChanged': {
        const d = event.data as RoomChanged['data'];
        property.rooms[d.roomId] = d.roomTypeId;
        property.roomDates[d.roomId] ??= { from: property.workingDate ?? '', until: null };
        batch.touchProperty();
        break;
      }
      case 'RoomRemoved': {
        const { roomId } = event.data as RoomRemoved['data'];
        delete property.rooms[roomId];
        // The room stops counting from the working date it was removed on.
        const span = property.roomDates[roomId];
        if (span && property.workingDate !== null) span.until = property.workingDate;
        else delete property.roomDates[roomId];
        batch.touchProperty();
        break;
      }
      case 'RoomsBlocked': {
        for (const block of (event.data as RoomsBlocked['data']).blocks) {
          property.blocks[block.blockId] = blockSpanOf(block);
        }
        batch.touchProperty();
        break;
      }
      case 'BlockChanged': {
        const { block } = event.data as BlockChanged['data'];
        property.blocks[block.blockId] = blockSpanOf(block);
        batch.touchProperty();
        break;
      }
      case 'BlockRemoved': {
        delete property.blocks[(event.data as BlockRemoved['data']).blockId];
        batch.touchProperty();
        break;
      }
      case 'ReservationCreated': {
        const d = event.data as ReservationCreated['data'];
        const stay: SalesStayDoc = {
          _id: d.reservationId,
          propertyId: d.propertyId,
          stay: figureStayOf(d),
          charges: {},
          payments: {},
          cancellationFee: 0,
          feeLines: [],
        };
        await batch.restate(null, stay.stay);
        await stays.replaceOne({ _id: stay._id }, stay, { upsert: true });
        break;
      }
      default: {
        const reservationId = (event.data as { reservationId?: string }).reservationId;
        if (!reservationId) return;
        const stay = await stays.findOne({ _id: reservationId });
        if (!stay) return;
        const next = nextStay(event, stay.stay);
        if (!sameCount(stay.stay, next)) await batch.restate(stay.stay, next);
        await applyFolio(event, batch, stay);
        await stays.replaceOne({ _id: stay._id }, { ...stay, stay: next });
      }
    }
    await batch.commit();
  },
};
