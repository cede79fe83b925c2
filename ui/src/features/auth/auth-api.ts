import { api, errorsShownByScreen } from '../../lib/api';
import { keyedPost } from '../../lib/idempotency';

/** POST /api/register (the password confirmation is checked here and never sent). */
export interface RegisterRequest {
  name: string;
  position: string;
  phoneNumber: string;
  email: string;
  password: string;
}

export const REGISTER_FIELDS = [
  'name',
  'position',
  'phoneNumber',
  'email',
  'password',
] as const satisfies readonly (keyof RegisterRequest)[];

/** POST /api/password/reset */
export interface ResetPasswordRequest {
  email: string;
  password: string;
  token: string;
}

/** The problem `code` of a reset link that expired, was used or never existed. */
export const RESET_LINK_EXPIRED = 'auth.resetLinkExpired';

const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<
      { id: string; position: string },
      { account: RegisterRequest; idempotencyKey: string }
    >({
      query: ({ account, idempotencyKey }) => keyedPost('/register', account, idempotencyKey),
    }),
    /** Always the same answer, whether an account uses the address or not. */
    requestPasswordReset: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/password/email', method: 'POST', body }),
    }),
    resetPassword: build.mutation<unknown, ResetPasswordRequest>({
      query: (body) => ({ url: '/password/reset', method: 'POST', body }),
    }),
  }),
});

// The reset form shows an expired link (400) as a lasting notice, not a passing toast.
errorsShownByScreen('resetPassword', [400]);
errorsShownByScreen('register', [400]);

export const { useRegisterMutation, useRequestPasswordResetMutation, useResetPasswordMutation } =
  authApi;
