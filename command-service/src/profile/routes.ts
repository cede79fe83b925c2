import type { z } from 'zod';
import { idParamSchema } from '@hotel/events/fields';
import { deriveId } from '@hotel/events/ids';
import {
  saveHotelBankAccountSchema,
  saveHotelImagesSchema,
  saveHotelInfoSchema,
  saveHotelRuleSchema,
  saveHotelSettingSchema,
  setOnlineBookingSchema,
  syncFacilitiesSchema,
} from '@hotel/events/profile/commands';
import type { ProfileEvent } from '@hotel/events/profile/events';
import { streams } from '@hotel/events/streams';
import { type GuardedRoutes, propertyRoute } from '@hotel/infra/http/route-policy';
import { type CommandRouteDeps, commandRoute } from '../http/command-route';
import type { CommandContext } from '../pipeline/context';
import {
  profile,
  type ProfileContext,
  type ProfileState,
  removeBankAccount,
  removeRule,
  saveBankAccount,
  saveHotelInfo,
  saveHotelSetting,
  saveImages,
  saveRule,
  setOnlineBooking,
  syncFacilities,
} from './decider';

const MANAGE_SETTINGS = propertyRoute('manage-settings');

interface ProfileCommand<Schema extends z.ZodType> {
  readonly type: string;
  readonly schema: Schema;
  /** The decision on the property's profile; `newId` names what a new item would be. */
  readonly decide: (
    command: z.output<Schema>,
    state: ProfileState,
    at: ProfileContext,
  ) => ProfileEvent[];
  /** The answer's status and body (default 200, `{}`). */
  readonly answer?: (
    command: z.output<Schema>,
    newId: string,
  ) => { status: number; body: Record<string, unknown> };
}

/** A command on the caller's property profile (`profile-{X-Slug}`). */
const profileCommand = <Schema extends z.ZodType>(
  deps: CommandRouteDeps,
  route: ProfileCommand<Schema>,
) =>
  commandRoute(deps, {
    type: route.type,
    schema: route.schema,
    handler: async (command, context: CommandContext, { load }) => {
      const propertyId = context.propertyId as string;
      const stream = streams.profile(propertyId);
      const newId = deriveId(context.commandId, route.type);
      const events = route.decide(command, await load(stream, profile), { propertyId, newId });
      return {
        events: { [stream]: events },
        ...(route.answer?.(command, newId) ?? { status: 200, body: {} }),
      };
    },
  });

/** Saved list item: 201 with the new id, or 200 with the changed one. */
const savedItem = (command: { id?: string | undefined }, newId: string) => ({
  status: command.id ? 200 : 201,
  body: { id: command.id ?? newId },
});

/**
 * The property profile's commands (settings spec §7 hotels, hotel/banks, hotel/rules,
 * hotel/setting, sync/facilities), all under manage-settings. General info is
 * `POST /api/hotel/info`: `POST /api/hotels` registers a new property.
 */
export const profileRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
  routes.post(
    '/hotel/info',
    MANAGE_SETTINGS,
    profileCommand(deps, {
      type: 'SaveHotelInfo',
      schema: saveHotelInfoSchema,
      decide: saveHotelInfo,
    }),
  );
  routes.post(
    '/hotel/setting',
    MANAGE_SETTINGS,
    profileCommand(deps, {
      type: 'SaveHotelSetting',
      schema: saveHotelSettingSchema,
      decide: saveHotelSetting,
    }),
  );
  routes.post(
    '/hotel/online-booking',
    MANAGE_SETTINGS,
    profileCommand(deps, {
      type: 'SetOnlineBooking',
      schema: setOnlineBookingSchema,
      decide: setOnlineBooking,
    }),
  );
  routes.post(
    '/hotel/banks',
    MANAGE_SETTINGS,
    profileCommand(deps, {
      type: 'SaveHotelBankAccount',
      schema: saveHotelBankAccountSchema,
      decide: saveBankAccount,
      answer: savedItem,
    }),
  );
  routes.delete(
    '/hotel/banks/:id',
    MANAGE_SETTINGS,
    profileCommand(deps, {
      type: 'RemoveHotelBankAccount',
      schema: idParamSchema,
      decide: removeBankAccount,
    }),
  );
  routes.post(
    '/hotel/rules',
    MANAGE_SETTINGS,
    profileCommand(deps, {
      type: 'SaveHotelRule',
      schema: saveHotelRuleSchema,
      decide: saveRule,
      answer: savedItem,
    }),
  );
  routes.delete(
    '/hotel/rules/:id',
    MANAGE_SETTINGS,
    profileCommand(deps, {
      type: 'RemoveHotelRule',
      schema: idParamSchema,
      decide: removeRule,
    }),
  );
  routes.post(
    '/hotel/images',
    MANAGE_SETTINGS,
    profileCommand(deps, {
      type: 'SaveHotelImages',
      schema: saveHotelImagesSchema,
      decide: saveImages,
    }),
  );
  routes.post(
    '/sync/facilities',
    MANAGE_SETTINGS,
    profileCommand(deps, {
      type: 'SyncHotelFacilities',
      schema: syncFacilitiesSchema,
      decide: syncFacilities,
    }),
  );
};
