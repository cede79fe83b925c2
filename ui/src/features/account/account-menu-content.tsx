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
              {user?.isDefault ? (
                <Menu.Item value="properties" asChild>
                  <RouterLink to={localized('/')}>
                    <ListIcon boxSize="4" color="fg.muted" />
                    {t('account.properties')}
                  </RouterLink>
                </Menu.Item>
              ) : null}
              {user?.isDefault ? (
                <Menu.Item value="add-property" asChild>
                  <RouterLink to={localized('/new/hotel')}>
                    <PlusIcon boxSize="4" color="fg.muted" />
                    {t('account.addProperty')}
                  </RouterLink>
                </Menu.Item>
              ) : null}
              {user?.isDefault ? (
                <Menu.Item value="registered-users" asChild>
                  <RouterLink to={localized('/users')}>
                    <UsersIcon boxSize="4" color="fg.muted" />
                    {t('account.registeredUsers')}
                  </RouterLink>
                </Menu.Item>
              ) : null}
              {user?.isOperator ? (
                <Menu.Item value="operator" asChild>
                  <RouterLink to={localized('/operator')}>
                    <ShieldIcon boxSize="4" color="fg.muted" />
                    {t('account.operator')}
                  </RouterLink>
                </Menu.Item>
              ) : null}
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
