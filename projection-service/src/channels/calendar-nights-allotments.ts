import type { AllotmentEvent, AllotmentTerms } from '@hotel/events/allotments/events';
import { addDays, daysBetween } from '@hotel/events/dates';
import type { HeldStay } from '@hotel/events/reservations/events';
import type { Document, ReadSession } from '@hotel/infra/read-store/port';
import { releaseHolder, saveHolder } from './calendar-nights-holders';

/**
 * Allotments in the room type feeds (docs/allotments.md, docs/channels.md): a contract holds,
 * on each of its nights not yet released, its rooms less the partner's own night stays of its
 * room type that night (never below 0) — what the occupancy ledger counts against the type.
 * A pick-up is a stay: the stay is counted as one, and the allotment holds one room fewer.
 *
 * The held count changes night by night, so a contract is written as holders of runs of
 * nights with the same count (`allotment:{id}|{n}`, kind `allotment`, no room: a room's feed
 * never lists them); a run no longer held is kept, not live, as released stays are.
 */

/** Each contract the ledger keeps, with what the feeds need of it. */
export const CALENDAR_EXPORT_ALLOTMENTS = 'calendar_export_allotments';

export interface ExportAllotmentDoc extends Document {
  propertyId: string;
  partnerId: string;
  roomTypeId: string;
  firstNight: string;
  lastNight: string;
  rooms: number;
  /** The nights the night audit released (they hold nothing more). */
  released: string[];
  canceled: boolean;
  /** How many run holders were ever written (those past the current runs are released). */
  runs: number;
}

/** The partners' live night stays (what picks up an allotment), one per reservation. */
export const CALENDAR_EXPORT_PARTNER_STAYS = 'calendar_export_partner_stays';

export interface PartnerStayDoc extends Document {
  propertyId: string;
  partnerId: string;
  roomTypeId: string;
  from: string;
  to: string;
}

/** Runs of consecutive nights holding the same number of rooms (none where 0 are held). */
export const heldRuns = (
  contract: Pick<
    ExportAllotmentDoc,
    'firstNight' | 'lastNight' | 'rooms' | 'released' | 'canceled' | 'partnerId' | 'roomTypeId'
  >,
  stays: readonly Pick<PartnerStayDoc, 'partnerId' | 'roomTypeId' | 'from' | 'to'>[],
): { from: string; to: string; quantity: number }[] => {
  if (contract.canceled) return [];
  const count = daysBetween(contract.firstNight, contract.lastNight) + 1;
  const picked = new Array<number>(count).fill(0);
  for (const stay of stays) {
    if (stay.partnerId !== contract.partnerId || stay.roomTypeId !== contract.roomTypeId) continue;
    const from = Math.max(0, daysBetween(contract.firstNight, stay.from));
    const to = Math.min(count, daysBetween(contract.firstNight, stay.to));
    for (let k = from; k < to; k++) picked[k] = (picked[k] ?? 0) + 1;
  }
  const released = new Set(contract.released);
  const runs: { from: string; to: string; quantity: number }[] = [];
  for (let k = 0; k < count; k++) {
    const night = addDays(contract.firstNight, k);
    const held = released.has(night) ? 0 : Math.max(0, contract.rooms - (picked[k] ?? 0));
    const last = runs[runs.length - 1];
    if (held === 0) continue;
    if (last && last.to === night && last.quantity === held) last.to = addDays(night, 1);
    else runs.push({ from: night, to: addDays(night, 1), quantity: held });
  }
  return runs;
};

const contracts = (session: ReadSession) =>
  session.collection<ExportAllotmentDoc>(CALENDAR_EXPORT_ALLOTMENTS);
const partnerStays = (session: ReadSession) =>
  session.collection<PartnerStayDoc>(CALENDAR_EXPORT_PARTNER_STAYS);

/** Writes a contract's run holders as it now holds (releasing runs it no longer has). */
const writeRuns = async (session: ReadSession, contract: ExportAllotmentDoc, at: string) => {
  const stays = await partnerStays(session).find({ partnerId: contract.partnerId });
  const runs = heldRuns(
    contract,
    stays.filter((stay) => stay.propertyId === contract.propertyId),
  );
  for (const [n, run] of runs.entries()) {
    await saveHolder(session, {
      _id: `allotment:${contract._id}|${n}`,
      propertyId: contract.propertyId,
      kind: 'allotment',
      sourceId: contract._id,
      roomTypeId: contract.roomTypeId,
      from: run.from,
      to: run.to,
      quantity: run.quantity,
      until: null,
      live: true,
      rooms: [],
      updatedAt: at,
    });
  }
  for (let n = runs.length; n < contract.runs; n++) {
    await releaseHolder(session, `allotment:${contract._id}|${n}`, at);
  }
  const written = Math.max(contract.runs, runs.length);
  if (written !== contract.runs) {
    await contracts(session).updateOne({ _id: contract._id }, { $set: { runs: written } });
  }
};

