import type { CurrentUser } from '../../lib/session-api';
import { type RecordedRequest, installFakeServer, json } from '../../test/fake-server';

/**
 * The fake server of the property list's screens, signed in as `owner` unless told: GET
 * /api/user answers `user`, `handler` everything else.
 */
export const fakeServerFor =
  (owner: CurrentUser) =>
  (
    handler: (request: RecordedRequest) => Response | Promise<Response>,
    user: CurrentUser = owner,
  ) =>
    installFakeServer((request) => (request.url === '/api/user' ? json(user) : handler(request)));

/** The first render of a file loads the locale files and styles: slow on a busy machine. */
export const SLOW = { timeout: 10_000 };
