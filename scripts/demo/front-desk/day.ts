import type { DemoClock } from '../clock';
import type { DemoPlan, PlannedStay } from '../plan';
import { byDay, type DayLists } from './days';
import { type Desk, eachAtOnce } from './desk';
import { requestOnline } from './online-request';
import { paperwork } from './paperwork';

/** What every phase of a day works with. */
export interface DayContext {
  readonly desk: Desk;
  readonly clock: DemoClock;
  readonly plan: DemoPlan;
  readonly lists: DayLists;
  readonly book: (stay: PlannedStay) => Promise<void>;
}

/**
 * Departures: the bill is settled (the partner's as a receivable), then the guest leaves; then
 * the day's paperwork, and the partner's bill paid on its day.
 */
const departuresPhase = async ({ desk, plan, lists }: DayContext, date: string): Promise<void> => {
  const { pay, setStatus, groupReceivables, balanceOf, idOf, post, hotel } = desk;
  await eachAtOnce(lists.departures.get(date) ?? [], async (stay) => {
    const paymentId = await pay(
      stay,
      'settle',
      ({ balance }) => balance,
      stay.group ? 'receivable' : 'paid',
      stay.group ? 'transfer' : stay.method,
    );
    if (stay.group && paymentId) groupReceivables.set(stay.n, paymentId);
    await setStatus(stay, 'checked-out');
  });
  await paperwork(desk, lists, date);
  if (date === plan.receivablePaidOn) {
    // The partner pays the first bill of last week's group by bank transfer.
    const first = Math.min(...groupReceivables.keys());
    const stay = plan.stays.find((s) => s.n === first);
    if (stay) {
      const { total } = await balanceOf(idOf(stay));
      await post(
        '/incomes/pay',
        {
          id: groupReceivables.get(stay.n),
          reservationId: idOf(stay),
          pays: [{ paymentMethod: { id: hotel.methods.transfer }, amount: total }],
          paidAt: date,
        },
        `stay:${stay.n}:receivable-paid`,
      );
    }
  }
};

/** Bookings of the day, and a room taken out of order; today, a request from the public page. */
const bookingsPhase = async (
  { desk, clock, plan, lists, book }: DayContext,
  date: string,
): Promise<void> => {
  const { hotel, post } = desk;
  const { today } = plan;
  for (const block of lists.blocksOn.get(date) ?? []) {
    const type = hotel.roomTypes[block.roomType];
    const room = type.rooms.find((r) => r.name === block.room);
    if (room) {
      await post(
        '/blocks',
        {
          roomTypeId: type.id,
          rooms: [room.id],
          startDate: block.startDate,
          endDate: block.endDate,
          description: 'Сантехникийн засвар: угаалгын өрөөний хоолой солино.',
        },
        `block:${block.room}:${block.startDate}`,
      );
    }
  }
  const booked = new Set<string>();
  const todays = (lists.bookings.get(date) ?? []).filter((stay) => {
    const key = stay.group ?? `stay:${stay.n}`;
    if (booked.has(key)) return false;
    booked.add(key);
    return true;
  });
  await eachAtOnce(todays, book);
  if (date === today) {
    clock.setTime('10:30');
    await requestOnline(desk, plan);
  }
};