const termsOf = (terms: AllotmentTerms) => ({
  partnerId: terms.partnerId,
  roomTypeId: terms.roomTypeId,
  firstNight: terms.firstNight,
  lastNight: terms.lastNight,
  rooms: terms.rooms,
});

/** A contract made, changed, canceled or with nights released. */
export const applyAllotmentEvent = async (
  session: ReadSession,
  event: AllotmentEvent,
  at: string,
): Promise<void> => {
  const data = event.data;
  let id: string;
  switch (event.type) {
    case 'AllotmentContracted':
    case 'AllotmentChanged': {
      const { allotment } = event.data;
      id = allotment.allotmentId;
      const was = await contracts(session).findOne({ _id: id });
      await contracts(session).replaceOne(
        { _id: id },
        {
          _id: id,
          propertyId: data.propertyId,
          ...termsOf(allotment),
          released: was?.released ?? [],
          canceled: false,
          runs: was?.runs ?? 0,
        },
        { upsert: true },
      );
      break;
    }
    case 'AllotmentCanceled':
      id = event.data.allotmentId;
      await contracts(session).updateOne({ _id: id }, { $set: { canceled: true } });
      break;
    case 'AllotmentNightsReleased': {
      id = event.data.allotmentId;
      const was = await contracts(session).findOne({ _id: id });
      if (!was) return;
      const released = [...new Set([...was.released, ...event.data.nights.map((n) => n.date)])];
      await contracts(session).updateOne({ _id: id }, { $set: { released: released.sort() } });
      break;
    }
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
  const contract = await contracts(session).findOne({ _id: id });
  if (contract) await writeRuns(session, contract, at);
};

/** Rewrites the contracts of `partnerId` and `roomTypeId` that share a night with `from`…`to`. */
const rewriteContractsOf = async (
  session: ReadSession,
  stay: Pick<PartnerStayDoc, 'propertyId' | 'partnerId' | 'roomTypeId' | 'from' | 'to'>,
  at: string,
) => {
  const found = await contracts(session).find({ partnerId: stay.partnerId });
  for (const contract of found) {
    if (
      contract.propertyId === stay.propertyId &&
      contract.roomTypeId === stay.roomTypeId &&
      !contract.canceled &&
      contract.firstNight < stay.to &&
      stay.from <= contract.lastNight
    ) {
      await writeRuns(session, contract, at);
    }
  }
};

/**
 * A stay held or changed (`stay`) or released (null): a partner's night stay picks up its
 * partner's allotments of its room type, so those contracts' runs are written again — for the
 * nights it left and the nights it took.
 */
export const applyPartnerStay = async (
  session: ReadSession,
  propertyId: string,
  reservationId: string,
  stay: HeldStay | null,
  at: string,
): Promise<void> => {
  const was = await partnerStays(session).findOne({ _id: reservationId });
  const picks =
    stay?.partnerId && stay.stayType === 'night' && stay.checkOut > stay.checkIn
      ? {
          _id: reservationId,
          propertyId,
          partnerId: stay.partnerId,
          roomTypeId: stay.roomTypeId,
          from: stay.checkIn,
          to: stay.checkOut,
        }
      : null;
  if (!was && !picks) return;
  if (
    was &&
    picks &&
    was.partnerId === picks.partnerId &&
    was.roomTypeId === picks.roomTypeId &&
    was.from === picks.from &&
    was.to === picks.to
  ) {
    return;
  }
  if (picks)
    await partnerStays(session).replaceOne({ _id: reservationId }, picks, { upsert: true });
  else await partnerStays(session).deleteOne({ _id: reservationId });
  // The nights it left and the nights it took (a contract in both is written twice: the
  // second write finds nothing changed).
  if (was) await rewriteContractsOf(session, was, at);
  if (picks) await rewriteContractsOf(session, picks, at);
};
