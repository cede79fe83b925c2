import { describe, expect, it } from 'vitest';
import { movePaymentWindowSchema, setRoutingSchema } from '@hotel/events/folio/commands';
import type { ReservationStatusChanged } from '@hotel/events/reservations/events';
import { NotFound } from '@hotel/events/rule-broken';
import { postPayment } from './decider';
import { movePaymentWindow, setRouting } from './routing';
import {
  P,
  RES,
  RES2,
  ACME,
  TOURS,
  ELSEWHERE,
  user,
  lists,
  ROOM,
  TAX,
  MINIBAR,
  TOTAL,
  created,
  given,
  fold,
  ctx,
  payContext,
  companyRouting,
  pay,
  refused,
  routed,
  windowsOfState,
} from './routing-world';

/** Given/when/then for payer routing (docs/folio.md "Payer routing"). */
describe('setting the routing', () => {
  it('clones the partner, keeps what it was before, and splits the charges by kind', () => {
    const state = given(created());
    const decided = setRouting(companyRouting(), [state], lists, ctx);
    const events = decided.get(RES) ?? [];
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'FolioRoutingSet',
      data: {
        reservationId: RES,
        previous: null,
        routing: {
          windows: [
            { windowId: '2', partnerClone: { partnerId: ACME, name: 'Acme ХХК', discount: 0 } },
          ],
          routes: { room: '2', tax: '2', service: '1', extraBed: '1' },
        },
        userClone: user,
      },
    });
    const windows = windowsOfState(fold(state, events));
    expect(windows.map((w) => [w.windowId, w.kinds, w.charges, w.balance])).toEqual([
      ['1', ['service', 'extraBed'], MINIBAR, MINIBAR],
      ['2', ['room', 'tax'], ROOM + TAX, ROOM + TAX],
    ]);
  });

  it('writes nothing when the same routing is set again (names of partners not compared)', () => {
    expect(setRouting(companyRouting(), [routed()], lists, ctx).size).toBe(0);
    // No routing and an explicit "everything to the guest" are the same.
    const unrouted = setRoutingSchema.parse({
      reservationIds: [RES],
      windows: [],
      routes: { room: '1', tax: '1', service: '1', extraBed: '1' },
    });
    expect(setRouting(unrouted, [given(created())], lists, ctx).size).toBe(0);
  });

  it('refuses a route to a window that is not listed, on that route', () => {
    const error = refused(() =>
      setRouting(
        companyRouting([RES], { routes: { room: '2', tax: '3', service: '1', extraBed: '1' } }),
        [given(created())],
        lists,
        ctx,
      ),
    );
    expect(error.rule).toBe('folio.routeToUnlistedWindow');
    expect(error.field).toBe('routes.tax');
  });

  it("refuses another property's partner as it refuses an unknown one", () => {
    const error = refused(() =>
      setRouting(
        companyRouting([RES], { windows: [{ windowId: '2', partnerId: ELSEWHERE }] }),
        [given(created())],
        lists,
        ctx,
      ),
    );
    expect(error.rule).toBe('folio.unknownPartner');
    expect(error.field).toBe('windows.0.partnerId');
  });

  it("is 404 for another property's reservation", () => {
    const other = given({ ...created(), data: { ...created().data, propertyId: 'p-2' } });
    expect(() => setRouting(companyRouting(), [other], lists, ctx)).toThrow(NotFound);
  });

  it('refuses a checked-out, canceled or no-show stay', () => {
    for (const to of ['checked-out', 'canceled', 'no-show'] as const) {
      const state = given(created(), {
        type: 'ReservationStatusChanged',
        data: {
          propertyId: P,
          reservationId: RES,
          from: 'checked-in',
          to,
          cancellation: to === 'checked-out' ? null : { amount: 0, isPaid: false },
          notes: null,
          workingDate: '2026-11-22',
          at: ctx.now,
        },
      } as unknown as ReservationStatusChanged);
      expect(refused(() => setRouting(companyRouting(), [state], lists, ctx)).rule).toBe(
        'folio.routingClosed',
      );
    }
  });

  it('refuses to drop or re-partner a window that still has payments, until they are moved', () => {
    let state = routed();
    const posted = postPayment(pay(50_000, '2'), state, lists, payContext());
    state = fold(state, posted);
    const paymentId = posted[0]?.type === 'PaymentPosted' ? posted[0].data.paymentId : '';
    const dropped = setRoutingSchema.parse({
      reservationIds: [RES],
      windows: [],
      routes: { room: '1', tax: '1', service: '1', extraBed: '1' },
    });
    expect(refused(() => setRouting(dropped, [state], lists, ctx))).toMatchObject({
      rule: 'folio.windowHasPayments',
      field: 'windows',
    });
    const repartnered = companyRouting([RES], { windows: [{ windowId: '2', partnerId: TOURS }] });
    expect(refused(() => setRouting(repartnered, [state], lists, ctx))).toMatchObject({
      rule: 'folio.windowHasPayments',
      field: 'windows.0.partnerId',
    });
    // Moving the payment to the guest's window first lets the window go.
    state = fold(
      state,
      movePaymentWindow(
        movePaymentWindowSchema.parse({ reservationId: RES, paymentId, windowId: '1' }),
        state,
        ctx,
      ),
    );
    const events = setRouting(dropped, [state], lists, ctx).get(RES) ?? [];
    expect(events[0]).toMatchObject({ data: { previous: { routes: { room: '2' } } } });
    state = fold(state, events);
    expect(windowsOfState(state).map((w) => [w.windowId, w.balance])).toEqual([
      ['1', TOTAL - 50_000],
    ]);
  });

  it('routes every room of a group to one master payer, refusing rooms of two groups', () => {
    const one = given(created(RES));
    const two = given(created(RES2));
    const decided = setRouting(companyRouting([RES, RES2]), [one, two], lists, ctx);
    expect([...decided.keys()]).toEqual([RES, RES2]);
    const stranger = given(created(RES2, 'g-2'));
    expect(
      refused(() => setRouting(companyRouting([RES, RES2]), [one, stranger], lists, ctx)).rule,
    ).toBe('folio.routingNotOneGroup');
  });
});
