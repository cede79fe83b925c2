import { type ComponentType, type RefObject, useRef } from 'react';
import { FormDialog, type FormDialogFrame } from './form-dialog';

/** How a page controls a dialog: shown or not, and the change the dialog asks for. */
export interface DialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What a dialog's form gets from it: the field focused on opening, and "done". */
export interface InDialogProps {
  first: RefObject<HTMLElement | null>;
  onDone: () => void;
}

/**
 * A form in its dialog (an extra bed, a service, the payers, an invoice to send…): mounted
 * afresh each time the dialog opens (`formKey` remounts it for another item), its first field
 * focused, the dialog closed once the form is done. The dialog's `frame` props (size, width,
 * scrolling) go to its `FormDialog`.
 */
export function FormInDialog<P extends object>({
  open,
  onOpenChange,
  form: Form,
  formKey,
  props,
  ...frame
}: DialogOpenProps &
  FormDialogFrame & {
    form: ComponentType<P & InDialogProps>;
    formKey?: string;
    /** The form's own props (null: nothing to show, the dialog stays empty). */
    props: P | null;
  }) {
  const first = useRef<HTMLElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first} {...frame}>
      {props ? (
        <Form key={formKey} {...props} first={first} onDone={() => onOpenChange(false)} />
      ) : null}
    </FormDialog>
  );
}

/**
 * The dialog component of a form: given `open`, `onOpenChange` and the form's own props, it
 * shows `Form` in a `FormInDialog`, mounted afresh for each item `keyOf` names.
 */
export function formDialogOf<P extends object>(
  Form: ComponentType<P & InDialogProps>,
  keyOf: (props: P) => string,
  size?: 'sm' | 'md' | 'lg',
) {
  return function FormDialogOf({ open, onOpenChange, ...props }: P & DialogOpenProps) {
    const own = props as unknown as P;
    return (
      <FormInDialog
        open={open}
        onOpenChange={onOpenChange}
        {...(size ? { size } : {})}
        form={Form}
        formKey={keyOf(own)}
        props={own}
      />
    );
  };
}
