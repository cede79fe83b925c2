import { addDays, datesBetween } from '@hotel/events/dates';
import { streams } from '@hotel/events/streams';
import { balanceNow } from '@hotel/command-service/folio/decider';
import type { CommandPipeline } from '@hotel/command-service/pipeline/handle-command';
import { reservation } from '@hotel/command-service/reservations/decider';
import type { DemoCaller } from './client';
import type { DemoClock } from './clock';
import type { DemoHotel, PlanKey, RoomTypeKey } from './hotel';
import type { DemoPlan, PlannedStay } from './plan';

/**
 * The demo's weeks, day by day, as the front desk would have lived them: each morning the
 * departures pay and check out, during the day bookings come in (some with a deposit) and
 * some are cancelled, in the afternoon the arrivals check in, in the evening services go on
 * the bills, and at night the night audit closes the day (marking the no-shows) and moves
 * the working date on. Today is left open: its arrivals and departures are the desk's work.
 */
/**
 * Runs `work` for every item, at most `limit` at a time: the stays of one phase of a day are
 * independent of each other (each stay's own steps stay in order), and commands sent together
 * share the event store's commits (group commit) instead of waiting for one each.
 */
const eachAtOnce = async <T>(
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

export const liveThroughHistory = async ({
  caller,
  clock,
  pipeline,
  hotel,
  plan,
}: {
  caller: DemoCaller;
  clock: DemoClock;
  pipeline: CommandPipeline;
  hotel: DemoHotel;
  plan: DemoPlan;
}): Promise<{ reservations: number }> => {
  const { today } = plan;
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

  const groups = new Map<string, PlannedStay[]>();
  for (const stay of plan.stays) {
    if (stay.group) groups.set(stay.group, [...(groups.get(stay.group) ?? []), stay]);
  }
  const byDay = <T>(items: readonly T[], dateOf: (item: T) => string | null) => {
    const map = new Map<string, T[]>();
    for (const item of items) {
      const date = dateOf(item);
      if (date !== null) map.set(date, [...(map.get(date) ?? []), item]);
    }
    return map;
  };
  const bookings = byDay(plan.stays, (s) => s.bookedOn);
  const cancellations = byDay(plan.stays, (s) => s.canceledOn);
  const arrivals = byDay(
    plan.stays.filter((s) => s.fate === 'stayed'),
    (s) => s.checkIn,
  );
  const departures = byDay(
    plan.stays.filter((s) => s.fate === 'stayed' && (s.checkOut < today || s.leftThisMorning)),
    (s) => s.checkOut,
  );
  const noShows = byDay(
    plan.stays.filter((s) => s.fate === 'no-show'),
    (s) => s.checkIn,
  );
  const services = byDay(
    plan.stays.flatMap((stay) => stay.services.map((service, i) => ({ stay, service, i }))),
    ({ service }) => service.on,
  );
  const blocksOn = byDay(plan.blocks, (b) => b.createdOn);
  const groupReceivables = new Map<number, string>();
  /** Each stay's booking (its group: what invoices and VAT receipts are made for). */
  const groupIds = new Map<number, string>();
  const depositIds = new Map<number, string>();
  // The e-receipt (VAT) of a guest who left on the last day with departures before today.
  const receiptDay = [...departures.keys()]
    .filter((d) => d < today && (departures.get(d) ?? []).some((s) => !s.group))
    .sort()
    .at(-1);

  const book = async (stay: PlannedStay) => {
    if (ids.has(stay.n)) return;
    const members = stay.group ? (groups.get(stay.group) ?? [stay]) : [stay];
    const type = hotel.roomTypes[stay.roomType];
    const planId = hotel.plans[`${stay.roomType}:${stay.plan}` as PlanKey] ?? null;
    const roomIds = members.map((m) => roomId(m)).filter((id): id is string => id !== null);
    const answer = await post<{ groupId: string; reservationIds: string[] }>(
      '/reservations/book',
      {
        source: { id: hotel.sources[stay.source] },
        ...(stay.group ? { partner: { id: hotel.partnerId } } : {}),
        stayType: 'night',
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        roomTypes: [
          {
            roomTypeId: type.id,
            ratePlanId: planId,
            numberOfGuests: stay.adults,
            ageOfChildren: stay.childAges,
            quantity: members.length,
            roomIds,
          },
        ],
        guest: {
          name: stay.guest.name,
          surname: stay.guest.surname,
          phoneNumber: stay.guest.phoneNumber,
          email: stay.guest.email,
          nationality: stay.guest.nationality,
        },
        status: stay.status,
        notes: stay.group
          ? 'Хангай Майнинг ХХК-ийн ажилчид. Төлбөрийг байгууллага дансаар төлнө.'
          : null,
      },
      stay.group ? `group:${stay.group}:book` : `stay:${stay.n}:book`,
    );
    // The rooms of a group come back in the order their rooms were given.
    members.forEach((member, i) => {
      ids.set(member.n, answer.reservationIds[i] as string);
      groupIds.set(member.n, answer.groupId);
    });
    for (const member of members) {
      if (member.deposit) {
        const deposit = ({ total }: { total: number }) =>
          Math.round((total * 0.3) / 10_000) * 10_000;
        const paymentId = await pay(member, 'deposit', deposit, 'prepaid', member.deposit);
        if (paymentId) depositIds.set(member.n, paymentId);
      }
    }
  };

  /**
   * After the day's departures: the partner's group that left gets its invoice (billed to the
   * company, due in two weeks), and on `receiptDay` a guest who paid gets the e-receipt (VAT).
   */
  const paperwork = async (date: string) => {
    const left = departures.get(date) ?? [];
    for (const group of new Set(left.flatMap((s) => (s.group ? [s.group] : [])))) {
      const first = left.find((s) => s.group === group) as PlannedStay;
      await post(
        '/invoices',
        {
          groupId: groupIds.get(first.n),
          email: 'finance@khangai-mining.mn',
          customer: {
            customerName: 'Хангай Майнинг ХХК',
            registerNo: '5551234',
            address: 'Улаанбаатар, Сүхбаатар дүүрэг, Сөүлийн гудамж 21',
            phoneNumber: '99095512',
            contractNo: 'ГЭ-2026/14',
            invoiceDate: date,
            paymentPeriod: addDays(date, 14),
          },
          items: [],
        },
        `group:${group}:invoice`,
      );
    }
    if (date !== receiptDay) return;
    for (const stay of left.filter((s) => !s.group)) {
      if ((await balanceOf(idOf(stay))).balance !== 0) continue;
      await post(
        '/vat-receipts',
        { groupId: groupIds.get(stay.n), billType: 'individual' },
        `stay:${stay.n}:vat-receipt`,
      );
      return;
    }
  };

  /**
   * A guest asks for a room on the public booking page this morning: the request waits for
   * the front desk (confirm, ask for the payment into the bank account, or turn it down).
   * For the first room type with a room left on the nights asked for (the plan knows them).
   */
  const requestOnline = async () => {
    const keys: RoomTypeKey[] = ['deluxe', 'twin', 'family', 'suite'];
    for (let ahead = 5; ahead < 20; ahead++) {
      const checkIn = addDays(today, ahead);
      const checkOut = addDays(checkIn, 2);
      const key = keys.find((k) => {
        const taken = plan.stays.filter(
          (s) =>
            s.roomType === k &&
            s.fate !== 'canceled' &&
            s.checkIn < checkOut &&
            s.checkOut > checkIn,
        ).length;
        const blocked = plan.blocks.filter(
          (b) => b.roomType === k && b.startDate < checkOut && b.endDate >= checkIn,
        ).length;
        return taken + blocked < hotel.roomTypes[k].rooms.length;
      });
      if (!key) continue;
      await post(
        `/online/book/${hotel.propertyId}/requests`,
        {
          checkIn,
          checkOut,
          rooms: [{ roomTypeId: hotel.roomTypes[key].id, quantity: 1, numberOfGuests: 2 }],
          guest: {
            name: 'Оюунаа',
            surname: 'Дашдорж',
            email: 'oyunaa.dashdorj@example.mn',
            phoneNumber: '99887766',
            nationality: 'MN',
          },
          notes: 'Орой 20 цагийн үед ирнэ. Нисэх буудлаас тосох боломжтой юу?',
        },
        'online-request:1',
      );
      return;
    }
    throw new Error('demo seed: no room left for the online request');
  };

  for (const date of datesBetween(plan.firstDay, addDays(today, 1))) {
    // Departures: the bill is settled (the partner's as a receivable), then the guest leaves.
    clock.day(date, '07:40');
    await eachAtOnce(departures.get(date) ?? [], async (stay) => {
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
    await paperwork(date);
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
    // Bookings of the day, and a room taken out of order.
    clock.setTime('09:30');
    for (const block of blocksOn.get(date) ?? []) {
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
    const todays = (bookings.get(date) ?? []).filter((stay) => {
      const key = stay.group ?? `stay:${stay.n}`;
      if (booked.has(key)) return false;
      booked.add(key);
      return true;
    });
    await eachAtOnce(todays, book);
    if (date === today) {
      clock.setTime('10:30');
      await requestOnline();
    }
    // Cancellations: a late one pays half the first night's worth of the policy on the spot.
    clock.setTime('11:30');
    await eachAtOnce(cancellations.get(date) ?? [], async (stay) => {
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
    // The housekeeper makes up the rooms left (today: half of them so far).
    clock.setTime('12:30');
    const vacated = (departures.get(date) ?? []).filter((s) => s.room !== null);
    const madeUp = date === today ? vacated.slice(0, Math.ceil(vacated.length / 2)) : vacated;
    await eachAtOnce(madeUp, async (stay) => {
      await caller.post(
        `/housekeeping/rooms/${roomId(stay) as string}`,
        { status: 'clean' },
        { key: `demo-v2:housekeeping:${date}:${stay.room}`, as: hotel.housekeeper.id },
      );
    });
    // Arrivals: check in (walk-ins pay at once; family rooms may ask for an extra bed).
    clock.setTime('14:00');
    await eachAtOnce(arrivals.get(date) ?? [], async (stay) => {
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
    // Services on the bills of guests in the house.
    clock.setTime('19:00');
    const billed = [...byDay(services.get(date) ?? [], ({ stay }) => String(stay.n)).values()];
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
    // The night audit closes every day but today.
    if (date < today) {
      clock.setTime('23:50');
      await post(
        '/night-audit/perform',
        { date, noShows: (noShows.get(date) ?? []).map(idOf) },
        `night-audit:${date}`,
      );
    }
  }
  const unbooked = plan.stays.filter((s) => !ids.has(s.n));
  if (unbooked.length > 0) throw new Error(`demo seed: ${unbooked.length} stays never booked`);

  // The owner leaves a note on the long-staying suite guest: the seed's last command.
  const vip = plan.stays.find(
    (s) =>
      s.room === '501' &&
      s.source === 'booking' &&
      s.fate === 'stayed' &&
      s.checkIn < today &&
      s.checkOut > today,
  );
  if (!vip) throw new Error('demo seed: the suite guest is missing from the plan');
  await caller.post(
    '/reservations/notes',
    {
      id: idOf(vip),
      notes: 'VIP зочин. Өдөр бүр шинэ жимс, ус тавих. Гарахдаа нисэх буудал руу тээвэр захиална.',
    },
    { key: 'demo-v2:done:vip-note', as: hotel.ownerId },
  );
  return { reservations: ids.size };
};
