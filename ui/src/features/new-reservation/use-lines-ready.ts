import { type BookingLine, roomsLeft } from './lines';
import { quoteArgsOf, useLineStates } from './line-quotes';
import type { Search } from './use-availability-search';

/** The lines are ready to go on when each can be booked (ages chosen, sellable, rooms free). */
export function useLinesReady(slug: string, search: Search | null, lines: BookingLine[]): boolean {
  const quoteArgs = search ? lines.map((line) => quoteArgsOf(slug, search.request, line)) : [];
  const lineStates = useLineStates(quoteArgs);
  const roomsFit = (search?.roomTypes ?? []).every((roomType) => roomsLeft(roomType, lines) >= 0);
  return (
    lines.length > 0 &&
    roomsFit &&
    lineStates.every((state) => state !== 'agesMissing' && state !== 'unsellable')
  );
}
