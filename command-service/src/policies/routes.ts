import { idParamSchema } from '@hotel/events/fields';
import { deriveId } from '@hotel/events/ids';
import {
  saveCancellationPolicySchema,
  saveChildPolicySchema,
  saveExtraBedPolicySchema,
  setChildAgeSchema,
} from '@hotel/events/policies/commands';
import type { PoliciesEvent } from '@hotel/events/policies/events';
import { streams } from '@hotel/events/streams';
import { type GuardedRoutes, propertyRoute } from '@hotel/infra/http/route-policy';
import { type CommandRouteDeps, commandRoute } from '../http/command-route';
import type { CommandContext } from '../pipeline/context';
import type { Loader } from '../pipeline/handle-command';
import {
  policies,
  type PoliciesState,
  removeChildPolicy,
  removeExtraBedPolicy,
  saveChildPolicy,
  saveExtraBedPolicy,
  setCancellationPolicy,
  setChildAge,
} from './decider';

const MANAGE_SETTINGS = propertyRoute('manage-settings');

/** The property a guarded command acts in (the guard checked X-Slug already). */
const propertyOf = (context: CommandContext): string => {
  if (!context.propertyId) throw new Error('property command without a property');
  return context.propertyId;
};

/** Runs a decision on the property's policies aggregate; answers with the id it is about. */
const onPolicies =
  (
    decide: (
      propertyId: string,
      state: PoliciesState,
      context: CommandContext,
    ) => { events: PoliciesEvent[]; id?: string; created?: boolean },
  ) =>
  async (context: CommandContext, { load }: Loader) => {
    const propertyId = propertyOf(context);
    const stream = streams.policies(propertyId);
    const {
      events,
      id,
      created = false,
    } = decide(propertyId, await load(stream, policies), context);
    return {
      events: { [stream]: events },
      status: created ? 201 : 200,
      body: id ? { id } : {},
    };
  };

/**
 * The policies of the X-Slug property (settings spec §7): its cancellation policy, child and
 * extra-bed policies (add/change by POST, DELETE by id) and its child age.
 */
export const policiesRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
  routes.post(
    '/cancellation/policies',
    MANAGE_SETTINGS,
    commandRoute(deps, {
      type: 'SetCancellationPolicy',
      schema: saveCancellationPolicySchema,
      handler: (command, context, loader) =>
        onPolicies((propertyId, state) => {
          const events = setCancellationPolicy(
            { ...command, propertyId, newId: deriveId(context.commandId, 'cancellation-policy') },
            state,
          );
          const id = state.cancellation?.id ?? deriveId(context.commandId, 'cancellation-policy');
          return { events, id };
        })(context, loader),
    }),
  );

  routes.post(
    '/children/policies',
    MANAGE_SETTINGS,
    commandRoute(deps, {
      type: 'SaveChildPolicy',
      schema: saveChildPolicySchema,
      handler: (command, context, loader) =>
        onPolicies((propertyId, state) => {
          const newId = deriveId(context.commandId, 'child-policy');
          return {
            events: saveChildPolicy({ ...command, propertyId, newId }, state),
            id: command.id ?? newId,
            created: !command.id,
          };
        })(context, loader),
    }),
  );

  routes.delete(
    '/children/policies/:id',
    MANAGE_SETTINGS,
    commandRoute(deps, {
      type: 'RemoveChildPolicy',
      schema: idParamSchema,
      handler: (command, context, loader) =>
        onPolicies((_, state) => ({ events: removeChildPolicy(command.id, state) }))(
          context,
          loader,
        ),
    }),
  );

  routes.post(
    '/extrabed/policies',
    MANAGE_SETTINGS,
    commandRoute(deps, {
      type: 'SaveExtraBedPolicy',
      schema: saveExtraBedPolicySchema,
      handler: (command, context, loader) =>
        onPolicies((propertyId, state) => {
          const newId = deriveId(context.commandId, 'extra-bed-policy');
          return {
            events: saveExtraBedPolicy({ ...command, propertyId, newId }, state),
            id: command.id ?? newId,
            created: !command.id,
          };
        })(context, loader),
    }),
  );

  routes.delete(
    '/extrabed/policies/:id',
    MANAGE_SETTINGS,
    commandRoute(deps, {
      type: 'RemoveExtraBedPolicy',
      schema: idParamSchema,
      handler: (command, context, loader) =>
        onPolicies((_, state) => ({ events: removeExtraBedPolicy(command.id, state) }))(
          context,
          loader,
        ),
    }),
  );

  routes.post(
    '/hotel/update/age',
    MANAGE_SETTINGS,
    commandRoute(deps, {
      type: 'SetChildAge',
      schema: setChildAgeSchema,
      handler: (command, context, loader) =>
        onPolicies((propertyId, state) => ({
          events: setChildAge({ propertyId, age: command.age }, state),
        }))(context, loader),
    }),
  );
};
