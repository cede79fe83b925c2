import type { NextFunction, Request, Response } from 'express';
import { parseLanguage, translate } from '@hotel/events/messages';
import {
  availabilitySchema,
  changeDatesSchema,
  checkRoomTypesSchema,
  roomChoicesSchema,
} from '@hotel/events/reservations/commands';
import { RuleBroken, Unavailable } from '@hotel/events/rule-broken';
import { streams } from '@hotel/events/streams';
import { requirePrincipal } from '@hotel/infra/http/auth';
import {
  availabilityAnswer,
  datesCheckAnswer,
  roomChoicesAnswer,
  roomTypesCheckAnswer,
} from './answers';
import { type GuardedRoutes, propertyCallerOf, describedBy } from '@hotel/infra/http/route-policy';
import { type CommandRouteDeps, mapCommandError, parseInput } from '../http/command-route';
import { changeDates, checkRoomTypes, type DecisionContext, reservation } from './decider';
import { ledger } from './ledger';
import { loadForChange, MANAGE_RESERVATIONS } from './route-support';
import { roomChoices } from './room-choices';
import { availabilityOf } from './availability-check';
import { loadWorld } from './world';

/** Questions asked before a change (they write nothing): dates, room types, rooms, availability. */
export const checkRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
  routes.post(
    '/check/reservation',
    MANAGE_RESERVATIONS,
    describedBy({
      body: changeDatesSchema,
      summary: 'Whether new dates fit (writes nothing)',
      response: datesCheckAnswer,
    }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const command = parseInput(changeDatesSchema, req.body, req);
        const { propertyId } = propertyCallerOf(res);
        const language = parseLanguage(req.header('x-language'));
        const loader = deps.pipeline.glance;
        const { current, world } = await loadForChange(loader, propertyId, command.id);
        const occupancy = await loader.load(streams.occupancy(propertyId), ledger);
        const context: DecisionContext = {
          commandId: 'check',
          now: deps.now().toISOString(),
          language,
          user: { userId: requirePrincipal(res).accountId, name: null, email: null },
        };
        try {
          const decision = changeDates(command, current, world, occupancy, context);
          res.json({
            available: true,
            total: decision.price.total,
            balance: decision.balance,
            checkOut: decision.stay.checkOut,
            message: translate('reservation.available', language),
          });
        } catch (error) {
          const refused =
            error instanceof Unavailable ||
            (error instanceof RuleBroken && error.rule === 'reservation.notSellable');
          if (!refused) throw error;
          res.json({
            available: false,
            total: current.exists ? current.price.total : 0,
            balance: current.exists ? current.price.total - current.paid : 0,
            checkOut: command.checkOut ?? command.checkIn,
            message: translate(error.rule, language, error.params),
          });
        }
      } catch (error) {
        next(error);
      }
    },
  );

  routes.post(
    '/room/types/check',
    MANAGE_RESERVATIONS,
    describedBy({
      body: checkRoomTypesSchema,
      response: roomTypesCheckAnswer,
      summary: 'Which room types can take this stay, and the price of each choice',
    }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const command = parseInput(checkRoomTypesSchema, req.body, req);
        const { propertyId } = propertyCallerOf(res);
        const loader = deps.pipeline.glance;
        const current = await loader.load(streams.reservation(command.id), reservation);
        const world = await loadWorld(loader, propertyId, 'all');
        const occupancy = await loader.load(streams.occupancy(propertyId), ledger);
        res.json(
          checkRoomTypes(command, current, world, occupancy, {
            now: deps.now().toISOString(),
            language: parseLanguage(req.header('x-language')),
          }),
        );
      } catch (error) {
        next(mapCommandError(error));
      }
    },
  );

  routes.post(
    '/reservation/room/choices',
    MANAGE_RESERVATIONS,
    describedBy({
      body: roomChoicesSchema,
      response: roomChoicesAnswer,
      summary: 'The rooms a reservation may move to: current, free, occupied (by which) or blocked',
    }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const { id } = parseInput(roomChoicesSchema, req.body, req);
        const { propertyId } = propertyCallerOf(res);
        const loader = deps.pipeline.glance;
        const current = await loader.load(streams.reservation(id), reservation);
        const world = await loadWorld(loader, propertyId, 'all');
        const occupancy = await loader.load(streams.occupancy(propertyId), ledger);
        res.json(roomChoices(current, world, occupancy, deps.now().toISOString()));
      } catch (error) {
        next(error);
      }
    },
  );

  routes.post(
    '/check/availability',
    MANAGE_RESERVATIONS,
    describedBy({
      body: availabilitySchema,
      response: availabilityAnswer,
      summary: 'Free rooms per room type and night',
    }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const search = parseInput(availabilitySchema, req.body, req);
        const { propertyId } = propertyCallerOf(res);
        const language = parseLanguage(req.header('x-language'));
        const loader = deps.pipeline.glance;
        const world = await loadWorld(loader, propertyId, 'all');
        const occupancy = await loader.load(streams.occupancy(propertyId), ledger);
        res.json(availabilityOf(world, occupancy, search, deps.now().toISOString(), language));
      } catch (error) {
        next(error);
      }
    },
  );
};
