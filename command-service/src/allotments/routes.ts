import { z } from 'zod';
import {
  cancelAllotmentSchema,
  changeAllotmentSchema,
  createAllotmentSchema,
  importRoomingListSchema,
} from '@hotel/events/allotments/commands';
import { translate } from '@hotel/events/messages';
import { HttpProblem, problemTypes } from '@hotel/infra/http/problem';
import type { AllotmentEvent } from '@hotel/events/allotments/events';
import { NotFound } from '@hotel/events/rule-broken';
import { streams } from '@hotel/events/streams';
import { apiSchema } from '@hotel/infra/http/api-schemas';
import { type GuardedRoutes, propertyRoute } from '@hotel/infra/http/route-policy';
import { type CommandRouteDeps, commandRoute } from '../http/command-route';
import { inventory } from '../inventory/decider';
import type { CommandContext } from '../pipeline/context';
import type { CommandHandler, Loader } from '../pipeline/handle-command';
import { property } from '../property/decider';
import { ledger } from '../reservations/ledger';
import { decisionContext, eventsOf, occupancyLock } from '../reservations/route-support';
import { loadWorld } from '../reservations/world';
import { bookRoomingList, RoomingListRefused } from './rooming-list';
import { settings } from '../settings/decider';
import {
  type AllotmentContext,
  type AllotmentWorld,
  cancelAllotment,
  changeAllotment,
  createAllotment,
} from './decider';

/**
 * Contracts are priced terms with a partner, kept by whoever keeps the rates: `manage-rates`
 * (docs/allotments.md). A permission of its own would leave every existing role without it.
 */
const MANAGE_RATES = propertyRoute('manage-rates');

/** What POST /api/allotments answers: the new contract's id. */
const contractedAnswer = apiSchema(
  'AllotmentContractedAnswer',
  z.object({ id: z.string(), position: z.string() }),
);

const loadAllotmentWorld = async (
  { load }: Loader,
  propertyId: string,
): Promise<AllotmentWorld> => {
  const [place, rooms, lists, occupancy] = await Promise.all([
    load(streams.property(propertyId), property),
    load(streams.inventory(propertyId), inventory),
    load(streams.settings(propertyId), settings),
    load(streams.occupancy(propertyId), ledger),
  ]);
  if (place.status === 'none') throw new NotFound('property');
  return {
    propertyId,
    workingDate: place.workingDate,
    inventory: rooms,
    partners: lists.Partner,
    ledger: occupancy,
  };
};

/**
 * An allotment command: decided against the property's working date, rooms, partners and
 * occupancy ledger, appended to the ledger with its expected revision under the property's
 * occupancy lock — a contract and a booking racing for the last rooms cannot both win.
 */
const allotmentCommand = <Schema extends z.ZodType>(
  deps: CommandRouteDeps,
  type: string,
  schema: Schema,
  status: number,
  decide: (
    command: z.output<Schema>,
    world: AllotmentWorld,
    context: AllotmentContext,
  ) => AllotmentEvent[],
  idOf: (command: z.output<Schema>, events: AllotmentEvent[]) => string,
  response?: z.ZodType,
) =>
  commandRoute(deps, {
    type,
    schema,
    lockKey: occupancyLock,
    ...(response ? { response } : {}),
    handler: (async (command, context: CommandContext, loader) => {
      const propertyId = context.propertyId as string;
      const world = await loadAllotmentWorld(loader, propertyId);
      const events = decide(command, world, { commandId: context.commandId, now: context.now });
      return {
        events: events.length > 0 ? { [streams.occupancy(propertyId)]: events } : {},
        status,
        body: { id: idOf(command, events) },
      };
    }) satisfies CommandHandler<z.output<Schema>>,
  });

/** What POST /api/allotments/:id/rooming-list answers: the group and its reservations. */
const roomingListAnswer = apiSchema(
  'RoomingListBooked',
  z.object({
    groupId: z.string(),
    reservationIds: z.array(z.string()),
    position: z.string(),
  }),
);

/**
 * The rooming list refused: 400 with each row's problems under `rows.{index}.{column}` (index 0
 * is the sheet's first guest), in the caller's language. Nothing was booked.
 */
const refusal = (error: RoomingListRefused, language: Parameters<typeof translate>[1]) => {
  const errors: Record<string, string[]> = {};
  for (const problem of error.problems) {
    const key = `rows.${problem.row - 1}.${problem.field}`;
    (errors[key] ??= []).push(translate(problem.rule, language, problem.params));
  }
  const title = translate('allotment.roomingListRefused', language, {
    count: new Set(error.problems.map((p) => p.row)).size,
  });
  return new HttpProblem({
    type: problemTypes.rule,
    title,
    detail: title,
    status: 400,
    code: 'allotment.roomingListRefused',
    errors,
  });
};

/** Allotment contracts (docs/allotments.md): create, change, cancel; a rooming list booked. */
export const allotmentRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
  routes.post(
    '/allotments',
    MANAGE_RATES,
    allotmentCommand(
      deps,
      'CreateAllotment',
      createAllotmentSchema,
      201,
      createAllotment,
      (_command, events) => {
        const [event] = events;
        return event?.type === 'AllotmentContracted' ? event.data.allotment.allotmentId : '';
      },
      contractedAnswer,
    ),
  );
  routes.post(
    '/allotments/:id',
    MANAGE_RATES,
    allotmentCommand(
      deps,
      'ChangeAllotment',
      changeAllotmentSchema,
      200,
      changeAllotment,
      (command) => command.id,
    ),
  );
  routes.delete(
    '/allotments/:id',
    MANAGE_RATES,
    allotmentCommand(
      deps,
      'CancelAllotment',
      cancelAllotmentSchema,
      200,
      cancelAllotment,
      (command) => command.id,
    ),
  );
  routes.post(
    '/allotments/:id/rooming-list',
    // Booking guests is the desk's work; the contract is the partner's terms.
    propertyRoute('manage-reservations'),
    commandRoute(deps, {
      type: 'ImportRoomingList',
      schema: importRoomingListSchema,
      lockKey: occupancyLock,
      response: roomingListAnswer,
      handler: (async (command, context: CommandContext, loader) => {
        const propertyId = context.propertyId as string;
        const world = await loadWorld(loader, propertyId, [null]);
        const occupancy = await loader.load(streams.occupancy(propertyId), ledger);
        let decision: ReturnType<typeof bookRoomingList>;
        try {
          decision = bookRoomingList(
            command,
            world,
            occupancy,
            await decisionContext(loader, context),
          );
        } catch (error) {
          if (error instanceof RoomingListRefused) throw refusal(error, context.language);
          throw error;
        }
        return {
          events: eventsOf(decision, propertyId, decision.groupId),
          status: 201,
          body: { groupId: decision.groupId, reservationIds: decision.reservationIds },
        };
      }) satisfies CommandHandler<z.output<typeof importRoomingListSchema>>,
    }),
  );
};
