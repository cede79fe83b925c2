import { api } from '../../lib/api';
import { keyedPost } from '../../lib/idempotency';

/** POST /api/password (the confirmation is checked in the form and never sent). */
export interface ChangePasswordRequest {
  currentPassword: string;
  password: string;
}

export const CHANGE_PASSWORD_FIELDS = [
  'currentPassword',
  'password',
] as const satisfies readonly (keyof ChangePasswordRequest)[];

const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<
      unknown,
      { change: ChangePasswordRequest; idempotencyKey: string }
    >({
      query: ({ change, idempotencyKey }) => keyedPost('/password', change, idempotencyKey),
    }),
  }),
});

export const { useChangePasswordMutation } = accountApi;
