import { Box, Checkbox, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DataTable, TableSkeleton } from '../data-table';
import { type AddressChange, ListPaging } from '../list-paging';
import { type ListQuery, ListStates } from '../list-states';
import type { RowSelection } from './use-row-selection';

/** One column of a list table: its header, its cell and how it behaves when space is short. */
export interface ListColumn<T> {
  /** Names the column among its siblings (React's key). */
  id: string;
  header: ReactNode;
  /** The header is read by screen readers only (the row's actions). */
  headerHidden?: boolean;
  cell: (row: T) => ReactNode;
  /** `end` for amounts, counts and actions (header and cells). */
  align?: 'end';
  /**
   * The order the column is hidden in while the table is wider than its frame, lowest first
   * (`data-collapse`). Never on what says which row it is, its amount or balance, its actions.
   */
  collapse?: number;
  /** Stays in view while the table scrolls sideways; only the leading columns may. */
  sticky?: boolean;
  /** The cell's own style, the same for every row or per row. */
  cellProps?: Table.CellProps | ((row: T) => Table.CellProps);
}

/** The select-all of the page and a box per row (the labels say which row). */
export interface ListTableSelection<T> {
  state: RowSelection<T>;
  /** The select-all box's name. */
  pageLabel: string;
  rowLabel: (row: T) => string;
}

/** A list's answer: its rows, and how many there are in all when it is paged on the server. */
export type ListTableQuery<T> = ListQuery<T> & { data?: { data: T[]; total?: number } };

interface ListTableProps<T extends { id: string }> {
  /** The table's accessible name. */
  label: string;
  query: ListTableQuery<T>;
  columns: readonly ListColumn<T>[];
  /** `sm` for a list with many columns. */
  size?: 'sm' | 'md';
  /** Attributes of a row (`data-testid`, a double click that opens it, …). */
  rowProps?: (row: T) => Table.RowProps & { 'data-testid'?: string };
  selection?: ListTableSelection<T>;
  /** The skeleton while the first answer loads: its name and one relative width per column. */
  skeleton: { label: string; columns: readonly number[] };
  /** The title of the error when the list could not be read. */
  error: string;
  empty: { icon: ReactNode; title: string; description: string };
  /** The filters above the table (a FilterBar). */
  filters?: ReactNode;
  /** The id of the box around the table (the panel the list's tabs control). */
  panelId?: string;
  /** A failed refetch shows above the rows still shown (default), or not at all. */
  errorAboveList?: boolean;
  /**
   * The page and its size from the address, and `useListAddress().update`; a list that is
   * read whole (a property's roles) has none.
   */
  paging?: {
    page: number;
    rowsPerPage: number;
    onChange: (change: AddressChange, resetPage?: boolean) => void;
    /** Beside the size (e.g. the sum of the shown rows). */
    summary?: ReactNode;
  };
}

/** How many leading columns stay pinned: the selection box and the sticky columns after it. */
const stickyCountOf = <T,>(columns: readonly ListColumn<T>[], selectable: boolean) => {
  const leading = columns.findIndex((column) => !column.sticky);
  return (selectable ? 1 : 0) + (leading === -1 ? columns.length : leading);
};

const propsOf = <T,>(column: ListColumn<T>, row: T): Table.CellProps => ({
  ...(column.align ? { textAlign: column.align } : {}),
  ...(typeof column.cellProps === 'function' ? column.cellProps(row) : column.cellProps),
});

/**
 * Every list page's table: its filters, the loading, failed and empty states, the rows (with a
 * selection box each and a select-all of the page when the list is selectable), and the paging
 * under it. The frame collapses marked columns and pins the leading ones (DataTable).
 */
export function ListTable<T extends { id: string }>({
  label,
  query,
  columns,
  size,
  rowProps,
  selection,
  skeleton,
  error,
  empty,
  filters,
  panelId,
  errorAboveList = true,
  paging,
}: ListTableProps<T>) {
  const states = (
    <ListStates
      query={query}
      errorAboveList={errorAboveList}
      loading={<TableSkeleton label={skeleton.label} columns={skeleton.columns} />}
      error={error}
      empty={empty}
    >
      {(items) => (
        <ColumnsTable
          label={label}
          columns={columns}
          rows={items}
          {...(size ? { size } : {})}
          {...(rowProps ? { rowProps } : {})}
          {...(selection ? { selection } : {})}
        />
      )}
    </ListStates>
  );
  return (
    <>
      {filters}
      {panelId ? <Box id={panelId}>{states}</Box> : states}
      {paging ? (
        <ListPaging
          page={paging.page}
          rowsPerPage={paging.rowsPerPage}
          total={query.data?.total ?? 0}
          onChange={paging.onChange}
          summary={paging.summary}
        />
      ) : null}
    </>
  );
}

/** The rows of a list (all of them, or the page shown) as a table of its columns. */
export function ColumnsTable<T extends { id: string }>({
  label,
  columns,
  rows,
  size,
  rowProps,
  selection,
}: Pick<ListTableProps<T>, 'label' | 'columns' | 'size' | 'rowProps' | 'selection'> & {
  rows: readonly T[];
}) {
  return (
    <DataTable
      label={label}
      stickyColumns={stickyCountOf(columns, !!selection)}
      {...(size ? { size } : {})}
    >
      <Table.Header>
        <Table.Row bg="bg.subtle">
          {selection ? (
            <Table.ColumnHeader w="10">
              <SelectBox
                label={selection.pageLabel}
                checked={selection.state.pageChecked}
                onChange={selection.state.togglePage}
              />
            </Table.ColumnHeader>
          ) : null}
          {columns.map((column) => (
            <Table.ColumnHeader
              key={column.id}
              data-collapse={column.collapse}
              {...(column.align ? { textAlign: column.align } : {})}
            >
              {column.headerHidden ? (
                <Box as="span" srOnly>
                  {column.header}
                </Box>
              ) : (
                column.header
              )}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row
            key={row.id}
            aria-selected={selection ? selection.state.isSelected(row) : undefined}
            {...rowProps?.(row)}
          >
            {selection ? (
              <Table.Cell>
                <SelectBox
                  label={selection.rowLabel(row)}
                  checked={selection.state.isSelected(row)}
                  onChange={(on) => selection.state.toggle(row, on)}
                />
              </Table.Cell>
            ) : null}
            {columns.map((column) => (
              <Table.Cell key={column.id} {...propsOf(column, row)}>
                {column.cell(row)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );
}

function SelectBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean | 'indeterminate';
  onChange: (on: boolean) => void;
}) {
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      aria-label={label}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}
