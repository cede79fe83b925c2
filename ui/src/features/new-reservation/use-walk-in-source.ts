import { keepsPending } from '@hotel/events/reservations/walk-in';
import { useLocalName } from '../../lib/names';
import type { Source } from '../settings';
import type { BookingLine } from './lines';
import type { General } from './stay';

/**
 * The spec's default-source rule, by the server's own function: a booking on the default
 * source for the working date with a room chosen is saved pending, so the guest step does not
 * offer "confirmed" and says why. The source's name when the rule holds, else null.
 */
export function useWalkInSource({
  sources,
  general,
  workingDate,
  lines,
}: {
  sources: Source[];
  general: General;
  workingDate: string;
  lines: BookingLine[];
}): string | null {
  const local = useLocalName();
  const chosenSource = sources.find((source) =>
    general.sourceId ? source.id === general.sourceId : source.isDefault,
  );
  return chosenSource &&
    keepsPending({
      sourceIsDefault: chosenSource.isDefault,
      // Staff book on the hotel's own sources: no external channel.
      serviceName: null,
      checkIn: general.checkIn,
      workingDate,
      roomChosen: lines.some((line) => line.roomIds.length > 0),
    })
    ? local(chosenSource)
    : null;
}
