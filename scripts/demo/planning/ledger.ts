import { addDays, daysBetween } from '@hotel/events/dates';

const nightsOf = (checkIn: string, checkOut: string): string[] =>
  Array.from({ length: daysBetween(checkIn, checkOut) }, (_, i) => addDays(checkIn, i));

/** Which nights each room is taken on, as the plan fills the rooms. */
export const roomLedger = () => {
  const taken = new Map<string, Set<string>>();
  const isFree = (room: string, checkIn: string, checkOut: string) =>
    nightsOf(checkIn, checkOut).every((night) => !taken.get(room)?.has(night));
  const take = (room: string, checkIn: string, checkOut: string) => {
    const nights = taken.get(room) ?? new Set<string>();
    for (const night of nightsOf(checkIn, checkOut)) nights.add(night);
    taken.set(room, nights);
  };
  return { isFree, take };
};
export type RoomLedger = ReturnType<typeof roomLedger>;
