import { newIdempotencyKey } from '../lib/idempotency';
import { toaster } from '../lib/toaster';
import { type DialogControl, useDialog } from './use-dialog';

/** A delete asked first in a `ConfirmDialog`: the dialog with its item, and what Confirm does. */
export interface ConfirmedDelete<T> extends DialogControl<T> {
  /** Sends the delete of the item, says it is done, and closes the dialog. */
  confirm: () => void;
}

/**
 * The dialog of a delete that asks first. Confirm sends it (`send`, with a new Idempotency-Key),
 * shows `doneTitle` once accepted and closes the dialog; a refusal is notified by the app's
 * error toasts, so the dialog just closes.
 */
export function useConfirmedDelete<T>(
  send: (item: T, idempotencyKey: string) => Promise<unknown>,
  doneTitle: (item: T) => string,
): ConfirmedDelete<T> {
  const dialog = useDialog<T>();
  const confirm = async () => {
    const item = dialog.item;
    if (!item) return;
    try {
      await send(item, newIdempotencyKey());
      toaster.create({ type: 'success', title: doneTitle(item), closable: true });
    } catch {
      // The error notification says why.
    }
    dialog.onOpenChange(false);
  };
  return { ...dialog, confirm: () => void confirm() };
}
