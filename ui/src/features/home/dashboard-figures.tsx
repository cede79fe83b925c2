import { Link, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
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
  const cards: {
    key: 'todayBooking' | 'todayIncome' | 'requests';
    icon: typeof PlusIcon;
    value: string;
    note: ReactNode;
    aside?: ReactNode;
  }[] = [
    {
      key: 'todayBooking',
      icon: PlusIcon,
      value: formatNumber(data.todayBooking, language),
      note: t('dashboard.cards.roomNights', { count: data.roomNights }),
    },
    {
      key: 'todayIncome',
      icon: CoinsIcon,
      value: formatMoney(data.todayIncome, language),
      note: t('dashboard.cards.incomeHint'),
    },
    {
      key: 'requests',
      icon: InboxIcon,
      value: formatNumber(requests.total, language),
      note: (
        <>
          {t('dashboard.cards.requestsConfirmed', { count: requests.totalConfirmed })}
          {' · '}
          {t('dashboard.cards.requestsPaid', {
            paid: formatMoney(requests.paidAmount, language),
            amount: formatMoney(requests.totalAmount, language),
          })}
        </>
      ),
      aside: canOpenReservations ? (
        <Link asChild fontSize="sm" color="brand.fg">
          <RouterLink to={localized(propertyPath(slug, 'resRequests'))}>
            {t('dashboard.cards.openRequests')}
            <ArrowRightIcon boxSize="3.5" />
          </RouterLink>
        </Link>
      ) : null,
    },
  ];
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      {cards.map((card) => (
        <StatCard
          key={card.key}
          icon={card.icon}
          label={t(`dashboard.cards.${card.key}`)}
          value={card.value}
          testId={`count-${card.key}`}
          {...(card.aside !== undefined ? { aside: card.aside } : {})}
        >
          <Text fontSize="sm" color="fg.muted">
            {card.note}
          </Text>
        </StatCard>
      ))}
    </SimpleGrid>
  );
}
