import { streams } from '@hotel/events/streams';
import { balanceNow } from '@hotel/command-service/folio/decider';
import type { CommandPipeline } from '@hotel/command-service/pipeline/handle-command';
import { reservation } from '@hotel/command-service/reservations/decider';
import type { DemoCaller } from '../client';
import type { DemoHotel } from '../hotel';
import type { PlannedStay } from '../plan';

/**
 * Runs `work` for every item, at most `limit` at a time: the stays of one phase of a day are
 * independent of each other (each stay's own steps stay in order), and commands sent together
 * share the event store's commits (group commit) instead of waiting for one each.
 */
export const eachAtOnce = async <T>(
  items: readonly T[],
  work: (item: T) => Promise<void>,
  limit = 16,
): Promise<void> => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
};

/**
 * The front desk as the seed works it: the clerk's caller, the reservations booked so far (by
 * the plan's stay number), and the steps every phase of a day takes on a stay.
 */
export const openDesk = ({
  caller,
  pipeline,
  hotel,
}: {
  caller: DemoCaller;
  pipeline: CommandPipeline;
  hotel: DemoHotel;
}) => {
  // The front desk clerk runs the desk: bookings, check-ins, payments, the night audit.
  caller.use({ user: hotel.frontDesk.id, property: hotel.propertyId });
  const post = <Body = Record<string, unknown>>(path: string, body: unknown, key: string) =>
    caller.post<Body>(path, body, { key: `demo-v2:${key}` });
  const ids = new Map<number, string>();
  const idOf = (stay: PlannedStay) => {
    const id = ids.get(stay.n);
    if (!id) throw new Error(`demo seed: stay ${stay.n} was not booked`);
    return id;
  };
  const roomId = (stay: PlannedStay, room = stay.room) =>
    room === null
      ? null
      : (hotel.roomTypes[stay.roomType].rooms.find((r) => r.name === room)?.id ?? null);
  const balanceOf = async (id: string) => {
    const state = await pipeline.reader.load(streams.reservation(id), reservation);
    if (!state.exists) throw new Error(`demo seed: reservation ${id} not found`);
    return { balance: balanceNow(state), total: state.price.total };
  };
  /**
   * A payment of `amount` (worked out from the reservation as it stands). A payment already
   * recorded (a seed cut short and started again) is answered as it was: the reservation has
   * moved on since, so its amount would no longer be the one sent the first time.
   */
  const pay = async (
    stay: PlannedStay,
    what: string,
    amount: (state: { balance: number; total: number }) => number,
    incomeType: 'paid' | 'prepaid' | 'receivable',
    method = stay.method,
  ): Promise<string | null> => {
    const key = `demo-v2:stay:${stay.n}:${what}`;
    const earlier = await caller.answered<{ id: string }>(key, 'PostPayment');
    if (earlier) return earlier.id;
    const due = amount(await balanceOf(idOf(stay)));
    if (due <= 0) return null;
    const answer = await caller.post<{ id: string }>(
      '/payments',
      {
        id: idOf(stay),
        incomeType,
        billType: stay.group ? 'organization' : 'individual',
        pays: [{ paymentMethod: { id: hotel.methods[method] }, amount: due }],
      },
      { key },
    );
    return answer.id;
  };
  const setStatus = (stay: PlannedStay, status: string, extra: Record<string, unknown> = {}) =>
    post('/reservations/status', { id: idOf(stay), status, ...extra }, `stay:${stay.n}:${status}`);

  const groupReceivables = new Map<number, string>();
  /** Each stay's booking (its group: what invoices and VAT receipts are made for). */
  const groupIds = new Map<number, string>();
  const depositIds = new Map<number, string>();
  return {
    hotel,
    caller,
    post,
    ids,
    idOf,
    roomId,
    balanceOf,
    pay,
    setStatus,
    groupReceivables,
    groupIds,
    depositIds,
  };
};

export type Desk = ReturnType<typeof openDesk>;
