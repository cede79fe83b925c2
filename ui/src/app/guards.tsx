import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../components/page-spinner';
import { QueryError } from '../components/query-error';
import { useCurrentHotel, usePermission } from '../components/use-current-hotel';
import { useLocalizedPath } from '../components/use-localized-path';
import { languageFromPath } from '../lib/locale';
import type { Permission } from '../lib/permissions';
import { loginPath, redirectTargetOf } from '../lib/redirect';
import { useSession } from '../lib/session';
import { useCurrentUserQuery } from '../lib/session-api';

/** Logged-out pages' guard: in the entry, with the login page (./guest-only.tsx). */
export { GuestOnly } from './guest-only';

/**
 * The guards of the logged-in pages, loaded by the router with the API's cache (they read
 * GET /api/user). Pages for logged-in users only. Without a session: to the login page, remembering this page
 * (`?redirect=`), unless the user has just logged out. With one: the user (GET /api/user) is
 * loaded before the page shows, as pages depend on who it is.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const location = useLocation();
  const token = useSession((state) => state.token);
  const ended = useSession((state) => state.ended);
  const user = useCurrentUserQuery(undefined, { skip: !token });

  if (!token) {
    const target = ended === 'loggedOut' ? null : redirectTargetOf(location);
    return <Navigate to={loginPath(languageFromPath(location.pathname), target)} replace />;
  }
  if (!user.data) {
    if (user.isError) {
      return <QueryError title={t('session.userError')} query={user} />;
    }
    return <PageSpinner />;
  }
  return <Outlet />;
}

/**
 * The pages of one property (`/p/{slug}/…`, inside RequireAuth): the slug must be one of the
 * user's hotels (GET /api/user) and the property open (active); otherwise back to the
 * property list.
 */
export function RequireProperty() {
  const { slug, user, hotel } = useCurrentHotel();
  const localized = useLocalizedPath();
  if (!user) return <PageSpinner />;
  if (!slug || !hotel || hotel.status !== 'active') {
    return <Navigate to={localized('/')} replace />;
  }
  return <Outlet />;
}

/**
 * A page that needs a permission at the property (spec §6): the owner passes, anyone else
 * needs the code in their role; without it the user is sent to `/`.
 */
export function RequirePermission({ code }: { code: Permission }) {
  const allowed = usePermission(code);
  const localized = useLocalizedPath();
  if (!allowed) return <Navigate to={localized('/')} replace />;
  return <Outlet />;
}
