import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { type ApiError, errorMessageOf } from '../lib/problem';
import { RefreshIcon } from './line-icons';

interface QueryErrorProps {
  title: string;
  error: ApiError;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed read: what failed, the server's reason, and a retry button. */
export function QueryError({ title, error, onRetry, retrying = false }: QueryErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" variant="surface" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{errorMessageOf(error, t)}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry} loading={retrying}>
        <RefreshIcon />
        {t('actions.retry')}
      </Button>
    </Alert.Root>
  );
}
