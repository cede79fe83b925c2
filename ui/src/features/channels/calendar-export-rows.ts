import type {
  CalendarExport,
  CalendarExportList,
  CalendarExportTarget,
} from './calendar-exports-api';

/** One line of the calendar sync table: a room type, then each of its rooms. */
export interface CalendarExportRow {
  /** The room's or room type's id. */
  id: string;
  target: CalendarExportTarget;
  /** The room's number, or the room type's name (`nameEn` beside it). */
  name: string;
  nameEn: string | null;
  export: CalendarExport | null;
}

/** The answer as the table's lines, in its order: each room type followed by its rooms. */
export const calendarExportRows = (list: CalendarExportList): CalendarExportRow[] =>
  list.roomTypes.flatMap((type) => [
    { id: type.id, target: 'roomType', name: type.name, nameEn: type.nameEn, export: type.export },
    ...type.rooms.map((room): CalendarExportRow => ({
      id: room.id,
      target: 'room',
      name: room.name,
      nameEn: null,
      export: room.export,
    })),
  ]);
