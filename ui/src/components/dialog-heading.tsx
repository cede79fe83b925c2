import { Dialog, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DialogHeadingProps {
  title: ReactNode;
  /** What stands beside the title (e.g. a status badge). */
  aside?: ReactNode;
  /** The muted line under the title: what the dialog is about. */
  description: ReactNode;
  /** The space between the title and the line under it. */
  gap?: '1' | '2';
}

/** A dialog's header: its title (and what stands beside it) over a muted line saying what it is about. */
export function DialogHeading({ title, aside, description, gap = '1' }: DialogHeadingProps) {
  const heading = <Dialog.Title>{title}</Dialog.Title>;
  return (
    <Dialog.Header flexDirection="column" alignItems="flex-start" gap={gap}>
      {aside === undefined ? (
        heading
      ) : (
        <HStack gap="3" wrap="wrap">
          {heading}
          {aside}
        </HStack>
      )}
      <Dialog.Description color="fg.muted" fontSize="sm">
        {description}
      </Dialog.Description>
    </Dialog.Header>
  );
}
