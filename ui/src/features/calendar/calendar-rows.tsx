import { Badge } from '@chakra-ui/react';
import { memo } from 'react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type {
  CalendarBlock,
  CalendarChannelHold,
  CalendarConflict,
} from '../../shared/reservations/reservations-api';
import {
  BLOCKED_COLOR,
  BLOCKED_TEXT,
  STATUS_COLORS,
  STATUS_TEXT,
} from '../../shared/reservations/status';
import { localName, localShortName } from '../../lib/names';
import type { BarWords } from './bar-words';
import { ConflictMark, HoldBar, type MarkDrawing } from './calendar-channel-marks';
import { canMove, canResize } from './moves';
import {
  type PlacedBooking,
  type PlacedRow,
  ROOM_ROW_HEIGHT,
  type Row,
  type Scale,
  barBoxOf,
  blockSpanOf,
} from './timeline';

/** Vertical lines between days (or hours) drawn as a background: no element per cell. */
export const gridLinesOf = (step: number) =>
  `repeating-linear-gradient(to right, transparent 0 ${step - 1}px, var(--chakra-colors-border-muted) ${step - 1}px ${step}px)`;

/** A room type's header row: its name and, per night, how many of its rooms are free. */
export const TypeRow = memo(function TypeRow({
  row,
  free,
  scale,
  t,
}: {
  row: Extract<Row, { kind: 'type' }>;
  free: number[] | undefined;
  scale: Scale;
  t: TFunction<'calendar'>;
}) {
  const { roomType } = row;
  const { i18n } = useTranslation();
  const name = localName(roomType, i18n.language);
  return (
    <div className="cal-type-row" role="row" data-room-type={roomType.id} style={{ top: row.top }}>
      <div className="cal-label" role="rowheader" data-room-label>
        <span className="cal-name" title={name}>
          {name}
        </span>
        <Badge size="xs" variant="surface" colorPalette="gray" flexShrink="0">
          {localShortName(roomType, i18n.language)}
        </Badge>
        <span className="cal-count">{t('grid.roomCount', { count: roomType.rooms.length })}</span>
      </div>
      {free?.map((count, index) => (
        <div
          key={index}
          className="cal-free"
          role="cell"
          data-full={count <= 0 || undefined}
          style={{ width: scale.dayWidth }}
          title={t('grid.freeRooms', { count: Math.max(0, count) })}
        >
          {Math.max(0, count)}
        </div>
      ))}
    </div>
  );
});

/**
 * What every room row draws with, the same for all rows of a render (one object, made once per
 * change of the grid's data or scale, so a row re-renders only when it must).
 */
export interface RowDrawing extends MarkDrawing {
  /** Each room's bookings placed on their lanes. */
  placed: ReadonlyMap<string, PlacedRow>;
  blocksByRoom: ReadonlyMap<string, readonly CalendarBlock[]>;
  /** The sites' held bookings by id: a block that is one is drawn as the site's own bar. */
  holds: ReadonlyMap<string, CalendarChannelHold>;
  /** The sites' bookings in conflict with what holds a room (a band under their nights). */
  conflictsByRoom: ReadonlyMap<string, readonly CalendarConflict[]>;
  gridLines: string;
  resizable: boolean;
  onOpen: (id: string) => void;
  words: BarWords;
}

