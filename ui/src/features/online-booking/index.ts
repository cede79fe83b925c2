/** The online-booking feature's public surface: what other features may use (docs/adding-a-feature.md, "Layers"). */
export { OnlineBookingSection } from './online-booking-section';
