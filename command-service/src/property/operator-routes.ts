import { idParamSchema } from '@hotel/events/fields';
import { streams } from '@hotel/events/streams';
import { isOperatorEmail } from '@hotel/infra/config';
import type { z } from 'zod';
import { account } from '../account/decider';
import type { CommandRoute } from '../http/command-route';
import { forbidden } from '../http/problems';
import type { CommandHandler } from '../pipeline/handle-command';
import { activateProperty, property } from './decider';

type ActivateProperty = z.output<typeof idParamSchema>;

/**
 * POST /api/operator/properties/:id/activate — an operator (an account whose e-mail is in
 * OPERATOR_EMAILS) confirms a property waiting for confirmation. Anyone else: 403, whatever
 * the id; an unknown id: 404; an active property: 400 `property.alreadyActive`.
 */
export const activatePropertyCommand = (
  operatorEmails: readonly string[],
): CommandRoute<typeof idParamSchema> => ({
  type: 'ActivateProperty',
  schema: idParamSchema,
  propertyId: (_commandId, req) => String(req.params.id),
  handler: (async (command, context, { load }) => {
    const operator = await load(streams.account(context.userId), account);
    if (operator.status !== 'registered' || !isOperatorEmail(operatorEmails, operator.email)) {
      throw forbidden(context.language);
    }
    const stream = streams.property(command.id);
    const events = activateProperty(await load(stream, property), {
      ...context,
      operatorAccountId: operator.id,
    });
    return { events: { [stream]: events }, status: 200, body: { id: command.id } };
  }) satisfies CommandHandler<ActivateProperty>,
});
