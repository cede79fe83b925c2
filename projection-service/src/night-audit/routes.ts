import { blockSpan } from '@hotel/events/blocks/rules';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { roomsOutOfOrder, type StayDates, staysOn } from '@hotel/events/night-audit/figures';
import { HttpProblemNotFound } from '@hotel/infra/http/auth';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { BLOCKS, type BlockDoc } from '../blocks/projection';
import { INCOMES, type IncomeDoc } from '../incomes/projection';
import { PROPERTIES, type PropertyDoc } from '../properties/projection';
import { RESERVATIONS, type ReservationDoc } from '../reservations/projection';
import { ROOMS, type RoomDoc } from '../room-types/projection';
import { nightAuditCheckResponse } from './responses';

/** One line of the check page: enough to recognise the stay and open it. */
const lineOf = (date: string) => (doc: ReservationDoc) => ({
  id: doc._id,
  number: doc.number,
  groupId: doc.groupId,
  status: doc.status,
  guestName: doc.guestName,
  roomName: doc.roomName,
  roomTypeName: doc.roomTypeClone.name,
  roomTypeNameEn: doc.roomTypeClone.nameEn ?? null,
  checkIn: doc.checkIn,
  checkOut: doc.checkOut,
  stayType: doc.stayType,
  amount: doc.amount,
  balance: doc.balance,
  /** Adults and children, and whether the audit will count the stay as a room sold tonight
   *  (the perform page takes the chosen no-shows off the occupancy with these; an arrival not
   *  checked in is not a room sold once audited, so it never counts). */
  guests: doc.numberOfGuests + doc.childrenAges.length,
  staysTonight: staysOn(stayDatesOf(doc), date, true),
});

const stayDatesOf = (doc: ReservationDoc): StayDates => ({
  status: doc.status,
  stayType: doc.stayType,
  checkIn: doc.checkIn,
  checkOut: doc.checkOut,
});

const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

/**
 * GET /api/night-audit/check: what still needs the desk before the working date is closed —
 * arrivals not checked in, departures not checked out, guests in house with a balance due,
 * receivables posted that day and still owed — and the room occupancy the perform page shows
 * (the same count the audit freezes). Also the automatic schedule and its last failure.
 */
export const nightAuditQueries = (
  routes: GuardedRoutes,
  readStore: ReadStore,
  now: () => Date = () => new Date(),
): void => {
  routes.get('/night-audit/check', propertyRoute('manage-reservations'), async (_req, res) => {
    const { propertyId } = propertyCallerOf(res);
    const property = await readStore
      .collection<PropertyDoc>(PROPERTIES)
      .findOne({ _id: propertyId });
    if (!property) throw new HttpProblemNotFound(res);
    const date = property.workingDate;
    const reservations = readStore.collection<ReservationDoc>(RESERVATIONS);
    const [current, due, rooms, blocks, receivables] = await Promise.all([
      // Stays that touch the date: in house, arriving, leaving.
      reservations.find({ propertyId, checkIn: { $lte: date }, checkOut: { $gte: date } }),
      // Earlier arrivals that never came (left pending audit after audit) and guests still in
      // house after their departure: by status (an index), whatever their dates.
      Promise.all(
        (['pending', 'confirmed', 'checked-in'] as const).map((status) =>
          reservations.find({ propertyId, status, checkOut: { $lt: date } }),
        ),
      ).then((lists) => lists.flat()),
      readStore.collection<RoomDoc>(ROOMS).countDocuments({ propertyId }),
      readStore.collection<BlockDoc>(BLOCKS).find({
        propertyId,
        startDate: { $lte: addDays(date, 1) },
        endDate: { $gte: date },
      }),
      readStore
        .collection<IncomeDoc>(INCOMES)
        .find(
          { propertyId, postedDate: date, incomeType: 'receivable', isPaid: false },
          { sort: { createdAt: 1 } },
        ),
    ]);
    const all = [...current, ...due];
    const arrivals = all
      .filter(
        (doc) => (doc.status === 'pending' || doc.status === 'confirmed') && doc.checkIn <= date,
      )
      .sort((a, b) => a.checkIn.localeCompare(b.checkIn) || a.number - b.number);
    const departures = all
      .filter(
        (doc) =>
          doc.status === 'checked-in' &&
          (doc.stayType === 'night' ? doc.checkOut <= date : doc.checkIn <= date),
      )
      .sort((a, b) => a.checkOut.localeCompare(b.checkOut) || a.number - b.number);
    const balanceDue = all
      .filter((doc) => doc.status === 'checked-in' && doc.balance > 0)
      .sort((a, b) => a.number - b.number);

    // What the audit will freeze: the rooms of guests who came (checked in or out).
    const staying = current.filter((doc) => staysOn(stayDatesOf(doc), date, true));
    const outOfOrder = roomsOutOfOrder(
      date,
      blocks.map((block) => ({ roomId: block.roomId, ...blockSpan(block) })),
    );
    const available = Math.max(0, rooms - outOfOrder);
    const occupied = Math.min(staying.length, available || staying.length);
    const guests = staying.reduce(
      (sum, doc) => sum + doc.numberOfGuests + doc.childrenAges.length,
      0,
    );

    res.json({
      workingDate: date,
      calendarDate: dateInTimeZone(now(), property.timeZone),
      timeZone: property.timeZone,
      hotelName: property.name,
      lastAuditedDate: property.lastAuditedDate ?? null,
      lastAuditedAt: property.lastAuditedAt ?? null,
      schedule: {
        isNightauditAuto: property.isNightauditAuto ?? false,
        runAt: property.nightAuditRunAt ?? '02:00',
      },
      failure: property.nightAuditFailure ?? null,
      arrivals: arrivals.map(lineOf(date)),
      departures: departures.map(lineOf(date)),
      balanceDue: balanceDue.map(lineOf(date)),
      receivables: receivables.map((income) => ({
        id: income._id,
        reservationId: income.refId,
        reservation: income.reservation,
        amount: income.amount,
        payer: income.payer,
        notes: income.notes,
      })),
      roomDetails: {
        roomsTotal: rooms,
        outOfOrder,
        occupiedRooms: {
          total: occupied,
          percent: percentOf(occupied, available),
          totalGuests: guests,
        },
        availableRooms: {
          total: Math.max(0, available - occupied),
          percent: percentOf(Math.max(0, available - occupied), available),
          totalGuests: 0,
        },
      },
    });
  });
  routes.describe('get', '/night-audit/check', {
    summary: 'What the desk must see before the night audit, and the occupancy it freezes',
    response: nightAuditCheckResponse,
  });
};
