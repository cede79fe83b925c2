import { Box, Stack, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { PROFILE_TABS, type ProfileTab, profileTabPath } from './profile-tabs';

/**
 * The frame of a profile tab: the tab bar (links to the six routes; the current one marked)
 * over the tab's content.
 */
export function ProfileScreen({ tab, children }: { tab: ProfileTab; children: ReactNode }) {
  const { t } = useTranslation('profile');
  const { slug } = useCurrentHotel();
  const localized = useLocalizedPath();
  return (
    <Stack gap="6">
      <Tabs.Root value={tab} variant="line" colorPalette="brand" size="md">
        <Box overflowX="auto" mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }}>
          <Tabs.List aria-label={t('tabs.label')} minW="max-content">
            {PROFILE_TABS.map((page) => (
              <Tabs.Trigger key={page} value={page} asChild>
                <RouterLink
                  to={localized(profileTabPath(slug ?? '', page))}
                  aria-current={page === tab ? 'page' : undefined}
                >
                  {t(`tabs.${page}`)}
                </RouterLink>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
      </Tabs.Root>
      {children}
    </Stack>
  );
}
