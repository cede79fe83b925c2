import { accessProjection } from './access/projection';
import { accountsProjection } from './accounts/projection';
import { activityProjection } from './activity/projection';
import { auditProjection } from './audit/projection';
import { propertiesProjection } from './properties/projection';
import type { Projection } from './runtime/projection';
import { ratesProjection } from './rates/projection';
import { settingsProjection } from './settings/projection';
import { policiesProjection } from './policies/projection';
import { profileProjection } from './profile/projection';
import { roomTypesProjection } from './room-types/projection';
import { reservationsProjection } from './reservations/projection';
import { reservationRequestsProjection } from './reservation-requests/projection';
import { blocksProjection } from './blocks/projection';
import { housekeepingProjection } from './housekeeping/projection';
import { guestsProjection } from './guests/projection';
import { incomesProjection } from './incomes/projection';
import { invoicesProjection } from './invoices/projection';
import { vatReceiptsProjection } from './vat-receipts/projection';
import { salesProjection } from './sales/projection';
import { calendarExportsProjection } from './channels/calendar-export-projection';
import { calendarNightsProjection } from './channels/calendar-nights-projection';
import { calendarImportsProjection } from './channels/calendar-import-projection';
import { allotmentsProjection } from './allotments/projection';
import { channelConnectionsProjection } from './channels/channel-connection-projection';
import { ariProjection } from './channels/ari-projection';

/** Every projection the query side runs. */
export const projections: readonly Projection[] = [
  propertiesProjection,
  accountsProjection,
  accessProjection,
  settingsProjection,
  ratesProjection,
  policiesProjection,
  profileProjection,
  roomTypesProjection,
  reservationsProjection,
  reservationRequestsProjection,
  blocksProjection,
  housekeepingProjection,
  guestsProjection,
  incomesProjection,
  invoicesProjection,
  vatReceiptsProjection,
  salesProjection,
  calendarExportsProjection,
  calendarNightsProjection,
  calendarImportsProjection,
  allotmentsProjection,
  channelConnectionsProjection,
  ariProjection,
  auditProjection,
  activityProjection,
];
