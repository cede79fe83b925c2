import { Button } from '@chakra-ui/react';
import { PlusIcon } from './icons';
import { PageIntro } from './page-intro';
import { HeaderRow } from './header-row';

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
    <HeaderRow>
      <PageIntro>{description}</PageIntro>
      <Button onClick={onAdd} flexShrink="0">
        <PlusIcon />
        {addLabel}
      </Button>
    </HeaderRow>
  );
}
