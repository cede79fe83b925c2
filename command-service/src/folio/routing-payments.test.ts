import { describe, expect, it } from 'vitest';
import { movePaymentWindowSchema, refundPaymentSchema } from '@hotel/events/folio/commands';
import { NotFound } from '@hotel/events/rule-broken';
import { type LiveReservation, statusStateOf } from '../reservations/decider';
import { postPayment, refundPayment } from './decider';
import { movePaymentWindow } from './routing';
import {
  P,
  RES,
  RES2,
  INVOICE,
  user,
  lists,
  ROOM,
  TAX,
  MINIBAR,
  created,
  given,
  fold,
  ctx,
  payContext,
  pay,
  refused,
  routed,
  windowsOfState,
  unsettled,
} from './routing-world';

/** Payments, moves and refunds in the windows of a routed stay (docs/folio.md "Payer routing"). */
describe('payments in windows', () => {
  it("limits a payment by its window's balance and keeps its window", () => {
    const state = routed();
    const error = refused(() => postPayment(pay(MINIBAR + 1, '1'), state, lists, payContext()));
    expect(error).toMatchObject({
      rule: 'folio.exceedsWindowBalance',
      params: { over: 1, balance: MINIBAR, window: '1' },
    });
    const posted = postPayment(pay(ROOM + TAX, '2'), state, lists, payContext());
    expect(posted[0]).toMatchObject({ type: 'PaymentPosted', data: { windowId: '2' } });
    const after = fold(state, posted);
    expect(windowsOfState(after).map((w) => w.balance)).toEqual([MINIBAR, 0]);
    expect(refused(() => postPayment(pay(1, '2'), after, lists, payContext())).rule).toBe(
      'folio.nothingDueInWindow',
    );
  });

  it('refuses a window the stay does not have', () => {
    expect(refused(() => postPayment(pay(1, '3'), routed(), lists, payContext()))).toMatchObject({
      rule: 'folio.unknownWindow',
      field: 'windowId',
    });
    expect(
      refused(() => postPayment(pay(1, '2'), given(created()), lists, payContext())).rule,
    ).toBe('folio.unknownWindow');
  });

  it('a check-out needs every window settled; a receivable settles the company window', () => {
    let state = routed();
    state = fold(state, postPayment(pay(MINIBAR, '1'), state, lists, payContext()));
    expect(statusStateOf(state as LiveReservation).balance).toBe(ROOM + TAX);
    state = fold(
      state,
      postPayment(pay(ROOM + TAX, '2', 'receivable', INVOICE), state, lists, payContext()),
    );
    expect(statusStateOf(state as LiveReservation).balance).toBe(0);
  });

  it("moves a payment to another window, even where it over-pays (that window's credit)", () => {
    let state = routed();
    const posted = postPayment(pay(MINIBAR, '1'), state, lists, payContext());
    state = fold(state, posted);
    const paymentId = posted[0]?.type === 'PaymentPosted' ? posted[0].data.paymentId : '';
    const move = (windowId: string) =>
      movePaymentWindowSchema.parse({ reservationId: RES, paymentId, windowId });
    expect(movePaymentWindow(move('1'), state, ctx)).toEqual([]);
    expect(refused(() => movePaymentWindow(move('3'), state, ctx)).rule).toBe(
      'folio.unknownWindow',
    );
    const moved = movePaymentWindow(move('2'), state, ctx);
    expect(moved).toEqual([
      {
        type: 'PaymentWindowChanged',
        data: {
          propertyId: P,
          reservationId: RES,
          paymentId,
          from: '1',
          to: '2',
          userClone: user,
          at: ctx.now,
        },
      },
    ]);
    state = fold(state, moved);
    expect(windowsOfState(state).map((w) => w.balance)).toEqual([MINIBAR, ROOM + TAX - MINIBAR]);
    expect(() =>
      movePaymentWindow(
        movePaymentWindowSchema.parse({ reservationId: RES, paymentId: RES2, windowId: '1' }),
        state,
        ctx,
      ),
    ).toThrow(NotFound);
  });

  it("limits a refund by the credit of the payment's window, not the stay's", () => {
    let state = routed();
    // The guest pays the minibar; the company window still owes the room.
    const posted = postPayment(pay(MINIBAR, '1'), state, lists, payContext());
    state = fold(state, posted);
    const paymentId = posted[0]?.type === 'PaymentPosted' ? posted[0].data.paymentId : '';
    const refund = (amount: number) =>
      refundPaymentSchema.parse({ reservationId: RES, paymentId, amount, reason: 'Алдаа' });
    const refundCtx = { ...payContext(), refundId: 'r-1' };
    expect(refused(() => refundPayment(refund(1), state, lists, refundCtx))).toMatchObject({
      rule: 'folio.nothingToRefundInWindow',
      params: { window: '1', balance: 0 },
    });
    // The minibar removed from the folio: the guest's window is 30,000 in credit while the
    // company's still owes the room — the guest's money can go back.
    state = fold(state, [
      {
        type: 'ServiceItemRemoved',
        data: {
          propertyId: P,
          reservationId: RES,
          itemId: 'i',
          price: {
            ...created().data.price,
            lines: created().data.price.lines.filter((l) => l.kind !== 'service'),
            total: ROOM + TAX,
          },
        },
      },
    ]);
    expect(unsettled(state)).toBe(ROOM + TAX);
    expect(refused(() => refundPayment(refund(MINIBAR + 1), state, lists, refundCtx)).rule).toBe(
      'folio.refundAboveLeft',
    );
    expect(refundPayment(refund(MINIBAR), state, lists, refundCtx)[0]).toMatchObject({
      type: 'PaymentRefunded',
      data: { amountMnt: MINIBAR },
    });
  });
});
