import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { DialogControl } from '../../components/use-dialog';
import { newIdempotencyKey } from '../../lib/idempotency';
import { toaster } from '../../lib/toaster';
import { textOn } from './colors';

/**
 * What only the settings lists share: the colour mark, the delete confirmation and the success
 * notices. The cards, card groups and dialog frames are in `components/` (item-card,
 * card-section, form-dialog, switch-field, use-dialog).
 */

/** Success notices stay long enough to read a sentence and the item's name (the default is 2 s). */
const SUCCESS_DURATION_MS = 5000;

/** A square in the item's colour with a short text on it (a source's letters, a code). */
export function ColorMark({
  color,
  children,
  size = '10',
}: {
  color: string;
  children?: ReactNode;
  size?: string;
}) {
  return (
    <Flex
      boxSize={size}
      flexShrink="0"
      borderRadius="lg"
      align="center"
      justify="center"
      fontWeight="bold"
      fontSize="sm"
      letterSpacing="wide"
      style={{ background: color, color: textOn(color) }}
      aria-hidden="true"
    >
      {children}
    </Flex>
  );
}

interface RemoveDialogProps<T> {
  dialog: DialogControl<T>;
  /** The locale section of the list (`sources`): its `delete.*` texts. */
  texts: string;
  nameOf: (item: T) => string;
  /** Runs the command (its error, if any, is notified globally). */
  remove: (item: T, idempotencyKey: string) => Promise<unknown>;
  loading: boolean;
}

/** "Delete …?" before a delete, then the command and a notice of the outcome. */
export function RemoveDialog<T>({ dialog, texts, nameOf, remove, loading }: RemoveDialogProps<T>) {
  const { t } = useTranslation('settings');
  const name = dialog.item ? nameOf(dialog.item) : '';
  const confirm = async () => {
    const item = dialog.item;
    if (!item) return;
    try {
      await remove(item, newIdempotencyKey());
      toaster.create({
        type: 'success',
        title: t(`${texts}.delete.success`, { name }),
        closable: true,
        duration: SUCCESS_DURATION_MS,
      });
    } catch {
      // The error notification says why (a default item, one still in use).
    }
    dialog.onOpenChange(false);
  };
  return (
    <ConfirmDialog
      dialog={dialog}
      title={t(`${texts}.delete.title`)}
      description={t(`${texts}.delete.description`, { name })}
      confirmLabel={t('common:actions.delete')}
      loading={loading}
      onConfirm={() => void confirm()}
    />
  );
}

/** The success notice of a saved form. */
export const notifySaved = (title: string, name: string): void => {
  toaster.create({
    type: 'success',
    title,
    description: name,
    closable: true,
    duration: SUCCESS_DURATION_MS,
  });
};
