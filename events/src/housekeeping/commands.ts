import { z } from 'zod';
import { uuid } from '../fields';
import { cleanlinessStatuses } from './events';

/** POST /api/housekeeping/rooms/:roomId: mark a room clean or dirty. */
export const setCleanlinessSchema = z.object({
  roomId: uuid(),
  status: z.enum(cleanlinessStatuses, { error: 'validation.invalid' }),
});
export type SetCleanliness = z.output<typeof setCleanlinessSchema>;
