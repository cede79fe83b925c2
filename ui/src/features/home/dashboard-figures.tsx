import { Link, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { ArrowRightIcon, CoinsIcon, InboxIcon, PlusIcon } from '../../components/icons';
import { useLocalizedPath } from '../../components/use-localized-path';
import { formatMoney, formatNumber } from '../../lib/format';
import { type Dashboard as DashboardData } from './dashboard-api';
import { StatCard } from './stat-card';

/** The day's three figures: bookings made today, today's income, the booking requests. */
export function DashboardFigures({
  data,
  slug,
  canOpenReservations,
}: {
  data: DashboardData;
  slug: string;
  canOpenReservations: boolean;
}) {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  const localized = useLocalizedPath();
  const requests = data.reservationRequests;
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <StatCard
        icon={PlusIcon}
        label={t('dashboard.cards.todayBooking')}
        value={formatNumber(data.todayBooking, language)}
        testId="count-todayBooking"
      >
        <Text fontSize="sm" color="fg.muted">
          {t('dashboard.cards.roomNights', { count: data.roomNights })}
        </Text>
      </StatCard>
      <StatCard
        icon={CoinsIcon}
        label={t('dashboard.cards.todayIncome')}
        value={formatMoney(data.todayIncome, language)}
        testId="count-todayIncome"
      >
        <Text fontSize="sm" color="fg.muted">
          {t('dashboard.cards.incomeHint')}
        </Text>
      </StatCard>
      <StatCard
        icon={InboxIcon}
        label={t('dashboard.cards.requests')}
        value={formatNumber(requests.total, language)}
        testId="count-requests"
        aside={
          canOpenReservations ? (
            <Link asChild fontSize="sm" color="brand.fg">
              <RouterLink to={localized(propertyPath(slug, 'resRequests'))}>
                {t('dashboard.cards.openRequests')}
                <ArrowRightIcon boxSize="3.5" />
              </RouterLink>
            </Link>
          ) : null
        }
      >
        <Text fontSize="sm" color="fg.muted">
          {t('dashboard.cards.requestsConfirmed', { count: requests.totalConfirmed })}
          {' · '}
          {t('dashboard.cards.requestsPaid', {
            paid: formatMoney(requests.paidAmount, language),
            amount: formatMoney(requests.totalAmount, language),
          })}
        </Text>
      </StatCard>
    </SimpleGrid>
  );
}
