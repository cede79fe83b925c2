import type { AllotmentTerms } from '@hotel/events/allotments/events';
import type { Document } from '@hotel/infra/read-store/port';

// The allotments projection's collections and documents (docs/allotments.md).

/** Every contract made: its terms, whether canceled, and the nights the audit released. */
export const ALLOTMENTS = 'allotments';

export interface AllotmentDoc extends Document, Omit<AllotmentTerms, 'allotmentId'> {
  propertyId: string;
  createdAt: string;
  updatedAt: string;
  /** Null: in force. */
  canceledAt: string | null;
  /** Night → rooms the night audit gave back (0: all were picked up). */
  released: Record<string, number>;
}

/**
 * The partners' night stays (what picks up an allotment), one per live reservation with a
 * partner: its partner, room type and nights. A canceled or no-show stay is removed.
 */
export const ALLOTMENT_STAYS = 'allotment_stays';

export interface AllotmentStayDoc extends Document {
  propertyId: string;
  partnerId: string;
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
}
