import type { Language } from '@hotel/events/messages';
import { bankById } from '@hotel/events/reference/banks';
import type {
  RecordRequestPayment,
  RequestPayment,
} from '@hotel/events/reservation-requests/commands';
import type {
  RequestBankAccount,
  RequestHoldEvent,
} from '@hotel/events/reservation-requests/events';
import {
  canRecordPayment,
  canRequestPayment,
  PAYMENT_HOLD_HOURS,
} from '@hotel/events/reservation-requests/rules';
import { RuleBroken } from '@hotel/events/rule-broken';
import type { LedgerState } from '../reservations/ledger';
import type { BookingWorld } from '../reservations/world';
import { type RequestDecision, requireRequest } from './decision';
import { hold, hoursAfter, nightStay } from './holds';
import type { RequestState } from './request-state';

/**
 * Asks the guest to pay the request's amount into one of the property's accounts (the route
 * e-mails it once stored). The rooms are held again for PAYMENT_HOLD_HOURS (refused with 409
 * when they are no longer free); asking again (another account, a lost e-mail) is allowed
 * until the payment arrives.
 */
export const requestPayment = (
  command: RequestPayment,
  current: RequestState,
  world: BookingWorld,
  ledger: LedgerState,
  { now, language }: { readonly now: string; readonly language: Language },
): RequestDecision & {
  readonly bankAccount: RequestBankAccount;
  readonly email: string;
  readonly until: string | null;
} => {
  const state = requireRequest(current, world.propertyId);
  if (state.isPaid) throw new RuleBroken('request.alreadyPaid');
  if (state.status === 'canceled') throw new RuleBroken('request.canceled');
  if (!canRequestPayment(state)) throw new RuleBroken('request.paymentNeedsConfirmation');
  if (!state.guest.email) throw new RuleBroken('request.noEmail');
  const account = world.profile.banks.get(command.bankAccountId);
  if (!account) throw new RuleBroken('request.bankAccountUnknown', {}, 'bankAccountId');
  const bank = bankById(account.bankId);
  const bankAccount: RequestBankAccount = {
    id: account.id,
    bankId: account.bankId,
    bankName: bank ? bank[language] : account.bankId,
    accountName: account.accountName,
    number: account.number,
    currency: account.currency,
  };
  // A converted request's rooms are reservations already: nothing to hold.
  const until = state.status === 'reservation' ? null : hoursAfter(now, PAYMENT_HOLD_HOURS);
  const ledgerEvents =
    state.status === 'reservation'
      ? []
      : [
          hold(
            state,
            nightStay(world, now, state.checkIn, state.checkOut),
            until,
            world,
            ledger,
            now,
          ),
        ];
  return {
    bankAccount,
    email: state.guest.email,
    until,
    request: [
      {
        type: 'ReservationRequestPaymentRequested',
        data: {
          propertyId: world.propertyId,
          resReqId: state.id,
          at: now,
          amount: state.amount - state.amountPaid,
          bankAccount,
          email: state.guest.email,
        },
      },
    ],
    ledger: ledgerEvents,
  };
};

/**
 * The guest's payment arrived: the request is paid. Its rooms are then held until it is
 * converted or canceled — when they are still free; money that arrived is recorded either
 * way (`held` says whether the rooms are kept; the conversion's date dialog finds others).
 */
export const recordPayment = (
  command: RecordRequestPayment,
  current: RequestState,
  world: BookingWorld,
  ledger: LedgerState,
  { now }: { readonly now: string },
): RequestDecision & { readonly held: boolean } => {
  const state = requireRequest(current, world.propertyId);
  if (!canRecordPayment(state)) {
    throw new RuleBroken(state.isPaid ? 'request.alreadyPaid' : 'request.canceled');
  }
  let ledgerEvents: RequestHoldEvent[] = [];
  if (state.status !== 'reservation') {
    try {
      ledgerEvents = [
        hold(state, nightStay(world, now, state.checkIn, state.checkOut), null, world, ledger, now),
      ];
    } catch (error) {
      if (!(error instanceof RuleBroken)) throw error;
    }
  }
  return {
    held: ledgerEvents.length > 0,
    request: [
      {
        type: 'ReservationRequestPaid',
        data: {
          propertyId: world.propertyId,
          resReqId: state.id,
          amount: command.amount,
          paidAt: now,
          notes: command.notes,
        },
      },
    ],
    ledger: ledgerEvents,
  };
};
