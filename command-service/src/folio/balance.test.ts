import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ReservationEvent } from '@hotel/events/reservations/events';
import { RuleBroken } from '@hotel/events/rule-broken';
import { balanceNow, deletePayment, postPayment, refundPayment } from './decider';
import {
  RES,
  CASH,
  CARD,
  lists,
  created,
  given,
  context,
  payment,
  itemAdded,
  itemRemoved,
  refund,
  refundContext,
} from './test-world';

/** The balance and refunds under any sequence of postings (property tests). */

describe('the balance', () => {
  it('always equals the charges less the sum of the live payments, whatever the sequence', () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('pay' as const),
        amount: fc.integer({ min: 1, max: 150_000 }),
        card: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.array(step, { maxLength: 25 }),
        (total, steps) => {
          const events: ReservationEvent[] = [created(total)];
          const live = new Map<string, number>();
          for (const s of steps) {
            const state = given(...events);
            try {
              if (s.kind === 'pay') {
                const ctx = context();
                events.push(
                  ...postPayment(payment([[s.card ? CARD : CASH, s.amount]]), state, lists, ctx),
                );
                live.set(ctx.paymentId, s.amount);
              } else {
                const ids = [...live.keys()];
                const id = ids[s.pick % Math.max(1, ids.length)];
                if (!id) continue;
                events.push(...deletePayment({ id, reservationId: RES }, state, context()));
                live.delete(id);
              }
            } catch (error) {
              if (!(error instanceof RuleBroken)) throw error;
            }
            const after = given(...events);
            const paid = [...live.values()].reduce((a, b) => a + b, 0);
            expect(after.exists && after.paid).toBe(paid);
            expect(after.exists && balanceNow(after)).toBe(total - paid);
            expect(paid).toBeLessThanOrEqual(total);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('payments and refunds', () => {
  it('keep balance = price − (payments − refunds) and never refund more than was paid', () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('pay' as const),
        amount: fc.integer({ min: 1, max: 150_000 }),
        card: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('charge' as const),
        amount: fc.integer({ min: 1, max: 90_000 }),
      }),
      fc.record({ kind: fc.constant('uncharge' as const), pick: fc.nat() }),
      fc.record({
        kind: fc.constant('refund' as const),
        pick: fc.nat(),
        amount: fc.integer({ min: 1, max: 200_000 }),
      }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300_000 }),
        fc.array(step, { maxLength: 30 }),
        (room, steps) => {
          const events: ReservationEvent[] = [created(room)];
          const paidBy = new Map<string, number>();
          const refundedOf = new Map<string, number>();
          const items = new Map<string, number>();
          const price = () => room + [...items.values()].reduce((a, b) => a + b, 0);
          let nextItem = 0;
          for (const s of steps) {
            const state = given(...events);
            const balanceBefore = state.exists ? balanceNow(state) : 0;
            try {
              if (s.kind === 'pay') {
                const ctx = context();
                events.push(
                  ...postPayment(payment([[s.card ? CARD : CASH, s.amount]]), state, lists, ctx),
                );
                paidBy.set(ctx.paymentId, s.amount);
              } else if (s.kind === 'charge') {
                const id = `i-${nextItem++}`;
                items.set(id, s.amount);
                events.push(itemAdded(id, s.amount, price()));
              } else if (s.kind === 'uncharge') {
                const ids = [...items.keys()];
                const id = ids[s.pick % Math.max(1, ids.length)];
                if (!id) continue;
                items.delete(id);
                events.push(itemRemoved(id, price()));
              } else {
                const ids = [...paidBy.keys()];
                const id = ids[s.pick % Math.max(1, ids.length)];
                if (!id) continue;
                if (s.kind === 'delete') {
                  events.push(...deletePayment({ id, reservationId: RES }, state, context()));
                  paidBy.delete(id);
                  continue;
                }
                const refunded = refundPayment(refund(id, s.amount), state, lists, refundContext());
                // Accepted: within what is left of the payment and the money to give back.
                const left = (paidBy.get(id) ?? 0) - (refundedOf.get(id) ?? 0);
                expect(s.amount).toBeLessThanOrEqual(left);
                expect(s.amount).toBeLessThanOrEqual(-balanceBefore);
                events.push(...refunded);
                refundedOf.set(id, (refundedOf.get(id) ?? 0) + s.amount);
              }
            } catch (error) {
              if (!(error instanceof RuleBroken)) throw error;
            }
            const after = given(...events);
            const payments = [...paidBy.values()].reduce((a, b) => a + b, 0);
            const refunds = [...refundedOf.values()].reduce((a, b) => a + b, 0);
            expect(after.exists && after.paid).toBe(payments - refunds);
            expect(after.exists && balanceNow(after)).toBe(price() - (payments - refunds));
            for (const [id, amount] of refundedOf) {
              expect(amount).toBeLessThanOrEqual(paidBy.get(id) ?? 0);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
