import { Table } from '@chakra-ui/react';
import { EditDeleteButtons, type ItemAction } from './edit-delete-buttons';

/** The last cell of a table's row: the row's pencil and bin, at the cell's end. */
export function EditDeleteCell({ edit, remove }: { edit: ItemAction; remove: ItemAction }) {
  return (
    <Table.Cell>
      <EditDeleteButtons gap="1" justify="flex-end" edit={edit} remove={remove} />
    </Table.Cell>
  );
}
