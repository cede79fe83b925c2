import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Box, HStack, IconButton, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyImageQuery } from '../lib/images-api';
import { errorMessageOf } from '../lib/problem';
import { toaster } from '../lib/toaster';
import { ConfirmDialog } from './confirm-dialog';
import { ImageDropZone } from './image-drop-zone';
import { useImageList } from './use-image-list';
import { FormAlert } from './form-alert';
import { GripIcon, ImageIcon } from './image-icons';
import { TrashIcon } from './icons';
import { openImageInNewTab, PropertyImage } from './property-image';
import { originalImage, thumbnail } from '../lib/thumbnail';

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
  const [removing, setRemoving] = useState<string | null>(null);
  const { order, saving, progress, problems, setProblems, busy, room, save, addFiles } =
    useImageList({ slug, images, onSave, folder, max, disabled });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.indexOf(String(active.id));
    const to = order.indexOf(String(over.id));
    if (from === -1 || to === -1) return;
    setProblems([]);
    void save(arrayMove(order, from, to), t('imageUpload.reordered'));
  };

  const positionOf = (id: string | number) => order.indexOf(String(id)) + 1;

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
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              screenReaderInstructions: { draggable: t('imageUpload.dnd.instructions') },
              announcements: {
                onDragStart: ({ active }) =>
                  t('imageUpload.dnd.picked', { index: positionOf(active.id) }),
                onDragOver: ({ active, over }) =>
                  over
                    ? t('imageUpload.dnd.over', {
                        index: positionOf(active.id),
                        position: positionOf(over.id),
                      })
                    : undefined,
                onDragEnd: ({ active, over }) =>
                  over
                    ? t('imageUpload.dnd.dropped', {
                        index: positionOf(active.id),
                        position: positionOf(over.id),
                      })
                    : t('imageUpload.dnd.canceled'),
                onDragCancel: () => t('imageUpload.dnd.canceled'),
              },
            }}
          >
            <SortableContext items={order} strategy={rectSortingStrategy}>
              <SimpleGrid
                as="ul"
                listStyleType="none"
                columns={{ base: 2, sm: 3, lg: 4 }}
                gap="4"
                aria-label={label}
              >
                {order.map((path, index) => (
                  <SortableImage
                    key={path}
                    path={path}
                    index={index}
                    label={label}
                    disabled={busy}
                    onDelete={() => setRemoving(path)}
                  />
                ))}
              </SimpleGrid>
            </SortableContext>
          </DndContext>
        </Stack>
      )}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('imageUpload.deleteTitle')}
        description={t('imageUpload.deleteDescription')}
        confirmLabel={t('imageUpload.deleteConfirm')}
        loading={saving}
        onConfirm={() => {
          const path = removing;
          if (!path) return;
          setProblems([]);
          void save(
            order.filter((p) => p !== path),
            t('imageUpload.deleted'),
          ).then(() => setRemoving(null));
        }}
      />
    </Stack>
  );
}

function SortableImage({
  path,
  index,
  label,
  disabled,
  onDelete,
}: {
  path: string;
  index: number;
  label: string;
  disabled: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const [loadImage] = useLazyImageQuery();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: path, disabled });
  const position = index + 1;
  return (
    <Box
      as="li"
      ref={setNodeRef}
      position="relative"
      borderRadius="lg"
      overflow="hidden"
      borderWidth="1px"
      bg="bg"
      shadow={isDragging ? 'lg' : 'xs'}
      zIndex={isDragging ? 'docked' : undefined}
      opacity={isDragging ? 0.85 : 1}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="image-tile"
    >
      <Link
        href="#"
        onClick={(event) => {
          event.preventDefault();
          openImageInNewTab(() => loadImage(originalImage(path), true).unwrap()).catch(
            (error: unknown) =>
              toaster.create({ type: 'error', title: errorMessageOf(error, t), closable: true }),
          );
        }}
        display="block"
        aria-label={t('imageUpload.open', { index: position })}
      >
        <PropertyImage
          image={thumbnail(path, 300)}
          alt={t('imageUpload.alt', { label, index: position })}
          w="full"
          aspectRatio="1"
          objectFit="cover"
          draggable={false}
          bg="bg.subtle"
        />
      </Link>
      {index === 0 ? (
        <Badge position="absolute" top="2" insetStart="2" colorPalette="brand" variant="solid">
          {t('imageUpload.main')}
        </Badge>
      ) : null}
      <HStack position="absolute" top="2" insetEnd="2" gap="1">
        <IconButton
          ref={setActivatorNodeRef}
          size="xs"
          variant="surface"
          colorPalette="gray"
          cursor={disabled ? 'default' : 'grab'}
          touchAction="none"
          aria-label={t('imageUpload.move', { index: position })}
          title={t('imageUpload.move', { index: position })}
          disabled={disabled}
          {...attributes}
          {...listeners}
        >
          <GripIcon />
        </IconButton>
        <IconButton
          size="xs"
          variant="surface"
          colorPalette="red"
          aria-label={t('imageUpload.delete', { index: position })}
          title={t('imageUpload.delete', { index: position })}
          disabled={disabled}
          onClick={onDelete}
        >
          <TrashIcon />
        </IconButton>
      </HStack>
    </Box>
  );
}
