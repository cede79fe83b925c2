import { addDays, dateInTimeZone } from '@hotel/events/dates';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { PROPERTIES, type PropertyDoc } from '../properties/projection';
import { ROOMS, type RoomDoc } from '../room-types/projection';
import {
  CALENDAR_EXPORT_HOLDERS,
  CALENDAR_EXPORT_ROOM_NIGHTS,
  type CalendarExportDoc,
  type HolderDoc,
  type RoomNightsDoc,
} from './calendar-export-documents';
import { closedRanges, type FeedEvent, icalFeed, sequenceOf } from './calendar-feed';

/** How far back a feed goes: the booking sites only care about what is ahead. */
export const PAST_DAYS = 30;

/** The name a site goes by, compared without case or surrounding spaces. */
const siteKey = (channel: string) => channel.trim().toLocaleLowerCase();

/**
 * Whether a holder counts in a feed given to a site: everything but that site's own holds
 * (`without`): a site must not be sent back its own bookings (docs/channels.md).
 */
const countsFor = (without: string | null) => (doc: { channel?: string }) =>
  without === null || doc.channel === undefined || siteKey(doc.channel) !== without;

/** A room's feed: every stay, block and other site's hold that takes it, one event each. */
const roomEvents = async (
  readStore: ReadStore,
  feed: CalendarExportDoc,
  from: string,
  without: string | null,
): Promise<FeedEvent[]> => {
  const all = await readStore
    .collection<RoomNightsDoc>(CALENDAR_EXPORT_ROOM_NIGHTS)
    .find(
      { roomId: feed.targetId, to: { $gt: from }, propertyId: feed.propertyId },
      { sort: { from: 1, _id: 1 } },
    );
  const docs = all.filter(countsFor(without));
  // A stay that left the room and came back mid-stay is in it twice: `{id}`, then `{id}-1`.
  const seen = new Map<string, number>();
  return docs.map((doc) => {
    const times = seen.get(doc.sourceId) ?? 0;
    seen.set(doc.sourceId, times + 1);
    return {
      uid: times === 0 ? doc.sourceId : `${doc.sourceId}-${times}`,
      from: doc.from,
      to: doc.to,
      sequence: doc.sequence,
      changedAt: doc.updatedAt,
    };
  });
};

/** A room type's feed: the nights on which none of its rooms is left, merged into ranges. */
const roomTypeEvents = async (
  readStore: ReadStore,
  feed: CalendarExportDoc,
  from: string,
  now: string,
  without: string | null,
): Promise<FeedEvent[]> => {
  const [rooms, holders] = await Promise.all([
    readStore
      .collection<RoomDoc>(ROOMS)
      .countDocuments({ propertyId: feed.propertyId, roomTypeId: feed.targetId }),
    readStore.collection<HolderDoc>(CALENDAR_EXPORT_HOLDERS).find(
      { roomTypeId: feed.targetId, to: { $gt: from }, propertyId: feed.propertyId },
      // Only what the count needs (not the rooms each holds).
      { projection: { from: 1, to: 1, quantity: 1, until: 1, live: 1, channel: 1, updatedAt: 1 } },
    ),
  ]);
  const all = holders
    .filter(countsFor(without))
    .map((holder) => ({ ...holder, changedAt: holder.updatedAt }));
  const live = all.filter((holder) => holder.live && (holder.until === null || holder.until > now));
  return closedRanges(live, rooms, from, all).map((range) => ({
    uid: `${feed.targetId}-${range.from.replaceAll('-', '')}`,
    from: range.from,
    to: range.to,
    sequence: sequenceOf(range.changedAt),
    changedAt: range.changedAt,
  }));
};

/**
 * The text of a live feed: the past `PAST_DAYS` days (in the property's time zone) and all
 * that is ahead. Null when the property is gone. `forChannel`: the site the feed is given to
 * (`?channel=` in its address), whose own holds are left out.
 */
export const calendarFeedText = async (
  readStore: ReadStore,
  feed: CalendarExportDoc,
  now: Date,
  forChannel: string | null = null,
): Promise<string | null> => {
  const without = forChannel === null ? null : siteKey(forChannel);
  const property = await readStore
    .collection<PropertyDoc>(PROPERTIES)
    .findOne({ _id: feed.propertyId });
  if (!property) return null;
  const from = addDays(dateInTimeZone(now, property.timeZone), -PAST_DAYS);
  const events =
    feed.target === 'room'
      ? await roomEvents(readStore, feed, from, without)
      : await roomTypeEvents(readStore, feed, from, now.toISOString(), without);
  return icalFeed(events);
};
