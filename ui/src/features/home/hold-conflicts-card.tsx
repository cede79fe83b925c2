import { Alert, Badge, Button, Flex, Link, List, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CalendarXIcon } from '../../components/icons';
import { QueryError } from '../../components/query-error';
import { usePermission } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { propertyPath } from '../../lib/property-pages';
import { type HoldConflict, useListHoldConflictsQuery } from './hold-conflicts-api';

/** Our side of a conflict in words: the reservation and its guest, a block, another site. */
const oursText = (t: TFunction<'home'>, conflict: HoldConflict): string => {
  const party = conflict.with;
  switch (party.kind) {
    case 'stay':
      return party.number === null
        ? t('dashboard.conflicts.with.stayUnnumbered', { guest: party.guestName ?? '' }).trim()
        : t('dashboard.conflicts.with.stay', {
            number: party.number,
            guest: party.guestName ?? '',
          }).trim();
    case 'block':
      return t('dashboard.conflicts.with.block', { description: party.description ?? '' }).trim();
    case 'channelHold':
      return t('dashboard.conflicts.with.channelHold', { channel: party.channel, uid: party.uid });
    case 'roomType':
      return t('dashboard.conflicts.with.roomType');
  }
};

/**
 * The booking sites' bookings that collide with ours (docs/channels.md, "Conflicts on the
 * dashboard and the calendar"): shown only while there are some, each with the room, the
 * nights, the site and its booking's UID, and our side — the reservation opens from here, the
 * calendar shows the nights, and the calendar sync page is where imports are managed. The
 * dashboard's readers (show-reservations) see it; the links follow each page's permission.
 */
export function HoldConflictsCard({ slug }: { slug: string }) {
  const { t } = useTranslation('home');
  const localized = useLocalizedPath();
  const mayOpen = usePermission('manage-reservations');
  const maySync = usePermission('manage-settings');
  const query = useListHoldConflictsQuery({ slug });
  const conflicts = query.data?.conflicts ?? [];
  if (query.isError && !query.data) {
    return <QueryError title={t('dashboard.conflicts.error')} query={query} />;
  }
  if (conflicts.length === 0) return null;
  return (
    <Alert.Root
      status="error"
      variant="surface"
      borderRadius="lg"
      alignItems="flex-start"
      data-testid="hold-conflicts"
      as="section"
      aria-labelledby="hold-conflicts-title"
    >
      <Alert.Indicator>
        <CalendarXIcon />
      </Alert.Indicator>
      <Alert.Content gap="3">
        <Flex align="center" gap="2" wrap="wrap">
          <Alert.Title id="hold-conflicts-title">{t('dashboard.conflicts.title')}</Alert.Title>
          <Badge colorPalette="red" variant="solid">
            {conflicts.length}
          </Badge>
        </Flex>
        <Alert.Description>{t('dashboard.conflicts.description')}</Alert.Description>
        <List.Root as="ul" listStyle="none" gap="2" ms="0">
          {conflicts.map((conflict) => {
            const ours = oursText(t, conflict);
            return (
              <List.Item
                key={conflict.holdId}
                data-testid={`hold-conflict-${conflict.uid}`}
                bg="bg"
                borderWidth="1px"
                borderColor="border.error"
                borderRadius="md"
                px="3"
                py="2"
              >
                <Flex columnGap="3" rowGap="1" wrap="wrap" align="baseline" fontSize="sm">
                  <Text fontWeight="semibold">
                    {t('dashboard.conflicts.room', { room: conflict.roomName ?? '' })}
                  </Text>
                  <Text fontVariantNumeric="tabular-nums">
                    <time dateTime={conflict.startDate}>{conflict.startDate}</time> →{' '}
                    <time dateTime={conflict.endDate}>{conflict.endDate}</time>
                  </Text>
                  <Text>
                    {t('dashboard.conflicts.site', { channel: conflict.channel })}{' '}
                    <Text as="span" color="fg.muted" wordBreak="break-all">
                      ({conflict.uid})
                    </Text>
                  </Text>
                  <Text>
                    <Text as="span" color="fg.muted">
                      {t('dashboard.conflicts.ours')}{' '}
                    </Text>
                    {conflict.with.kind === 'stay' && mayOpen ? (
                      <Link asChild colorPalette="brand" fontWeight="medium">
                        <RouterLink
                          to={localized(
                            propertyPath(slug, 'reservation', { id: conflict.with.reservationId }),
                          )}
                        >
                          {ours}
                        </RouterLink>
                      </Link>
                    ) : (
                      ours
                    )}
                  </Text>
                  {mayOpen ? (
                    <Link asChild fontSize="sm" ms="auto" colorPalette="brand">
                      <RouterLink
                        to={`${localized(propertyPath(slug, 'calendar'))}?view=month&date=${conflict.startDate}`}
                        aria-label={t('dashboard.conflicts.onCalendarFor', {
                          room: conflict.roomName ?? '',
                          from: conflict.startDate,
                        })}
                      >
                        {t('dashboard.conflicts.onCalendar')}
                      </RouterLink>
                    </Link>
                  ) : null}
                </Flex>
              </List.Item>
            );
          })}
        </List.Root>
        {maySync ? (
          <Button asChild size="sm" variant="outline" colorPalette="red" alignSelf="flex-start">
            <RouterLink to={localized(propertyPath(slug, 'calendarSync'))}>
              {t('dashboard.conflicts.openSync')}
            </RouterLink>
          </Button>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
