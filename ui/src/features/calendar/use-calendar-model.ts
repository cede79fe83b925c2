import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localName } from '../../lib/names';
import type {
  CalendarBlock,
  CalendarBooking,
  CalendarChannelHold,
  CalendarConflict,
  CalendarData,
  CalendarRoomType,
} from '../../shared/reservations/reservations-api';
import {
  type CalendarFilter,
  type VisibleRange,
  freeByNight,
  layoutRows,
  partsByRoom,
  shownBookings,
} from './timeline';

const NO_ROOM_TYPES: CalendarRoomType[] = [];
const NO_BOOKINGS: CalendarBooking[] = [];
const NO_BLOCKS: CalendarBlock[] = [];
const NO_HOLDS: CalendarChannelHold[] = [];
const NO_CONFLICTS: CalendarConflict[] = [];

/** The items of each room (blocks, conflicts), by the room's id, in the order they came. */
const byRoomOf = <T extends { roomId: string }>(items: readonly T[]): Map<string, T[]> => {
  const grouped = new Map<string, T[]>();
  for (const item of items) grouped.set(item.roomId, [...(grouped.get(item.roomId) ?? []), item]);
  return grouped;
};

/** The calendar page's model: what `useCalendarModel` gives. */
export type CalendarModel = ReturnType<typeof useCalendarModel>;

/**
 * What the calendar page draws from the calendar's answer and the filter: the rows, the
 * bookings by room and those without one, the blocks by room, the sites' held bookings and
 * conflicts, the free rooms per night, and the names of rooms. `shape` is the last answer (its rooms are drawn while another range
 * loads); `data` the answer for the range shown, if it came.
 */
export function useCalendarModel(
  data: CalendarData | undefined,
  shape: CalendarData | undefined,
  filter: CalendarFilter,
  range: VisibleRange,
) {
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.language;
  const roomTypes = shape?.roomTypes ?? NO_ROOM_TYPES;
  const bookings = data?.bookings ?? NO_BOOKINGS;
  const blocks = data?.blocks ?? NO_BLOCKS;
  const blocksByRoom = useMemo(() => byRoomOf(blocks), [blocks]);
  // The sites' held bookings (drawn as their own bars over their blocks) and the conflicts,
  // marked on their rooms' rows (docs/channels.md).
  const channelHolds = data?.channelHolds ?? NO_HOLDS;
  const holds = useMemo(() => new Map(channelHolds.map((hold) => [hold.id, hold])), [channelHolds]);
  const conflicts = data?.conflicts ?? NO_CONFLICTS;
  const conflictsByRoom = useMemo(() => byRoomOf(conflicts), [conflicts]);
  const layout = useMemo(
    () => layoutRows(roomTypes, filter.cleanliness),
    [roomTypes, filter.cleanliness],
  );
  const { byRoom, unassigned } = useMemo(() => {
    const shown = shownBookings(bookings, filter);
    const without = shown.filter((booking) => booking.roomId === null);
    without.sort((a, b) => a.checkIn.localeCompare(b.checkIn) || a.number - b.number);
    // A stay moved mid-stay is drawn on each room it was in.
    return { byRoom: partsByRoom(shown), unassigned: without };
  }, [bookings, filter]);
  // The legend explains the muted bars when a stay moved mid-stay is shown.
  const movedShown = useMemo(() => bookings.some((b) => b.segments?.length), [bookings]);
  const free = useMemo(
    () =>
      range.view === 'day' || !data
        ? null
        : freeByNight(data.roomTypes, data.bookings, range.dates, data.blocks, data.allotted),
    [range.view, data, range.dates],
  );
  const places = useMemo(() => {
    const byId = new Map<string, { room: string; type: CalendarRoomType }>();
    for (const type of roomTypes)
      for (const room of type.rooms) byId.set(room.id, { room: room.name, type });
    return { rooms: byId, types: new Map(roomTypes.map((rt) => [rt.id, rt])) };
  }, [roomTypes]);
  /** "Room type · room", or the room type's (or no) unassigned room. */
  const roomName = useCallback(
    (roomId: string | null, roomTypeId?: string) => {
      const place = roomId ? places.rooms.get(roomId) : undefined;
      if (place) return t('room.name', { type: localName(place.type, language), room: place.room });
      const type = roomTypeId ? places.types.get(roomTypeId) : undefined;
      return type
        ? t('room.unassignedOf', { type: localName(type, language) })
        : t('room.unassigned');
    },
    [places, t, language],
  );
  return {
    roomTypes,
    bookings,
    blocks,
    blocksByRoom,
    holds,
    conflicts,
    conflictsByRoom,
    layout,
    byRoom,
    unassigned,
    movedShown,
    free,
    roomName,
  };
}
