import { SkipNavLink } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LazyToaster } from './lazy-toaster';
import { i18n } from '../lib/i18n';
import { onForbidden } from '../lib/forbidden';
import { languageFromPath, localizePath } from '../lib/locale';

/**
 * The root of every page, whatever its layout (auth, register, app shell): keeps the
 * interface language in step with the URL, and holds the app-wide pieces (skip link, notifications, scroll restoration). A 403 from the API (the middleware has shown
 * its message) sends the user to the property list.
 */
export function AppRoot() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const language = languageFromPath(pathname);
  const navigate = useNavigate();
  const currentLanguage = useRef(language);
  useEffect(() => {
    currentLanguage.current = language;
  }, [language]);

  useEffect(
    () =>
      onForbidden(() => {
        void navigate(localizePath('/', currentLanguage.current), { replace: true });
      }),
    [navigate],
  );

  // The URL decides the language (also on back/forward across the /en prefix).
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);

  return (
    <>
      <SkipNavLink>{t('app.skipToContent')}</SkipNavLink>
      <Outlet />
      <LazyToaster />
      <ScrollRestoration />
    </>
  );
}
