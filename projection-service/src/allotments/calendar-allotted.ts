import type { ReadStore } from '@hotel/infra/read-store/port';
import { ALLOTMENT_STAYS, ALLOTMENTS, type AllotmentDoc, type AllotmentStayDoc } from './documents';
import { pickUpNights } from './pick-up';

/**
 * The rooms the allotments in force still hold on each night of a calendar range (from … to,
 * `to` excluded), per room type: what the ledger counts against the type beside stays, blocks
 * and holds (docs/allotments.md) — the rooms allotted less the partner's own stays of the type
 * that night (a pick-up is a stay: counted once, as the stay), 0 once the night audit released
 * the night. Only nights where something is held are listed.
 */
export const calendarAllotted = async (
  readStore: ReadStore,
  propertyId: string,
  { from, to }: { from: string; to: string },
): Promise<{ roomTypeId: string; date: string; rooms: number }[]> => {
  const contracts = await readStore
    .collection<AllotmentDoc>(ALLOTMENTS)
    .find({ propertyId, canceledAt: null, firstNight: { $lt: to }, lastNight: { $gte: from } });
  if (contracts.length === 0) return [];
  const partners = [...new Set(contracts.map((contract) => contract.partnerId))];
  const stays = await readStore.collection<AllotmentStayDoc>(ALLOTMENT_STAYS).find({
    propertyId,
    partnerId: { $in: partners },
    checkIn: { $lt: to },
    checkOut: { $gt: from },
  });
  const held = new Map<string, { roomTypeId: string; date: string; rooms: number }>();
  for (const contract of contracts) {
    for (const night of pickUpNights(contract, stays)) {
      if (night.date < from || night.date >= to || night.remaining <= 0) continue;
      const key = `${contract.roomTypeId}|${night.date}`;
      const entry = held.get(key);
      if (entry) entry.rooms += night.remaining;
      else
        held.set(key, {
          roomTypeId: contract.roomTypeId,
          date: night.date,
          rooms: night.remaining,
        });
    }
  }
  return [...held.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || a.roomTypeId.localeCompare(b.roomTypeId),
  );
};
