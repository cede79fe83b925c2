/**
 * The reservations area's decider, one module per concept (docs/adding-a-feature.md):
 *
 * - state and evolve: `./reservation-state.ts` (what the rules read of a reservation),
 *   `./reservation-evolve.ts` (its stay's events) with `./folio-evolve.ts` (its folio's), and
 *   `./group.ts` (a group's state and evolve);
 * - what every decision shares: `./decision.ts` (the decision's shape and context),
 *   `./availability.ts` (the ledger's stays), `./repricing.ts`, `./room-move.ts` (mid-stay moves);
 * - the decisions: `./booking.ts`, `./status.ts`, `./cancellation-fee.ts`, `./stay-changes.ts`
 *   (dates, room, discount, notes) and `./room-type.ts`.
 *
 * This module is their one entry: routes, tests and other areas import from here.
 */
export {
  type FolioPayment,
  isAudited,
  type LiveReservation,
  type ReservationState,
} from './reservation-state';
export { reservation } from './reservation-evolve';
export { group, type GroupState } from './group';
export {
  type DecisionContext,
  editable,
  type ReservationDecision,
  requireReservation,
  single,
} from './decision';
export { heldStay, requireAvailable } from './availability';
export { chargesOf } from './repricing';
export {
  currentRoomFromOf,
  heldAfterMove,
  lastMoveOf,
  requireRoomTypeChangeable,
  roomMoveOf,
} from './room-move';
export { type BookedIds, book, type BookingOrigin } from './booking';
export { changeStatus, statusStateOf, windowsNow } from './status';
export { changeCancellationFee, feeOfMove } from './cancellation-fee';
export { assignRoom, changeDates, changeNotes, newStayOf, setDiscount } from './stay-changes';
export { changeRoomType, checkRoomTypes } from './room-type';
