import { Button, Dialog } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CENTRED_DIALOG, DialogCloseButton, DialogFrame } from './dialog-frame';

/** Whether the dialog is shown, and how it closes itself (a `useDialog`'s control). */
interface OpenState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type ConfirmDialogProps = ConfirmDialogTexts &
  (
    { dialog: OpenState; open?: never; onOpenChange?: never } | (OpenState & { dialog?: undefined })
  );

interface ConfirmDialogTexts {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** The action is running: the buttons wait, the dialog stays. */
  loading?: boolean;
  /** 'danger' for what cannot be undone (delete). */
  tone?: 'danger' | 'default';
}

/**
 * "Are you sure?" before a command that cannot be taken back (an alert dialog: focus starts on
 * Cancel, Escape cancels). The caller runs the command and closes the dialog.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, description, confirmLabel, onConfirm, loading = false, tone = 'danger' } = props;
  const { open, onOpenChange }: OpenState = props.dialog === undefined ? props : props.dialog;
  const { t } = useTranslation();
  const cancel = useRef<HTMLButtonElement | null>(null);
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      onOpenChange={(shown) => {
        if (!loading) onOpenChange(shown);
      }}
      {...CENTRED_DIALOG}
      initialFocusEl={() => cancel.current}
      size="sm"
    >
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description color="fg.muted">{description}</Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button ref={cancel} variant="outline" colorPalette="gray" disabled={loading}>
            {t('actions.cancel')}
          </Button>
        </Dialog.ActionTrigger>
        <Button
          colorPalette={tone === 'danger' ? 'red' : 'brand'}
          loading={loading}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </Dialog.Footer>
      <DialogCloseButton colorPalette="gray" label={t('actions.close')} />
    </DialogFrame>
  );
}
