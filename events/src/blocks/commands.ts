import { z } from 'zod';
import { addDays, TIME_OF_DAY_PATTERN } from '../dates';
import { isoDate, optionalText, uuid } from '../fields';

/** The longest block one command may place (a long renovation is blocked again after a year). */
export const MAX_BLOCK_DAYS = 366;
/** Rooms one block command may take at once. */
export const MAX_BLOCK_ROOMS = 500;

const optionalTime = () =>
  z
    .union([
      z.literal(''),
      z.null(),
      z.string().trim().regex(TIME_OF_DAY_PATTERN, { error: 'validation.time' }),
    ])
    .optional()
    .transform((v) => (v ? v : null));

/** The span of a block as the form sends it: whole nights, or hours when `isTime`. */
const spanFields = {
  startDate: isoDate(),
  endDate: isoDate(),
  isTime: z.boolean({ error: 'validation.invalid' }).optional().default(false),
  startTime: optionalTime(),
  endTime: optionalTime(),
  description: optionalText(500),
};

type SpanInput = {
  startDate: string;
  endDate: string;
  isTime: boolean;
  startTime: string | null;
  endTime: string | null;
};

const checkSpan = (v: SpanInput, ctx: z.RefinementCtx) => {
  if (v.isTime) {
    if (v.startTime === null) {
      ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'validation.required' });
    }
    if (v.endTime === null) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'validation.required' });
    }
    if (v.startTime !== null && v.endTime !== null) {
      if (`${v.endDate} ${v.endTime}` <= `${v.startDate} ${v.startTime}`) {
        ctx.addIssue({
          code: 'custom',
          path: ['endTime'],
          message: 'validation.blockEndAfterStart',
        });
      }
    }
  } else if (v.endDate <= v.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.blockEndAfterStart' });
  }
  if (v.endDate >= v.startDate && addDays(v.startDate, MAX_BLOCK_DAYS) < v.endDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.blockTooLong' });
  }
};

/** The times only mean something for hour blocks. */
const normalized = <T extends SpanInput>(v: T): T =>
  v.isTime ? v : { ...v, startTime: null, endTime: null };

/** POST /api/blocks: one block per room, every room of one room type. */
export const createBlockSchema = z
  .object({
    roomTypeId: uuid(),
    rooms: z
      .array(uuid(), { error: 'validation.required' })
      .min(1, { error: 'validation.blockRoomsRequired' })
      .max(MAX_BLOCK_ROOMS, { error: 'validation.invalid' }),
    ...spanFields,
  })
  .superRefine(checkSpan)
  .transform(normalized);
export type CreateBlock = z.output<typeof createBlockSchema>;

/** PUT /api/blocks/:id: the room (of the block's room type), the span, the description. */
export const changeBlockSchema = z
  .object({ id: uuid(), roomId: uuid(), ...spanFields })
  .superRefine(checkSpan)
  .transform(normalized);
export type ChangeBlock = z.output<typeof changeBlockSchema>;

/** DELETE /api/blocks/:id */
export const removeBlockSchema = z.object({ id: uuid() });
export type RemoveBlock = z.output<typeof removeBlockSchema>;