/** A room: its name and cleanliness, then its bookings as bars on the track. */
export const RoomRow = memo(function RoomRow({
  row,
  movingId,
  drawing,
}: {
  row: Extract<Row, { kind: 'room' }>;
  /** The booking of this room being moved (drawn faded where it was). */
  movingId: string | null;
  drawing: RowDrawing;
}) {
  const { holds, scale, gridLines, resizable, t, words } = drawing;
  const { room } = row;
  const placed = drawing.placed.get(room.id);
  const blocks = drawing.blocksByRoom.get(room.id);
  const conflicts = drawing.conflictsByRoom.get(room.id);
  const lanes = placed?.lanes ?? 1;
  const laneHeight = (ROOM_ROW_HEIGHT - 8) / lanes;
  const cleanliness = t(`cleanliness.${room.status}`);
  return (
    <div
      className="cal-row"
      role="row"
      data-room={room.id}
      data-room-name={room.name}
      style={{ top: row.top }}
    >
      <div className="cal-label" role="rowheader" data-room-label>
        <span
          className="cal-dot"
          data-status={room.status}
          role="img"
          aria-label={cleanliness}
          title={cleanliness}
        />
        <span className="cal-name" title={room.name}>
          {room.name}
        </span>
      </div>
      <div
        className="cal-track"
        role="cell"
        style={{ width: scale.width, backgroundImage: gridLines }}
      >
        {blocks?.map((block) => {
          const hold = holds.get(block.id);
          if (hold) {
            return <HoldBar key={block.id} hold={hold} drawing={drawing} />;
          }
          const box = barBoxOf(blockSpanOf(block, scale.from), scale);
          if (!box) return null;
          const label = words.block(block);
          return (
            <div
              key={block.id}
              className="cal-bar cal-block"
              data-block-id={block.id}
              data-from-before={box.fromBefore || undefined}
              data-goes-on={box.goesOn || undefined}
              role="img"
              aria-label={label}
              title={label}
              style={{
                left: box.left,
                width: box.width,
                top: 4,
                height: ROOM_ROW_HEIGHT - 8,
                background: BLOCKED_COLOR,
                color: BLOCKED_TEXT,
              }}
            >
              <span className="cal-guest">{words.blocked}</span>
              {block.description ? <span className="cal-number">{block.description}</span> : null}
            </div>
          );
        })}
        {placed?.bookings.map((bar) => (
          <BookingBar
            key={`${bar.booking.id}:${bar.part.from}`}
            bar={bar}
            lane={{ top: 4 + bar.lane * laneHeight, height: laneHeight - (lanes > 1 ? 2 : 0) }}
            resizable={resizable && !bar.box.goesOn && !bar.part.settled && canResize(bar.booking)}
            faded={bar.booking.id === movingId && !bar.part.settled}
            drawing={drawing}
          />
        ))}
        {conflicts?.map((conflict) => (
          <ConflictMark key={conflict.holdId} conflict={conflict} drawing={drawing} />
        ))}
      </div>
    </div>
  );
});

/** The hatching over a settled part's colour (nights slept in a room the guest has left). */
export const SETTLED_HATCH =
  'repeating-linear-gradient(135deg, transparent 0 6px, rgba(255,255,255,0.28) 6px 12px)';

interface BookingBarProps {
  /** The stay's part on this row (the whole stay unless it moved mid-stay) and its box. */
  bar: PlacedBooking;
  /** Where its lane runs down the row. */
  lane: { top: number; height: number };
  resizable: boolean;
  faded: boolean;
  drawing: Pick<RowDrawing, 'onOpen' | 'words'>;
}

/**
 * One stay: coloured by status, with the guest and number; a button (Enter opens it). A stay
 * moved mid-stay has a bar on each room: the nights slept in a room left are muted and stay
 * put; the current room's bar says since when the guest is there.
 */
const BookingBar = memo(function BookingBar({
  bar: { booking, part, box },
  lane,
  resizable,
  faded,
  drawing: { onOpen, words },
}: BookingBarProps) {
  const moved = part.settled || part.from !== booking.checkIn;
  const label = moved
    ? `${words.label(booking)} · ${part.settled ? words.settled(part) : words.movedIn(part)}`
    : words.label(booking);
  return (
    <button
      type="button"
      className="cal-bar"
      data-booking-id={booking.id}
      data-part-from={moved ? part.from : undefined}
      data-settled={part.settled || undefined}
      data-movable={!part.settled && canMove(booking)}
      data-from-before={box.fromBefore || undefined}
      data-goes-on={box.goesOn || undefined}
      data-faded={faded || undefined}
      aria-label={label}
      title={label}
      style={{
        left: box.left,
        width: box.width,
        top: lane.top,
        height: lane.height,
        background: part.settled
          ? `${SETTLED_HATCH}, ${STATUS_COLORS[booking.status]}`
          : STATUS_COLORS[booking.status],
        color: STATUS_TEXT[booking.status],
      }}
      onClick={() => onOpen(booking.id)}
    >
      {/* Number first: the bar's name (№…, guest, dates, status) starts with what it shows. */}
      <span className="cal-number">{words.number(booking.number)}</span>{' '}
      <span className="cal-guest">{booking.guestName}</span>
      {resizable ? <span className="cal-resize" data-resize aria-hidden="true" /> : null}
    </button>
  );
});
