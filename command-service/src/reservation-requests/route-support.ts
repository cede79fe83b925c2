import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { DomainEvent } from '@hotel/events/metadata';
import { streams } from '@hotel/events/streams';
import { propertyRoute } from '@hotel/infra/http/route-policy';
import type { Logger } from '@hotel/infra/logging';
import type { MailMessage, Mailer } from '@hotel/infra/mail/port';
import {
  type CommandRouteDeps,
  commandContext,
  commandRoute,
  sendOutcome,
} from '../http/command-route';
import type { CommandContext } from '../pipeline/context';
import type { Decision, Loader } from '../pipeline/handle-command';
import { property } from '../property/decider';
import { ratePlans } from '../rates/decider';
import { ledger, type LedgerState } from '../reservations/ledger';
import { occupancyLock } from '../reservations/route-support';
import { type BookingWorld, loadWorld } from '../reservations/world';
import {
  receiveRequest,
  type RequestDecision,
  type RequestIntake,
  reservationRequest,
  type RequestState,
} from './decider';
import { requestReceivedMail } from './mail';

export const MANAGE_RESERVATIONS = propertyRoute('manage-reservations');

export interface RequestRouteDeps extends CommandRouteDeps {
  readonly mailer: Mailer;
  readonly logger: Logger;
}

/** The streams a request decision appends to: the request, then the ledger (if it changed). */
export const requestEvents = (
  propertyId: string,
  resReqId: string,
  decision: RequestDecision,
): Record<string, readonly DomainEvent[]> => ({
  [streams.reservationRequest(resReqId)]: decision.request,
  ...(decision.ledger.length > 0 ? { [streams.occupancy(propertyId)]: decision.ledger } : {}),
});

/**
 * A world with the calendars of the plans requests are priced by: the online-booking plans
 * (and, for a conversion, the plans its lines name).
 */
export const loadRequestWorld = async (
  loader: Loader,
  propertyId: string,
  extraPlanIds: readonly (string | null)[] = [],
): Promise<BookingWorld> => {
  const plans = await loader.load(streams.ratePlans(propertyId), ratePlans);
  const online = [...plans.values()].filter((p) => p.isOnlineBook).map((p) => p.id);
  return loadWorld(loader, propertyId, [...online, ...extraPlanIds]);
};

/** The property's name as guests know it (the profile's, else the registered one). */
export const hotelNameOf = async (loader: Loader, world: BookingWorld): Promise<string> => {
  if (world.profile.info?.name) return world.profile.info.name;
  const place = await loader.load(streams.property(world.propertyId), property);
  return place.status === 'none' ? '' : place.name;
};

/** Sends an e-mail after the command is stored; says whether the mail server took it. */
export const sendAfterwards = async (
  deps: RequestRouteDeps,
  message: MailMessage | null,
  what: string,
): Promise<boolean | undefined> => {
  if (!message) return undefined;
  try {
    await deps.mailer.send(message);
    return true;
  } catch (error) {
    deps.logger.error({ err: error }, `${what} e-mail could not be sent`);
    return false;
  }
};

/** Takes in a request from any channel (the port): decide, hold, store, then e-mail the guest. */
export const receiveHandler =
  (deps: RequestRouteDeps) =>
  async (
    req: Request,
    res: Response,
    intake: RequestIntake,
    propertyId: string,
    data: unknown,
  ): Promise<void> => {
    const context = commandContext(req, res, deps, {
      type: 'ReceiveReservationRequest',
      data,
      propertyId,
    });
    let mail: MailMessage | null = null;
    const outcome = await deps.pipeline(
      async (_command, ctx, loader) => {
        const world = await loadRequestWorld(loader, propertyId);
        const occupancy = await loader.load(streams.occupancy(propertyId), ledger);
        const decision = receiveRequest(intake, world, occupancy, ctx);
        const received = decision.request[0];
        mail =
          received?.type === 'ReservationRequestReceived'
            ? requestReceivedMail(
                world,
                await hotelNameOf(loader, world),
                received.data,
                decision.until,
              )
            : null;
        return {
          events: requestEvents(propertyId, decision.id, decision),
          status: 201,
          body: { id: decision.id, number: decision.number, until: decision.until },
        };
      },
      intake,
      context,
      occupancyLock(intake, context),
    );
    const emailSent = outcome.replayed
      ? undefined
      : await sendAfterwards(deps, mail, 'reservation request');
    sendOutcome(res, outcome, emailSent === undefined ? {} : { emailSent });
  };

/** Loads what a decision on one request needs: the request, its property's world and ledger. */
export const loadRequest = async (loader: Loader, propertyId: string, id: string) => {
  const current = await loader.load(streams.reservationRequest(id), reservationRequest);
  const planIds = current.exists ? current.roomTypes.map((r) => r.ratePlanId) : [];
  const world = await loadRequestWorld(loader, propertyId, planIds);
  const occupancy = await loader.load(streams.occupancy(propertyId), ledger);
  return { current, world, occupancy };
};

/** A command on one request, decided against its property's world and ledger. */
export const requestCommand = <Schema extends z.ZodType<{ id: string }>>(
  deps: RequestRouteDeps,
  type: string,
  schema: Schema,
  decide: (
    command: z.output<Schema>,
    current: RequestState,
    world: BookingWorld,
    occupancy: LedgerState,
    context: CommandContext,
  ) => RequestDecision & { readonly answer?: Record<string, unknown> },
) =>
  commandRoute(deps, {
    type,
    schema,
    lockKey: occupancyLock,
    handler: async (command, context, loader): Promise<Decision> => {
      const propertyId = context.propertyId as string;
      const { current, world, occupancy } = await loadRequest(loader, propertyId, command.id);
      const decision = decide(command, current, world, occupancy, context);
      return {
        events: requestEvents(propertyId, command.id, decision),
        status: 200,
        body: { id: command.id, ...decision.answer },
      };
    },
  });
