import { type Language, isMessageKey, parseLanguage, translate } from '@hotel/events/messages';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
} from '@hotel/infra/http/route-policy';
import type { ReadStore } from '@hotel/infra/read-store/port';
import {
  CALENDAR_IMPORT_HOLDS,
  CALENDAR_IMPORTS,
  type CalendarImportDoc,
  type CalendarImportFetch,
  type CalendarImportHoldDoc,
} from './calendar-import-documents';
import { calendarImportListResponse } from './calendar-import-responses';
import { holdConflictListResponse } from './channel-hold-conflict-responses';
import { holdConflicts } from './channel-hold-conflicts';

const errorText = (fetch: CalendarImportFetch, language: Language): string | null => {
  if (!fetch.error) return null;
  const { key, params } = fetch.error;
  return isMessageKey(key) ? translate(key, language, params) : key;
};

/** The property's live imports with their last fetch and hold counts, and every conflict. */
export const listCalendarImports = async (
  readStore: ReadStore,
  propertyId: string,
  language: Language,
) => {
  const [imports, holds] = await Promise.all([
    readStore
      .collection<CalendarImportDoc>(CALENDAR_IMPORTS)
      .find({ propertyId, removedAt: null }, { sort: { registeredAt: 1, _id: 1 } }),
    readStore
      .collection<CalendarImportHoldDoc>(CALENDAR_IMPORT_HOLDS)
      .find({ propertyId }, { sort: { startDate: 1, _id: 1 } }),
  ]);
  const count = (feedId: string, conflicted: boolean) =>
    holds.filter((h) => h.feedId === feedId && (h.conflict !== null) === conflicted).length;
  return {
    imports: imports.map((doc) => ({
      id: doc._id,
      roomId: doc.roomId,
      channel: doc.channel,
      url: doc.url,
      registeredAt: doc.registeredAt,
      lastFetch: doc.lastFetch
        ? {
            at: doc.lastFetch.at,
            status: doc.lastFetch.status,
            error: errorText(doc.lastFetch, language),
          }
        : null,
      lastOkAt: doc.lastOkAt,
      holds: count(doc._id, false),
      conflicts: count(doc._id, true),
    })),
    held: holds.flatMap((hold) =>
      hold.conflict
        ? []
        : [
            {
              holdId: hold._id,
              importId: hold.feedId,
              roomId: hold.roomId,
              roomTypeId: hold.roomTypeId,
              channel: hold.channel,
              uid: hold.uid,
              startDate: hold.startDate,
              endDate: hold.endDate,
            },
          ],
    ),
    conflicts: holds.flatMap((hold) =>
      hold.conflict
        ? [
            {
              holdId: hold._id,
              importId: hold.feedId,
              roomId: hold.roomId,
              channel: hold.channel,
              uid: hold.uid,
              startDate: hold.startDate,
              endDate: hold.endDate,
              date: hold.conflict.date,
              with: hold.conflict.with,
            },
          ]
        : [],
    ),
  };
};

/**
 * GET /api/calendar/imports (manage-settings): the calendar sync page's imports and conflicts;
 * GET /api/calendar/conflicts (the reservations' readers): the conflicts, for the dashboard.
 */
export const calendarImportQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  routes.get('/calendar/imports', propertyRoute('manage-settings'), async (req, res) => {
    const language = parseLanguage(req.header('x-language'));
    res.json(await listCalendarImports(readStore, propertyCallerOf(res).propertyId, language));
  });
  routes.describe('get', '/calendar/imports', { response: calendarImportListResponse });

  // The conflicts with both parties named, for the dashboard: whoever reads the reservations
  // (the calendar's permission) sees them — they name reservations and guests, and the desk
  // resolves them; manage-settings alone (the calendar sync page) does not open guests.
  routes.get(
    '/calendar/conflicts',
    propertyRoute('manage-reservations', 'show-reservations'),
    async (_req, res) => {
      res.json({ conflicts: await holdConflicts(readStore, propertyCallerOf(res).propertyId) });
    },
  );
  routes.describe('get', '/calendar/conflicts', { response: holdConflictListResponse });
};
