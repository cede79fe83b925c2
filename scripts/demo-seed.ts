import { createCommandPipeline } from '@hotel/command-service/pipeline/handle-command';
import { registerPropertyCommand } from '@hotel/command-service/property/routes';
import { deriveId } from '@hotel/events/ids';
import type { EventStore } from '@hotel/infra/event-store/port';
import type { Logger } from '@hotel/infra/logging';

/** The fixed command id makes seeding idempotent: a second start adds nothing. */
const DEMO_COMMAND_ID = 'demo-seed-property-v1';

/** An empty store gets a demo property, registered through the normal command pipeline. */
export const seedDemo = async ({
  eventStore,
  logger,
}: {
  eventStore: EventStore;
  logger: Logger;
}): Promise<void> => {
  if ((await eventStore.headPosition()) !== undefined) return;
  const pipeline = createCommandPipeline({ eventStore });
  const command = {
    name: 'Туул Ривер Зочид Буудал',
    registerNo: '1234567',
    companyName: 'Туул Ривер ХХК',
    email: 'frontdesk@tuul-river.mn',
    phone: '+976 7011 2233',
  };
  const outcome = await pipeline(registerPropertyCommand.handler, command, {
    commandId: DEMO_COMMAND_ID,
    commandType: registerPropertyCommand.type,
    requestHash: 'demo',
    correlationId: DEMO_COMMAND_ID,
    causationId: DEMO_COMMAND_ID,
    userId: 'system',
    propertyId: deriveId(DEMO_COMMAND_ID, 'property'),
    language: 'mn',
    now: new Date().toISOString(),
  });
  logger.info(
    { propertyId: outcome.body.id },
    `demo property registered: "${command.name}" (register no. ${command.registerNo})`,
  );
  console.warn(
    `\n  Demo property: ${command.name} — open the app and pick it from the property list.\n` +
      '  (Staff accounts and the demo login arrive with the identity issue.)\n',
  );
};
