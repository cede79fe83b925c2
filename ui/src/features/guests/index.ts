/** The guests feature's public surface: what other features may use (docs/adding-a-feature.md, "Layers"). */
export { useMatchGuestQuery } from './guests-api';
export { PERSON_FIELDS, personFormOf } from './person-fields';
