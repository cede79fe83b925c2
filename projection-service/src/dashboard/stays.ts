import type { ReservationStatus, StayType } from '@hotel/events/reservations/events';
import type { Document, ReadStore } from '@hotel/infra/read-store/port';

/**
 * The dashboard's slim copy of every reservation (docs/dashboard.md), written by the
 * reservations projection beside the reservation itself, in the same transaction, from the
 * same document: the list's numbers (status, balance…) and these always agree. A reservation
 * document carries its nightly prices, clones and folio (kilobytes); the dashboard reads
 * hundreds of stays per answer, so it reads these rows of a few scalars instead.
 *
 * Nothing here depends on the working date: the queries pick rows by the working date as it
 * is when they run (`checkIn`, `checkOut`, and the UTC day buckets of the two instants).
 */
export const DASHBOARD_STAYS = 'dashboard_stays';

export interface DashboardStayFields {
  _id: string;
  propertyId: string;
  number: number;
  groupId: string;
  groupNumber: number;
  guestName: string;
  roomName: string | null;
  roomTypeName: string;
  /** The room type's English name, when the booking has one. */
  roomTypeNameEn?: string;
  roomTypeShortName: string;
  stayType: StayType;
  checkIn: string;
  checkOut: string;
  status: ReservationStatus;
  /** Adults, and children (by their ages). */
  numberOfGuests: number;
  numberOfChildren: number;
  stayNights: number;
  amount: number;
  balance: number;
  /** When the status last changed (the creation time until it first does), and when booked. */
  statusAt: string;
  createdAt: string;
  /**
   * The UTC dates of `statusAt` and `createdAt`: index buckets, so "changed / booked during
   * the working date" reads the one or two UTC days the property's day overlaps by equality
   * instead of ranging over every distinct instant.
   */
  statusDay: string;
  createdDay: string;
}

export type DashboardStayDoc = Document & DashboardStayFields;

/** What the reservations projection stores of a reservation for the dashboard. */
export interface DashboardStaySource {
  _id: string;
  propertyId: string;
  number: number;
  groupId: string;
  groupNumber: number;
  guestName: string;
  roomName: string | null;
  roomTypeClone: { name: string; nameEn?: string; shortName: string };
  stayType: StayType;
  checkIn: string;
  checkOut: string;
  status: ReservationStatus;
  numberOfGuests: number;
  numberOfChildren: number;
  stayNights: number;
  amount: number;
  balance: number;
  statusAt: string;
  createdAt: string;
}

export const dashboardStayOf = (doc: DashboardStaySource): DashboardStayDoc => ({
  _id: doc._id,
  propertyId: doc.propertyId,
  number: doc.number,
  groupId: doc.groupId,
  groupNumber: doc.groupNumber,
  guestName: doc.guestName,
  roomName: doc.roomName,
  roomTypeName: doc.roomTypeClone.name,
  ...(doc.roomTypeClone.nameEn ? { roomTypeNameEn: doc.roomTypeClone.nameEn } : {}),
  roomTypeShortName: doc.roomTypeClone.shortName,
  stayType: doc.stayType,
  checkIn: doc.checkIn,
  checkOut: doc.checkOut,
  status: doc.status,
  numberOfGuests: doc.numberOfGuests,
  numberOfChildren: doc.numberOfChildren,
  stayNights: doc.stayNights,
  amount: doc.amount,
  balance: doc.balance,
  statusAt: doc.statusAt,
  createdAt: doc.createdAt,
  statusDay: doc.statusAt.slice(0, 10),
  createdDay: doc.createdAt.slice(0, 10),
});

/** The indexes the dashboard's queries use (called from the reservations projection's setup). */
export const setupDashboardStays = async (store: ReadStore): Promise<void> => {
  const stays = store.collection(DASHBOARD_STAYS);
  // Arrivals and departures of a date: one index entry each.
  await stays.createIndex({ propertyId: 1, checkIn: 1 });
  await stays.createIndex({ propertyId: 1, checkOut: 1 });
  // In the house: the checked-in stays (about a house full, however long the history).
  await stays.createIndex({ propertyId: 1, status: 1 });
  await stays.createIndex({ propertyId: 1, statusDay: 1 });
  await stays.createIndex({ propertyId: 1, createdDay: 1 });
};
