/** The profile feature's public surface: what other features may use (docs/adding-a-feature.md, "Layers"). */
export type { HotelEditData } from './profile-api';
