import {
  type Announcements,
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
import {
  Badge,
  Box,
  HStack,
  IconButton,
  type IconButtonProps,
  Link,
  SimpleGrid,
} from '@chakra-ui/react';
import type { RefAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyImageQuery } from '../lib/images-api';
import { errorMessageOf } from '../lib/problem';
import { toaster } from '../lib/toaster';
import { GripIcon } from './image-icons';
import { TrashIcon } from './icons';
import { openImageInNewTab, PropertyImage } from './property-image';
import { originalImage, thumbnail } from '../lib/thumbnail';

/** What every tile of the grid shares: the images' subject, whether they can change, delete. */
interface TileContext {
  /** What the images are of ("Deluxe room"): their accessible names. */
  label: string;
  disabled: boolean;
  onDelete: (path: string) => void;
}

export interface SortableImageGridProps extends TileContext {
  /** The images (paths) in display order; the first is the main image. */
  order: string[];
  /** The list with one image moved (by mouse, touch or keyboard). */
  onReorder: (order: string[]) => void;
}

/** What a screen reader hears while an image is moved: its position, and where it would go. */
function useMoveAnnouncements(order: string[]): Announcements {
  const { t } = useTranslation();
  const positionOf = (id: string | number) => order.indexOf(String(id)) + 1;
  const moved = (activeId: string | number, overId: string | number) => ({
    index: positionOf(activeId),
    position: positionOf(overId),
  });
  return {
    onDragStart: ({ active }) => t('imageUpload.dnd.picked', { index: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('imageUpload.dnd.over', moved(active.id, over.id)) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('imageUpload.dnd.dropped', moved(active.id, over.id))
        : t('imageUpload.dnd.canceled'),
    onDragCancel: () => t('imageUpload.dnd.canceled'),
  };
}

/** The images as a grid of tiles, reordered by dragging (mouse, touch or keyboard). */
export function SortableImageGrid({ order, onReorder, ...tile }: SortableImageGridProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMoveAnnouncements(order);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.indexOf(String(active.id));
    const to = order.indexOf(String(over.id));
    if (from === -1 || to === -1) return;
    onReorder(arrayMove(order, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('imageUpload.dnd.instructions') },
        announcements,
      }}
    >
      <SortableContext items={order} strategy={rectSortingStrategy}>
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 2, sm: 3, lg: 4 }}
          gap="4"
          aria-label={tile.label}
        >
          {order.map((path, index) => (
            <SortableImage key={path} path={path} position={index + 1} {...tile} />
          ))}
        </SimpleGrid>
      </SortableContext>
    </DndContext>
  );
}

/** A small button over a tile's corner, named and titled by the same words. */
function TileButton({
  label,
  ...props
}: IconButtonProps & RefAttributes<HTMLButtonElement> & { label: string }) {
  return <IconButton size="xs" variant="surface" aria-label={label} title={label} {...props} />;
}

/** One image: its thumbnail opens the original; a grip moves it, a bin deletes it. */
function SortableImage({
  path,
  position,
  label,
  disabled,
  onDelete,
}: TileContext & { path: string; position: number }) {
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
      {position === 1 ? (
        <Badge position="absolute" top="2" insetStart="2" colorPalette="brand" variant="solid">
          {t('imageUpload.main')}
        </Badge>
      ) : null}
      <HStack position="absolute" top="2" insetEnd="2" gap="1">
        <TileButton
          ref={setActivatorNodeRef}
          colorPalette="gray"
          cursor={disabled ? 'default' : 'grab'}
          touchAction="none"
          label={t('imageUpload.move', { index: position })}
          disabled={disabled}
          {...attributes}
          {...listeners}
        >
          <GripIcon />
        </TileButton>
        <TileButton
          colorPalette="red"
          label={t('imageUpload.delete', { index: position })}
          disabled={disabled}
          onClick={() => onDelete(path)}
        >
          <TrashIcon />
        </TileButton>
      </HStack>
    </Box>
  );
}
