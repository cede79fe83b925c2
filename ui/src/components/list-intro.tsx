import { Button, Flex, Text } from '@chakra-ui/react';
import { PlusIcon } from './icons';

interface ListIntroProps {
  /** What the list is for. */
  description: string;
  /** The "add" button's text. */
  addLabel: string;
  onAdd: () => void;
}

/** The top of a list page: what the list is for, and the button that adds to it. */
export function ListIntro({ description, addLabel, onAdd }: ListIntroProps) {
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      gap="4"
    >
      <Text color="fg.muted" maxW="2xl">
        {description}
      </Text>
      <Button onClick={onAdd} flexShrink="0">
        <PlusIcon />
        {addLabel}
      </Button>
    </Flex>
  );
}
