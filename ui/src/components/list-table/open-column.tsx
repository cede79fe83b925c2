import { Link as RouterLink } from 'react-router';
import { MoreIcon } from '../icons';
import { QuietIconButton } from '../quiet-button';
import type { ListColumn } from './list-table';

/**
 * A list table's last column: a "more" link per row to the row's own page (`pathOf`), named
 * `label(row)`; its header `header` read by screen readers only.
 */
export const openColumn = <T,>({
  header,
  label,
  pathOf,
  size,
}: {
  header: string;
  label: (row: T) => string;
  pathOf: (row: T) => string;
  size: 'xs' | 'sm';
}): ListColumn<T> => ({
  id: 'more',
  header,
  headerHidden: true,
  align: 'end',
  cell: (row) => (
    <QuietIconButton asChild size={size} aria-label={label(row)}>
      <RouterLink to={pathOf(row)}>
        <MoreIcon />
      </RouterLink>
    </QuietIconButton>
  ),
});
