/**
 * The reservation requests area's decider, one module per concept (docs/adding-a-feature.md):
 *
 * - state and evolve: `./request-state.ts`;
 * - what every decision shares: `./decision.ts` (the decision's shape, the request it needs) and
 *   `./holds.ts` (holding and releasing a request's rooms in the ledger);
 * - the decisions: `./receive.ts` (a request arrives), `./status.ts` (confirm, cancel),
 *   `./payment.ts` (ask for and record the payment) and `./convert.ts` (book it as reservations).
 *
 * This module is their one entry: routes, tests and other areas import from here.
 */
export { type LiveRequest, reservationRequest, type RequestState } from './request-state';
export type { RequestDecision } from './decision';
export { onlinePlanOf, receiveRequest, type RequestIntake, requestSourceOf } from './receive';
export { changeRequestStatus } from './status';
export { recordPayment, requestPayment } from './payment';
export { convertRequest } from './convert';
