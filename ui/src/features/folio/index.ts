/** The folio feature's public surface: what other features may use (docs/adding-a-feature.md, "Layers"). */
export { ChargesPanels } from './charges-panels';
export { GroupRoutingDialog, routableRooms } from './group-routing-dialog';
export { PaymentsPanel } from './payments-panel';
export { CHARGE_KINDS, isSplit, owingWindowsOf, payerNameOf } from './windows';
