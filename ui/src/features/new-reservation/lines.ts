import type { BookRequest, RoomTypeAvailability } from '../../shared/reservations/reservations-api';

/**
 * The room step's lines: rooms of one room type at one rate plan, with the guests of each
 * room. A line's price is the quote for one room (GET /api/quote with its guests) times its
 * quantity; the booking's total is the sum of its lines.
 */
export interface BookingLine {
  /** Stable key of the line on this screen. */
  key: string;
  roomTypeId: string;
  /** Null: sold at the room type's own prices. */
  ratePlanId: string | null;
  /** Adults per room. */
  adults: number;
  /** Ages of the children of each room; null until chosen. */
  childrenAges: (number | null)[];
  quantity: number;
  /** Rooms picked for the line (at most `quantity`); the others stay unassigned. */
  roomIds: string[];
}

/** The most children a room may be booked with (the server's limit). */
export const MAX_CHILDREN = 10;
/** The oldest a child can be (17). */
export const CHILD_AGES = Array.from({ length: 18 }, (_, age) => age);
/** The most adults one room may be booked with (the server's limit). */
export const MAX_ADULTS = 30;

let lastKey = 0;
const nextKey = () => {
  lastKey += 1;
  return `line-${lastKey}`;
};

/** A new line: one room of the type for its usual number of adults. */
export const newLine = (
  roomType: RoomTypeAvailability,
  ratePlanId: string | null,
  roomIds: string[] = [],
): BookingLine => ({
  key: nextKey(),
  roomTypeId: roomType.roomTypeId,
  ratePlanId,
  adults: Math.max(1, roomType.occupancy),
  childrenAges: [],
  quantity: Math.max(1, roomIds.length),
  roomIds,
});

/** Rooms of a type the other lines have not taken yet. */
export const roomsLeft = (
  roomType: RoomTypeAvailability,
  lines: readonly BookingLine[],
  exceptKey?: string,
): number =>
  roomType.available -
  lines
    .filter((line) => line.roomTypeId === roomType.roomTypeId && line.key !== exceptKey)
    .reduce((sum, line) => sum + line.quantity, 0);

/** Free rooms of the type not picked by another line. */
export const roomsToPick = (
  roomType: RoomTypeAvailability,
  lines: readonly BookingLine[],
  line: BookingLine,
): RoomTypeAvailability['freeRooms'] => {
  const taken = new Set(
    lines
      .filter((other) => other.roomTypeId === roomType.roomTypeId && other.key !== line.key)
      .flatMap((other) => other.roomIds),
  );
  return roomType.freeRooms.filter((room) => !taken.has(room.id));
};

/** A line's children count changed: ages kept for those who stay, new ones still to choose. */
export const withChildren = (line: BookingLine, count: number): BookingLine => ({
  ...line,
  childrenAges: Array.from({ length: count }, (_, i) => line.childrenAges[i] ?? null),
});

/** Fewer rooms: the rooms picked beyond the new quantity are let go. */
export const withQuantity = (line: BookingLine, quantity: number): BookingLine => ({
  ...line,
  quantity,
  roomIds: line.roomIds.slice(0, quantity),
});

/** Picks a room, or lets it go; never more rooms than the line's quantity. */
export const toggleRoom = (line: BookingLine, roomId: string): BookingLine => {
  if (line.roomIds.includes(roomId)) {
    return { ...line, roomIds: line.roomIds.filter((id) => id !== roomId) };
  }
  if (line.roomIds.length >= line.quantity) return line;
  return { ...line, roomIds: [...line.roomIds, roomId] };
};

/**
 * The lines after a new search (other dates): each keeps its room type and plan while the type
 * still has rooms; quantities shrink to what is free and rooms no longer free are let go.
 */
export const reconcileLines = (
  lines: readonly BookingLine[],
  roomTypes: readonly RoomTypeAvailability[],
): BookingLine[] => {
  const kept: BookingLine[] = [];
  for (const line of lines) {
    const roomType = roomTypes.find((r) => r.roomTypeId === line.roomTypeId);
    if (!roomType) continue;
    const plan = roomType.ratePlans.some((p) => p.id === line.ratePlanId);
    if (!plan) continue;
    const left = roomsLeft(roomType, kept);
    if (left <= 0) continue;
    const free = new Set(roomType.freeRooms.map((room) => room.id));
    const quantity = Math.min(line.quantity, left);
    kept.push({
      ...line,
      quantity,
      roomIds: line.roomIds.filter((id) => free.has(id)).slice(0, quantity),
    });
  }
  return kept;
};

/** Every child of the line has an age (it can be priced and booked). */
export const agesChosen = (line: BookingLine): line is BookingLine & { childrenAges: number[] } =>
  line.childrenAges.every((age) => age !== null);

/** A line's amount: one room's quote times its rooms. */
export const lineAmount = (unitPrice: number, quantity: number): number => unitPrice * quantity;

/** The booking's total: the lines whose price is known (unknown ones are shown as loading). */
export const bookingTotal = (
  lines: readonly BookingLine[],
  unitPrices: readonly (number | undefined)[],
): number => lines.reduce((sum, line, i) => sum + lineAmount(unitPrices[i] ?? 0, line.quantity), 0);

/** The lines as POST /api/reservations/book takes them. */
export const roomTypesOf = (lines: readonly BookingLine[]): BookRequest['roomTypes'] =>
  lines.map((line) => ({
    roomTypeId: line.roomTypeId,
    ratePlanId: line.ratePlanId,
    numberOfGuests: line.adults,
    ageOfChildren: line.childrenAges.filter((age): age is number => age !== null),
    quantity: line.quantity,
    roomIds: line.roomIds,
  }));
