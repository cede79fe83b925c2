import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  movePaymentWindowSchema,
  refundPaymentSchema,
  setRoutingSchema,
} from '@hotel/events/folio/commands';
import type { FolioEvent } from '@hotel/events/folio/events';
import { RuleBroken } from '@hotel/events/rule-broken';
import { type LiveReservation, windowsNow } from '../reservations/decider';
import { deletePayment, postPayment, refundPayment } from './decider';
import { movePaymentWindow, setRouting } from './routing';
import {
  RES,
  ACME,
  TOURS,
  lists,
  TOTAL,
  created,
  given,
  fold,
  ctx,
  payContext,
  pay,
  n,
} from './routing-world';

/** Every window holds its own lines, whatever happens (property tests). */
describe('every window holds its own lines, whatever happens (property)', () => {
  type Step =
    | { kind: 'pay'; amount: number; window: '1' | '2' | '3' | '4' }
    | { kind: 'refund'; pick: number; amount: number }
    | { kind: 'move'; pick: number; window: '1' | '2' | '3' | '4' }
    | { kind: 'delete'; pick: number }
    | {
        kind: 'route';
        windows: ('2' | '3')[];
        routes: ('1' | '2' | '3')[];
      };
  const windowArb = fc.constantFrom('1', '2', '3', '4') as fc.Arbitrary<'1' | '2' | '3' | '4'>;
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      kind: fc.constant('pay'),
      amount: fc.integer({ min: 1, max: TOTAL }),
      window: windowArb,
    }),
    fc.record({
      kind: fc.constant('refund'),
      pick: fc.nat(20),
      amount: fc.integer({ min: 1, max: TOTAL }),
    }),
    fc.record({ kind: fc.constant('move'), pick: fc.nat(20), window: windowArb }),
    fc.record({ kind: fc.constant('delete'), pick: fc.nat(20) }),
    fc.record({
      kind: fc.constant('route'),
      windows: fc.subarray(['2', '3'] as ('2' | '3')[]),
      routes: fc.array(fc.constantFrom('1', '2', '3') as fc.Arbitrary<'1' | '2' | '3'>, {
        minLength: 4,
        maxLength: 4,
      }),
    }),
  ) as fc.Arbitrary<Step>;

  it('balance = charges − payments in every window; they add up to the stay', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let state = given(created());
        const ids = () => [...(state as LiveReservation).payments.keys()];
        for (const s of steps) {
          try {
            const id =
              ids()[
                s.kind === 'pay' || s.kind === 'route' ? 0 : s.pick % Math.max(1, ids().length)
              ];
            let events: FolioEvent[] = [];
            if (s.kind === 'pay')
              events = postPayment(pay(s.amount, s.window), state, lists, payContext());
            if (s.kind === 'refund' && id) {
              events = refundPayment(
                refundPaymentSchema.parse({
                  reservationId: RES,
                  paymentId: id,
                  amount: s.amount,
                  reason: 'x',
                }),
                state,
                lists,
                { ...payContext(), refundId: `r-${n}` },
              );
            }
            if (s.kind === 'move' && id) {
              events = movePaymentWindow(
                movePaymentWindowSchema.parse({
                  reservationId: RES,
                  paymentId: id,
                  windowId: s.window,
                }),
                state,
                ctx,
              );
            }
            if (s.kind === 'delete' && id) {
              events = deletePayment({ id, reservationId: RES }, state, {
                ...ctx,
                workingDate: '2026-11-22',
              });
            }
            if (s.kind === 'route') {
              const [room, tax, service, extraBed] = s.routes as ['1', '1', '1', '1'];
              events =
                setRouting(
                  setRoutingSchema.parse({
                    reservationIds: [RES],
                    windows: s.windows.map((windowId, i) => ({
                      windowId,
                      partnerId: i ? TOURS : ACME,
                    })),
                    routes: { room, tax, service, extraBed },
                  }),
                  [state],
                  lists,
                  ctx,
                ).get(RES) ?? [];
            }
            state = fold(state, events);
          } catch (error) {
            if (!(error instanceof RuleBroken)) throw error;
          }
          const live = state as LiveReservation;
          const windows = windowsNow(live);
          for (const w of windows) expect(w.balance).toBe(w.charges - w.paid);
          expect(windows.reduce((sum, w) => sum + w.charges, 0)).toBe(live.price.total);
          expect(windows.reduce((sum, w) => sum + w.paid, 0)).toBe(live.paid);
          // Every payment sits in a window the stay has; no window ever owes below zero by a payment
          // posted or refunded into it (moves may leave a credit).
          const listed = new Set(windows.map((w) => w.windowId));
          for (const p of live.payments.values()) expect(listed.has(p.windowId ?? '1')).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
