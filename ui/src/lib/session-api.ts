import { api, errorsShownByScreen } from './api';
import { session } from './session';

/** A property the user works at, with their role there (GET /api/user). */
export interface UserHotel {
  id: string;
  name: string;
  /** The property's name in English (its profile's), shown in English when set. */
  nameEn?: string | null;
  status: 'pending' | 'active';
  /** The property's business date (YYYY-MM-DD), the "system date"; moved on by the night audit. */
  workingDate: string;
  /** The property's IANA time zone: every time on its pages is shown in it. */
  timeZone?: string;
  /** The hotel's check-in / check-out times and hourly stays (from its profile). */
  stay?: { checkInTime: string; checkOutTime: string; hasTime: boolean; maxTime: number | null };
  hasResRequest: boolean;
  isOwner: boolean;
  role: {
    id: string;
    name: string;
    /** The role's English name, shown in English (none on older roles). */
    nameEn?: string | null;
    isDefault: boolean;
    permissions: string[];
  } | null;
  /** The profile's picture (an uploaded image's path) and address: the picker's card. */
  image?: string | null;
  address?: string | null;
}

/** The signed-in user (GET /api/user). */
export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  position: string;
  phoneNumber: string;
  /** A default (owner) account: registers properties and manages their users. */
  isDefault: boolean;
  /** An operator (OPERATOR_EMAILS): confirms properties waiting for confirmation. */
  isOperator?: boolean;
  hotels: UserHotel[];
}

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
