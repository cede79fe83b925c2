import type {
  AllotmentContractedAnswer,
  AllotmentList,
  AllotmentPickUpNight,
  AllotmentPickUpReport,
  RoomingListBooked,
} from '../../lib/api-types.gen';
import { injectPropertyEndpoints } from '../../lib/property-endpoints';
import type { CommandAnswer } from '../../lib/property-requests';

/** Allotments for tour operators (docs/allotments.md): the `allotments` read model and commands. */

export type {
  /** A contract with its pick-up totals (generated: projection-service/src/allotments/responses.ts). */
  Allotment,
} from '../../lib/api-types.gen';
export type PickUpReport = AllotmentPickUpReport;
export type PickUpNight = AllotmentPickUpNight;

/** The contract form's fields, as the server names them in its errors (form order). */
export const ALLOTMENT_FIELDS = [
  'partnerId',
  'roomTypeId',
  'firstNight',
  'lastNight',
  'rooms',
  'releaseDays',
  'rate',
] as const;

/** The terms a contract's form sends (numbers as typed; the server's schema parses them). */
export interface AllotmentTermsBody {
  firstNight: string;
  lastNight: string;
  rooms: string;
  releaseDays: string;
  rate: string;
}

/** One guest row of a rooming list as the sheet gives it (the server's schema judges it). */
export interface RoomingRowBody {
  name: string;
  surname: string;
  phoneNumber: string;
  arrival: string;
  departure: string;
  guests: string;
  roomType: string;
  notes: string;
}

const allotmentsApi = injectPropertyEndpoints((property) => ({
  listAllotments: property.read<AllotmentList>('/allotments', 'allotments'),
  allotmentPickUp: property.readItem<PickUpReport>('/allotments', 'allotments'),
  createAllotment: property.command<
    AllotmentContractedAnswer,
    AllotmentTermsBody & { partnerId: string; roomTypeId: string }
  >('/allotments', 'allotments'),
  changeAllotment: property.change<CommandAnswer, AllotmentTermsBody>('/allotments', 'allotments'),
  importRoomingList: property.commandOn<RoomingListBooked, { id: string; rows: RoomingRowBody[] }>(
    'id',
    (id) => `/allotments/${id}/rooming-list`,
    'allotments',
    'reservations',
    'calendar',
  ),
  cancelAllotment: property.remove('/allotments', 'allotments'),
}));

export const {
  useListAllotmentsQuery,
  useAllotmentPickUpQuery,
  useCreateAllotmentMutation,
  useChangeAllotmentMutation,
  useCancelAllotmentMutation,
  useImportRoomingListMutation,
} = allotmentsApi;
