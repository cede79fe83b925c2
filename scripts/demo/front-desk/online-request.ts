import { addDays } from '@hotel/events/dates';
import type { RoomTypeKey } from '../hotel';
import type { DemoPlan } from '../plan';
import type { Desk } from './desk';

/**
 * A guest asks for a room on the public booking page this morning: the request waits for
 * the front desk (confirm, ask for the payment into the bank account, or turn it down).
 * For the first room type with a room left on the nights asked for (the plan knows them).
 */
export const requestOnline = async ({ post, hotel }: Desk, plan: DemoPlan): Promise<void> => {
  const { today } = plan;
  const keys: RoomTypeKey[] = ['deluxe', 'twin', 'family', 'suite'];
  for (let ahead = 5; ahead < 20; ahead++) {
    const checkIn = addDays(today, ahead);
    const checkOut = addDays(checkIn, 2);
    const key = keys.find((k) => {
      const taken = plan.stays.filter(
        (s) =>
          s.roomType === k && s.fate !== 'canceled' && s.checkIn < checkOut && s.checkOut > checkIn,
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
