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
 * The dialog of a command that asks first (a cancellation, a delete) and stays open when the
 * server refuses it, to try again. Confirm sends it (`send`, with a new Idempotency-Key), shows
 * `doneTitle` once accepted and closes the dialog; a refusal is notified by the app's error
 * notice (unlike `useConfirmedDelete`, whose dialog closes either way).
 */
export function useConfirmedCommand<T>(
  send: (item: T, idempotencyKey: string) => Promise<unknown>,
  doneTitle: (item: T) => string,
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
        // The app's error notice shows the server's message; the dialog stays to try again.
      })
      .finally(() => setLoading(false));
  };
  return { ...dialog, confirm, confirmProps: { dialog, onConfirm: confirm, loading } };
}
