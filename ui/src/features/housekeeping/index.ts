/** The housekeeping feature's public surface: what other features may use (docs/adding-a-feature.md, "Layers"). */
export { useGetHousekeepingQuery } from './housekeeping-api';
