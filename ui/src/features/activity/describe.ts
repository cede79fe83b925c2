import type { TFunction } from 'i18next';
import { formatMoney } from '../../lib/format';
import type { ActivityActor, ActivityChange, ActivityEntry } from './activity-api';

/** How one activity entry reads: who, what, which reservation or setting, before → after. */

/** The person or process that did it, as the reservation history names them. */
export const actorText = (actor: ActivityActor, t: TFunction<'activity'>): string => {
  switch (actor.kind) {
    case 'user':
      return actor.user.name ?? actor.user.email ?? t('actor.unknown');
    case 'nightAudit':
      return actor.user
        ? t('actor.nightAuditBy', { name: actor.user.name ?? actor.user.email ?? '' })
        : t('actor.nightAudit');
    case 'onlineBooking':
      return t('actor.onlineBooking');
    case 'system':
      return actor.name ? t('actor.systemNamed', { name: actor.name }) : t('actor.system');
    default:
      return '';
  }
};

/** `SaveRoomType` → "Save room type": the fallback for a command the locale does not name. */
const words = (type: string) => {
  const spaced = type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** What was done, in the interface's language (the command's type when it has no name). */
export const commandText = (type: string, t: TFunction<'activity'>): string =>
  t(`commands.${type}`, { defaultValue: words(type) });

const valueText = (
  change: ActivityChange,
  value: string | number | null,
  t: TFunction<'activity'>,
): string => {
  if (value === null || value === '') return t('changes.none');
  if (change.field === 'status')
    return t(`statuses.${String(value)}`, { defaultValue: String(value) });
  return String(value);
};

/** `№164 Room: 101 → 209`. */
export const changeText = (change: ActivityChange, t: TFunction<'activity'>): string =>
  [
    change.number === null ? null : `№${change.number}`,
    `${t(`fields.${change.field}`)}: ${valueText(change, change.before, t)} → ${valueText(change, change.after, t)}`,
  ]
    .filter(Boolean)
    .join(' ');

/** Every change of an entry as one line each, and how many more there were. */
export const changesText = (entry: ActivityEntry, t: TFunction<'activity'>): string[] => [
  ...entry.changes.map((change) => changeText(change, t)),
  ...(entry.moreChanges > 0 ? [t('changes.more', { count: entry.moreChanges })] : []),
];

/** The reservations an entry wrote to, `№164, №165 +3`. */
export const reservationsText = (entry: ActivityEntry): string => {
  const shown = entry.reservations.map((r) => (r.number === null ? '—' : `№${r.number}`));
  const rest = entry.reservationCount - entry.reservations.length;
  return [shown.join(', '), rest > 0 ? `+${rest}` : ''].filter(Boolean).join(' ');
};

/** Subject and amount of an entry in one cell: the setting it named, the money it moved. */
export const subjectText = (entry: ActivityEntry, language: string): string =>
  [entry.subject, entry.amount === null ? null : formatMoney(entry.amount, language)]
    .filter(Boolean)
    .join(' · ');
