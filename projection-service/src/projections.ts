import { accessProjection } from './access/projection';
import { accountsProjection } from './accounts/projection';
import { auditProjection } from './audit/projection';
import { propertiesProjection } from './properties/projection';
import type { Projection } from './runtime/projection';
import { settingsProjection } from './settings/projection';

/** Every projection the query side runs. */
export const projections: readonly Projection[] = [
  propertiesProjection,
  accountsProjection,
  accessProjection,
  settingsProjection,
  auditProjection,
];
