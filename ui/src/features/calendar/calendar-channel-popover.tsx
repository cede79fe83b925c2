import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, type RefObject, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PopoverOnDemand } from '../../components/popover-on-demand';
import { usePermission } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { propertyPath } from '../../lib/property-pages';
import type {
  CalendarChannelHold,
  CalendarConflict,
} from '../../shared/reservations/reservations-api';
import { conflictPartyText, type OpenChannelMark } from './calendar-channel-marks';

/** What a site's bar or conflict band opened: the hold or the conflict, by its hold id. */
export type ChannelMarkShown =
  { kind: 'hold'; hold: CalendarChannelHold } | { kind: 'conflict'; conflict: CalendarConflict };

/** Which site's bar or conflict band is open, the element it hangs from, and how to open one. */
export function useChannelPopover(
  holds: ReadonlyMap<string, CalendarChannelHold>,
  conflicts: readonly CalendarConflict[],
) {
  const [shown, setShown] = useState<ChannelMarkShown | null>(null);
  const anchor = useRef<HTMLElement | null>(null);
  const open = useCallback<OpenChannelMark>(
    (mark, element) => {
      anchor.current = element;
      const hold = mark.kind === 'hold' ? holds.get(mark.id) : undefined;
      const conflict =
        mark.kind === 'conflict' ? conflicts.find((c) => c.holdId === mark.id) : undefined;
      setShown(hold ? { kind: 'hold', hold } : conflict ? { kind: 'conflict', conflict } : null);
    },
    [holds, conflicts],
  );
  const close = useCallback(() => setShown(null), []);
  return { shown, anchor, open, close };
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text fontSize="sm">
      <Text as="span" color="fg.muted">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

/**
 * A small popover on a booking site's bar or conflict band (docs/channels.md): the site, its
 * UID and nights; for a held booking, "Make a reservation" (its conversion on the calendar
 * sync page); for a conflict, our side (the reservation opens) and the way to the sync page.
 */
export function CalendarChannelPopover({
  slug,
  shown,
  anchor,
  onClose,
}: {
  slug: string;
  shown: ChannelMarkShown | null;
  anchor: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation('calendar');
  const localized = useLocalizedPath();
  const maySync = usePermission('manage-settings');
  const mayBook = usePermission('manage-reservations');
  if (!shown) return null;
  const item = shown.kind === 'hold' ? shown.hold : shown.conflict;
  const syncPath = localized(propertyPath(slug, 'calendarSync'));
  return (
    <Suspense fallback={null}>
      <PopoverOnDemand
        open
        onClose={onClose}
        anchor={anchor}
        placement="bottom-start"
        portalled
        arrow
        title={
          shown.kind === 'hold'
            ? t('channel.holdTitle', { channel: item.channel })
            : t('channel.conflictTitle', { channel: item.channel })
        }
        contentProps={{ maxW: 'sm', 'data-testid': 'calendar-channel-popover' } as never}
      >
        <Stack gap="2">
          <Fact label={t('channel.uid')}>
            <Text as="span" wordBreak="break-all">
              {item.uid}
            </Text>
          </Fact>
          <Fact label={t('channel.nights')}>
            <time dateTime={item.startDate}>{item.startDate}</time> →{' '}
            <time dateTime={item.endDate}>{item.endDate}</time>
          </Fact>
          {shown.kind === 'conflict' ? (
            <>
              <Fact label={t('channel.ours')}>
                {shown.conflict.with.kind === 'stay' && mayBook ? (
                  <Link asChild colorPalette="brand" fontWeight="medium">
                    <RouterLink
                      to={localized(
                        propertyPath(slug, 'reservation', {
                          id: shown.conflict.with.reservationId,
                        }),
                      )}
                    >
                      {conflictPartyText(t, shown.conflict)}
                    </RouterLink>
                  </Link>
                ) : (
                  conflictPartyText(t, shown.conflict)
                )}
              </Fact>
              <Fact label={t('channel.firstShared')}>{shown.conflict.date}</Fact>
              <Text fontSize="sm" color="fg.muted">
                {t('channel.resolve')}
              </Text>
              {maySync ? (
                <Button asChild size="sm" variant="outline">
                  <RouterLink to={syncPath}>{t('channel.openSync')}</RouterLink>
                </Button>
              ) : null}
            </>
          ) : maySync && mayBook ? (
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={`${syncPath}?hold=${encodeURIComponent(shown.hold.id)}`}>
                {t('channel.makeReservation')}
              </RouterLink>
            </Button>
          ) : null}
        </Stack>
      </PopoverOnDemand>
    </Suspense>
  );
}
