import { hash } from 'node:crypto';
import type { Request, Response } from 'express';
import { NotFound } from '@hotel/events/rule-broken';
import { CALENDAR_EXPORT_TOKEN } from '@hotel/events/channels/calendar-export-events';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
  publicRoute,
} from '@hotel/infra/http/route-policy';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { ROOM_TYPES, ROOMS, type RoomDoc, type RoomTypeDoc } from '../room-types/projection';
import { CALENDAR_EXPORTS, type CalendarExportDoc } from './calendar-export-documents';
import { calendarExportListResponse } from './calendar-export-responses';
import { calendarFeedText } from './calendar-feed-query';

const byName = <T extends { name: string }>(a: T, b: T) =>
  a.name.localeCompare(b.name, 'mn', { numeric: true });

/** The property's room types and rooms, each with its live feed (the settings page). */
export const listCalendarExports = async (readStore: ReadStore, propertyId: string) => {
  const [types, rooms, exports] = await Promise.all([
    readStore.collection<RoomTypeDoc>(ROOM_TYPES).find({ propertyId }),
    readStore.collection<RoomDoc>(ROOMS).find({ propertyId }),
    readStore.collection<CalendarExportDoc>(CALENDAR_EXPORTS).find({ propertyId, revokedAt: null }),
  ]);
  const live = new Map(
    exports.map((e) => [
      `${e.target}|${e.targetId}`,
      { id: e._id, token: e.token, createdAt: e.createdAt },
    ]),
  );
  return {
    roomTypes: types.sort(byName).map((type) => ({
      id: type._id,
      name: type.name,
      nameEn: type.nameEn ?? null,
      export: live.get(`roomType|${type._id}`) ?? null,
      rooms: rooms
        .filter((room) => room.roomTypeId === type._id)
        .sort(byName)
        .map((room) => ({
          id: room._id,
          name: room.name,
          export: live.get(`room|${room._id}`) ?? null,
        })),
    })),
  };
};

/** A weak or strong validator in If-None-Match matches the feed's ETag. */
const matches = (header: string | undefined, etag: string): boolean =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });

/**
 * GET /ical/{token}.ics (public; docs/channels.md): a live feed's taken nights. An unknown or
 * revoked token is a plain 404, the same as any other. Cached by the sites for five minutes;
 * the ETag is the body's hash, so a site polling an unchanged calendar gets a 304.
 */
const answerFeed =
  (readStore: ReadStore, now: () => Date) => async (req: Request, res: Response) => {
    const token = String(req.params.token);
    if (!CALENDAR_EXPORT_TOKEN.test(token)) throw new NotFound('calendarExport');
    const feed = await readStore.collection<CalendarExportDoc>(CALENDAR_EXPORTS).findOne({ token });
    if (!feed || feed.revokedAt !== null) throw new NotFound('calendarExport');
    // `?channel=Airbnb`: the address given to that site leaves its own holds out.
    const channel = typeof req.query.channel === 'string' ? req.query.channel.slice(0, 60) : null;
    const body = await calendarFeedText(readStore, feed, now(), channel);
    if (body === null) throw new NotFound('calendarExport');
    const etag = `"${hash('sha1', body, 'base64url')}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.setHeader('X-Robots-Tag', 'noindex');
    if (matches(req.header('if-none-match'), etag)) {
      res.status(304).end();
      return;
    }
    res.type('text/calendar; charset=utf-8').send(body);
  };

/** The path of a feed; mounted in the API (`/api/ical/…`) and at the site's root (`/ical/…`). */
export const CALENDAR_FEED_PATH = '/ical/:token.ics';

/** The public feed (before the API's login middleware: no login). */
export const calendarFeedQueries = (
  routes: GuardedRoutes,
  readStore: ReadStore,
  now: () => Date = () => new Date(),
): void => {
  routes.get(CALENDAR_FEED_PATH, publicRoute, answerFeed(readStore, now));
  routes.describe('get', CALENDAR_FEED_PATH, { produces: 'calendar' });
};

/** GET /api/calendar/exports (manage-settings): the settings page's list. */
export const calendarExportQueries = (routes: GuardedRoutes, readStore: ReadStore): void => {
  routes.get('/calendar/exports', propertyRoute('manage-settings'), async (_req, res) => {
    res.json(await listCalendarExports(readStore, propertyCallerOf(res).propertyId));
  });
  routes.describe('get', '/calendar/exports', { response: calendarExportListResponse });
};
