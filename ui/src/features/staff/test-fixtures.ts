import type { CurrentUser } from '../../lib/session-api';
import { type RecordedRequest, installFakeServer, json } from '../../test/fake-server';
import type { Role } from './staff-api';

/** A role that only sees reservations (not a default role). */
export const reception: Role = {
  id: 'r-2',
  name: 'Хүлээн авах',
  nameEn: null,
  isDefault: false,
  permissions: ['show-reservations'],
};

/**
 * The staff screens' fake server: the signed-in `user`, each of `lists` (by its URL) read
 * afresh on every GET, and `command` for the rest (by default an accepted command).
 */
export const serveStaff = (
  user: CurrentUser,
  lists: Record<string, () => readonly unknown[]>,
  command: (request: RecordedRequest) => Response = () => json({ id: 'x', position: '5' }),
) =>
  installFakeServer((request) => {
    if (request.url === '/api/user') return json(user);
    const list = lists[request.url];
    if (list && request.method === 'GET') {
      const data = list();
      return json({ data, total: data.length });
    }
    return command(request);
  });
