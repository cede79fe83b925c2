import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from './line-icons';
import { useDocumentTitle } from './use-document-title';
import { useLocalizedPath } from './use-localized-path';

/** 404: 'page not found' with a button back to the property list. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  useDocumentTitle(t('notFound.title'));
  return (
    <EmptyState.Root size="lg" py="16">
      <EmptyState.Content>
        <EmptyState.Indicator fontSize="6xl" fontWeight="bold" color="brand.solid">
          {t('notFound.code')}
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1" fontSize="2xl">
            {t('notFound.title')}
          </EmptyState.Title>
          <EmptyState.Description>{t('notFound.description')}</EmptyState.Description>
        </VStack>
        <Button asChild>
          <RouterLink to={localized('/')}>
            <ArrowLeftIcon />
            {t('notFound.back')}
          </RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
