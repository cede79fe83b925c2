import { HStack, IconButton, type StackProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PencilIcon, TrashIcon } from './icons';

/** One of the two buttons: what it says to a screen reader and what it does. */
export interface ItemAction {
  /** The accessible name, naming the item ("Edit: Khan Bank"). */
  label: string;
  onClick: () => void;
  /** The tooltip; "Edit" / "Delete" unless given. */
  title?: string;
  /** Why the button is off (shown as its tooltip); null or absent: it is on. */
  disabledReason?: string | null;
}

interface EditDeleteButtonsProps extends Omit<StackProps, 'children'> {
  edit: ItemAction;
  remove: ItemAction;
  /** The buttons' size: `xs` (or `2xs`, beside a chip) in a dense list, `sm` elsewhere. */
  size?: '2xs' | 'xs' | 'sm';
}

/**
 * The pencil and the bin at the end of an item (a card, a list row, a table row): ghost icon
 * buttons, the bin in red, each named after the item it acts on.
 */
export function EditDeleteButtons({ edit, remove, size = 'sm', ...stack }: EditDeleteButtonsProps) {
  const { t } = useTranslation();
  return (
    <HStack gap="0.5" {...stack}>
      <IconButton
        variant="ghost"
        colorPalette="gray"
        size={size}
        aria-label={edit.label}
        title={edit.disabledReason ?? edit.title ?? t('actions.edit')}
        disabled={!!edit.disabledReason}
        onClick={edit.onClick}
      >
        <PencilIcon />
      </IconButton>
      <IconButton
        variant="ghost"
        colorPalette="red"
        size={size}
        aria-label={remove.label}
        title={remove.disabledReason ?? remove.title ?? t('actions.delete')}
        disabled={!!remove.disabledReason}
        onClick={remove.onClick}
      >
        <TrashIcon />
      </IconButton>
    </HStack>
  );
}
