import { Center, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from './use-localized-path';

interface BrandMarkProps {
  /** Show the product name on every screen size, or from `sm` up only. */
  showName?: 'always' | 'sm';
  /** 'inverted' on a brand-coloured background. */
  tone?: 'default' | 'inverted';
}

/** The product mark (short name on the brand colour) and name, linking home. */
export function BrandMark({ showName = 'sm', tone = 'default' }: BrandMarkProps) {
  const inverted = tone === 'inverted';
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <HStack asChild gap="2.5" _hover={{ textDecoration: 'none' }}>
      {/* The name starts with the words on screen, mark included (WCAG 2.5.3, label in name). */}
      <RouterLink
        to={localized('/')}
        aria-label={`${t('app.shortName')} ${t('app.name')}: ${t('app.home')}`}
      >
        <Center
          h="8"
          px="2"
          borderRadius="md"
          bg={inverted ? 'brand.contrast' : 'brand.solid'}
          color={inverted ? 'brand.solid' : 'brand.contrast'}
          fontWeight="bold"
          fontSize="xs"
          letterSpacing="wide"
          aria-hidden="true"
        >
          {t('app.shortName')}
        </Center>{' '}
        <Text
          fontWeight="semibold"
          fontSize="md"
          color={inverted ? 'brand.contrast' : 'fg'}
          {...(showName === 'sm' ? { hideBelow: 'sm' } : {})}
        >
          {t('app.name')}
        </Text>
      </RouterLink>
    </HStack>
  );
}
