import { Box, EmptyState, Stack, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ApiError } from '../lib/problem';
import { QueryError } from './query-error';

interface EmptyListProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** Shown under the texts (e.g. "Add …"). */
  action?: ReactNode;
}

/** A list with nothing in it: a dashed box with an icon, a title and a description. */
export function EmptyList({ icon, title, description, action }: EmptyListProps) {
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderRadius="xl" bg="bg">
      <EmptyState.Root size="lg">
        <EmptyState.Content>
          <EmptyState.Indicator color="brand.solid">{icon}</EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>{title}</EmptyState.Title>
            <EmptyState.Description>{description}</EmptyState.Description>
          </VStack>
          {action}
        </EmptyState.Content>
      </EmptyState.Root>
    </Box>
  );
}

/** The parts of an RTK Query list result (`{ data: T[] }`) the states need. */
export interface ListQuery<T> {
  data?: { data: T[] };
  error?: ApiError;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface ListStatesProps<T> {
  query: ListQuery<T>;
  /** Shown while the first answer is loading (a skeleton). */
  loading: ReactNode;
  /** The title of the error shown when the list could not be read. */
  error: string;
  empty: EmptyListProps;
  /** Also show a failed refetch above a list that is still shown (the last answer). */
  errorAboveList?: boolean;
  /** The list itself, when it has entries. */
  children: (items: T[]) => ReactNode;
}

/** A list page's states: loading, failed (with retry), empty, or the list. */
export function ListStates<T>({
  query,
  loading,
  error,
  empty,
  errorAboveList = false,
  children,
}: ListStatesProps<T>) {
  const queryError = <QueryError title={error} query={query} />;
  if (query.isLoading) return loading;
  if (!query.data) return queryError;
  if (query.data.data.length === 0) return <EmptyList {...empty} />;
  if (!errorAboveList) return children(query.data.data);
  return (
    <Stack gap="3">
      {query.error ? queryError : null}
      {children(query.data.data)}
    </Stack>
  );
}
