/** The reservation-requests feature's public surface: what other features may use (docs/adding-a-feature.md, "Layers"). */
export { useLazyListRequestsQuery } from './requests-api';
export type { ReservationRequest } from './requests-api';
