import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';
import { ImageDropZone } from './image-drop-zone';
import { useImageList } from './use-image-list';
import { FormAlert } from './form-alert';
import { ImageIcon } from './image-icons';
import { SortableImageGrid } from './sortable-image-grid';
import { useDialog } from './use-dialog';

export interface MultiImageUploaderProps {
  /** The property the images belong to (its slug). */
  slug: string;
  /** The saved images (paths), in display order; the first is the main image. */
  images: readonly string[];
  /**
   * Saves a new list: images added, moved or removed (e.g. POST /api/room/types/{id}/images).
   * Resolves once saved; a rejection (the RTK Query error) is shown and the list goes back.
   */
  onSave: (images: string[]) => Promise<unknown>;
  /** What the images are of ("Deluxe room"): their accessible names. */
  label: string;
  /** Folder hint for the stored paths ("room-types", "hotel"). */
  folder?: string;
  /** The most images the list may hold. */
  max?: number;
  disabled?: boolean;
}

/**
 * A list of images: upload several at once (button or dropping files), reorder by dragging
 * (mouse, touch or keyboard), delete with a confirmation. Every change is saved at once with
 * `onSave` and confirmed with a notice; only SVG, JPEG and PNG up to 5 MB are sent, and the
 * server's 422 message for a file is shown.
 */
export function MultiImageUploader({
  slug,
  images,
  onSave,
  label,
  folder,
  max = 30,
  disabled = false,
}: MultiImageUploaderProps) {
  const { t } = useTranslation();
  /** The image whose delete is asked. */
  const remover = useDialog<string>();
  const { order, saving, progress, problems, setProblems, busy, room, save, addFiles } =
    useImageList({ slug, images, onSave, folder, max, disabled });

  return (
    <Stack gap="4">
      <ImageDropZone
        count={order.length}
        max={max}
        disabled={busy || room === 0}
        progress={progress}
        onFiles={(files) => void addFiles(files)}
      />

      {problems.length > 0 ? <FormAlert messages={problems} /> : null}

      {order.length === 0 ? (
        <Stack align="center" py="8" color="fg.muted" gap="2">
          <ImageIcon boxSize="8" />
          <Text>{t('imageUpload.empty')}</Text>
        </Stack>
      ) : (
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            {t('imageUpload.reorderHint')}
          </Text>
          <SortableImageGrid
            order={order}
            label={label}
            disabled={busy}
            onReorder={(moved) => {
              setProblems([]);
              void save(moved, t('imageUpload.reordered'));
            }}
            onDelete={remover.show}
          />
        </Stack>
      )}

      <ConfirmDialog
        dialog={remover}
        title={t('imageUpload.deleteTitle')}
        description={t('imageUpload.deleteDescription')}
        confirmLabel={t('imageUpload.deleteConfirm')}
        loading={saving}
        onConfirm={() => {
          const path = remover.item;
          if (!path) return;
          setProblems([]);
          void save(
            order.filter((p) => p !== path),
            t('imageUpload.deleted'),
          ).then(() => remover.onOpenChange(false));
        }}
      />
    </Stack>
  );
}
