import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { type ApiError, errorMessageOf } from '../lib/problem';
import { RefreshIcon } from './line-icons';

/** A read that can be asked again (an RTK Query result). */
export interface RetriableQuery {
  error?: ApiError;
  refetch: () => unknown;
  isFetching?: boolean;
}

type QueryErrorProps = { title: string } & (
  | {
      /** The failed read: its error, and Retry asks it again (busy while it is fetched). */
      query: RetriableQuery;
      error?: never;
      onRetry?: never;
      retrying?: never;
    }
  | { query?: never; error: ApiError; onRetry: () => void; retrying?: boolean }
);

/** A failed read: what failed, the server's reason, and a retry button. */
export function QueryError({ title, query, ...given }: QueryErrorProps) {
  const { t } = useTranslation();
  const error = query ? query.error : given.error;
  const onRetry = query ? () => void query.refetch() : given.onRetry;
  const retrying = (query ? query.isFetching : given.retrying) ?? false;
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
