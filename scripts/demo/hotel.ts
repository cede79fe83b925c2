import type { CommandPipeline } from '@hotel/command-service/pipeline/handle-command';
import type { DemoCaller } from './client';
import type { DemoClock } from './clock';
import { openGuestPage } from './furnish/guest-page';
import { createPolicies } from './furnish/policies';
import type { DemoPost } from './furnish/post';
import { createRatePlans } from './furnish/rate-plans';
import { createRoomTypes } from './furnish/room-types';
import { createSettingsLists } from './furnish/settings-lists';
import { createStaff } from './furnish/staff';

/**
 * The demo hotel's furnishing, as its owner would set it up on the first day in the settings
 * screens: room types and rooms, channels, payment methods, services, a partner company, rate
 * plans with a season of daily rates, policies, two staff members with limited roles, and the
 * hotel's page for guests (description, bank account, online booking open).
 */

export interface DemoRoomType {
  readonly key: RoomTypeKey;
  readonly id: string;
  readonly name: string;
  readonly adults: number;
  readonly children: number;
  readonly rooms: readonly { readonly id: string; readonly name: string }[];
}

export type RoomTypeKey = 'twin' | 'deluxe' | 'family' | 'suite';
export type SourceKey = 'direct' | 'phone' | 'booking' | 'website';
export type MethodKey = 'cash' | 'card' | 'qpay' | 'transfer';
export type ServiceKey = 'breakfast' | 'minibar' | 'laundry' | 'transfer' | 'sauna';
export type PlanKey = `${RoomTypeKey}:${'base' | 'breakfast' | 'corporate'}`;

export interface DemoStaff {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  readonly email: string;
  readonly password: string;
}

export interface DemoHotel {
  readonly propertyId: string;
  readonly ownerId: string;
  /** The account guests pay into (payment requests name it). */
  readonly bankAccountId: string;
  readonly roomTypes: Readonly<Record<RoomTypeKey, DemoRoomType>>;
  readonly sources: Readonly<Record<SourceKey, string>>;
  readonly methods: Readonly<Record<MethodKey, string>>;
  readonly services: Readonly<
    Record<ServiceKey, { readonly id: string; readonly categoryId: string }>
  >;
  readonly partnerId: string;
  readonly plans: Readonly<Partial<Record<PlanKey, string>>>;
  readonly extraBedPolicyId: string;
  readonly frontDesk: DemoStaff;
  readonly housekeeper: DemoStaff;
}

/** Furnishes the demo property (on the day it was registered). */
export const furnishHotel = async ({
  caller,
  clock,
  pipeline,
  propertyId,
  ownerId,
  propertyName,
}: {
  caller: DemoCaller;
  clock: DemoClock;
  pipeline: CommandPipeline;
  propertyId: string;
  ownerId: string;
  /** The name it was registered under (its profile keeps it). */
  propertyName: string;
}): Promise<DemoHotel> => {
  const firstDay = clock.today();
  caller.use({ user: ownerId, property: propertyId });
  const post: DemoPost = <Body>(path: string, body: unknown, key: string) =>
    caller.post<Body>(path, body, { key: `demo-v2:${key}` });

  // Rooms.
  clock.setTime('09:00');
  const roomTypes = await createRoomTypes(post, pipeline, propertyId);

  // Channels, payment methods, services, the partner (the defaults came with the property).
  clock.setTime('10:00');
  const lists = await createSettingsLists(post, pipeline, propertyId);

  // Rate plans: the season's daily rates (weekends dearer), breakfast included, the partner's.
  clock.setTime('11:00');
  const plans = await createRatePlans(post, firstDay, roomTypes, lists.partnerId);

  // Policies: cancellation, children, extra beds.
  clock.setTime('13:00');
  const extraBedPolicyId = await createPolicies(post);

  // Staff: a front desk clerk and a housekeeper, each with a role of their own.
  clock.setTime('15:00');
  const { frontDesk, housekeeper } = await createStaff(post);

  // The hotel's page for guests, then online booking opened.
  clock.setTime('16:00');
  const bankAccountId = await openGuestPage(post, propertyName);

  return {
    propertyId,
    ownerId,
    bankAccountId,
    roomTypes,
    ...lists,
    plans,
    extraBedPolicyId,
    frontDesk,
    housekeeper,
  };
};
