import { Button, Text } from '@chakra-ui/react';
import { PlusIcon } from '../icons';
import { ListHeader } from './list-header';

interface CreateListHeaderProps {
  /** What the list is, under the page's title. */
  description: string;
  /** The button's text ("New block"). */
  createLabel: string;
  onCreate: () => void;
  /** What a new item needs is missing (no rooms, no partners): the button is disabled. */
  disabled: boolean;
  /** Says under the header what is missing (null: nothing to say). */
  note: string | null;
}

/**
 * The line above a list whose one action is "new …", and, while what a new item needs is
 * missing, a muted note saying so (both children of the page's stack).
 */
export function CreateListHeader({
  description,
  createLabel,
  onCreate,
  disabled,
  note,
}: CreateListHeaderProps) {
  return (
    <>
      <ListHeader description={description}>
        <Button onClick={onCreate} disabled={disabled} flexShrink="0">
          <PlusIcon />
          {createLabel}
        </Button>
      </ListHeader>
      {note === null ? null : (
        <Text color="fg.muted" fontSize="sm">
          {note}
        </Text>
      )}
    </>
  );
}
