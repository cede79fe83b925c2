import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CheckIcon,
  KeyIcon,
  ListIcon,
  LogOutIcon,
  PlusIcon,
  ShieldIcon,
  UsersIcon,
} from '../../components/icons';
import { chooseLanguage } from '../../components/language-switch';
import { useLocalizedPath } from '../../components/use-localized-path';
import { LANGUAGES, languageFromPath, switchLanguagePath } from '../../lib/locale';
import type { CurrentUser } from '../../lib/session-api';
import { useLogoutMutation } from '../../lib/session-api';
import { AccountButton } from './account-button';
import { ChangePasswordDialog } from './change-password-dialog';

/** The menu's links to other pages, in order, each shown to the users with its flag. */
const ACCOUNT_LINKS = [
  {
    value: 'properties',
    path: '/',
    Icon: ListIcon,
    label: 'account.properties',
    shownTo: 'isDefault',
  },
  {
    value: 'add-property',
    path: '/new/hotel',
    Icon: PlusIcon,
    label: 'account.addProperty',
    shownTo: 'isDefault',
  },
  {
    value: 'registered-users',
    path: '/users',
    Icon: UsersIcon,
    label: 'account.registeredUsers',
    shownTo: 'isDefault',
  },
  {
    value: 'operator',
    path: '/operator',
    Icon: ShieldIcon,
    label: 'account.operator',
    shownTo: 'isOperator',
  },
] as const;

/**
 * The account menu itself (Chakra's menu, the change password dialog), loaded when the user
 * first reaches for the menu (account-menu.tsx) and mounted open: who is logged in, registered
 * properties (default account), change password, language, logout. Logging out ends the
 * session on the server and here; the route guard then shows the login page.
 */
export default function AccountMenuContent({ user }: { user: CurrentUser | undefined }) {
  const { t } = useTranslation();
  const location = useLocation();
  const localized = useLocalizedPath();
  const current = languageFromPath(location.pathname);
  const [logout] = useLogoutMutation();
  const [passwordOpen, setPasswordOpen] = useState(false);

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen>
        <Menu.Trigger asChild>
          <AccountButton user={user} />
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="64">
              {user ? (
                <Box px="2" pt="1.5" pb="2">
                  <Text fontWeight="semibold" truncate>
                    {user.name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {user.email}
                  </Text>
                  {user.position ? (
                    <Text fontSize="xs" color="fg.subtle" truncate mt="0.5">
                      {user.position}
                    </Text>
                  ) : null}
                </Box>
              ) : null}
              <Menu.Separator />
              {ACCOUNT_LINKS.filter((link) => user?.[link.shownTo]).map(
                ({ value, path, Icon, label }) => (
                  <Menu.Item key={value} value={value} asChild>
                    <RouterLink to={localized(path)}>
                      <Icon boxSize="4" color="fg.muted" />
                      {t(label)}
                    </RouterLink>
                  </Menu.Item>
                ),
              )}
              <Menu.Item value="password" onSelect={() => setPasswordOpen(true)}>
                <KeyIcon boxSize="4" color="fg.muted" />
                {t('account.changePassword')}
              </Menu.Item>
              <Menu.Separator />
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel color="fg.muted" fontSize="xs" fontWeight="medium">
                  {t('language.label')}
                </Menu.ItemGroupLabel>
                {LANGUAGES.map((language) => (
                  <Menu.Item key={language} value={`language-${language}`} asChild>
                    <RouterLink
                      to={switchLanguagePath(location, language)}
                      lang={language}
                      hrefLang={language}
                      aria-current={language === current ? 'true' : undefined}
                      onClick={() => chooseLanguage(language)}
                    >
                      <Box as="span" flex="1">
                        {t(`language.${language}`)}
                      </Box>
                      {language === current ? <CheckIcon boxSize="4" color="brand.fg" /> : null}
                    </RouterLink>
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
              <Menu.Separator />
              <Menu.Item value="logout" color="fg.error" onSelect={() => void logout()}>
                <LogOutIcon boxSize="4" />
                {t('account.logout')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
    </>
  );
}
