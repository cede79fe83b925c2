/** Moved below the features (several use it): `components/form/server-ids.ts`. */
export { idsLeftToServer } from '../../components/form/server-ids';
