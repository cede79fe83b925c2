import { Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CentredMain, SignedOutHeader } from './layout-main';

/** Login, forgot and reset password: one card in the middle of the page. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minH="100dvh" bg="bg.canvas">
      <SignedOutHeader />
      <CentredMain centreFrom="sm" px="4" maxW="md" card />
      <Text as="footer" textAlign="center" fontSize="xs" color="fg.subtle" py="6">
        {t('layout.copyright', { year: new Date().getFullYear() })}
      </Text>
    </Flex>
  );
}
