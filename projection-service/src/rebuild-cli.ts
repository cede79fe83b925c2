import { ConfigError, loadConfig } from '@hotel/infra/config';
import { createLogger } from '@hotel/infra/logging';
import { openEventStore, openReadStore } from '@hotel/infra/stores';
import { projections } from './projections';
import { rebuildProjections } from './runtime/rebuild';

/** `npm run rebuild -- <projection ...|--all>`: rebuild read models from position 0. */
const main = async (): Promise<void> => {
  const args = process.argv.slice(2);
  const names = projections.map((p) => p.name);
  if (args.length === 0) {
    console.error(`Usage: npm run rebuild -- <${names.join('|')}|--all> [...]`);
    process.exit(2);
  }
  const unknown = args.filter((a) => a !== '--all' && !names.includes(a));
  if (unknown.length > 0) {
    console.error(`Unknown projection(s): ${unknown.join(', ')}. Known: ${names.join(', ')}`);
    process.exit(2);
  }
  const chosen = args.includes('--all')
    ? projections
    : projections.filter((p) => args.includes(p.name));
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, 'rebuild');
  const eventStore = await openEventStore(config);
  const readStore = await openReadStore(config);
  try {
    const results = await rebuildProjections({
      eventStore,
      readStore,
      logger,
      projections: chosen,
      // One read of the log feeds them all: its progress, on stderr.
      onProgress: ({ position, head, eventsPerSec, etaMs }) =>
        console.error(
          `rebuild: ${position.toLocaleString('en-US')} / ${head.toLocaleString('en-US')} events, ${Math.round(eventsPerSec).toLocaleString('en-US')} events/s, ${Math.ceil(etaMs / 1000)} s left`,
        ),
    });
    for (const r of results)
      console.log(`rebuilt ${r.name}: up to event ${r.events} in ${r.ms} ms`);
  } finally {
    await eventStore.close();
    await readStore.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
