import type { FieldErrors } from '../../lib/problem';

/** The stepper's steps, in order. */
export const STEPS = ['general', 'rooms', 'guest'] as const;
export type Step = (typeof STEPS)[number];

/** The general step's fields, as the server names them in its errors. */
export const GENERAL_FIELDS = [
  'stayType',
  'checkIn',
  'checkOut',
  'arrivalTime',
  'exitTime',
  'resTime',
  'source',
  'partner',
  'partnerPays',
  'gid',
] as const;
export type GeneralField = (typeof GENERAL_FIELDS)[number];

/** The guest step's fields, as the server names them. */
export const GUEST_FIELDS = [
  'guest.name',
  'guest.surname',
  'guest.phoneNumber',
  'guest.email',
  'guest.nationality',
  'notes',
  'status',
  'isSendEmail',
] as const;
export type GuestField = (typeof GUEST_FIELDS)[number];

/** A line's fields (`roomTypes.{index}.{field}`). */
export type LineField = 'ratePlanId' | 'numberOfGuests' | 'ageOfChildren' | 'quantity' | 'roomIds';

/** The server's messages for a booking, sorted by the step that shows them. */
export interface BookingErrors {
  general: Partial<Record<GeneralField, string[]>>;
  /** Per line (by index), per field; `roomTypeId` and the whole line under `line`. */
  lines: Record<number, Partial<Record<LineField | 'line', string[]>>>;
  /** About the rooms as a whole (`roomTypes`, `roomId`). */
  rooms: string[];
  guest: Partial<Record<GuestField, string[]>>;
  /** Messages for no field of the form (the page's alert shows them). */
  other: string[];
}

export const NO_ERRORS: BookingErrors = { general: {}, lines: {}, rooms: [], guest: {}, other: [] };

const push = <K extends string>(
  record: Partial<Record<K, string[]>>,
  key: K,
  messages: string[],
) => {
  record[key] = [...(record[key] ?? []), ...messages];
};

const LINE_FIELDS: readonly LineField[] = [
  'ratePlanId',
  'numberOfGuests',
  'ageOfChildren',
  'quantity',
  'roomIds',
];

/**
 * Sorts a 422's (or a broken rule's) field messages by step: `guest.name` → guest step,
 * `roomTypes.0.quantity` → the first line of the room step, `checkOut` → general step.
 */
export const sortErrors = (errors: FieldErrors): BookingErrors => {
  const sorted: BookingErrors = { general: {}, lines: {}, rooms: [], guest: {}, other: [] };
  for (const [key, messages] of Object.entries(errors)) {
    const general = GENERAL_FIELDS.find((f) => key === f || key.startsWith(`${f}.`));
    const guest = GUEST_FIELDS.find((f) => key === f || key.startsWith(`${f}.`));
    const line = /^roomTypes\.(\d+)(?:\.(\w+))?/.exec(key);
    if (general) push(sorted.general, general, messages);
    else if (guest) push(sorted.guest, guest, messages);
    else if (line) {
      const index = Number(line[1]);
      const field = LINE_FIELDS.find((f) => f === line[2]) ?? 'line';
      push((sorted.lines[index] ??= {}), field, messages);
    } else if (key === 'roomTypes' || key === 'roomId') sorted.rooms.push(...messages);
    else sorted.other.push(...messages);
  }
  return sorted;
};

/** The first step with a message (where the stepper goes back to), or null. */
export const firstStepWithErrors = (errors: BookingErrors): Step | null => {
  if (Object.keys(errors.general).length > 0) return 'general';
  if (Object.keys(errors.lines).length > 0 || errors.rooms.length > 0) return 'rooms';
  if (Object.keys(errors.guest).length > 0) return 'guest';
  return null;
};
