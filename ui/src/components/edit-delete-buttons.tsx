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
  const buttons = [
    { action: edit, palette: 'gray', tooltip: t('actions.edit'), icon: <PencilIcon /> },
    { action: remove, palette: 'red', tooltip: t('actions.delete'), icon: <TrashIcon /> },
  ];
  return (
    <HStack gap="0.5" {...stack}>
      {buttons.map(({ action, palette, tooltip, icon }) => (
        <IconButton
          key={palette}
          variant="ghost"
          colorPalette={palette}
          size={size}
          aria-label={action.label}
          title={action.disabledReason ?? action.title ?? tooltip}
          disabled={!!action.disabledReason}
          onClick={action.onClick}
        >
          {icon}
        </IconButton>
      ))}
    </HStack>
  );
}
