import { Box, Button, EmptyState, HStack } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertIcon, RefreshIcon } from '../components/line-icons';
import { useDocumentTitle } from '../components/use-document-title';
import { languageFromPath, localizePath } from '../lib/locale';
import { NotFoundPage } from '../components/not-found-page';
import { PageState } from '../components/page-state';

/** Route error element: 404 responses get the not-found page, anything else the 500 page. */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  useDocumentTitle(t('errorPage.title'));
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  // A plain link (full page load): after a failed chunk load a fresh start is what helps.
  const home = localizePath('/', languageFromPath(window.location.pathname));
  return (
    <Box py="16">
      <EmptyState.Root size="lg">
        <PageState
          indicator={
            <EmptyState.Indicator color="red.solid">
              <AlertIcon boxSize="12" />
            </EmptyState.Indicator>
          }
          title={t('errorPage.title')}
          description={t('errorPage.description')}
        >
          <HStack>
            <Button onClick={() => window.location.reload()}>
              <RefreshIcon />
              {t('actions.reload')}
            </Button>
            <Button asChild variant="outline">
              <a href={home}>{t('errorPage.home')}</a>
            </Button>
          </HStack>
        </PageState>
      </EmptyState.Root>
    </Box>
  );
}
