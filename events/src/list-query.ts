import { z } from 'zod';
import { isIsoDate } from './dates';

/**
 * The query every server-paged list reads (GET /api/reservations, /incomes, /guests, /invoices,
 * /reservation/requests, /blocks): a date range, a search, the page and its size. A list
 * route extends `listQuerySchema` with its own filters (`.extend({ tab, statuses, … })`, or
 * `.omit({ search: true })` when it has no search) and adds `endNotBeforeStart`.
 */

/** A date filter (`YYYY-MM-DD`): empty means none. */
export const optionalDate = () =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ error: 'validation.required' })
      .refine(isIsoDate, { error: 'validation.date', abort: true })
      .optional(),
  );

/** A whole number between `min` and `max`; empty or missing is `fallback`. */
export const wholeNumber = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? fallback : v),
    z.coerce
      .number({ error: 'validation.number' })
      .int({ error: 'validation.integer' })
      .min(min, { error: 'validation.min' })
      .max(max, { error: 'validation.max' }),
  );

/** The longest search a list takes. */
export const MAX_LIST_SEARCH = 100;

/** Rows per page a list gives at the most (0 is every row). */
export const MAX_ROWS_PER_PAGE = 1000;

export const listQuerySchema = z.object({
  start: optionalDate(),
  end: optionalDate(),
  /** Trimmed; empty means none. */
  search: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z
      .string({ error: 'validation.invalid' })
      .max(MAX_LIST_SEARCH, { error: 'validation.tooLong' })
      .optional(),
  ),
  page: wholeNumber(1, 1_000_000, 1),
  /** 0: every row. */
  rowsPerPage: wholeNumber(0, MAX_ROWS_PER_PAGE, 25),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The range's end may not come before its start (both ends inclusive). */
export const endNotBeforeStart = (
  v: { start?: string | undefined; end?: string | undefined },
  ctx: z.RefinementCtx,
): void => {
  if (v.start && v.end && v.end < v.start) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'validation.endBeforeStart' });
  }
};
