import { Box, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LayoutMain, PageOutlet, SignedOutHeader } from './layout-main';

/** Login, forgot and reset password: one card in the middle of the page. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minH="100dvh" bg="bg.canvas">
      <SignedOutHeader />
      <LayoutMain
        display="flex"
        alignItems={{ base: 'flex-start', sm: 'center' }}
        justifyContent="center"
        px="4"
        py={{ base: '4', md: '10' }}
      >
        <Box
          w="full"
          maxW="md"
          layerStyle="card"
          borderRadius="2xl"
          shadow="sm"
          px={{ base: '5', sm: '8' }}
          py={{ base: '6', sm: '8' }}
        >
          <PageOutlet />
        </Box>
      </LayoutMain>
      <Text as="footer" textAlign="center" fontSize="xs" color="fg.subtle" py="6">
        {t('layout.copyright', { year: new Date().getFullYear() })}
      </Text>
    </Flex>
  );
}
