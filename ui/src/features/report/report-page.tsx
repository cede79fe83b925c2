import {
  Box,
  Card,
  Field,
  HStack,
  IconButton,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/date-input';
import { PopoverOnDemand } from '../../components/popover-on-demand';
import { HelpIcon, CoinsIcon } from '../../components/icons';
import { EmptyList } from '../../components/list-states';
import { PageIntro } from '../../components/page-intro';
import { propertyPage } from '../../components/property-page';
import { QueryError } from '../../components/query-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { isIsoDate } from '@hotel/events/dates';
import { formatMoney, formatNumber, formatPercent } from '../../lib/format';
import { Change, ReportCharts } from './report-charts';
import {
  type Compared,
  REPORT_TYPES,
  type ReportType,
  type SalesReport,
  useSalesReportQuery,
} from './report-api';

export const ReportPage = propertyPage(SalesReportScreen);

function FigureCard({
  label,
  value,
  format,
  testId,
}: {
  label: string;
  value: Compared;
  format: (n: number) => string;
  testId: string;
}) {
  const { t } = useTranslation('report');
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
          {format(value.now)}
        </Text>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
            {t('before', { value: format(value.before) })}
          </Text>
          <Change diff={value.diff} />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** The definitions the figures follow (docs/report.md), in a popover loaded on first open. */
function Definitions() {
  const { t } = useTranslation('report');
  const keys = ['period', 'roomRevenue', 'services', 'total', 'ratios', 'money', 'audit'] as const;
  const button = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  return (
    <>
      <IconButton
        ref={button}
        variant="ghost"
        size="sm"
        aria-label={t('definitions.title')}
        title={t('definitions.title')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setEverOpened(true);
          setOpen(!open);
        }}
      >
        <HelpIcon />
      </IconButton>
      {everOpened ? (
        <Suspense fallback={null}>
          <PopoverOnDemand
            open={open}
            onClose={() => setOpen(false)}
            anchor={button}
            portalled
            arrow
            title={t('definitions.title')}
            contentProps={{ w: { base: '90vw', md: '480px' } }}
          >
            <Stack gap="2" fontSize="sm">
              {keys.map((key) => (
                <Text key={key}>{t(`definitions.${key}`)}</Text>
              ))}
            </Stack>
          </PopoverOnDemand>
        </Suspense>
      ) : null}
    </>
  );
}

function ReportBody({ report }: { report: SalesReport }) {
  const { t, i18n } = useTranslation('report');
  const lang = i18n.language;
  const money = (n: number) => formatMoney(n, lang);
  const number = (n: number) => formatNumber(n, lang);
  const percent = (n: number) => formatPercent(n, lang);
  const { sales, roomSales } = report;
  const hasActivity =
    sales.total.now !== 0 ||
    sales.total.before !== 0 ||
    report.paymentMethods.length > 0 ||
    report.incomeType.length > 0 ||
    roomSales.roomsSold.now > 0;
  const periodText = (span: { from: string; to: string }) =>
    span.from === span.to ? span.from : `${span.from} – ${span.to}`;
  /** The figure cards, in order: their test id (`card-…`), label key, figure and format. */
  const figures: [string, string, Compared, (n: number) => string][] = [
    ['total', 'cards.total', sales.total, money],
    ['rooms', 'cards.rooms', sales.roomTypes, money],
    ['services', 'cards.services', sales.services, money],
    ['occupancy', 'cards.occupancy', roomSales.occupancy, percent],
    ['adr', 'cards.adr', roomSales.adr, money],
    ['revpar', 'cards.revpar', roomSales.revpar, money],
    ['sold', 'cards.roomsSold', roomSales.roomsSold, number],
    ['available', 'cards.roomsAvailable', roomSales.roomsAvailable, number],
  ];

  return (
    <Stack gap="5">
      <Text color="fg.muted" fontSize="sm" data-testid="report-period">
        {t('periodLine', {
          period: periodText(report.period),
          previous: periodText(report.previous),
          workingDate: report.workingDate,
        })}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        {figures.map(([id, label, value, format]) => (
          <FigureCard
            key={id}
            testId={`card-${id}`}
            label={t(label)}
            value={value}
            format={format}
          />
        ))}
      </SimpleGrid>

      {!hasActivity ? (
        <EmptyList
          icon={<CoinsIcon />}
          title={t('empty.title')}
          description={t('empty.description')}
        />
      ) : (
        <ReportCharts report={report} />
      )}
    </Stack>
  );
}

function SalesReportScreen({ slug }: { slug: string }) {
  const { t } = useTranslation('report');
  useDocumentTitle(t('title'));
  const [type, setType] = useState<ReportType>('today');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  /** The range asked for: set when its end is chosen (a tab clears it). */
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const query = useSalesReportQuery({ slug, type, ...(range ?? {}) });

  const chooseEnd = (value: string) => {
    setTo(value);
    if (isIsoDate(from) && isIsoDate(value) && value >= from) setRange({ from, to: value });
  };

  return (
    <Stack gap="4" data-testid="sales-report">
      <HStack justify="space-between" align="start" gap="3">
        <PageIntro>{t('description')}</PageIntro>
        <Definitions />
      </HStack>
      <Stack
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ md: 'end' }}
        gap="3"
      >
        <Tabs.Root
          // The tabs choose the period of the report below (its panel).
          ids={{ content: () => 'sales-report-body' }}
          value={range ? '' : type}
          onValueChange={(details) => {
            // A tab clears the range and reloads.
            setType(details.value as ReportType);
            setRange(null);
            setFrom('');
            setTo('');
          }}
          variant="enclosed"
        >
          <Tabs.List>
            {REPORT_TYPES.map((tab) => (
              <Tabs.Trigger key={tab} value={tab} data-testid={`tab-${tab}`}>
                {t(`tabs.${tab}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Tabs.Root>
        <HStack gap="2" align="start">
          <RangeDate
            label={t('range.from')}
            name="from"
            value={from}
            max={isIsoDate(to) ? to : undefined}
            onChange={setFrom}
          />
          <RangeDate
            label={t('range.to')}
            name="to"
            value={to}
            min={isIsoDate(from) ? from : undefined}
            disabled={!from}
            onChange={chooseEnd}
          />
        </HStack>
      </Stack>

      <Box id="sales-report-body">
        {query.isLoading ? (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" data-testid="report-loading">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} h="24" borderRadius="lg" />
            ))}
          </SimpleGrid>
        ) : query.error || !query.data ? (
          <QueryError title={t('error')} query={query} />
        ) : (
          <Box opacity={query.isFetching ? 0.6 : 1} transition="opacity 0.2s">
            <ReportBody report={query.data} />
          </Box>
        )}
      </Box>
    </Stack>
  );
}

/** A date of the report's range; text that is no date is called invalid once the field is left. */
function RangeDate({
  label,
  name,
  value,
  min,
  max,
  disabled = false,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(false);
  const invalid = left && value.trim() !== '' && !isIsoDate(value);
  return (
    <Field.Root w="40" invalid={invalid} disabled={disabled}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <DateInput
        size="sm"
        name={name}
        value={value}
        min={min}
        max={max}
        onChange={(e) => {
          setLeft(false);
          onChange(e.target.value);
        }}
        onBlur={() => setLeft(true)}
      />
      {invalid ? <Field.ErrorText>{t('dateInput.invalidDate')}</Field.ErrorText> : null}
    </Field.Root>
  );
}
