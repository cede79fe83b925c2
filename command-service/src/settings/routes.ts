import type { z } from 'zod';
import { idParamSchema } from '@hotel/events/fields';
import { deriveId } from '@hotel/events/ids';
import {
  saveContactSchema,
  saveCurrencySchema,
  savePartnerSchema,
  savePaymentMethodSchema,
  saveServiceCategorySchema,
  saveServiceSchema,
  saveSourceSchema,
  saveTaxSchema,
} from '@hotel/events/settings/commands';
import type { SettingsKind } from '@hotel/events/settings/events';
import { streams } from '@hotel/events/streams';
import { type GuardedRoutes, propertyRoute } from '@hotel/infra/http/route-policy';
import { type CommandRouteDeps, commandRoute } from '../http/command-route';
import { access } from '../access/decider';
import type { Loader } from '../pipeline/handle-command';
import { removeItem, saveItem, settings } from './decider';

/** Each settings list: its URL, the permission that manages it and its form's schema. */
const lists: readonly {
  kind: SettingsKind;
  path: string;
  permission: string;
  schema: z.ZodType<{ id?: string | undefined }>;
}[] = [
  { kind: 'Source', path: '/sources', permission: 'manage-sources', schema: saveSourceSchema },
  {
    kind: 'PaymentMethod',
    path: '/payment/methods',
    permission: 'manage-payment-methods',
    schema: savePaymentMethodSchema,
  },
  {
    kind: 'Currency',
    path: '/currencies',
    permission: 'manage-currencies',
    schema: saveCurrencySchema,
  },
  { kind: 'Tax', path: '/taxes', permission: 'manage-taxes', schema: saveTaxSchema },
  { kind: 'Partner', path: '/partners', permission: 'manage-partners', schema: savePartnerSchema },
  {
    kind: 'ServiceCategory',
    path: '/service/categories',
    permission: 'manage-services',
    schema: saveServiceCategorySchema,
  },
  { kind: 'Service', path: '/services', permission: 'manage-services', schema: saveServiceSchema },
  { kind: 'Contact', path: '/contacts', permission: 'manage-settings', schema: saveContactSchema },
];

/** Whether the caller owns the property (its access stream says who does). */
const isOwner = async (
  propertyId: string,
  userId: string,
  load: Loader['load'],
): Promise<boolean> => {
  const state = await load(streams.access(propertyId), access);
  return state.status === 'open' && state.ownerId === userId;
};

/** POST /api/<list> (add or change) and DELETE /api/<list>/:id for every settings list. */
export const settingsRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
  for (const { kind, path, permission, schema } of lists) {
    const policy = propertyRoute(permission);
    routes.post(
      path,
      policy,
      commandRoute(deps, {
        type: `Save${kind}`,
        schema,
        handler: async (command, context, { load }) => {
          const propertyId = context.propertyId as string;
          const stream = streams.settings(propertyId);
          const { id, ...fields } = command;
          const newId = deriveId(context.commandId, kind);
          // Only the owner (the spec's "default user") may edit the default contact.
          const byOwner = kind === 'Contact' && (await isOwner(propertyId, context.userId, load));
          const events = saveItem(
            { kind, propertyId, id, newId, fields: fields as never, byOwner },
            await load(stream, settings),
          );
          return {
            events: { [stream]: events },
            status: id ? 200 : 201,
            body: { id: id ?? newId },
          };
        },
      }),
    );
    routes.delete(
      `${path}/:id`,
      policy,
      commandRoute(deps, {
        type: `Remove${kind}`,
        schema: idParamSchema,
        handler: async (command, context, { load }) => {
          const stream = streams.settings(context.propertyId as string);
          return {
            events: {
              [stream]: removeItem({ kind, id: command.id }, await load(stream, settings)),
            },
            status: 200,
            body: {},
          };
        },
      }),
    );
  }
};
