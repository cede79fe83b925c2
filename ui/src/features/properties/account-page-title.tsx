import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ArrowLeftIcon } from '../../components/icons';
import { useLocalizedPath } from '../../components/use-localized-path';

interface AccountPageTitleProps {
  title: string;
  /** What the page is for, under the title. */
  subtitle: ReactNode;
  /** A page under the properties' list (operator, registered users) leads back to it. */
  back?: boolean;
}

/** The heading of an account's page (the properties, not one property's). */
export function AccountPageTitle({ title, subtitle, back = false }: AccountPageTitleProps) {
  const heading = (
    <Box>
      <Heading as="h1" size="2xl" letterSpacing="tight">
        {title}
      </Heading>
      <Text color="fg.muted" mt="1">
        {subtitle}
      </Text>
    </Box>
  );
  return back ? (
    <Stack gap="3" align="flex-start">
      <BackToProperties />
      {heading}
    </Stack>
  ) : (
    heading
  );
}

function BackToProperties() {
  const { t } = useTranslation('properties');
  const localized = useLocalizedPath();
  return (
    <Button asChild variant="ghost" size="sm" colorPalette="gray" ms="-2">
      <RouterLink to={localized('/')}>
        <ArrowLeftIcon />
        {t('backToList')}
      </RouterLink>
    </Button>
  );
}