/** Cancellations: a late one pays half the first night's worth of the policy on the spot. */
const cancellationsPhase = async ({ desk, lists }: DayContext, date: string): Promise<void> => {
  const { balanceOf, idOf, setStatus, hotel, depositIds, post } = desk;
  await eachAtOnce(lists.cancellations.get(date) ?? [], async (stay) => {
    const { total } = await balanceOf(idOf(stay));
    const fee = stay.cancellationFee ? Math.round((total * 0.5) / 1000) * 1000 : 0;
    await setStatus(stay, 'canceled', {
      cancellationPayment: fee,
      isPaid: fee > 0,
      paymentMethodId: fee > 0 ? hotel.methods.card : null,
      notes:
        fee > 0 ? 'Хугацаа хоцорч цуцалсан: 50% торгууль төлсөн.' : 'Зочин аяллаа хойшлуулсан.',
    });
    // A deposit the cancellation does not keep is given back (the folio's credit).
    const depositId = depositIds.get(stay.n);
    const { balance } = await balanceOf(idOf(stay));
    if (depositId && balance < 0) {
      await post(
        '/payments/refund',
        {
          reservationId: idOf(stay),
          paymentId: depositId,
          amount: -balance,
          reason: 'Захиалга цуцалсан тул урьдчилгааг буцаан олгов.',
        },
        `stay:${stay.n}:refund`,
      );
    }
  });
};

/** The housekeeper makes up the rooms left (today: half of them so far). */
const housekeepingPhase = async (
  { desk, plan, lists }: DayContext,
  date: string,
): Promise<void> => {
  const { caller, roomId, hotel } = desk;
  const { today } = plan;
  const vacated = (lists.departures.get(date) ?? []).filter((s) => s.room !== null);
  const madeUp = date === today ? vacated.slice(0, Math.ceil(vacated.length / 2)) : vacated;
  await eachAtOnce(madeUp, async (stay) => {
    await caller.post(
      `/housekeeping/rooms/${roomId(stay) as string}`,
      { status: 'clean' },
      { key: `demo-v2:housekeeping:${date}:${stay.room}`, as: hotel.housekeeper.id },
    );
  });
};

/** Arrivals: check in (walk-ins pay at once; family rooms may ask for an extra bed). */
const arrivalsPhase = async ({ desk, lists }: DayContext, date: string): Promise<void> => {
  const { setStatus, post, idOf, hotel, pay } = desk;
  await eachAtOnce(lists.arrivals.get(date) ?? [], async (stay) => {
    await setStatus(stay, 'checked-in');
    if (stay.extraBed) {
      await post(
        '/extra/beds',
        { id: idOf(stay), policy: { id: hotel.extraBedPolicyId }, nights: 1 },
        `stay:${stay.n}:extra-bed`,
      );
    }
    if (stay.settle === 'check-in') {
      await pay(stay, 'paid-on-arrival', ({ balance }) => balance, 'paid');
    }
  });
};

/** Services on the bills of guests in the house. */
const servicesPhase = async ({ desk, lists }: DayContext, date: string): Promise<void> => {
  const { hotel, post, idOf } = desk;
  const billed = [...byDay(lists.services.get(date) ?? [], ({ stay }) => String(stay.n)).values()];
  await eachAtOnce(billed, async (items) => {
    for (const { stay, service, i } of items) {
      const { id, categoryId } = hotel.services[service.key];
      await post(
        '/items',
        {
          id: idOf(stay),
          serviceCategory: { id: categoryId },
          service: { id },
          quantity: service.quantity,
        },
        `stay:${stay.n}:service:${i}`,
      );
    }
  });
};

/**
 * One day of the front desk, phase by phase at the hours they happen; the night audit closes
 * every day but today.
 */
export const liveDay = async (context: DayContext, date: string): Promise<void> => {
  const { clock, plan, desk, lists } = context;
  clock.day(date, '07:40');
  await departuresPhase(context, date);
  clock.setTime('09:30');
  await bookingsPhase(context, date);
  clock.setTime('11:30');
  await cancellationsPhase(context, date);
  clock.setTime('12:30');
  await housekeepingPhase(context, date);
  clock.setTime('14:00');
  await arrivalsPhase(context, date);
  clock.setTime('19:00');
  await servicesPhase(context, date);
  // The night audit closes every day but today.
  if (date < plan.today) {
    clock.setTime('23:50');
    await desk.post(
      '/night-audit/perform',
      { date, noShows: (lists.noShows.get(date) ?? []).map(desk.idOf) },
      `night-audit:${date}`,
    );
  }
};
