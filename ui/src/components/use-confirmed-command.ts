import { useState } from 'react';
import { newIdempotencyKey } from '../lib/idempotency';
import { toastDone } from './done-toast';
import { type DialogControl, useDialog } from './use-dialog';

/** A command asked first in a `ConfirmDialog`: the dialog with its item, and what Confirm does. */
export interface ConfirmedCommand<T> extends DialogControl<T> {
  /** Sends the command for the item, says it is done, and closes the dialog. */
  confirm: () => void;
  /** What a `ConfirmDialog` takes of it: its open state, Confirm, and the command running. */
  confirmProps: { dialog: DialogControl<T>; onConfirm: () => void; loading: boolean };
}

/**
 * The dialog of a command that asks first (a cancellation, a delete). Confirm sends it
 * (`send`, with a new Idempotency-Key), shows `doneTitle` once accepted and closes the dialog; a
 * refusal is notified by the app's error notice and the dialog stays open, to try again (or
 * closes too, with `closeOnRefusal`: `useConfirmedDelete`).
 */
export function useConfirmedCommand<T>(
  send: (item: T, idempotencyKey: string) => Promise<unknown>,
  doneTitle: (item: T) => string,
  { closeOnRefusal = false }: { closeOnRefusal?: boolean } = {},
): ConfirmedCommand<T> {
  const dialog = useDialog<T>();
  const [loading, setLoading] = useState(false);
  const run = async (item: T) => {
    await send(item, newIdempotencyKey());
    toastDone(doneTitle(item));
    dialog.onOpenChange(false);
  };
  const confirm = () => {
    if (dialog.item === null) return;
    setLoading(true);
    run(dialog.item)
      .catch(() => {
        // The app's error notice shows the server's message; the dialog stays to try again
        // unless it closes on a refusal.
        if (closeOnRefusal) dialog.onOpenChange(false);
      })
      .finally(() => setLoading(false));
  };
  return { ...dialog, confirm, confirmProps: { dialog, onConfirm: confirm, loading } };
}
