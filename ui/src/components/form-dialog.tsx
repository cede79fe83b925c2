import { Button, Dialog, Stack, chakra } from '@chakra-ui/react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CENTRED_DIALOG, DialogCloseButton, DialogFrame } from './dialog-frame';
import { FormAlert } from './form-alert';

/** How a form's dialog is drawn: its size, a width of the spec, where a long form scrolls. */
export type FormDialogFrame = Pick<FormDialogProps, 'size' | 'scrollInside' | 'maxW'>;

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The field focused when the dialog opens (absent: the first that can take focus). */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** A long form scrolls inside the dialog (the default) rather than the page behind it. */
  scrollInside?: boolean;
  /** A width of the spec that no size gives (e.g. 900px for partners). */
  maxW?: string;
  /** The form (a `DialogForm`); mounted while the dialog is open, so it starts afresh. */
  children: ReactNode;
}

/**
 * The frame of an add/edit dialog: centred, scrolling inside, not closed by a click outside
 * (a half-typed form is not lost). Its form is the child.
 */
export function FormDialog({
  open,
  onOpenChange,
  initialFocus,
  size = 'md',
  scrollInside = true,
  maxW,
  children,
}: FormDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      {...CENTRED_DIALOG}
      closeOnInteractOutside={false}
      {...(initialFocus ? { initialFocusEl: () => initialFocus.current } : {})}
      size={size}
      {...(scrollInside ? { scrollBehavior: 'inside' as const } : {})}
      contentProps={{ maxW }}
    >
      {children}
    </DialogFrame>
  );
}

/** What the form's own submit and messages come from: a command form, or the two by hand. */
type DialogFormSource =
  | {
      /** A command form (`useCommandForm`): its submit and its messages that fit no field. */
      form: { onSubmit: SubmitHandler; otherErrors: readonly string[] };
      onSubmit?: never;
      otherErrors?: never;
    }
  | {
      form?: never;
      onSubmit: SubmitHandler;
      /** Messages of the server that belong to no field (shown above the fields). */
      otherErrors: readonly string[];
    };

type SubmitHandler = (event: FormEvent<HTMLFormElement>) => void;

type DialogFormProps = DialogFormSource & {
  /** The dialog's title ("New source", "Edit contact"). */
  title: string;
  /** A line under the title saying what the form is for. */
  description: string;
  /** A new item: the submit button says "Add" (otherwise, and by default, "Save"). */
  creating?: boolean;
  /** The command is running: the submit button spins, Cancel waits. */
  submitting: boolean;
  /** The fields. */
  children: ReactNode;
  /** The submit button's own text (instead of Add / Save). */
  submitLabel?: string;
  /** The submit button's text while the command runs (instead of Saving…). */
  submittingLabel?: string;
  /** The form cannot be sent yet (e.g. its dates were not found free). */
  submitDisabled?: boolean;
  /** The cancel button's own text (instead of Cancel), e.g. "No" of a question. */
  cancelLabel?: string;
  /** The submit button's colour (e.g. red for a cancellation). */
  submitPalette?: 'brand' | 'red';
};

/** The form of a `FormDialog`: header, fields, and Cancel / Add (Save), with a close button. */
export function DialogForm({
  title,
  description,
  form,
  onSubmit: submit,
  creating = false,
  otherErrors: messages,
  children,
  submitLabel,
  ...footer
}: DialogFormProps) {
  const { t } = useTranslation();
  const onSubmit = form ? form.onSubmit : submit;
  const otherErrors = form ? form.otherErrors : messages;
  return (
    // `display: contents`: header, body and footer stay the dialog's own rows, so a long form
    // scrolls inside its body with the buttons in view.
    <chakra.form display="contents" onSubmit={onSubmit} noValidate>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description color="fg.muted" fontSize="sm">
          {description}
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {otherErrors.length > 0 ? <FormAlert messages={otherErrors} /> : null}
          {children}
        </Stack>
      </Dialog.Body>
      <DialogFormFooter
        {...footer}
        submitLabel={submitLabel ?? (creating ? t('actions.add') : t('actions.save'))}
      />
      <DialogCloseButton colorPalette="gray" label={t('actions.close')} />
    </chakra.form>
  );
}

interface DialogFormFooterProps {
  /** The command runs: the submit button spins and Cancel waits for it. */
  submitting: boolean;
  submitLabel: string;
  /** The submit button's text while the command runs (instead of Saving…). */
  submittingLabel?: string | undefined;
  submitDisabled?: boolean | undefined;
  /** The cancel button's own text (instead of Cancel). */
  cancelLabel?: string | undefined;
  submitPalette?: 'brand' | 'red' | undefined;
}

/** The buttons under a dialog's form: Cancel (closes the dialog) and its submit. */
export function DialogFormFooter({
  submitting,
  submitLabel,
  submittingLabel,
  submitDisabled = false,
  cancelLabel,
  submitPalette,
}: DialogFormFooterProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Footer>
      <Dialog.ActionTrigger asChild>
        <Button variant="outline" colorPalette="gray" disabled={submitting}>
          {cancelLabel ?? t('actions.cancel')}
        </Button>
      </Dialog.ActionTrigger>
      <Button
        type="submit"
        loading={submitting}
        loadingText={submittingLabel ?? t('actions.saving')}
        disabled={submitDisabled}
        {...(submitPalette ? { colorPalette: submitPalette } : {})}
      >
        {submitLabel}
      </Button>
    </Dialog.Footer>
  );
}
