import { api, errorsShownByScreen } from './api';
import type { AccountHotel, CurrentUser } from './api-types.gen';
import { session } from './session';

/**
 * The signed-in user (GET /api/user, generated: projection-service/src/access/responses.ts) and
 * a property they work at, with their role there.
 */
export type { CurrentUser } from './api-types.gen';
export type UserHotel = AccountHotel;

/** POST /api/login and /api/auth/refresh */
export interface TokenAnswer {
  accessToken: string;
  tokenType: 'Bearer';
  expiresAt: string;
}

/**
 * The session endpoints, needed by the route guards and the account menu alike (so they live
 * here, not in one feature). Logging in is a plain request (./login-request.ts).
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentUser: build.query<CurrentUser, void>({
      query: () => '/user',
      providesTags: ['user'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        // Logged out here whatever the server says (it may be unreachable, or the session
        // already over); the refresh cookie is cleared by the server when it answers.
        await queryFulfilled.catch(() => undefined);
        session.loggedOut();
        dispatch(api.util.resetApiState());
      },
    }),
  }),
});

// Logged out here either way (see onQueryStarted).
errorsShownByScreen('logout', [401]);

export const { useCurrentUserQuery, useLogoutMutation } = sessionApi;
