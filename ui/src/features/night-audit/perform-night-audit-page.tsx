import { Alert, Box, Button, Flex, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { addDays } from '@hotel/events/dates';
import { dayjs } from '../../lib/dayjs-locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { formatNumber, formatPercent } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency';
import { errorMessageOf } from '../../lib/problem';
import { toaster } from '../../lib/toaster';
import { AuditPanel } from './audit-panel';
import { nightAuditPage } from './night-audit-page';
import type { PerformState } from './check-night-audit-page';
import {
  type AuditLine,
  type NightAuditCheck,
  type RoomDetail,
  usePerformNightAuditMutation,
} from './night-audit-api';
import { PageLink } from '../../components/page-link';

/**
 * Route `/perform-night-audit`: the hotel, who performs it, the working date and the room
 * occupancy (occupied and available rooms: percent, total, guests), then the one command that
 * closes the date. Pressed twice, or by two people at once, it still runs once: the second
 * answer says it is done. On success the working date moves on every open screen.
 */
export const PerformNightAuditPage = nightAuditPage(['24', '40'], PerformNightAuditForm);

const noShowsOf = (state: unknown): string[] => {
  const noShows = (state as Partial<PerformState> | null)?.noShows;
  return Array.isArray(noShows) ? noShows.filter((id) => typeof id === 'string') : [];
};

/** The date's occupancy, who performs it, and the one command that closes the date. */
function PerformNightAuditForm({ slug, check }: { slug: string; check: NightAuditCheck }) {
  const { t, i18n } = useTranslation('night-audit');
  const { user } = useCurrentHotel();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const location = useLocation();
  const noShows = noShowsOf(location.state);
  const [perform, performing] = usePerformNightAuditMutation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(newIdempotencyKey);
  const date = check.workingDate;
  const chosen = noShows.filter((id) => check.arrivals.some((line) => line.id === id));
  const numbers = check.arrivals
    .filter((line) => chosen.includes(line.id))
    .map((line) => `№${line.number}`);

  const run = async () => {
    setError(null);
    try {
      const answer = await perform({
        slug,
        idempotencyKey: key,
        date,
        noShows: chosen,
      }).unwrap();
      setConfirming(false);
      toaster.create({
        type: answer.alreadyDone ? 'info' : 'success',
        title: answer.alreadyDone
          ? t('perform.alreadyDone', { date: answer.date, workingDate: answer.workingDate })
          : t('perform.done', { date: answer.date, workingDate: answer.workingDate }),
        closable: true,
      });
      void navigate(localized(propertyPath(slug, 'home')));
    } catch (failure) {
      setConfirming(false);
      setError(errorMessageOf(failure, t));
    }
  };

  // The occupancy the audit will freeze: the chosen no-shows no longer hold their rooms.
  const released = check.arrivals.filter((line) => chosen.includes(line.id) && line.staysTonight);
  const { occupiedRooms, availableRooms } = afterNoShows(check.roomDetails, released);
  return (
    <Stack gap="5" maxW="4xl">
      <AuditPanel>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Fact label={t('perform.hotel')}>{check.hotelName}</Fact>
          <Fact label={t('perform.user')}>
            {user?.name ?? ''}
            {user?.email ? (
              <Text as="span" display="block" color="fg.muted" fontSize="sm" fontWeight="normal">
                {user.email}
              </Text>
            ) : null}
          </Fact>
          <Fact label={t('workingDate')}>
            <time dateTime={date}>{date}</time>
            <Text as="span" display="block" color="fg.muted" fontSize="sm" fontWeight="normal">
              {dayjs(date).format('dddd')}
            </Text>
          </Fact>
        </SimpleGrid>
      </AuditPanel>
      <AuditPanel
        title={t('perform.occupancy')}
        hint={t('perform.occupancyHint', {
          rooms: check.roomDetails.roomsTotal,
          outOfOrder: check.roomDetails.outOfOrder,
        })}
      >
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Occupancy
            label={t('perform.occupied')}
            detail={occupiedRooms}
            color="brand"
            guests={t('perform.guests', {
              count: occupiedRooms.totalGuests,
              formatted: formatNumber(occupiedRooms.totalGuests, i18n.language),
            })}
          />
          <Occupancy label={t('perform.available')} detail={availableRooms} color="green" />
        </SimpleGrid>
      </AuditPanel>
      <AuditPanel title={t('perform.whatHappens')}>
        <Stack as="ol" gap="1" ps="5" listStyleType="decimal" color="fg.muted" fontSize="sm">
          <li>
            {chosen.length > 0
              ? t('perform.stepNoShows', { count: chosen.length, numbers: numbers.join(', ') })
              : t('perform.stepNoNoShows')}
          </li>
          <li>{t('perform.stepAudit', { date })}</li>
          <li>{t('perform.stepFigures')}</li>
          <li>{t('perform.stepRoll', { next: addDays(date, 1) })}</li>
        </Stack>
      </AuditPanel>
      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      ) : null}
      <Flex gap="3" justify="space-between" wrap="wrap">
        <Button asChild variant="outline">
          <RouterLink to={localized(propertyPath(slug, 'checkNightAudit'))}>{t('back')}</RouterLink>
        </Button>
        <Button colorPalette="brand" onClick={() => setConfirming(true)}>
          {t('perform.button')}
        </Button>
      </Flex>
      <Text color="fg.muted" fontSize="sm">
        {t('perform.checkAgain')}{' '}
        <PageLink to={localized(propertyPath(slug, 'checkNightAudit'))} colorPalette="brand">
          {t('perform.checkLink')}
        </PageLink>
      </Text>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('perform.confirmTitle', { date })}
        description={t('perform.confirmDescription')}
        confirmLabel={t('perform.button')}
        tone="default"
        loading={performing.isLoading}
        onConfirm={() => void run()}
      />
    </Stack>
  );
}

const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

/** Occupied and available rooms once the released rooms are free. */
const afterNoShows = (
  details: NightAuditCheck['roomDetails'],
  released: readonly AuditLine[],
): { occupiedRooms: RoomDetail; availableRooms: RoomDetail } => {
  const rooms = details.occupiedRooms.total + details.availableRooms.total;
  const occupied = Math.max(0, details.occupiedRooms.total - released.length);
  const guests = released.reduce(
    (sum, line) => sum - line.guests,
    details.occupiedRooms.totalGuests,
  );
  return {
    occupiedRooms: {
      total: occupied,
      percent: percentOf(occupied, rooms),
      totalGuests: Math.max(0, guests),
    },
    availableRooms: {
      total: rooms - occupied,
      percent: percentOf(rooms - occupied, rooms),
      totalGuests: 0,
    },
  };
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text fontWeight="semibold" fontSize="lg">
        {children}
      </Text>
    </Box>
  );
}

function Occupancy({
  label,
  detail,
  color,
  guests,
}: {
  label: string;
  detail: RoomDetail;
  color: string;
  guests?: string;
}) {
  const { t, i18n } = useTranslation('night-audit');
  return (
    <Box borderWidth="1px" borderRadius="lg" p="4">
      <Flex justify="space-between" align="baseline">
        <Text fontWeight="medium">{label}</Text>
        <Text fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
          {formatPercent(detail.percent, i18n.language)}
        </Text>
      </Flex>
      <Progress.Root value={detail.percent} colorPalette={color} size="sm" my="2">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text color="fg.muted" fontSize="sm">
        {t('perform.rooms', { count: detail.total })}
        {guests ? ` · ${guests}` : ''}
      </Text>
    </Box>
  );
}
