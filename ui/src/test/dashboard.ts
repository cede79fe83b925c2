import type { Dashboard } from '../features/home/dashboard-api';

/** GET /api/dashboard of a property with nothing booked yet (for tests of the home page). */
export const emptyDashboard = (workingDate: string): Dashboard => ({
  workingDate,
  calendarDate: workingDate,
  timeZone: 'Asia/Ulaanbaatar',
  hasNightAudit: false,
  todayCheckin: 0,
  todayCheckout: 0,
  todayStaying: { count: 0, occupancy: 0, personCount: 0, childCount: 0 },
  tomorrowCheckin: 0,
  cancellations: 0,
  todayBooking: 0,
  roomNights: 0,
  todayIncome: 0,
  rooms: { total: 0, outOfOrder: 0, forSale: 0 },
  reservationRequests: { total: 0, totalConfirmed: 0, totalAmount: 0, paidAmount: 0 },
  tab: 'todayCheckin',
  reservations: [],
});
