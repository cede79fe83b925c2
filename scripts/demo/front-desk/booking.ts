import type { PlanKey } from '../hotel';
import type { PlannedStay } from '../plan';
import type { Desk } from './desk';

/**
 * Books a stay (a group's stays all at once, with their rooms) and takes the deposits asked
 * for; a stay already booked is left alone.
 */
export const bookingOf =
  (desk: Desk, groups: ReadonlyMap<string, PlannedStay[]>) =>
  async (stay: PlannedStay): Promise<void> => {
    const { hotel, ids, post, roomId, pay, groupIds, depositIds } = desk;
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
