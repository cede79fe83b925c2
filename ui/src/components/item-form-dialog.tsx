import { Fragment, type ReactNode, type RefObject, useRef } from 'react';
import { FormDialog } from './form-dialog';

/** What the form of an `ItemFormDialog` (or of any `FormDialog`) is given by its dialog. */
export interface ItemFormProps {
  /** The ref its first field takes (focused when the dialog opens). */
  firstField: RefObject<HTMLElement | null>;
  /** Called once its command is accepted (the dialog closes). */
  onDone: () => void;
}

interface ItemFormDialogProps {
  /** The item changed; null adds a new one. */
  item: { id: string } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** A width of the spec that no size gives. */
  maxW?: string;
  /**
   * The form (a `DialogForm`), given the ref its first field takes (focused when the dialog
   * opens) and what it calls once its command is accepted (the dialog closes).
   */
  children: (firstField: ItemFormProps['firstField'], onDone: () => void) => ReactNode;
}

/**
 * The add/edit dialog of one item: a `FormDialog` whose form starts afresh for each item (a
 * new one, or another item, never shows what was typed for the last one).
 */
export function ItemFormDialog({
  item,
  open,
  onOpenChange,
  size,
  maxW,
  children,
}: ItemFormDialogProps) {
  const firstField = useRef<HTMLElement | null>(null);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      initialFocus={firstField}
      {...(size ? { size } : {})}
      {...(maxW ? { maxW } : {})}
    >
      <Fragment key={item?.id ?? 'new'}>{children(firstField, () => onOpenChange(false))}</Fragment>
    </FormDialog>
  );
}
