import { Center, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../components/brand-mark';
import { CheckIcon } from '../components/icons';
import { CentredMain, SignedOutHeader } from './layout-main';

const FEATURES = ['reservations', 'rooms', 'reports'] as const;

/** Registration: what the product does on the brand colour, the form beside it. */
export function RegisterLayout() {
  const { t } = useTranslation();
  return (
    <Flex minH="100dvh" bg="bg">
      <Flex
        hideBelow="lg"
        direction="column"
        justify="space-between"
        w="30rem"
        flexShrink="0"
        p="10"
        bg="brand.solid"
        bgGradient="to-br"
        gradientFrom="brand.500"
        gradientTo="brand.800"
        color="brand.contrast"
      >
        <BrandMark showName="always" tone="inverted" />
        <Stack gap="6">
          <Heading as="p" size="3xl" lineHeight="1.2" letterSpacing="tight">
            {t('registerLayout.title')}
          </Heading>
          <Text fontSize="lg" opacity="0.9">
            {t('registerLayout.description')}
          </Text>
          <Stack as="ul" gap="3" listStyleType="none">
            {FEATURES.map((feature) => (
              <HStack as="li" key={feature} gap="3" align="flex-start">
                <Center boxSize="6" flexShrink="0" borderRadius="full" bg="whiteAlpha.300">
                  <CheckIcon boxSize="3.5" />
                </Center>
                <Text>{t(`registerLayout.features.${feature}`)}</Text>
              </HStack>
            ))}
          </Stack>
        </Stack>
        <Text fontSize="sm" opacity="0.75">
          {t('layout.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Flex>
      <Flex direction="column" flex="1" minW="0">
        <SignedOutHeader besidePanel />
        <CentredMain centreFrom="md" px={{ base: '4', md: '8' }} maxW="lg" />
      </Flex>
    </Flex>
  );
}
