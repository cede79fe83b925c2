import { api } from '../../lib/api';

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
    changePassword: build.mutation<unknown, ChangePasswordRequest>({
      query: (body) => ({ url: '/password', method: 'POST', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = accountApi;
