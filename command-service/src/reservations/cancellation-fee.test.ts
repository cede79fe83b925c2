import { describe, expect, it } from 'vitest';
import type { ReservationStatus } from '@hotel/events/reservations/events';
import { NotFound } from '@hotel/events/rule-broken';
import type { SettingsState } from '../settings/decider';
import { book } from './booking';
import { changeCancellationFee } from './cancellation-fee';
import { changeStatus } from './status';
import { ledger } from './ledger';
import {
  after,
  bookCommand,
  broken,
  context,
  P,
  settings,
  WORKING_DATE,
  world,
} from './test-world';
import type { BookingWorld } from './world';

/** Given/when/then for the fees of canceled and no-show stays (docs/reservations.md). */

describe('cancellation and no-show fees', () => {
  const CASH = '00000000-0000-4000-8000-0000000000c1';
  const QPAY = '00000000-0000-4000-8000-0000000000c2';
  const method = (id: string, name: string, incomeTypes: string[]) => ({
    propertyId: P,
    id,
    name,
    color: '#2f855a',
    isPaid: true,
    isCash: id === CASH,
    incomeTypes,
    isDefault: id === CASH,
  });
  /** The property's policy: 10 % up to 3 days before arrival, 50 % after and for a no-show. */
  const feeWorld = (workingDate = WORKING_DATE): BookingWorld => ({
    ...world,
    workingDate,
    settings: {
      ...settings,
      PaymentMethod: new Map([
        [CASH, method(CASH, 'Бэлэн', ['paid', 'prepaid', 'cancellation'])],
        [QPAY, method(QPAY, 'QPay', ['paid'])],
      ]),
    } as unknown as SettingsState,
    policies: {
      ...world.policies,
      cancellation: {
        propertyId: P,
        id: 'cp',
        isFree: false,
        cancellationTime: { id: 'd3', day: 3 },
        cancellationPercent: { id: 'p10', percent: 10 },
        cancellationAdditionPercent: { id: 'p50', percent: 50 },
        basis: 'wholeStay',
        fixedAmount: null,
        hasPrepayment: false,
        policySummary: { mn: '', en: '' },
        prepaymentSummary: { mn: '', en: '' },
      },
    },
  });

  /** Booked 2026-11-25 → 27 (two Standard nights, 200,000) under the policy, then moved. */
  const booked = (checkIn = '2026-11-25', checkOut = '2026-11-27') => {
    const decision = book(
      bookCommand({ checkIn, checkOut }),
      feeWorld(),
      ledger.initialState(),
      null,
      context(),
    );
    const id = decision.reservationIds[0] as string;
    return { id, decision, ...after(decision) };
  };
  const move = (
    to: ReservationStatus,
    fields: Partial<Parameters<typeof changeStatus>[0]> = {},
    workingDate = WORKING_DATE,
    checkIn?: string,
  ) => {
    const { id, decision, reservations, occupancy } = booked(checkIn);
    const moved = changeStatus(
      {
        id,
        status: to,
        cancellationPayment: null,
        isPaid: false,
        paymentMethodId: null,
        notes: null,
        ...fields,
      },
      reservations.get(id)!,
      feeWorld(workingDate),
      occupancy,
      context('cmd-move'),
    );
    const event = moved.reservations.get(id)?.[0];
    if (event?.type !== 'ReservationStatusChanged') throw new Error('no status change');
    return { id, decisions: [decision, moved], fee: event.data.cancellation };
  };

  it('given the policy, when cancelled 3 days before arrival, then 10 % with its rule', () => {
    expect(move('canceled').fee).toEqual({
      amount: 20_000,
      isPaid: false,
      rule: {
        basis: 'wholeStay',
        timing: 'beforeDeadline',
        percent: 10,
        baseAmount: 200_000,
        daysBefore: 3,
        deadlineDays: 3,
      },
      payment: null,
    });
  });

  it('when cancelled 2 days before arrival, then 50 % (after the deadline)', () => {
    expect(move('canceled', {}, '2026-11-23').fee).toMatchObject({
      amount: 100_000,
      rule: { timing: 'afterDeadline', percent: 50, daysBefore: 2 },
    });
  });

  it('when staff type another amount, then that amount, set by hand (no rule)', () => {
    expect(move('canceled', { cancellationPayment: 15_000 }).fee).toMatchObject({
      amount: 15_000,
      rule: null,
    });
  });

  it('when marked a no-show (by staff or the night audit), then the late 50 %, not the whole stay', () => {
    const { fee } = move('no-show', {}, '2026-11-25');
    expect(fee).toMatchObject({ amount: 100_000, rule: { timing: 'noShow', percent: 50 } });
  });

  it('when paid on the spot, then with its method, who took it and when', () => {
    expect(move('canceled', { isPaid: true, paymentMethodId: CASH }).fee).toMatchObject({
      amount: 20_000,
      isPaid: true,
      payment: {
        paymentMethodClone: { paymentMethodId: CASH, name: 'Бэлэн', isCash: true },
        userClone: { userId: 'u-1', name: 'Reception' },
        paidAt: '2026-11-22T03:00:00.000Z',
        paidDate: WORKING_DATE,
      },
    });
  });

  it('refuses a paid fee without a method, with an unknown method, or one that takes no fees', () => {
    expect(broken(() => move('canceled', { isPaid: true }))).toBe('reservation.feeMethodRequired');
    expect(
      broken(() =>
        move('canceled', {
          isPaid: true,
          paymentMethodId: '00000000-0000-4000-8000-0000000000ff',
        }),
      ),
    ).toBe('reservation.feeMethodUnknown');
    expect(broken(() => move('canceled', { isPaid: true, paymentMethodId: QPAY }))).toBe(
      'reservation.feeMethodNotForCancellation',
    );
  });

  it('refuses a fee above the stay total', () => {
    expect(broken(() => move('canceled', { cancellationPayment: 200_001 }))).toBe(
      'reservation.feeAboveTotal',
    );
  });

  describe('changed afterwards (reservation/cancellation)', () => {
    /** The stay cancelled on the working date, its fee then changed on `on`. */
    const changeFee = (
      fields: Partial<Parameters<typeof changeCancellationFee>[0]>,
      on = WORKING_DATE,
      cancel: Partial<Parameters<typeof changeStatus>[0]> = {},
    ) => {
      const { id, decisions } = move('canceled', cancel);
      const state = after(...decisions).reservations.get(id)!;
      return changeCancellationFee(
        { id, amount: 20_000, isPaid: false, paymentMethodId: null, reason: 'Гэрээ', ...fields },
        state,
        feeWorld(on),
        context('cmd-fee'),
      ).reservations.get(id)?.[0];
    };

    it('given an unaudited fee, when its amount changes, then an event with before → after and the reason', () => {
      const event = changeFee({ amount: 30_000 });
      expect(event).toEqual({
        type: 'CancellationFeeChanged',
        data: {
          propertyId: P,
          reservationId: expect.any(String),
          before: expect.objectContaining({ amount: 20_000, isPaid: false }),
          after: { amount: 30_000, isPaid: false, rule: null, payment: null },
          reason: 'Гэрээ',
          userClone: { userId: 'u-1', name: 'Reception', email: 'desk@hotel.mn' },
          at: '2026-11-22T03:00:00.000Z',
          workingDate: WORKING_DATE,
        },
      });
    });

    it('when marked paid, then its method, the user and the time are recorded; the rule is kept', () => {
      const event = changeFee({ isPaid: true, paymentMethodId: CASH });
      expect(event?.type === 'CancellationFeeChanged' && event.data.after).toMatchObject({
        amount: 20_000,
        isPaid: true,
        rule: { timing: 'beforeDeadline' },
        payment: { paymentMethodClone: { paymentMethodId: CASH }, paidDate: WORKING_DATE },
      });
    });

    it('refuses a paid fee without a method of the property that takes fees', () => {
      expect(broken(() => changeFee({ isPaid: true }))).toBe('reservation.feeMethodRequired');
      expect(broken(() => changeFee({ isPaid: true, paymentMethodId: QPAY }))).toBe(
        'reservation.feeMethodNotForCancellation',
      );
    });

    it('given an audited fee, then its amount cannot change, but an unpaid one may be marked paid today', () => {
      const nextDay = '2026-11-23';
      expect(broken(() => changeFee({ amount: 30_000 }, nextDay))).toBe('reservation.feeAudited');
      const paid = changeFee({ isPaid: true, paymentMethodId: CASH }, nextDay);
      expect(paid?.type === 'CancellationFeeChanged' && paid.data.after.payment).toMatchObject({
        paidDate: nextDay,
      });
    });

    it('given a fee paid on an audited date, then it cannot be made unpaid nor change its method', () => {
      const nextDay = '2026-11-23';
      const paidCash = { isPaid: true, paymentMethodId: CASH };
      expect(broken(() => changeFee({ isPaid: false }, nextDay, paidCash))).toBe(
        'reservation.feePaymentAudited',
      );
      // Same day: a correction is still allowed.
      expect(changeFee({ isPaid: false }, WORKING_DATE, paidCash)?.type).toBe(
        'CancellationFeeChanged',
      );
    });

    it('refuses a change that changes nothing, and a stay that is not canceled or a no-show', () => {
      expect(broken(() => changeFee({}))).toBe('reservation.feeUnchanged');
      const { id, reservations } = booked();
      expect(
        broken(() =>
          changeCancellationFee(
            { id, amount: 0, isPaid: false, paymentMethodId: null, reason: 'x' },
            reservations.get(id)!,
            feeWorld(),
            context(),
          ),
        ),
      ).toBe('reservation.feeNotCharged');
    });

    it('refuses another property’s reservation (404)', () => {
      const { id, reservations } = booked();
      expect(() =>
        changeCancellationFee(
          { id, amount: 0, isPaid: false, paymentMethodId: null, reason: 'x' },
          reservations.get(id)!,
          { ...feeWorld(), propertyId: 'p-2' },
          context(),
        ),
      ).toThrow(NotFound);
    });
  });
});
