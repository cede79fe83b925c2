import { z } from 'zod';
import { deriveId } from '@hotel/events/ids';
import {
  lookupRegisterNoSchema,
  type RegisterProperty,
  registerPropertySchema,
} from '@hotel/events/property/commands';
import { streams } from '@hotel/events/streams';
import { apiSchema } from '@hotel/infra/http/api-schemas';
import { accountRoute, type GuardedRoutes } from '@hotel/infra/http/route-policy';
import { forbidden } from '../http/problems';
import { account } from '../account/decider';
import { access, openAccess } from '../access/decider';
import { translate } from '@hotel/events/messages';
import { type CommandRouteDeps, commandRoute } from '../http/command-route';
import type { CommandContext } from '../pipeline/context';
import type { CommandHandler } from '../pipeline/handle-command';
import { openSettings, settings } from '../settings/decider';
import { property, propertyRegistry, registerProperty } from './decider';
import { lookupRegisterNoRoute } from './lookup-route';
import { activatePropertyCommand } from './operator-routes';
import type { PropertyRouteOptions } from './options';

/** What the route answers (named in the API's document). */
const registerNoLookupAnswer = apiSchema(
  'RegisterNoLookup',
  z.object({
    registerNo: z.string(),
    companyName: z.string().nullable().describe('From the company registry; null: type it'),
    available: z.literal(true),
  }),
);

/** PROPERTY_APPROVAL reaches the handler in its context (unset: active at once). */
type RegistrationContext = CommandContext & { readonly needsApproval?: boolean };

export const registerPropertyCommand = {
  type: 'RegisterProperty',
  schema: registerPropertySchema,
  propertyId: (commandId: string) => deriveId(commandId, 'property'),
  handler: (async (command, context: RegistrationContext, { load }) => {
    const propertyId = context.propertyId as string;
    const owner = await load(streams.account(context.userId), account);
    if (owner.status !== 'registered' || !owner.isDefault) throw forbidden(context.language);
    const propertyStream = streams.property(propertyId);
    const registryStream = streams.propertyRegistry();
    const accessStream = streams.access(propertyId);
    const events = registerProperty(
      command,
      {
        property: await load(propertyStream, property),
        registry: await load(registryStream, propertyRegistry),
      },
      {
        ...context,
        propertyId,
        ownerAccountId: owner.id,
        needsApproval: context.needsApproval ?? false,
      },
    );
    const accessEvents = openAccess(
      {
        propertyId,
        ownerAccountId: owner.id,
        defaultRoleId: deriveId(context.commandId, 'default-role'),
        defaultRoleName: translate('role.defaultName', 'mn'),
        defaultRoleNameEn: translate('role.defaultName', 'en'),
      },
      await load(accessStream, access),
    );
    const settingsStream = streams.settings(propertyId);
    // Seeded in both languages, whatever the registration's (issue 18): `name` in Mongolian,
    // `nameEn` in English; the screens show the one of their language.
    const defaultName = (key: Parameters<typeof translate>[0]) => ({
      name: translate(key, 'mn'),
      nameEn: translate(key, 'en'),
    });
    const settingsEvents = openSettings(
      {
        propertyId,
        ids: {
          currency: deriveId(context.commandId, 'default-currency'),
          tax: deriveId(context.commandId, 'default-tax'),
          serviceCategory: deriveId(context.commandId, 'default-service-category'),
          source: deriveId(context.commandId, 'default-source'),
          paymentMethod: deriveId(context.commandId, 'default-payment-method'),
          contact: deriveId(context.commandId, 'default-contact'),
        },
        names: {
          currency: defaultName('defaults.currencyName'),
          tax: defaultName('defaults.taxName'),
          serviceCategory: defaultName('defaults.serviceCategoryName'),
          source: defaultName('defaults.sourceName'),
          paymentMethod: defaultName('defaults.paymentMethodName'),
        },
        sourceShortName: translate('defaults.sourceName', context.language)
          .slice(0, 2)
          .toLocaleUpperCase(),
        owner: {
          name: owner.name,
          position: owner.position || null,
          phoneNumber: owner.phoneNumber || null,
          email: owner.email,
        },
      },
      await load(settingsStream, settings),
    );
    return {
      events: {
        [propertyStream]: events.property,
        [registryStream]: events.registry,
        [accessStream]: accessEvents,
        [settingsStream]: settingsEvents,
      },
      status: 201,
      body: { id: propertyId },
    };
  }) satisfies CommandHandler<RegisterProperty>,
};

export const propertyRoutes = (
  routes: GuardedRoutes,
  deps: CommandRouteDeps,
  options: PropertyRouteOptions,
): void => {
  const register: typeof registerPropertyCommand = {
    ...registerPropertyCommand,
    handler: (command, context, loader) =>
      registerPropertyCommand.handler(
        command,
        { ...context, needsApproval: options.needsApproval },
        loader,
      ),
  };
  routes.post('/hotels/lookup', accountRoute, lookupRegisterNoRoute(options));
  routes.post('/hotels', accountRoute, commandRoute(deps, register));
  routes.post(
    '/operator/properties/:id/activate',
    accountRoute,
    commandRoute(deps, activatePropertyCommand(options.operatorEmails)),
  );
  // The query each route above reads (OpenAPI, input sweeps).
  routes.describe('post', '/hotels/lookup', {
    body: lookupRegisterNoSchema,
    response: registerNoLookupAnswer,
  });
};
