import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  movePaymentWindowSchema,
  postPaymentSchema,
  refundPaymentSchema,
  setRoutingSchema,
} from '@hotel/events/folio/commands';
import type { FolioEvent } from '@hotel/events/folio/events';
import type {
  ReservationCreated,
  ReservationEvent,
  ReservationStatusChanged,
} from '@hotel/events/reservations/events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { SettingsState } from '../settings/decider';
import {
  type LiveReservation,
  type ReservationState,
  reservation,
  statusStateOf,
  windowsNow,
} from '../reservations/decider';
import { deletePayment, postPayment, refundPayment } from './decider';
import { movePaymentWindow, setRouting } from './routing';

/** Given/when/then for payer routing (docs/folio.md "Payer routing"). */

const P = 'p-1';
const RES = '00000000-0000-4000-8000-0000000000a1';
const RES2 = '00000000-0000-4000-8000-0000000000a2';
const CASH = '00000000-0000-4000-8000-0000000000c1';
const INVOICE = '00000000-0000-4000-8000-0000000000c3';
const ACME = '00000000-0000-4000-8000-0000000000e1';
const TOURS = '00000000-0000-4000-8000-0000000000e2';
const ELSEWHERE = '00000000-0000-4000-8000-0000000000e9';
const user = { userId: 'u-1', name: 'Сараа', email: 'saraa@example.mn' };

const method = (id: string, name: string, incomeTypes: ('paid' | 'prepaid' | 'receivable')[]) => ({
  propertyId: P,
  id,
  name,
  color: '#000000',
  isPaid: true,
  incomeTypes,
  isDefault: id === CASH,
});
const partner = (id: string, name: string) => ({
  propertyId: P,
  id,
  name,
  discount: 0,
});

/** The property's lists: its partners are Acme and Tours (ELSEWHERE is another property's). */
const lists = {
  Source: new Map(),
  PaymentMethod: new Map([
    [CASH, method(CASH, 'Бэлэн', ['paid', 'prepaid'])],
    [INVOICE, method(INVOICE, 'Нэхэмжлэх', ['receivable'])],
  ]),
  Currency: new Map(),
  Tax: new Map(),
  Partner: new Map([
    [ACME, partner(ACME, 'Acme ХХК')],
    [TOURS, partner(TOURS, 'Tours ХХК')],
  ]),
  ServiceCategory: new Map(),
  Service: new Map(),
  Contact: new Map(),
} as unknown as SettingsState;

/** Room 200,000 + VAT 20,000 on top + minibar 30,000 = 250,000. */
const ROOM = 200_000;
const TAX = 20_000;
const MINIBAR = 30_000;
const TOTAL = ROOM + TAX + MINIBAR;

const created = (id = RES, groupId = 'g-1'): ReservationCreated => ({
  type: 'ReservationCreated',
  data: {
    propertyId: P,
    reservationId: id,
    number: 1,
    groupId,
    groupNumber: 1,
    status: 'checked-in',
    stayType: 'night',
    checkIn: '2026-11-22',
    checkOut: '2026-11-24',
    arrivalTime: '14:00',
    exitTime: '12:00',
    hours: null,
    numberOfGuests: 2,
    childrenAges: [],
    roomTypeClone: {
      roomTypeId: 'rt',
      name: 'Standard',
      shortName: 'ST',
      defaultPrice: ROOM / 2,
      priceDayUse: 0,
      hasExtraBed: false,
      extraBeds: null,
    },
    roomClone: null,
    sourceClone: {
      sourceId: 's',
      name: 'Шууд',
      shortName: 'ШУ',
      color: null,
      isDefault: true,
      serviceName: null,
    },
    partnerClone: null,
    userClone: user,
    ratePlanClone: null,
    cancellationPolicyClone: null,
    taxClones: [],
    guestClone: {
      name: 'Бат',
      surname: null,
      nationality: 'Монгол',
      phoneNumber: null,
      email: null,
    },
    timePrice: null,
    price: {
      nights: 2,
      dayRates: [],
      lines: [
        { kind: 'room', quantity: 2, price: ROOM / 2, amount: ROOM },
        { kind: 'service', quantity: 1, price: MINIBAR, amount: MINIBAR },
        { kind: 'tax', quantity: 1, price: TAX, amount: TAX },
      ],
      roomAmount: ROOM,
      childrenAmount: 0,
      discountAmount: 0,
      taxes: [],
      total: TOTAL,
    },
    notes: null,
    isSendEmail: false,
    createdAt: '2026-11-20T02:00:00.000Z',
  },
});

const given = (...events: (ReservationEvent | FolioEvent)[]): ReservationState =>
  (events as ReservationEvent[]).reduce(reservation.evolve, reservation.initialState());
const fold = (state: ReservationState, events: readonly FolioEvent[]): ReservationState =>
  (events as ReservationEvent[]).reduce(reservation.evolve, state);

const ctx = { propertyId: P, now: '2026-11-22T05:00:00.000Z', user };
let n = 0;
const payContext = () => {
  n += 1;
  return {
    ...ctx,
    workingDate: '2026-11-22',
    paymentId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  };
};

/** Room and taxes to Acme (window 2), services to the guest. */
const companyRouting = (ids = [RES], extra: Record<string, unknown> = {}) =>
  setRoutingSchema.parse({
    reservationIds: ids,
    windows: [{ windowId: '2', partnerId: ACME }],
    routes: { room: '2', tax: '2', service: '1', extraBed: '1' },
    ...extra,
  });

const pay = (amount: number, windowId?: string, incomeType = 'paid', methodId = CASH) =>
  postPaymentSchema.parse({
    id: RES,
    incomeType,
    pays: [{ paymentMethod: { id: methodId }, amount }],
    ...(windowId ? { windowId } : {}),
  });

const refused = (run: () => unknown): RuleBroken => {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleBroken) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

const routed = () => {
  const state = given(created());
  return fold(state, setRouting(companyRouting(), [state], lists, ctx).get(RES) ?? []);
};

const windowsOfState = (state: ReservationState) => windowsNow(state as LiveReservation);

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

const unsettled = (state: ReservationState) =>
  windowsOfState(state).reduce((sum, w) => sum + Math.max(0, w.balance), 0);

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
