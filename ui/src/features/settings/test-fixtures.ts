import type { CurrentUser } from '../../lib/session-api';
import { type RecordedRequest, installFakeServer, json } from '../../test/fake-server';
import { ownerOf } from '../../test/users';

/** The signed-in owner of property h-1, for the settings screens' component tests. */
export const owner: CurrentUser = ownerOf('2026-11-22');

type Lists = Record<string, () => unknown[]>;

/**
 * A fake server: the owner, GET of each list in `lists` (by path, `{ data, total }`), and
 * `command` for everything else (POST, DELETE).
 */
export const serveSettings = (
  lists: Lists,
  command: (request: RecordedRequest) => Response = () => json({ id: 'x', position: '5' }),
) =>
  installFakeServer((request) => {
    if (request.url === '/api/user') return json(owner);
    const list = lists[request.url];
    if (request.method === 'GET' && list) {
      const data = list();
      return json({ data, total: data.length });
    }
    return command(request);
  });

/** A 400 of a broken rule, as the server sends it. */
export const ruleBroken = (message: string, field?: string) =>
  json(
    {
      type: '/problems/rule',
      title: message,
      detail: message,
      status: 400,
      ...(field ? { errors: { [field]: [message] } } : {}),
    },
    400,
  );
