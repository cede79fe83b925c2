import { Button, EmptyState } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from './line-icons';
import { PageState } from './page-state';
import { useDocumentTitle } from './use-document-title';
import { useLocalizedPath } from './use-localized-path';

/** 404: 'page not found' with a button back to the property list. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  useDocumentTitle(t('notFound.title'));
  return (
    <EmptyState.Root size="lg" py="16">
      <PageState
        indicator={
          <EmptyState.Indicator fontSize="6xl" fontWeight="bold" color="brand.solid">
            {t('notFound.code')}
          </EmptyState.Indicator>
        }
        title={t('notFound.title')}
        description={t('notFound.description')}
      >
        <Button asChild>
          <RouterLink to={localized('/')}>
            <ArrowLeftIcon />
            {t('notFound.back')}
          </RouterLink>
        </Button>
      </PageState>
    </EmptyState.Root>
  );
}
