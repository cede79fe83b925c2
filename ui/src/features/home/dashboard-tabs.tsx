import { Box, Stack, Tabs, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrivalIcon, BanIcon, BedIcon, CalendarIcon, DepartureIcon } from '../../components/icons';
import { formatNumber, formatPercent } from '../../lib/format';
import {
  DASHBOARD_TABS,
  type Dashboard as DashboardData,
  type DashboardTab,
  TAB_COLORS,
} from './dashboard-api';
import { type Icon, StatHead, StatValue } from './stat-card';

export const TAB_ICONS: Record<DashboardTab, Icon> = {
  todayCheckin: ArrivalIcon,
  todayCheckout: DepartureIcon,
  todayStaying: BedIcon,
  tomorrowCheckin: CalendarIcon,
  cancellations: BanIcon,
};

export const countOf = (data: DashboardData, tab: DashboardTab): number =>
  tab === 'todayStaying' ? data.todayStaying.count : data[tab];

/** Under the staying tab's count: the occupancy meter, the persons and the rooms for sale. */
function StayingDetail({ data }: { data: DashboardData }) {
  const { t } = useTranslation('home');
  const staying = data.todayStaying;
  return (
    <Stack gap="1.5" w="full">
      <Box
        h="1.5"
        borderRadius="full"
        bg="bg.muted"
        overflow="hidden"
        role="meter"
        aria-label={t('dashboard.cards.occupancy')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={staying.occupancy}
      >
        <Box
          h="full"
          borderRadius="full"
          style={{
            width: `${Math.min(100, staying.occupancy)}%`,
            background: TAB_COLORS.todayStaying,
          }}
        />
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {staying.childCount > 0
          ? t('dashboard.cards.personsWithChildren', {
              count: staying.personCount,
              children: staying.childCount,
            })
          : t('dashboard.cards.persons', { count: staying.personCount })}
      </Text>
      <Text fontSize="xs" color="fg.subtle">
        {data.rooms.outOfOrder > 0
          ? t('dashboard.cards.roomsBlocked', {
              forSale: data.rooms.forSale,
              total: data.rooms.total,
              blocked: data.rooms.outOfOrder,
            })
          : t('dashboard.cards.rooms', { count: data.rooms.total })}
      </Text>
    </Stack>
  );
}

/**
 * The five coloured cards with their counts: the dashboard's tabs (the list of a Tabs.Root
 * whose value is the tab). Each is the theme's card laid out as a column; the Tabs recipe
 * already makes a trigger flex with a gap of 2.
 */
export function DashboardTabList({ data, tab }: { data: DashboardData; tab: DashboardTab }) {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  const staying = data.todayStaying;
  /** What a tab's card says under its count. */
  const details: Partial<Record<DashboardTab, ReactNode>> = {
    todayStaying: <StayingDetail data={data} />,
  };
  return (
    <Tabs.List
      display="grid"
      gridTemplateColumns={{
        base: '1fr',
        sm: 'repeat(2, 1fr)',
        lg: 'repeat(3, 1fr)',
        xl: 'repeat(5, 1fr)',
      }}
      gap="4"
    >
      {DASHBOARD_TABS.map((value) => {
        const color = TAB_COLORS[value];
        const selected = value === tab;
        return (
          <Tabs.Trigger
            key={value}
            value={value}
            data-testid={`count-${value}`}
            layerStyle="card"
            shadow={selected ? 'md' : 'xs'}
            h="auto"
            minH="0"
            p="4"
            flexDirection="column"
            alignItems="flex-start"
            textAlign="start"
            color="fg"
            _hover={{ shadow: 'sm' }}
            style={{
              borderTop: `4px solid ${color}`,
              ...(selected ? { borderColor: color, background: `${color}0f` } : {}),
            }}
          >
            <StatHead
              icon={TAB_ICONS[value]}
              color={color}
              label={
                <Text fontSize="sm" fontWeight="medium" color={selected ? 'fg' : 'fg.muted'}>
                  {t(`dashboard.tabs.${value}`)}
                </Text>
              }
              aside={
                value === 'todayStaying' ? (
                  <Text fontSize="sm" fontWeight="semibold" color="fg">
                    {formatPercent(staying.occupancy, language)}
                  </Text>
                ) : null
              }
            />
            <StatValue testId={`count-${value}`}>
              {formatNumber(countOf(data, value), language)}
            </StatValue>
            {details[value] ?? (
              <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                {t(`dashboard.hints.${value}`)}
              </Text>
            )}
          </Tabs.Trigger>
        );
      })}
    </Tabs.List>
  );
}
