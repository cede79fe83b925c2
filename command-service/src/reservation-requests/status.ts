import type { ChangeRequestStatus } from '@hotel/events/reservation-requests/commands';
import { canCancel, canConfirm } from '@hotel/events/reservation-requests/rules';
import { RuleBroken } from '@hotel/events/rule-broken';
import type { LedgerState } from '../reservations/ledger';
import { type RequestDecision, requireRequest } from './decision';
import { released } from './holds';
import type { RequestState } from './request-state';

export const changeRequestStatus = (
  command: ChangeRequestStatus,
  current: RequestState,
  ledger: LedgerState,
  { propertyId, now }: { readonly propertyId: string; readonly now: string },
): RequestDecision => {
  const state = requireRequest(current, propertyId);
  if (command.status === 'confirmed') {
    if (!canConfirm(state)) throw new RuleBroken('request.cannotConfirm');
    return {
      request: [
        { type: 'ReservationRequestConfirmed', data: { propertyId, resReqId: state.id, at: now } },
      ],
      ledger: [],
    };
  }
  if (!canCancel(state)) throw new RuleBroken('request.cannotCancel');
  return {
    request: [
      {
        type: 'ReservationRequestCanceled',
        data: { propertyId, resReqId: state.id, at: now, reason: command.reason },
      },
    ],
    ledger: released(ledger, state),
  };
};
