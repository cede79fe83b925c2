import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { languageFromPath } from '../lib/locale';
import { REDIRECT_PARAM, afterLoginPath } from '../lib/redirect';
import { useSession } from '../lib/session';

/**
 * Pages for logged-out users only (login, register, forgot and reset password). A logged-in
 * user goes on to the page remembered in `?redirect=` (a local path), or home. This is also
 * what moves the user on right after logging in.
 */
export function GuestOnly() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const token = useSession((state) => state.token);
  if (token) {
    return (
      <Navigate
        to={afterLoginPath(params.get(REDIRECT_PARAM), languageFromPath(pathname))}
        replace
      />
    );
  }
  return <Outlet />;
}
