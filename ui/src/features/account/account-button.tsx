import { Avatar, Box, type ButtonProps, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../components/icons';
import { QuietButton } from '../../components/quiet-button';
import type { CurrentUser } from '../../lib/session-api';

/** First and last name's first letters, as Chakra's avatar shows them. */
const initialsOf = (name: string): string => {
  const names = name.trim().split(/\s+/).filter(Boolean);
  const first = names[0] ?? '';
  const last = names.length > 1 ? names[names.length - 1]! : '';
  return `${first.charAt(0)}${last.charAt(0)}`;
};

/**
 * The top bar's account button (initials, name, chevron): the account menu's trigger, and the
 * same button before the menu's code has loaded (account-menu.tsx).
 */
export function AccountButton({ user, ...props }: { user: CurrentUser | undefined } & ButtonProps) {
  const { t } = useTranslation();
  return (
    <QuietButton
      px="1.5"
      gap="2"
      aria-label={user ? t('account.menuFor', { name: user.name }) : t('account.menu')}
      {...props}
    >
      <Avatar.Root size="xs" colorPalette="brand" variant="solid" aria-hidden="true">
        {/* The initials are drawn, not text: the button's name holds the name shown
            beside them, as it is read (WCAG 2.5.3, label in name). */}
        <Avatar.Fallback>
          <Box
            as="span"
            data-initials={initialsOf(user?.name ?? '')}
            _before={{ content: 'attr(data-initials)' }}
          />
        </Avatar.Fallback>
      </Avatar.Root>
      <Text as="span" hideBelow="lg" maxW="44" truncate fontWeight="medium">
        {user?.name}
      </Text>
      <ChevronDownIcon boxSize="4" color="fg.muted" />
    </QuietButton>
  );
}
