import { Grid, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type ApiError, httpStatusOf } from '../lib/problem';
import { NotFoundPage } from './not-found-page';
import { QueryError } from './query-error';

/** The parts of an RTK Query result (`{ data: T }`) a page's states need. */
export interface PageQueryResult<T> {
  data?: T;
  error?: ApiError;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The one read a detail page stands on, in its four states: not found (a 404 is the missing
 * page), loading (`skeleton`), failed (the error and a retry under `errorTitle`), and loaded
 * (`children` with the data).
 */
export function PageQuery<T>({
  query,
  skeleton,
  errorTitle,
  children,
}: {
  query: PageQueryResult<T>;
  skeleton: ReactNode;
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (httpStatusOf(query.error) === 404) return <NotFoundPage />;
  if (query.isLoading) return skeleton;
  if (!query.data) {
    return <QueryError title={errorTitle} query={query} />;
  }
  return children(query.data);
}

/** A detail page loading: its title bar over two columns of cards. */
export function DetailSkeleton({ label, height }: { label: string; height: string }) {
  return (
    <Stack gap="4" role="status" aria-busy="true" aria-label={label}>
      <Skeleton height="8" width="40%" />
      <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="5">
        <Skeleton height={height} borderRadius="xl" />
        <Skeleton height={height} borderRadius="xl" />
      </Grid>
    </Stack>
  );
}
