import type { Table } from '@chakra-ui/react';

/**
 * A list row that opens its item on a double click, saying so in its title and lighting up
 * under the pointer. A double click on a control inside the row is that control's.
 */
export const openOnDoubleClick = (open: () => void, title: string): Table.RowProps => ({
  _hover: { bg: 'bg.muted' },
  title,
  onDoubleClick: (event) => {
    if ((event.target as HTMLElement).closest('button, a, input, label')) return;
    open();
  },
});
