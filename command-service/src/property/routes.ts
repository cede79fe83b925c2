import type { Router } from 'express';
import { deriveId } from '@hotel/events/ids';
import { type RegisterProperty, registerPropertySchema } from '@hotel/events/property/commands';
import { streams } from '@hotel/events/streams';
import { requirePrincipal } from '@hotel/infra/http/auth';
import { forbidden } from '../http/problems';
import { account } from '../account/decider';
import { type CommandRouteDeps, commandRoute } from '../http/command-route';
import type { CommandHandler } from '../pipeline/handle-command';
import { property, propertyRegistry, registerProperty } from './decider';

export const registerPropertyCommand = {
  type: 'RegisterProperty',
  schema: registerPropertySchema,
  propertyId: (commandId: string) => deriveId(commandId, 'property'),
  handler: (async (command, context, { load }) => {
    const propertyId = context.propertyId as string;
    const owner = await load(streams.account(context.userId), account);
    if (owner.status !== 'registered' || !owner.isDefault) throw forbidden(context.language);
    const propertyStream = streams.property(propertyId);
    const registryStream = streams.propertyRegistry();
    const events = registerProperty(
      command,
      {
        property: await load(propertyStream, property),
        registry: await load(registryStream, propertyRegistry),
      },
      { ...context, propertyId, ownerAccountId: owner.id },
    );
    return {
      events: { [propertyStream]: events.property, [registryStream]: events.registry },
      status: 201,
      body: { id: propertyId },
    };
  }) satisfies CommandHandler<RegisterProperty>,
};

export const propertyRoutes = (router: Router, deps: CommandRouteDeps): void => {
  router.post(
    '/hotels',
    commandRoute(deps, {
      ...registerPropertyCommand,
      authorize: (_req, res) => requirePrincipal(res),
    }),
  );
};
