import type { UserClone } from '@hotel/events/reservations/events';
import { streams } from '@hotel/events/streams';
import type { DomainEvent } from '@hotel/events/metadata';
import { propertyRoute } from '@hotel/infra/http/route-policy';
import { account } from '../account/decider';
import type { CommandContext } from '../pipeline/context';
import type { Loader } from '../pipeline/handle-command';
import { type DecisionContext, reservation, type ReservationDecision } from './decider';
import { loadWorld } from './world';

/** What the reservation routes (and the other routes that change stays) share. */
export const MANAGE_RESERVATIONS = propertyRoute('manage-reservations');
export const EDIT_CANCELLATION_FEES = propertyRoute('edit-cancellation-fees');

/** Occupancy changes of one property take turns in this process (see the pipeline). */
export const occupancyLock = (_command: unknown, context: CommandContext) =>
  `occupancy-${context.propertyId as string}`;

/** The events of a decision, by stream. */
export const eventsOf = (
  decision: ReservationDecision,
  propertyId: string,
  groupId?: string,
): Record<string, readonly DomainEvent[]> => ({
  ...Object.fromEntries(
    [...decision.reservations].map(([id, events]) => [streams.reservation(id), events]),
  ),
  ...(groupId && decision.group.length > 0 ? { [streams.group(groupId)]: decision.group } : {}),
  ...(decision.ledger.length > 0 ? { [streams.occupancy(propertyId)]: decision.ledger } : {}),
});

/** Who books: the staff member's name and e-mail as they are now (cloned). */
const userOf = async ({ load }: Loader, userId: string): Promise<UserClone> => {
  const user = await load(streams.account(userId), account);
  return user.status === 'registered'
    ? { userId, name: user.name, email: user.email }
    : { userId, name: null, email: null };
};

export const decisionContext = async (
  loader: Loader,
  context: CommandContext,
): Promise<DecisionContext> => ({
  commandId: context.commandId,
  now: context.now,
  language: context.language,
  user: await userOf(loader, context.userId),
});

/** Loads what a change of one reservation is decided against. */
export const loadForChange = async (loader: Loader, propertyId: string, reservationId: string) => {
  const current = await loader.load(streams.reservation(reservationId), reservation);
  const planId = current.exists ? (current.ratePlanClone?.ratePlanId ?? null) : null;
  const world = await loadWorld(loader, propertyId, [planId]);
  return { current, world };
};
