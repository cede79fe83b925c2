import { Badge, Card, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPercent } from '../../lib/format';
import { localName } from '../../lib/names';
import { Bars, Doughnut, GroupedColumns, StackedColumns } from './charts';
import { PALETTE } from './palette';
import type { SalesReport } from './report-api';

const ROOM_COLOR = '#1c7df6';
const SERVICES_COLOR = '#f08c00';

/** The change against the previous period: green up, red down, grey when nothing to compare. */
export function Change({ diff }: { diff: number | null }) {
  const { t, i18n } = useTranslation('report');
  if (diff === null) {
    return (
      <Badge colorPalette="gray" variant="subtle">
        {t('change.new')}
      </Badge>
    );
  }
  const palette = diff > 0 ? 'green' : diff < 0 ? 'red' : 'gray';
  const arrow = diff > 0 ? '▲' : diff < 0 ? '▼' : '•';
  return (
    <Badge colorPalette={palette} variant="subtle" data-testid="change">
      {arrow} {formatPercent(Math.abs(diff), i18n.language)}
    </Badge>
  );
}

/** What the chart in a card is given: the card's title as its name, its amounts as money. */
interface ChartOfCard {
  label: string;
  format: (amount: number) => string;
}

/** A chart in a card; `empty`: nothing to draw in the period, said in words instead. */
function ChartCard({
  title,
  empty = false,
  children,
}: {
  title: string;
  empty?: boolean;
  /** Draws the chart. */
  children: (chart: ChartOfCard) => ReactNode;
}) {
  const { t, i18n } = useTranslation('report');
  const chart = { label: title, format: (amount: number) => formatMoney(amount, i18n.language) };
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading size="sm">{title}</Heading>
      </Card.Header>
      <Card.Body>
        {empty ? (
          <Text color="fg.muted" fontSize="sm">
            {t('empty.none')}
          </Text>
        ) : (
          children(chart)
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The report's six charts, two by two (the figures above them are report-page.tsx's). */
export function ReportCharts({ report }: { report: SalesReport }) {
  const { t, i18n } = useTranslation('report');
  const lang = i18n.language;
  const percent = (n: number) => formatPercent(n, lang);
  const { sales, roomSales } = report;
  const marks: Record<string, { text: string; color: string }> = {};
  if (roomSales.min && roomSales.roomTypes.length > 1) {
    marks[roomSales.min.id] = { text: t('min'), color: '#c92a2a' };
  }
  if (roomSales.max) marks[roomSales.max.id] = { text: t('max'), color: '#237a35' };

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <ChartCard title={t('charts.roomVsServices')}>
        {(chart) => (
          <StackedColumns
            {...chart}
            series={[
              { label: t('cards.rooms'), color: ROOM_COLOR },
              { label: t('cards.services'), color: SERVICES_COLOR },
            ]}
            columns={[
              { label: t('previous'), values: [sales.roomTypes.before, sales.services.before] },
              {
                label: t('current'),
                values: [sales.roomTypes.now, sales.services.now],
                caption:
                  sales.total.diff === null
                    ? t('change.new')
                    : `${sales.total.diff > 0 ? '+' : ''}${percent(sales.total.diff)}`,
              },
            ]}
          />
        )}
      </ChartCard>
      <ChartCard title={t('charts.adrRevpar')}>
        {(chart) => (
          <Stack gap="2">
            <HStack gap="4" wrap="wrap" fontSize="sm">
              {(['adr', 'revpar'] as const).map((key) => (
                <HStack key={key} gap="2">
                  <Text fontWeight="semibold">{t(`cards.${key}`)}</Text>
                  <Change diff={roomSales[key].diff} />
                </HStack>
              ))}
            </HStack>
            <GroupedColumns
              {...chart}
              series={{
                before: { label: t('previous'), color: '#adb5bd' },
                now: { label: t('current'), color: ROOM_COLOR },
              }}
              groups={(['adr', 'revpar'] as const).map((key) => ({
                label: t(`cards.${key}`),
                before: roomSales[key].before,
                now: roomSales[key].now,
              }))}
            />
          </Stack>
        )}
      </ChartCard>
      <ChartCard title={t('charts.paymentMethods')} empty={report.paymentMethods.length === 0}>
        {(chart) => (
          <Doughnut
            {...chart}
            slices={report.paymentMethods.map((m, i) => ({
              id: m.id,
              label: localName(m, lang),
              value: m.total,
              color: m.color || PALETTE[i % PALETTE.length]!,
            }))}
          />
        )}
      </ChartCard>
      <ChartCard title={t('charts.incomeTypes')} empty={report.incomeType.length === 0}>
        {(chart) => (
          <Doughnut
            {...chart}
            slices={report.incomeType.map((item, i) => ({
              id: item.type,
              label: t(`incomeTypes.${item.type}`, { defaultValue: item.type }),
              value: item.total,
              color: PALETTE[i % PALETTE.length]!,
            }))}
          />
        )}
      </ChartCard>
      <ChartCard title={t('charts.roomTypes')}>
        {(chart) => (
          <Bars
            {...chart}
            marks={marks}
            items={roomSales.roomTypes.map((rt) => ({
              id: rt.id,
              label: localName(rt, lang),
              value: rt.total,
            }))}
          />
        )}
      </ChartCard>
      <ChartCard title={t('charts.channels')} empty={report.channels.length === 0}>
        {(chart) => (
          <Bars
            {...chart}
            items={report.channels.map((c, i) => ({
              id: c.name,
              label: localName(c, lang),
              value: c.total,
              color: PALETTE[(i + 1) % PALETTE.length],
            }))}
          />
        )}
      </ChartCard>
    </SimpleGrid>
  );
}
