import type { ComponentType } from 'react';
import { FormInDialog, type InDialogProps } from './form-in-dialog';
import type { DialogControl } from './use-dialog';

/**
 * The dialog component of a form adding or changing one item: given the page's `useDialog`
 * control (`dialog`: open or not, and the item, null for a new one) and the form's other props,
 * it shows `Form` in a `FormInDialog` with the item as its `itemProp`, mounted afresh for each.
 */
export function itemDialogOf<
  P extends Record<K, { id: string } | null>,
  K extends keyof P & string,
>(Form: ComponentType<P & InDialogProps>, itemProp: K, size?: 'sm' | 'md' | 'lg') {
  return function ItemDialog({
    dialog: { item, open, onOpenChange },
    ...own
  }: Omit<P, K> & { dialog: DialogControl<NonNullable<P[K]>> }) {
    const props = { ...own, [itemProp]: item } as unknown as P;
    return (
      <FormInDialog
        open={open}
        onOpenChange={onOpenChange}
        {...(size ? { size } : {})}
        form={Form}
        formKey={item?.id ?? 'new'}
        props={props}
      />
    );
  };
}
