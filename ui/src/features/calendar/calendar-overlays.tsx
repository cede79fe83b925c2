import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS, STATUS_TEXT } from '../../shared/reservations/status';
import { addDays } from './dates';
import type { Preview } from './drag-machine';
import { type Move, movedPartOf } from './moves';
import {
  ROOM_COLUMN,
  ROOM_ROW_HEIGHT,
  type RowLayout,
  type Scale,
  barBoxOf,
  partSpanOf,
} from './timeline';

/**
 * The grid's preview layer, over the rows: the cells being chosen, and the ghost of a booking
 * being dragged or whose move waits for its check, confirmation or save.
 */
export function PreviewLayer({
  preview,
  move,
  grid: { layout, scale },
  today,
}: {
  preview: Preview | null;
  /** The move shown: the one being dragged, else the one pending. */
  move: Move | null;
  /** The grid's rows and scale. */
  grid: { layout: RowLayout; scale: Scale };
  today: string;
}) {
  const roomTops = useMemo(
    () =>
      new Map(
        layout.rows.flatMap((row) => (row.kind === 'room' ? [[row.room.id, row.top]] : [])),
      ) as Map<string, number>,
    [layout],
  );
  const ghostTop = move?.roomId ? roomTops.get(move.roomId) : undefined;
  // A guest in the house moved after a night: only the nights from the working date go.
  const ghostBox = move ? barBoxOf(partSpanOf(movedPartOf(move, today), scale.from), scale) : null;
  return (
    <>
      {preview?.kind === 'select' ? (
        <SelectionMark
          box={{
            top: preview.top,
            left: ROOM_COLUMN + preview.first * scale.dayWidth,
            width: (preview.last - preview.first + 1) * scale.dayWidth,
          }}
          nights={preview.last - preview.first + 1}
          checkIn={addDays(scale.from, preview.first)}
          checkOut={addDays(scale.from, preview.last + 1)}
        />
      ) : null}
      {move && ghostBox && ghostTop !== undefined ? (
        <GhostBar
          move={move}
          box={{ top: ghostTop, left: ROOM_COLUMN + ghostBox.left, width: ghostBox.width }}
        />
      ) : null}
    </>
  );
}

/** The cells being chosen for a new reservation. */
function SelectionMark({
  box,
  nights,
  checkIn,
  checkOut,
}: {
  box: MarkBox;
  nights: number;
  checkIn: string;
  checkOut: string;
}) {
  const { t } = useTranslation('calendar');
  return (
    <RowMark
      box={box}
      borderColor="brand.solid"
      bg="brand.subtle/70"
      color="brand.fg"
      fontWeight="medium"
      data-testid="selection"
    >
      {t('grid.selection', { checkIn, checkOut, count: nights })}
    </RowMark>
  );
}

/** Where a dragged booking would go (kept while its move is checked, confirmed and saved). */
function GhostBar({ move, box }: { move: Move; box: MarkBox }) {
  const { t } = useTranslation('calendar');
  return (
    <RowMark
      box={box}
      borderColor="fg"
      color="white"
      fontWeight="semibold"
      boxShadow="lg"
      data-testid="ghost"
      style={{
        background: STATUS_COLORS[move.booking.status],
        color: STATUS_TEXT[move.booking.status],
        opacity: 0.9,
      }}
    >
      {t('grid.ghost', {
        guest: move.booking.guestName,
        checkIn: move.checkIn,
        checkOut: move.checkOut,
      })}
    </RowMark>
  );
}

/** Where a mark stands: its room's row (the row's top) and its span across the dates. */
interface MarkBox {
  top: number;
  left: number;
  width: number;
}

/**
 * A dashed bar over a room's row (its top) from `left`, `width` wide, inset from the row's
 * edges; its colours and text are the caller's.
 */
function RowMark({ box: { top, left, width }, style, ...rest }: { box: MarkBox } & BoxProps) {
  return (
    <Box
      position="absolute"
      pointerEvents="none"
      zIndex="2"
      borderRadius="md"
      borderWidth="2px"
      borderStyle="dashed"
      display="flex"
      alignItems="center"
      px="2"
      fontSize="xs"
      whiteSpace="nowrap"
      overflow="hidden"
      {...rest}
      style={{ top: top + 4, left, width, height: ROOM_ROW_HEIGHT - 8, ...style }}
    />
  );
}
