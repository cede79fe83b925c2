import { type ConfirmedCommand, useConfirmedCommand } from './use-confirmed-command';

/** A delete asked first in a `ConfirmDialog`: the dialog with its item, and what Confirm does. */
export type ConfirmedDelete<T> = ConfirmedCommand<T>;

/**
 * The dialog of a delete that asks first. Confirm sends it (`send`, with a new Idempotency-Key),
 * shows `doneTitle` once accepted and closes the dialog; a refusal is notified by the app's
 * error toasts, so the dialog just closes (a `useConfirmedCommand` with `closeOnRefusal`).
 */
export function useConfirmedDelete<T>(
  send: (item: T, idempotencyKey: string) => Promise<unknown>,
  doneTitle: (item: T) => string,
): ConfirmedDelete<T> {
  return useConfirmedCommand(send, doneTitle, { closeOnRefusal: true });
}
