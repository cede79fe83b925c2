import type { ComponentType } from 'react';
import { type InDialogProps, formDialogOf } from './form-in-dialog';
import type { DialogControl } from './use-dialog';

/**
 * The dialog component of a form adding or changing one item: given the page's `useDialog`
 * control (`dialog`: open or not, and the item, null for a new one) and the form's other props,
 * it shows `Form` (a `formDialogOf` dialog) with the item as its `itemProp`, mounted afresh for
 * each item.
 */
export function itemDialogOf<
  P extends Record<K, { id: string } | null>,
  K extends keyof P & string,
>(Form: ComponentType<P & InDialogProps>, itemProp: K, size?: 'sm' | 'md' | 'lg') {
  const FormDialogOf = formDialogOf(Form, (props) => props[itemProp]?.id ?? 'new', size);
  return function ItemDialog({
    dialog: { item, open, onOpenChange },
    ...own
  }: Omit<P, K> & { dialog: DialogControl<NonNullable<P[K]>> }) {
    const props = { ...own, [itemProp]: item } as unknown as P;
    return <FormDialogOf open={open} onOpenChange={onOpenChange} {...props} />;
  };
}
