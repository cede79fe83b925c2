import { Box, Flex } from '@chakra-ui/react';
import { BrandMark } from '../components/brand-mark';
import { LanguageSwitch } from '../components/language-switch';
import { AccountMenu } from '../features/account/account-menu';
import { useSession } from '../lib/session';
import { LayoutMain, StickyTopBar } from './layout-main';
import { OfflineBadge } from './live-status';

/**
 * The frame of the pages outside a property (the property picker, not found): top bar (home,
 * connection state, language, account menu) and the page in the middle.
 */
export function MainLayout() {
  const loggedIn = useSession((state) => state.token !== null);

  return (
    <Flex direction="column" minH="100dvh">
      <StickyTopBar>
        <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="14" align="center" gap="3">
          <BrandMark />
          <Box flex="1" />
          <OfflineBadge />
          {/* On small screens the account menu has the language choice. */}
          <Box hideBelow={loggedIn ? 'md' : undefined}>
            <LanguageSwitch />
          </Box>
          {loggedIn ? <AccountMenu /> : null}
        </Flex>
      </StickyTopBar>
      <LayoutMain
        w="full"
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py={{ base: '5', md: '8' }}
      />
    </Flex>
  );
}
