import { addDays } from '@hotel/events/dates';
import type { DemoRoomType, PlanKey, RoomTypeKey } from '../hotel';
import type { DemoPost } from './post';
import { roomTypeSpecs } from './room-types';

/** How long the daily rates of the season run from the first day of the demo. */
const SEASON_DAYS = 180;

/**
 * The rate plans: each room type's base plan (bookable online), breakfast and corporate plans
 * for twins and doubles, each with a season of daily rates from `firstDay` (weekends dearer).
 */
export const createRatePlans = async (
  post: DemoPost,
  firstDay: string,
  roomTypes: Readonly<Record<RoomTypeKey, DemoRoomType>>,
  partnerId: string,
): Promise<Partial<Record<PlanKey, string>>> => {
  const plans: Partial<Record<PlanKey, string>> = {};
  const lastDay = addDays(firstDay, SEASON_DAYS);
  const season = async (planId: string, weekday: number, weekend: number, key: string) => {
    const path = `/rate/plans/${planId}/daily/rates`;
    const range = { startDate: firstDay, endDate: lastDay, priceOp: 1 };
    await post(path, { ...range, days: [1, 2, 3, 4, 7], rate: weekday }, `${key}:weekdays`);
    await post(path, { ...range, days: [5, 6], rate: weekend }, `${key}:weekend`);
  };
  for (const spec of roomTypeSpecs) {
    const roomType = { id: roomTypes[spec.key].id };
    const base = (
      await post(
        '/rate/plans',
        {
          name: 'Үндсэн үнэ',
          nameEn: 'Standard rate',
          roomType,
          type: 'daily',
          isOnlineBook: true,
        },
        `plan:${spec.key}:base`,
      )
    ).id;
    plans[`${spec.key}:base`] = base;
    await season(base, spec.weekday, spec.weekend, `rates:${spec.key}:base`);
    if (spec.key === 'twin' || spec.key === 'deluxe') {
      const breakfast = (
        await post(
          '/rate/plans',
          {
            name: 'Өглөөний цайтай',
            nameEn: 'Bed and breakfast',
            roomType,
            type: 'daily',
            meals: [{ id: 'breakfast' }],
          },
          `plan:${spec.key}:breakfast`,
        )
      ).id;
      plans[`${spec.key}:breakfast`] = breakfast;
      await season(
        breakfast,
        spec.weekday + 25_000,
        spec.weekend + 25_000,
        `rates:${spec.key}:breakfast`,
      );
      const corporate = (
        await post(
          '/rate/plans',
          {
            name: 'Гэрээт байгууллага',
            nameEn: 'Corporate',
            roomType,
            type: 'daily',
            partners: [{ id: partnerId }],
          },
          `plan:${spec.key}:corporate`,
        )
      ).id;
      plans[`${spec.key}:corporate`] = corporate;
      const discounted = Math.round((spec.weekday * 0.85) / 1000) * 1000;
      await season(corporate, discounted, discounted, `rates:${spec.key}:corporate`);
    }
  }
  return plans;
};
