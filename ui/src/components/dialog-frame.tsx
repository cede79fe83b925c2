import { CloseButton, type CloseButtonProps, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type RootProps = Omit<Dialog.RootProps, 'open' | 'onOpenChange' | 'children'>;

interface DialogFrameProps extends RootProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Props of the dialog's box (a width the sizes do not give). */
  contentProps?: Dialog.ContentProps;
  /** The box's `data-testid`. */
  testId?: string;
  /** What the box holds: header, body, footer, close button. */
  children: ReactNode;
}

/**
 * How the app's dialogs of a moment (a form, a confirmation, a detail) open: in the middle of
 * the screen, sliding in from below, drawn only while open (each opening starts afresh).
 */
export const CENTRED_DIALOG = {
  lazyMount: true,
  unmountOnExit: true,
  placement: 'center',
  motionPreset: 'slide-in-bottom',
} as const satisfies RootProps;

/**
 * The frame every dialog of the app is drawn in: a controlled `Dialog.Root` (its other props —
 * size, placement, motion, scrolling — passed on), in a portal, over a backdrop.
 */
export function DialogFrame({
  open,
  onOpenChange,
  contentProps,
  testId,
  children,
  ...root
}: DialogFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} {...contentProps}>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The small × in a dialog's corner, named `label` ("Close"); other props style the button. */
export function DialogCloseButton({ label, ...button }: { label: string } & CloseButtonProps) {
  return (
    <Dialog.CloseTrigger asChild>
      <CloseButton size="sm" aria-label={label} {...button} />
    </Dialog.CloseTrigger>
  );
}
