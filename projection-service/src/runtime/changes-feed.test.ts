import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createTokenService } from '@hotel/infra/auth/tokens';
import { problemHandler } from '@hotel/infra/http/problem';
import type { AccessView } from '@hotel/infra/http/route-policy';
import { createLogger } from '@hotel/infra/logging';
import { changesFeed } from './changes-feed';
import type { ProjectionHostPort, ReadModelChange } from './host';

/** Given a host whose changes the test emits, when a feed is open, then it hears its own. */
const changes = new EventEmitter();
const host = {
  onChange: (listener: (change: ReadModelChange) => void) => {
    changes.on('change', listener);
    return () => changes.off('change', listener);
  },
} as unknown as ProjectionHostPort;
const tokens = createTokenService({ secret: randomBytes(32) });
const access: AccessView = {
  active: true,
  ownerId: 'owner',
  members: new Map([['clerk', 'role-1']]),
  roles: new Map(),
};
const resolve = async (propertyId: string) => (propertyId === 'p1' ? access : null);

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

const feedOf = async (
  accountId: string,
  propertyId: string | null,
  options: Parameters<typeof changesFeed>[3] = {},
) => {
  const app = express();
  app.get('/events', ...changesFeed(host, tokens, resolve, { coalesceMs: 5, ...options }));
  app.use(problemHandler(createLogger('silent')));
  const server = app.listen(0);
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  const { ticket } = await tokens.issueFeedTicket({ accountId, propertyId });
  const response = await fetch(`http://127.0.0.1:${port}/events?ticket=${ticket}`);
  let text = '';
  const reader = response.body?.getReader();
  const readUntil = async (pattern: RegExp) => {
    while (reader && !pattern.test(text)) {
      const { value, done } = await reader.read();
      if (done) return { text, ended: true };
      text += new TextDecoder().decode(value);
    }
    return { text, ended: false };
  };
  return { status: response.status, readUntil };
};

const change = (
  properties: (string | null)[],
  readModels: string[],
  actors: string[] = ['someone'],
  documents?: ReadModelChange['documents'],
): void => {
  changes.emit('change', {
    readModels,
    position: 1n,
    properties,
    actors,
    ...(documents ? { documents } : {}),
  } satisfies ReadModelChange);
};

describe('the live feed', () => {
  it("passes on its property's changes and those of no property, coalesced", async () => {
    const feed = await feedOf('clerk', 'p1');
    expect(feed.status).toBe(200);
    await feed.readUntil(/retry/);
    change(['p2'], ['calendar']);
    change(['p1'], ['reservations']);
    change([null], ['user']);
    const { text } = await feed.readUntil(/event: changed\ndata: .*\n\n/);
    expect(text).toContain('data: {"readModels":["reservations","user"]}');
    expect(text).not.toContain('calendar');
  });

  it('names the documents changed per read model, merged over the coalesced changes', async () => {
    const feed = await feedOf('clerk', 'p1');
    await feed.readUntil(/retry/);
    change(['p1'], ['reservations', 'calendar'], ['someone'], {
      reservations: { ids: ['r1'], nights: { from: '2026-03-01', to: '2026-03-04' } },
      calendar: { ids: ['r1'], nights: { from: '2026-03-01', to: '2026-03-04' } },
    });
    change(['p1'], ['calendar', 'blocks'], ['someone'], {
      calendar: { ids: ['b1'], nights: { from: '2026-02-27', to: '2026-03-02' } },
      blocks: { ids: ['b1'], nights: { from: '2026-02-27', to: '2026-03-02' } },
    });
    // Changed without knowing where: the read model is named, with no `changed` entry.
    change(['p1'], ['reservations', 'incomes'], ['someone'], {
      incomes: { ids: ['r2'], nights: 'any' },
    });
    const { text } = await feed.readUntil(/event: changed\ndata: .*\n\n/);
    const [notice] = [...text.matchAll(/data: (\{.*\})/g)].map((m) => JSON.parse(m[1]!));
    expect(notice).toEqual({
      readModels: ['reservations', 'calendar', 'blocks', 'incomes'],
      changed: {
        calendar: { ids: ['r1', 'b1'], from: '2026-02-27', to: '2026-03-04' },
        blocks: { ids: ['b1'], from: '2026-02-27', to: '2026-03-02' },
        incomes: { ids: ['r2'] },
      },
    });
  });

  it('is refused to whoever does not work in the property, even with a ticket for it', async () => {
    expect((await feedOf('stranger', 'p1')).status).toBe(404);
    expect((await feedOf('owner', 'p2')).status).toBe(404);
    expect((await feedOf('owner', 'p1')).status).toBe(200);
  });

  it("the account's own feed: no property's, its own work, and its properties'", async () => {
    const feed = await feedOf('clerk', null);
    await feed.readUntil(/retry/);
    change(['p2'], ['calendar']);
    change(['p2'], ['properties'], ['clerk']);
    change(['p1'], ['user']);
    change([null], ['roles']);
    const { text } = await feed.readUntil(/"roles"/);
    const heard = [...text.matchAll(/data: (\{.*\})/g)].flatMap(
      (m) => (JSON.parse(m[1]!) as { readModels: string[] }).readModels,
    );
    expect(heard.sort()).toEqual(['properties', 'roles', 'user']);
  });

  it('asks to be renewed after a while, then ends', async () => {
    const feed = await feedOf('owner', 'p1', { renewAfterMs: 50, renewGraceMs: 50 });
    expect((await feed.readUntil(/event: renew\n/)).ended).toBe(false);
    expect((await feed.readUntil(/never/)).ended).toBe(true);
  });
});
