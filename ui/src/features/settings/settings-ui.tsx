import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { DialogControl } from '../../components/use-dialog';
import { newIdempotencyKey } from '../../lib/idempotency';
import { type Named, useLocalName } from '../../lib/names';
import type { RemoveCommand } from '../../lib/property-requests';
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

/** A delete mutation's hook result (`useDelete…Mutation()`): DELETE of an item of the property. */
export type DeleteMutation = readonly [
  (arg: RemoveCommand) => { unwrap: () => Promise<unknown> },
  { isLoading: boolean },
];

interface RemoveDialogProps<T> {
  dialog: DialogControl<T>;
  /** The locale section of the list (`sources`): its `delete.*` texts. */
  texts: string;
  slug: string;
  /** Removes the item (its error, if any, is notified globally). */
  deletion: DeleteMutation;
}

/**
 * "Delete …?" (naming the item in the interface's language) before a delete of an item of the
 * property `slug`, then the command and a notice of the outcome.
 */
export function RemoveDialog<T extends Named & { id: string }>({
  dialog,
  texts,
  slug,
  deletion: [remove, { isLoading }],
}: RemoveDialogProps<T>) {
  const { t } = useTranslation('settings');
  const local = useLocalName();
  const name = dialog.item ? local(dialog.item) : '';
  const confirm = async () => {
    const item = dialog.item;
    if (!item) return;
    try {
      await remove({ slug, id: item.id, idempotencyKey: newIdempotencyKey() }).unwrap();
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
      loading={isLoading}
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
