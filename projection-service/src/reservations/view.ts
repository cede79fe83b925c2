import { policyFee } from '@hotel/events/reservations/fees';
import {
  canChangeDates,
  canChangeRoom,
  canChangeRoomType,
  canClearRoom,
  noNightsLeft,
  type ReservationTab,
  sleptInRoomType,
  statusMoves,
  suggestedCancellationFee,
  tabStatusChoices,
} from '@hotel/events/reservations/rules';
import type { ReservationDoc } from './projection';

/**
 * A reservation as the list, the detail and the group page answer it: its read model on a
 * working date, with the moves the rules allow then (its schema: `reservationResponse`,
 * responses.ts).
 */

/** What the list, detail and group page answer for one reservation on a working date. */
export const reservationView = (doc: ReservationDoc, workingDate: string, tab?: ReservationTab) => {
  const { _id, propertyId: _p, searchText: _s, ...fields } = doc;
  const state = { status: doc.status, serviceName: doc.sourceClone.serviceName, paid: doc.paid };
  // The moves the rules allow now, and why the others that make sense are refused now (the
  // decider refuses with the same rule, events/src/reservations/rules.ts).
  const moves = statusMoves(
    {
      status: doc.status,
      serviceName: doc.sourceClone.serviceName,
      sourceName: doc.sourceClone.name,
      stayType: doc.stayType,
      checkIn: doc.checkIn,
      checkOut: doc.checkOut,
      hasRoom: doc.roomClone !== null,
      // A check-out needs every payer window settled (one window unrouted: the balance).
      balance: doc.unsettled,
    },
    workingDate,
  );
  const choices = moves.filter((move) => move.refusal === null).map((move) => move.status);
  const changeDates = canChangeDates(state);
  return {
    id: _id,
    ...fields,
    // A payment is audited once the night audit has closed its posted date.
    payments: (doc.payments ?? []).map((payment) => ({
      ...payment,
      isAudited: payment.postedDate < workingDate,
    })),
    items: doc.items ?? [],
    extraBeds: doc.extraBeds ?? [],
    guestClones: doc.guestClones ?? [],
    allowed: {
      // The pay dialog opens only while something is due (settings spec §5).
      pay: doc.balance > 0,
      // Charges go on any stay but a canceled or no-show one (late charges after check-out too).
      charge: doc.status !== 'canceled' && doc.status !== 'no-show',
      // Extra beds: the room type takes them, not an hourly stay, fewer than its count so far.
      addExtraBed:
        doc.status !== 'canceled' &&
        doc.status !== 'no-show' &&
        doc.roomTypeClone.hasExtraBed &&
        doc.stayType !== 'time' &&
        (doc.extraBeds ?? []).length < (doc.roomTypeClone.extraBeds ?? 0),
      // Taxes of a stay with payments stay as they are; the default tax always.
      removeTax: doc.paid <= 0,
      // A list tab offers its own few statuses (the rules still apply to each).
      statuses: tab ? tabStatusChoices[tab].filter((s) => choices.includes(s)) : choices,
      // The detail's other moves, refused today, with the rule's reason (shown beside them).
      refusedStatuses: tab
        ? []
        : moves.flatMap(({ status, refusal }) =>
            refusal ? [{ status, rule: refusal.rule, params: refusal.params }] : [],
          ),
      changeDates,
      changeCheckIn: changeDates && doc.status !== 'checked-in',
      // A guest in the house keeps the room type after the first night, and is not moved
      // with no night left (docs/reservations.md "Moving a guest in the house").
      changeRoomType: canChangeRoomType(state) && !sleptInRoomType(doc, workingDate),
      changeRoom: canChangeRoom(state) && !noNightsLeft(doc, workingDate),
      clearRoom: canClearRoom(state),
      // The fee of a canceled or no-show stay (POST /reservation/cancellation; the caller also
      // needs edit-cancellation-fees).
      changeFee:
        doc.cancellation !== null && (doc.status === 'canceled' || doc.status === 'no-show'),
    },
    suggestedCancellationFee: suggestedCancellationFee(
      doc.cancellationPolicyClone,
      doc.price,
      doc.checkIn,
      workingDate,
    ),
    // The policy's fees today, with the rules that give them (the status dialog shows them).
    suggestedFees: {
      cancellation: policyFee(
        doc.cancellationPolicyClone,
        doc.price,
        doc.checkIn,
        workingDate,
        'cancellation',
      ),
      noShow: policyFee(doc.cancellationPolicyClone, doc.price, doc.checkIn, workingDate, 'noShow'),
    },
  };
};
export type ReservationView = ReturnType<typeof reservationView>;

/** A past state of a reservation: shown, never changed (every action refused). */
export const readOnlyView = (view: ReservationView): ReservationView => ({
  ...view,
  allowed: {
    pay: false,
    charge: false,
    addExtraBed: false,
    removeTax: false,
    statuses: [],
    refusedStatuses: [],
    changeDates: false,
    changeCheckIn: false,
    changeRoomType: false,
    changeRoom: false,
    clearRoom: false,
    changeFee: false,
  },
});
