/** The policies feature's public surface: what other features may use (docs/adding-a-feature.md, "Layers"). */
export { useListExtraBedPoliciesQuery } from './policies-api';
