import { Badge, Box, Flex, SkipNavContent } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { BrandMark } from '../components/brand-mark';
import { WifiOffIcon } from '../components/icons';
import { LanguageSwitch } from '../components/language-switch';
import { PageSpinner } from '../components/page-spinner';
import { AccountMenu } from '../features/account/account-menu';
import type { ApiRootState } from '../lib/base-query';
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
 * The frame of the working screens: top bar (home, connection state, language, account menu)
 * and the page, with live updates. Mounted once for both languages (the /en split is below
 * it), so switching language keeps the connection.
 */
export function AppShell() {
  const { t } = useTranslation();
  const live = useLiveUpdates();
  const offline = useShowOffline(live);
  const loggedIn = useSelector((state: ApiRootState) => state.session.token !== null);

  return (
    <Flex direction="column" minH="100dvh" data-live-updates={live}>
      <Box
        as="header"
        bg="bg"
        borderBottomWidth="1px"
        borderColor="border"
        position="sticky"
        top="0"
        zIndex="sticky"
      >
        <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="14" align="center" gap="3">
          <BrandMark />
          <Box flex="1" />
          {offline ? (
            <Badge colorPalette="orange" variant="subtle" size="md" title={t('live.reconnecting')}>
              <WifiOffIcon boxSize="3.5" />
              <span role="status">{t('live.reconnectingShort')}</span>
            </Badge>
          ) : null}
          {/* On small screens the account menu has the language choice. */}
          <Box hideBelow={loggedIn ? 'md' : undefined}>
            <LanguageSwitch />
          </Box>
          {loggedIn ? <AccountMenu /> : null}
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
    </Flex>
  );
}
