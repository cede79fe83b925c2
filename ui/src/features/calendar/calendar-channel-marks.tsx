import { type TFunction } from 'i18next';
import { memo } from 'react';
import type {
  CalendarChannelHold,
  CalendarConflict,
} from '../../shared/reservations/reservations-api';
import { DAY_MINUTES, daysBetween } from './dates';
import { type Scale, ROOM_ROW_HEIGHT, barBoxOf } from './timeline';

/**
 * The booking sites on a room's row (docs/channels.md, "Conflicts on the dashboard and the
 * calendar"): a site's held booking as its own bar (it takes the room as a block does), and a
 * site's booking in conflict with ours as a red striped band along the bottom of the nights it
 * wants, named with both parties. Both open a small popover (calendar-channel-popover.tsx).
 */

/** What a press on a site's bar or band opens: which one, and the element it hangs from. */
export type OpenChannelMark = (
  mark: { kind: 'hold' | 'conflict'; id: string },
  anchor: HTMLElement,
) => void;

/**
 * What a site's mark is drawn with, as every mark of the grid: the row's scale, what a press
 * opens, and the grid's translate function.
 */
export interface MarkDrawing {
  scale: Scale;
  onOpenChannel: OpenChannelMark;
  t: TFunction<'calendar'>;
}

/** Nights noon to noon, as a night stay's and a block's. */
const nightsSpan = (item: { startDate: string; endDate: string }, from: string) => ({
  start: daysBetween(from, item.startDate) * DAY_MINUTES + DAY_MINUTES / 2,
  end: daysBetween(from, item.endDate) * DAY_MINUTES + DAY_MINUTES / 2,
});

/** Our side of a conflict, in words: the reservation and its guest, a block, another site. */
export const conflictPartyText = (t: TFunction<'calendar'>, conflict: CalendarConflict): string => {
  const party = conflict.with;
  switch (party.kind) {
    case 'stay':
      return party.number === null
        ? t('channel.party.stayUnnumbered', { guest: party.guestName ?? '' }).trim()
        : t('channel.party.stay', { number: party.number, guest: party.guestName ?? '' }).trim();
    case 'block':
      return t('channel.party.block', { description: party.description ?? '' }).trim();
    case 'channelHold':
      return t('channel.party.channelHold', { channel: party.channel, uid: party.uid });
    case 'roomType':
      return t('channel.party.roomType');
  }
};

/** A conflict's full name: the site's booking and ours (the band's label and tooltip). */
export const conflictLabel = (t: TFunction<'calendar'>, conflict: CalendarConflict): string =>
  t('channel.conflictLabel', {
    channel: conflict.channel,
    uid: conflict.uid,
    from: conflict.startDate,
    to: conflict.endDate,
    ours: conflictPartyText(t, conflict),
  });

/** A site's held booking: its own bar over the block it is among the calendar's blocks. */
export const HoldBar = memo(function HoldBar({
  hold,
  drawing: { scale, onOpenChannel: onOpen, t },
}: {
  hold: CalendarChannelHold;
  drawing: MarkDrawing;
}) {
  const box = barBoxOf(nightsSpan(hold, scale.from), scale);
  if (!box) return null;
  const label = t('channel.holdLabel', {
    channel: hold.channel,
    uid: hold.uid,
    from: hold.startDate,
    to: hold.endDate,
  });
  return (
    <button
      type="button"
      className="cal-bar cal-hold"
      // A block for the gestures: a press on it opens it, never starts a drag or a selection.
      data-block-id={hold.id}
      data-hold-id={hold.id}
      data-from-before={box.fromBefore || undefined}
      data-goes-on={box.goesOn || undefined}
      aria-haspopup="dialog"
      aria-label={label}
      title={label}
      style={{ left: box.left, width: box.width, top: 4, height: ROOM_ROW_HEIGHT - 8 }}
      onClick={(event) => onOpen({ kind: 'hold', id: hold.id }, event.currentTarget)}
    >
      <span className="cal-guest">{hold.channel}</span>{' '}
      <span className="cal-number">{t('channel.held')}</span>
    </button>
  );
});

/** A site's booking in conflict: a red striped band under the nights it wants, both parties named. */
export const ConflictMark = memo(function ConflictMark({
  conflict,
  drawing: { scale, onOpenChannel: onOpen, t },
}: {
  conflict: CalendarConflict;
  drawing: MarkDrawing;
}) {
  const box = barBoxOf(nightsSpan(conflict, scale.from), scale);
  if (!box) return null;
  const label = conflictLabel(t, conflict);
  return (
    <button
      type="button"
      className="cal-conflict"
      data-channel-mark
      data-conflict-id={conflict.holdId}
      aria-haspopup="dialog"
      aria-label={label}
      title={label}
      style={{ left: box.left, width: box.width }}
      onClick={(event) => onOpen({ kind: 'conflict', id: conflict.holdId }, event.currentTarget)}
    >
      <span className="cal-conflict-text">
        {t('channel.conflict', { channel: conflict.channel })}
      </span>
    </button>
  );
});
