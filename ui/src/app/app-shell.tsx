import { Badge, Box, Flex, HStack, SkipNavContent, SkipNavLink, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WifiOffIcon } from '../components/icons';
import { LanguageSwitch } from '../components/language-switch';
import { LoadingBar } from '../components/loading-bar';
import { PageSpinner } from '../components/page-spinner';
import { Toaster } from '../components/toaster';
import { i18n } from '../lib/i18n';
import { languageFromPath, localizePath } from '../lib/locale';
import type { LiveStatus } from '../lib/live-updates';
import { useLiveUpdates } from './use-live-updates';

/** True once `status` has been 'reconnecting' for a while (short blips are not worth a badge). */
function useShowOffline(status: LiveStatus, delayMs = 2000): boolean {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (status !== 'reconnecting') {
      setShow(false);
      return undefined;
    }
    const timer = setTimeout(() => setShow(true), delayMs);
    return () => clearTimeout(timer);
  }, [status, delayMs]);
  return show;
}

/**
 * The frame of every screen: top bar (home, connection state, language), the page, and the
 * app-wide pieces (toasts, loading bar, live updates). Mounted once for both languages.
 */
export function AppShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const language = languageFromPath(pathname);
  const live = useLiveUpdates();
  const offline = useShowOffline(live);

  // The URL decides the language (also on back/forward across the /en prefix).
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);

  return (
    <Flex direction="column" minH="100dvh" data-live-updates={live}>
      <LoadingBar />
      <SkipNavLink>{t('app.skipToContent')}</SkipNavLink>
      <Box
        as="header"
        bg="bg"
        borderBottomWidth="1px"
        borderColor="border"
        position="sticky"
        top="0"
        zIndex="sticky"
      >
        <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="14" align="center" gap="4">
          <HStack asChild gap="2.5" _hover={{ textDecoration: 'none' }}>
            <RouterLink to={localizePath('/', language)} aria-label={t('app.home')}>
              <Flex
                h="8"
                px="2"
                borderRadius="md"
                bg="brand.solid"
                color="brand.contrast"
                align="center"
                justify="center"
                fontWeight="bold"
                fontSize="xs"
                letterSpacing="wide"
                aria-hidden="true"
              >
                {t('app.shortName')}
              </Flex>
              <Text fontWeight="semibold" fontSize="md" hideBelow="sm">
                {t('app.name')}
              </Text>
            </RouterLink>
          </HStack>
          <Box flex="1" />
          {offline ? (
            <Badge colorPalette="orange" variant="subtle" size="md" title={t('live.reconnecting')}>
              <WifiOffIcon boxSize="3.5" />
              <span role="status">{t('live.reconnectingShort')}</span>
            </Badge>
          ) : null}
          <LanguageSwitch />
        </Flex>
      </Box>
      <SkipNavContent
        as="main"
        flex="1"
        w="full"
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py={{ base: '5', md: '8' }}
        _focusVisible={{ outline: 'none' }}
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </SkipNavContent>
      <Toaster />
      <ScrollRestoration />
    </Flex>
  );
}
