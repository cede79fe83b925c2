import { registerAccountCommand } from '@hotel/command-service/account/routes';
import { systemContext } from '@hotel/command-service/pipeline/context';
import { createCommandPipeline } from '@hotel/command-service/pipeline/handle-command';
import { registerPropertyCommand } from '@hotel/command-service/property/routes';
import { deriveId } from '@hotel/events/ids';
import type { EventStore } from '@hotel/infra/event-store/port';
import type { Logger } from '@hotel/infra/logging';

/** Fixed command ids make seeding idempotent: a second start adds nothing. */
const DEMO_ACCOUNT_COMMAND = 'demo-seed-account-v1';
const DEMO_PROPERTY_COMMAND = 'demo-seed-property-v1';

export const DEMO_LOGIN = { email: 'demo@hotel.mn', password: 'demo-hotel-2026' } as const;

/**
 * An empty store gets a demo owner account and its active demo property, made through the
 * normal command pipeline.
 */
export const seedDemo = async ({
  eventStore,
  logger,
  publicUrl,
}: {
  eventStore: EventStore;
  logger: Logger;
  publicUrl: string;
}): Promise<void> => {
  if ((await eventStore.headPosition()) !== undefined) return;
  const pipeline = createCommandPipeline({ eventStore });
  const owner = await pipeline(
    registerAccountCommand.handler,
    {
      name: 'Демо Эзэмшигч',
      position: 'Гүйцэтгэх захирал',
      phoneNumber: '+976 9911 2233',
      ...DEMO_LOGIN,
    },
    systemContext(DEMO_ACCOUNT_COMMAND, registerAccountCommand.type),
  );
  const ownerId = String(owner.body.id);
  const property = {
    name: 'Туул Ривер Зочид Буудал',
    registerNo: '1234567',
    companyName: 'Туул Ривер ХХК',
    email: 'frontdesk@tuul-river.mn',
    phone: '+976 7011 2233',
  };
  const outcome = await pipeline(
    registerPropertyCommand.handler,
    property,
    systemContext(DEMO_PROPERTY_COMMAND, registerPropertyCommand.type, {
      userId: ownerId,
      propertyId: deriveId(DEMO_PROPERTY_COMMAND, 'property'),
    }),
  );
  logger.info(
    { propertyId: outcome.body.id, ownerId },
    `demo property registered: "${property.name}"`,
  );
  console.warn(
    `\n  Demo property: ${property.name}\n` +
      `  Log in at ${publicUrl}/login as ${DEMO_LOGIN.email} with password ${DEMO_LOGIN.password}\n`,
  );
};
