import { z } from 'zod';
import { requiredText, uuid } from '../fields';

/** Longest channel code (room or rate) accepted; the channel managers' are a few characters. */
export const CHANNEL_CODE_MAX = 60;
/** Most codes one channel maps (each list). */
export const CHANNEL_CODES_MAX = 200;

/** POST /api/channels: a channel the property takes reservations from. */
export const connectChannelSchema = z.object({ name: requiredText(60) });
export type ConnectChannel = z.output<typeof connectChannelSchema>;

/** POST /api/channels/:id/keys: a new API key (shown once). */
export const createChannelApiKeySchema = z.object({ id: uuid() });
export type CreateChannelApiKey = z.output<typeof createChannelApiKeySchema>;

/** DELETE /api/channels/:id/keys/:keyId. */
export const revokeChannelApiKeySchema = z.object({ id: uuid(), keyId: uuid() });
export type RevokeChannelApiKey = z.output<typeof revokeChannelApiKeySchema>;

const code = () =>
  requiredText(CHANNEL_CODE_MAX).refine((v) => /^[\x21-\x7e]+$/.test(v), {
    error: 'validation.channelCode',
  });

/** POST /api/channels/:id/mappings: the whole table of room and rate codes. */
export const setChannelMappingSchema = z
  .object({
    id: uuid(),
    rooms: z
      .array(z.object({ code: code(), roomTypeId: uuid() }), { error: 'validation.invalid' })
      .max(CHANNEL_CODES_MAX, { error: 'validation.max' }),
    rates: z
      .array(z.object({ code: code(), ratePlanId: uuid() }), { error: 'validation.invalid' })
      .max(CHANNEL_CODES_MAX, { error: 'validation.max' }),
  })
  .superRefine((value, ctx) => {
    for (const list of ['rooms', 'rates'] as const) {
      const seen = new Set<string>();
      value[list].forEach((line, index) => {
        if (seen.has(line.code)) {
          ctx.addIssue({
            code: 'custom',
            path: [list, index, 'code'],
            message: 'validation.channelCodeTwice',
          });
        }
        seen.add(line.code);
      });
    }
  });
export type SetChannelMapping = z.output<typeof setChannelMappingSchema>;
