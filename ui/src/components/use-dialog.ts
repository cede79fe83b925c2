import { useCallback, useState } from 'react';

/** A dialog and the item it is about (kept while the dialog closes, so nothing flickers). */
export interface DialogControl<T> {
  /** The dialog is shown. */
  open: boolean;
  /** The item being edited or deleted; null for a new one (or before the first `show`). */
  item: T | null;
  /** Opens the dialog for `item` (null: a new one). */
  show: (item: T | null) => void;
  /** Hand to the dialog: it closes (or opens) itself through this. */
  onOpenChange: (open: boolean) => void;
}

/** The open state of an add/edit or delete dialog together with its item. */
export function useDialog<T>(): DialogControl<T> {
  const [state, setState] = useState<{ open: boolean; item: T | null }>({
    open: false,
    item: null,
  });
  const show = useCallback((item: T | null) => setState({ open: true, item }), []);
  const onOpenChange = useCallback(
    (open: boolean) => setState((current) => ({ ...current, open })),
    [],
  );
  return { ...state, show, onOpenChange };
}
