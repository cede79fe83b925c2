import type { Logger } from '@hotel/infra/logging';
import type { Mailer } from '@hotel/infra/mail/port';
import type { GuardedRoutes } from '@hotel/infra/http/route-policy';
import type { CommandRouteDeps } from '../http/command-route';
import { bookingRoute } from './booking-route';
import { changeRoutes } from './change-routes';
import { checkRoutes } from './check-routes';

/** Reservations: booking, status, dates, rooms, discount, notes, and availability checks. */
export const reservationsRoutes = (
  routes: GuardedRoutes,
  deps: CommandRouteDeps & { readonly mailer: Mailer; readonly logger: Logger },
): void => {
  bookingRoute(routes, deps);
  changeRoutes(routes, deps);
  checkRoutes(routes, deps);
};
