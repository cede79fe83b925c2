import { pagingOf } from '../list-paging';

/** The query fields every list reads from its address, as the server's listQuerySchema names them. */
export interface ListAddressQuery {
  start?: string;
  end?: string;
  search?: string;
  page: number;
  rowsPerPage: number;
}

/**
 * The common part of a list's query from its address (`?start=…&end=…&search=…&page=2`): the
 * date range, the search (unless the list has none) and the paging. Empty ones are left out.
 */
export const listAddressQueryOf = (
  params: URLSearchParams,
  { search = true }: { search?: boolean } = {},
): ListAddressQuery => {
  const text = search ? params.get('search') : null;
  return {
    ...(params.get('start') ? { start: params.get('start') as string } : {}),
    ...(params.get('end') ? { end: params.get('end') as string } : {}),
    ...(text ? { search: text } : {}),
    ...pagingOf(params),
  };
};
