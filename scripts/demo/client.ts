import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createCommandApi } from '@hotel/command-service/app';
import { scopedCommandId } from '@hotel/command-service/http/command-route';
import { commandHandledSchema } from '@hotel/events/command-handled';
import { streams } from '@hotel/events/streams';
import type { CommandPipeline } from '@hotel/command-service/pipeline/handle-command';
import { createLoginThrottle } from '@hotel/infra/auth/login-throttle';
import { createTokenService } from '@hotel/infra/auth/tokens';
import type { BlobStore } from '@hotel/infra/blob-store/port';
import type { EventStore } from '@hotel/infra/event-store/port';
import type { Logger } from '@hotel/infra/logging';
import type { Mailer } from '@hotel/infra/mail/port';
import type { DemoClock } from './clock';

/** The seed writes no letters: its bookings are made without "send e-mail". */
const noMail: Mailer = {
  send: async () => ({ messageId: `demo-seed-${randomUUID()}` }),
};

/** A command the seed sent was refused: the script and the rules disagree. */
export class DemoSeedError extends Error {
  constructor(what: string, status: number, body: unknown) {
    super(`demo seed: ${what} answered ${status}: ${JSON.stringify(body).slice(0, 600)}`);
    this.name = 'DemoSeedError';
  }
}

export interface PostOptions {
  /** The Idempotency-Key: a fixed one per step of the script makes the seed idempotent. */
  readonly key: string;
  /** The account that sends it (default: the caller's default user). */
  readonly as?: string;
}

export interface DemoCaller {
  /** Sends one command in the demo property and returns its answer (2xx only). */
  post<Body = Record<string, unknown>>(
    path: string,
    body: unknown,
    options: PostOptions,
  ): Promise<Body>;
  /**
   * The answer the command of `key` got, when it was handled before (the type is the route's
   * command type, e.g. PostPayment); undefined when it has not been sent yet.
   */
  answered<Body = Record<string, unknown>>(
    key: string,
    commandType: string,
    as?: string,
  ): Promise<Body | undefined>;
  /** Who sends the next commands, and in which property. */
  use(defaults: { user: string; property: string }): void;
  /** How many commands were sent (answered or replayed). */
  sent(): number;
  close(): Promise<void>;
}

/**
 * The seed's way in: the real command API (the same routes, validation, authorization,
 * handlers and pipeline `npm start` serves) on a loopback port, with the seed's clock as its
 * clock, so a command "sent" three weeks ago is decided and recorded as of that moment. Its
 * access tokens are signed with a key of its own: they open nothing else, and vanish with it.
 */
export const openDemoCaller = async ({
  eventStore,
  pipeline,
  logger,
  blobStore,
  publicUrl,
  clock,
}: {
  eventStore: EventStore;
  pipeline: CommandPipeline;
  logger: Logger;
  blobStore: BlobStore;
  publicUrl: string;
  clock: DemoClock;
}): Promise<DemoCaller> => {
  const tokens = createTokenService({ secret: randomBytes(32), accessTtlSeconds: 3600 });
  const app = express();
  app.disable('x-powered-by');
  app.use(
    '/api',
    createCommandApi({
      eventStore,
      pipeline,
      logger,
      auth: { tokens, throttle: createLoginThrottle(), mailer: noMail },
      publicUrl,
      blobStore,
      now: () => clock.now(),
    }),
  );
  const server: Server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}/api`;
  const tokenCache = new Map<string, string>();
  let defaults = { user: '', property: '' };
  let sent = 0;

  const tokenFor = async (accountId: string): Promise<string> => {
    let token = tokenCache.get(accountId);
    if (!token) {
      token = (await tokens.issueAccessToken({ accountId, sessionId: 'demo-seed' })).token;
      tokenCache.set(accountId, token);
    }
    return token;
  };

  return {
    async answered<Body>(key: string, commandType: string, as?: string) {
      const commandId = scopedCommandId({
        key,
        userId: as ?? defaults.user,
        propertyId: defaults.property,
        commandType,
      });
      const [record] = await eventStore.readStream(streams.command(commandId), { maxCount: 1 });
      return record ? (commandHandledSchema.parse(record.data).body as Body) : undefined;
    },
    use(next) {
      defaults = next;
    },
    sent: () => sent,
    async post<Body>(path: string, body: unknown, options: PostOptions): Promise<Body> {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Language': 'mn',
          'X-Requested-With': 'demo-seed',
          'X-Slug': defaults.property,
          'Idempotency-Key': options.key,
          Authorization: `Bearer ${await tokenFor(options.as ?? defaults.user)}`,
        },
        body: JSON.stringify(body),
      });
      sent += 1;
      const text = await res.text();
      const answer = (text ? JSON.parse(text) : {}) as Body;
      if (res.status >= 300) {
        throw new DemoSeedError(`POST ${path} [${options.key}]`, res.status, answer);
      }
      clock.tick();
      return answer;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
