import { useLocation } from 'react-router';
import { slugFromPath } from '../lib/locale';
import { type Permission, hasPermission } from '../lib/permissions';
import { useSession } from '../lib/session';
import { type CurrentUser, type UserHotel, useCurrentUserQuery } from '../lib/session-api';

export interface CurrentHotel {
  /** The slug (property id) of the route, `/p/{slug}/…`; null outside a property. */
  slug: string | null;
  user: CurrentUser | undefined;
  /** The property of the route among the user's hotels (GET /api/user); null if not theirs. */
  hotel: UserHotel | null;
}

/** The property the page belongs to, as the signed-in user sees it (their role there). */
export function useCurrentHotel(): CurrentHotel {
  const { pathname } = useLocation();
  const slug = slugFromPath(pathname);
  const loggedIn = useSession((state) => state.token !== null);
  const { data: user } = useCurrentUserQuery(undefined, { skip: !loggedIn });
  const hotel = (slug && user?.hotels.find((h) => h.id === slug)) || null;
  return { slug, user, hotel };
}

/**
 * Whether the signed-in user may do what `code` guards at the property of the route (the
 * owner passes every check; anyone else needs the code in their role there).
 */
export function usePermission(code: Permission): boolean {
  const { hotel } = useCurrentHotel();
  return hasPermission(hotel, code);
}
