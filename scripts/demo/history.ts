import { addDays, datesBetween } from '@hotel/events/dates';
import type { CommandPipeline } from '@hotel/command-service/pipeline/handle-command';
import type { DemoCaller } from './client';
import type { DemoClock } from './clock';
import { bookingOf } from './front-desk/booking';
import { liveDay } from './front-desk/day';
import { dayLists } from './front-desk/days';
import { openDesk } from './front-desk/desk';
import type { DemoHotel } from './hotel';
import type { DemoPlan } from './plan';

/**
 * The demo's weeks, day by day, as the front desk would have lived them: each morning the
 * departures pay and check out, during the day bookings come in (some with a deposit) and
 * some are cancelled, in the afternoon the arrivals check in, in the evening services go on
 * the bills, and at night the night audit closes the day (marking the no-shows) and moves
 * the working date on. Today is left open: its arrivals and departures are the desk's work.
 */
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
  const desk = openDesk({ caller, pipeline, hotel });
  const { ids, idOf } = desk;
  const lists = dayLists(plan);
  const book = bookingOf(desk, lists.groups);
  for (const date of datesBetween(plan.firstDay, addDays(today, 1))) {
    await liveDay({ desk, clock, plan, lists, book }, date);
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
