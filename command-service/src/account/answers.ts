import { z } from 'zod';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/** What logging in and refreshing answer: a short-lived access token (the refresh is a cookie). */
export const accessTokenAnswer = apiSchema(
  'AccessTokenAnswer',
  z.object({
    accessToken: z.string(),
    tokenType: z.literal('Bearer'),
    expiresAt: z.string().describe('ISO instant'),
    position: z.string(),
  }),
);

/** A command that answers with a sentence to show (in the caller's language). */
export const messageAnswer = apiSchema(
  'MessageAnswer',
  z.object({ message: z.string(), position: z.string() }),
);
