import { idParamSchema } from '@hotel/events/fields';
import { deriveId } from '@hotel/events/ids';
import {
  planAndIntervalParamsSchema,
  saveIntervalSchema,
  saveOccupancyRatesSchema,
  saveRatePlanSchema,
  setDailyRatesSchema,
} from '@hotel/events/rates/commands';
import { streams } from '@hotel/events/streams';
import { type GuardedRoutes, propertyRoute } from '@hotel/infra/http/route-policy';
import { type CommandRouteDeps, commandRoute } from '../http/command-route';
import { inventory } from '../inventory/decider';
import { settings } from '../settings/decider';
import {
  rateCalendarAggregate,
  ratePlans,
  removeInterval,
  removeRatePlan,
  saveInterval,
  saveRatePlan,
  setDailyRates,
  setOccupancyRates,
} from './decider';

const MANAGE_RATES = propertyRoute('manage-rates');

/** Rate plans, their occupancy discounts, daily rates and intervals. */
export const ratesRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
  routes.post(
    '/rate/plans',
    MANAGE_RATES,
    commandRoute(deps, {
      type: 'SaveRatePlan',
      schema: saveRatePlanSchema,
      handler: async (command, context, { load }) => {
        const propertyId = context.propertyId as string;
        const stream = streams.ratePlans(propertyId);
        const rooms = await load(streams.inventory(propertyId), inventory);
        const partners = await load(streams.settings(propertyId), settings);
        const newId = deriveId(context.commandId, 'rate-plan');
        const events = saveRatePlan(
          { ...command, propertyId, newId },
          await load(stream, ratePlans),
          {
            roomType: rooms.roomTypes.get(command.roomTypeId),
            partnerExists: (id) => partners.Partner.has(id),
          },
        );
        return {
          events: { [stream]: events },
          status: command.id ? 200 : 201,
          body: { id: command.id ?? newId },
        };
      },
    }),
  );

  routes.post(
    '/rate/plans/occupancy',
    MANAGE_RATES,
    commandRoute(deps, {
      type: 'SetOccupancyRates',
      schema: saveOccupancyRatesSchema,
      handler: async (command, context, { load }) => {
        const propertyId = context.propertyId as string;
        const stream = streams.ratePlans(propertyId);
        const state = await load(stream, ratePlans);
        const rooms = await load(streams.inventory(propertyId), inventory);
        const roomType = rooms.roomTypes.get(state.get(command.id)?.roomTypeId ?? '');
        const events = setOccupancyRates({ ...command, propertyId }, state, roomType);
        return { events: { [stream]: events }, status: 200, body: { id: command.id } };
      },
    }),
  );

  routes.delete(
    '/rate/plans/:id',
    MANAGE_RATES,
    commandRoute(deps, {
      type: 'RemoveRatePlan',
      schema: idParamSchema,
      handler: async (command, context, { load }) => {
        const propertyId = context.propertyId as string;
        const stream = streams.ratePlans(propertyId);
        const events = removeRatePlan(
          { propertyId, id: command.id },
          await load(stream, ratePlans),
        );
        return { events: { [stream]: events }, status: 200, body: {} };
      },
    }),
  );

  routes.post(
    '/rate/plans/:id/daily/rates',
    MANAGE_RATES,
    commandRoute(deps, {
      type: 'SetDailyRates',
      schema: setDailyRatesSchema.and(idParamSchema),
      handler: async (command, context, { load }) => {
        const propertyId = context.propertyId as string;
        const plans = await load(streams.ratePlans(propertyId), ratePlans);
        const stream = streams.rates(command.id);
        const events = setDailyRates({ ...command, propertyId, ratePlanId: command.id }, plans);
        return { events: { [stream]: events }, status: 200, body: { id: command.id } };
      },
    }),
  );

  routes.post(
    '/intervals',
    MANAGE_RATES,
    commandRoute(deps, {
      type: 'SaveInterval',
      schema: saveIntervalSchema,
      handler: async (command, context, { load }) => {
        const propertyId = context.propertyId as string;
        const plans = await load(streams.ratePlans(propertyId), ratePlans);
        const stream = streams.rates(command.ratePlanId);
        const newId = deriveId(context.commandId, 'interval');
        const events = saveInterval(
          { ...command, propertyId, newId },
          plans,
          await load(stream, rateCalendarAggregate),
        );
        return {
          events: { [stream]: events },
          status: command.id ? 200 : 201,
          body: { id: command.id ?? newId },
        };
      },
    }),
  );

  routes.delete(
    '/rate/plans/:planId/intervals/:id',
    MANAGE_RATES,
    commandRoute(deps, {
      type: 'RemoveInterval',
      schema: planAndIntervalParamsSchema,
      handler: async (command, context, { load }) => {
        const propertyId = context.propertyId as string;
        const plans = await load(streams.ratePlans(propertyId), ratePlans);
        const stream = streams.rates(command.planId);
        const events = removeInterval(
          { propertyId, ratePlanId: command.planId, intervalId: command.id },
          plans,
          await load(stream, rateCalendarAggregate),
        );
        return { events: { [stream]: events }, status: 200, body: {} };
      },
    }),
  );
};
