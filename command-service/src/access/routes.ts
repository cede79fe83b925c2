import { saveRoleSchema } from '@hotel/events/access/commands';
import { idParamSchema } from '@hotel/events/fields';
import { saveStaffUserSchema } from '@hotel/events/account/commands';
import { deriveId } from '@hotel/events/ids';
import { streams } from '@hotel/events/streams';
import { hashPassword } from '@hotel/infra/auth/passwords';
import { type GuardedRoutes, propertyRoute } from '@hotel/infra/http/route-policy';
import { account, emailRegistry, registerAccount } from '../account/decider';
import { type CommandRouteDeps, commandRoute } from '../http/command-route';
import {
  access,
  addStaffMember,
  changeStaffRole,
  deleteRole,
  removeStaffMember,
  saveRole,
  transferOwnership,
} from './decider';

const MANAGE_USERS = propertyRoute('manage-users');

/** The property a guarded command acts in (the guard checked X-Slug already). */
const propertyOf = (propertyId: string | null): string => {
  if (!propertyId) throw new Error('property command without a property');
  return propertyId;
};

export const accessRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
  routes.post(
    '/roles',
    MANAGE_USERS,
    commandRoute(deps, {
      type: 'SaveRole',
      schema: saveRoleSchema,
      handler: async (command, context, { load }) => {
        const stream = streams.access(propertyOf(context.propertyId));
        const newRoleId = deriveId(context.commandId, 'role');
        const events = saveRole({ ...command, newRoleId }, await load(stream, access));
        return {
          events: { [stream]: events },
          status: command.id ? 200 : 201,
          body: { id: command.id ?? newRoleId },
        };
      },
    }),
  );

  routes.delete(
    '/roles/:id',
    MANAGE_USERS,
    commandRoute(deps, {
      type: 'DeleteRole',
      schema: idParamSchema,
      handler: async (command, context, { load }) => {
        const stream = streams.access(propertyOf(context.propertyId));
        return {
          events: { [stream]: deleteRole(command.id, await load(stream, access)) },
          status: 200,
          body: {},
        };
      },
    }),
  );

  routes.post(
    '/users',
    MANAGE_USERS,
    commandRoute(deps, {
      type: 'SaveStaffUser',
      schema: saveStaffUserSchema,
      handler: async (command, context, { load }) => {
        const accessStream = streams.access(propertyOf(context.propertyId));
        const state = await load(accessStream, access);
        if (command.id) {
          // Edit: details on the account, the role in this property.
          const accountStream = streams.account(command.id);
          const staff = await load(accountStream, account);
          const roleEvents = changeStaffRole(
            { accountId: command.id, roleId: command.role.id },
            state,
          );
          if (staff.status !== 'registered') throw new Error('staff member without an account');
          return {
            events: {
              [accessStream]: roleEvents,
              [accountStream]: [
                {
                  type: 'AccountDetailsChanged',
                  data: {
                    accountId: command.id,
                    name: command.name,
                    position: command.position,
                    phoneNumber: command.phoneNumber,
                  },
                },
              ],
            },
            status: 200,
            body: { id: command.id },
          };
        }
        const accountId = deriveId(context.commandId, 'account');
        const accountStream = streams.account(accountId);
        const registryStream = streams.emailRegistry();
        const memberEvents = addStaffMember({ accountId, roleId: command.role.id }, state);
        const accountEvents = registerAccount(
          {
            name: command.name,
            position: command.position,
            phoneNumber: command.phoneNumber,
            email: command.email as string,
            passwordHash: await hashPassword(command.password as string),
            isDefault: false,
          },
          {
            account: await load(accountStream, account),
            registry: await load(registryStream, emailRegistry),
          },
          { ...context, accountId },
        );
        return {
          events: {
            [accountStream]: accountEvents.account,
            [registryStream]: accountEvents.registry,
            [accessStream]: memberEvents,
          },
          status: 201,
          body: { id: accountId },
        };
      },
    }),
  );

  routes.delete(
    '/users/:id',
    MANAGE_USERS,
    commandRoute(deps, {
      type: 'RemoveStaffUser',
      schema: idParamSchema,
      handler: async (command, context, { load }) => {
        const stream = streams.access(propertyOf(context.propertyId));
        const events = removeStaffMember(
          { accountId: command.id, callerId: context.userId },
          await load(stream, access),
        );
        return { events: { [stream]: events }, status: 200, body: {} };
      },
    }),
  );

  routes.post(
    '/users/owner',
    MANAGE_USERS,
    commandRoute(deps, {
      type: 'TransferOwnership',
      schema: idParamSchema,
      handler: async (command, context, { load }) => {
        const stream = streams.access(propertyOf(context.propertyId));
        const events = transferOwnership(
          { toAccountId: command.id, callerId: context.userId },
          await load(stream, access),
        );
        return { events: { [stream]: events }, status: 200, body: {} };
      },
    }),
  );
};
