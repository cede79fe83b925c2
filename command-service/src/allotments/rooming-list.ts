import type { ImportRoomingList, RoomingRow } from '@hotel/events/allotments/commands';
import { addDays } from '@hotel/events/dates';
import { deriveId } from '@hotel/events/ids';
import type { MessageKey, MessageParams } from '@hotel/events/messages';
import { bookReservationSchema } from '@hotel/events/reservations/commands';
import type { GroupEvent, HeldStay, ReservationEvent } from '@hotel/events/reservations/events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import { requireAvailable } from '../reservations/availability';
import { book, type DecisionContext, type ReservationDecision } from '../reservations/decider';
import type { GroupState } from '../reservations/group';
import type { LedgerEvent, LedgerState } from '../reservations/ledger';
import type { BookingWorld } from '../reservations/world';

/** A row the list cannot book: its number on the sheet (1 = the first guest), field, message. */
export interface RowProblem {
  readonly row: number;
  readonly field: string;
  readonly rule: MessageKey;
  readonly params: MessageParams;
}

/** The list was refused, with every row's problem: nothing of it is booked. */
export class RoomingListRefused extends Error {
  constructor(readonly problems: readonly RowProblem[]) {
    super('allotment.roomingListRefused');
    this.name = 'RoomingListRefused';
  }
}

/** Where a row's rule lands: a booking's field named as the sheet's column. */
const ROW_FIELD: Record<string, string> = {
  checkIn: 'arrival',
  checkOut: 'departure',
  'guest.name': 'name',
  'roomTypes.0.numberOfGuests': 'guests',
};

const sameName = (a: string, b: string | null | undefined) =>
  !!b && a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export interface RoomingListDecision extends ReservationDecision {
  readonly groupId: string;
  readonly reservationIds: readonly string[];
}

/**
 * A tour operator's rooming list booked against its contract (docs/allotments.md): every row is
 * one confirmed reservation of one room of the contract's type for the partner, all in one new
 * group, decided one after another as the booking decider decides a booking — every row is
 * checked first and any problem refuses the whole list with each row's problems (nothing is
 * half-imported); then all the stays together must fit the ledger (the partner's allotment
 * first). One decision, one append.
 */
export const bookRoomingList = (
  command: ImportRoomingList,
  world: BookingWorld,
  ledger: LedgerState,
  context: DecisionContext,
): RoomingListDecision => {
  const allotment = ledger.allotments.get(command.id);
  if (!allotment) throw new NotFound('allotment');
  const type = world.inventory.roomTypes.get(allotment.roomTypeId);
  if (!type) throw new NotFound('roomType');
  const problems: RowProblem[] = [];
  const reservations = new Map<string, readonly ReservationEvent[]>();
  const group: GroupEvent[] = [];
  const ledgerEvents: LedgerEvent[] = [];
  const held: HeldStay[] = [];
  let groupId = '';
  let groupState: GroupState | null = null;
  let booked = 0;

  command.rows.forEach((row: RoomingRow, index) => {
    const number = index + 1;
    const problem = (field: string, rule: MessageKey, params: MessageParams = {}) =>
      problems.push({ row: number, field, rule, params });
    if (
      row.roomType &&
      !sameName(row.roomType, type.name) &&
      !sameName(row.roomType, type.nameEn)
    ) {
      problem('roomType', 'allotment.rowRoomType', { roomType: type.name });
      return;
    }
    const lastNight = addDays(row.departure, -1);
    if (row.arrival < allotment.firstNight || lastNight > allotment.lastNight) {
      problem('arrival', 'allotment.rowOutside', {
        first: allotment.firstNight,
        last: allotment.lastNight,
      });
      return;
    }
    const parsed = bookReservationSchema.safeParse({
      gid: groupState ? groupId : null,
      partner: { id: allotment.partnerId },
      stayType: 'night',
      checkIn: row.arrival,
      checkOut: row.departure,
      roomTypes: [{ roomTypeId: allotment.roomTypeId, numberOfGuests: row.guests, quantity: 1 }],
      guest: { name: row.name, surname: row.surname, phoneNumber: row.phoneNumber },
      notes: row.notes,
      status: 'confirmed',
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        problem(ROW_FIELD[path] ?? path, 'validation.invalid');
      }
      return;
    }
    try {
      // Each row its own command id (its reservation's id) and numbers after the rows before.
      const decision = book(
        parsed.data,
        world,
        { ...ledger, lastNumber: ledger.lastNumber + booked } as LedgerState,
        groupState,
        { ...context, commandId: deriveId(context.commandId, `row-${number}`) },
      );
      if (!groupState) {
        groupId = decision.groupId;
        groupState = {
          exists: true,
          propertyId: world.propertyId,
          number: decision.groupNumber,
          reservationIds: [],
        };
      }
      for (const [id, events] of decision.reservations) reservations.set(id, events);
      group.push(...decision.group);
      ledgerEvents.push(...decision.ledger);
      for (const event of decision.ledger) {
        if (event.type === 'StaysHeld') {
          held.push(...event.data.stays.map(({ number: _n, ...stay }) => stay));
        }
      }
      booked += decision.reservationIds.length;
    } catch (error) {
      if (!(error instanceof RuleBroken)) throw error;
      problem(ROW_FIELD[error.field ?? ''] ?? error.field ?? 'arrival', error.rule, error.params);
    }
  });
  if (problems.length > 0) throw new RoomingListRefused(problems);
  // Each row fitted alone; together they must fit too (the allotment's rooms first).
  requireAvailable(ledger, held, world, { at: context.now });
  return {
    groupId,
    reservationIds: [...reservations.keys()],
    reservations,
    group,
    ledger: ledgerEvents,
  };
};
