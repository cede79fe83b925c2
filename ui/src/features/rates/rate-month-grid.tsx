import {
  Box,
  Card,
  Grid,
  HStack,
  Heading,
  IconButton,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { SectionCard } from '../../components/section-card';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { QueryError } from '../../components/query-error';
import { MIN_DATE, WEEKDAYS, addMonths, isWeekend, laterOf, monthOf, monthWeeks } from './dates';
import { DayButton, RateCellContent, dayBackground, useDayDescription } from './rate-cell';
import type { RateDayTarget } from './rate-day-dialog';
import type { RatePlan, RateDay } from './rates-api';
import { useGetRatesQuery } from './rates-api';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { MarkerLegend } from './rates-ui';
import type { RateDraft } from './rate-draft';
import { isAffected } from './rate-rules';
import { useWorkingDate } from '../../components/use-working-date';

/** The month grid's two steps: a month back, a month on. */
const MONTH_STEPS = [
  { months: -1, label: 'calendar.previousMonth', Icon: ChevronLeftIcon },
  { months: 1, label: 'calendar.nextMonth', Icon: ChevronRightIcon },
] as const;

interface RateMonthGridProps {
  slug: string;
  plan: RatePlan;
  /** The month shown, and the form's values: the dates they would change are outlined. */
  draft: RateDraft;
  onOpenDay: (target: RateDayTarget) => void;
}

/**
 * A month of a plan's calendar, Monday first: each date's price and restrictions as the server
 * resolves them (GET rates), refreshed after every save. A date opens the rate dialog.
 */
export function RateMonthGrid({
  slug,
  plan,
  draft: { month, showMonth, values },
  onOpenDay,
}: RateMonthGridProps) {
  const { t } = useTranslation('rates');
  const today = useWorkingDate();
  const weeks = monthWeeks(month);
  const first = weeks[0]?.[0] ?? month;
  const last = weeks[weeks.length - 1]?.[6] ?? month;
  const rates = useGetRatesQuery({
    slug,
    planId: plan.id,
    from: laterOf(first, MIN_DATE),
    to: last,
  });
  const byDate = new Map<string, RateDay>((rates.data?.data ?? []).map((d) => [d.date, d]));
  const shown = monthOf(month);
  const monthNumber = Number(shown.slice(5, 7));
  const headingId = `month-${plan.id}`;

  return (
    <SectionCard headingId={headingId}>
      <Card.Header pb="3">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id={headingId} fontVariantNumeric="tabular-nums">
            {t('grid.title', { month: t(`months.long.${monthNumber}`), year: shown.slice(0, 4) })}
          </Heading>
          <HStack gap="1">
            {MONTH_STEPS.map(({ months, label, Icon }) => (
              <IconButton
                key={months}
                size="sm"
                variant="outline"
                colorPalette="gray"
                aria-label={t(label)}
                title={t(label)}
                // Nothing before the first date rates may have.
                disabled={addMonths(shown, months) < MIN_DATE}
                onClick={() => showMonth(addMonths(shown, months))}
              >
                <Icon />
              </IconButton>
            ))}
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        <Stack gap="3">
          {rates.error && !rates.data ? (
            <QueryError title={t('calendar.ratesError')} query={rates} />
          ) : null}
          <Box overflowX="auto">
            <Grid
              templateColumns="repeat(7, minmax(84px, 1fr))"
              borderWidth="1px"
              borderRadius="lg"
              overflow="hidden"
              role="group"
              aria-labelledby={headingId}
              aria-busy={rates.isFetching || undefined}
              data-testid="rate-month-grid"
            >
              {WEEKDAYS.map((day) => (
                <Box
                  key={day}
                  aria-hidden="true"
                  px="2"
                  py="1.5"
                  bg={day >= 6 ? 'orange.subtle' : 'bg.subtle'}
                  color={day >= 6 ? 'orange.fg' : 'fg.muted'}
                  fontSize="xs"
                  fontWeight="semibold"
                  textAlign="center"
                  borderBottomWidth="1px"
                  title={t(`weekdays.long.${day}`)}
                >
                  {t(`weekdays.short.${day}`)}
                </Box>
              ))}
              {weeks.flat().map((date) => (
                <MonthDay
                  key={date}
                  date={date}
                  day={byDate.get(date)}
                  inMonth={date.startsWith(shown.slice(0, 7))}
                  isToday={date === today}
                  previewed={isAffected(date, values)}
                  loading={rates.isLoading}
                  plan={plan}
                  defaultPrice={rates.data?.defaultPrice ?? 0}
                  onOpenDay={onOpenDay}
                />
              ))}
            </Grid>
          </Box>
          <HStack justify="space-between" gap="3" wrap="wrap">
            <MarkerLegend />
            <HStack gap="1.5" fontSize="xs" color="fg.muted">
              <Box
                w="3.5"
                h="3.5"
                borderWidth="2px"
                borderStyle="dashed"
                borderColor="brand.solid"
                borderRadius="sm"
              />
              <Text>{t('grid.previewLegend')}</Text>
            </HStack>
          </HStack>
        </Stack>
      </Card.Body>
    </SectionCard>
  );
}

interface MonthDayProps {
  date: string;
  /** The date's rate as the server resolves it; none before it answers. */
  day: RateDay | undefined;
  /** The date is of the month shown (not a day of the weeks around it). */
  inMonth: boolean;
  isToday: boolean;
  /** The rate form would change it. */
  previewed: boolean;
  loading: boolean;
  plan: RatePlan;
  defaultPrice: number;
  onOpenDay: (target: RateDayTarget) => void;
}

/** A date of the month grid: its price and restrictions; pressed, it opens the rate dialog. */
function MonthDay({
  date,
  day,
  inMonth,
  isToday,
  previewed,
  loading,
  plan,
  defaultPrice,
  onOpenDay,
}: MonthDayProps) {
  const local = useLocalName();
  const describe = useDayDescription();
  const weekend = isWeekend(date);
  const bg = dayBackground(day, isToday, weekend) ?? 'bg';
  return (
    <Box
      position="relative"
      bg={bg}
      borderTopWidth="1px"
      borderStartWidth="1px"
      borderColor="border.muted"
      opacity={inMonth ? 1 : 0.45}
      minH="16"
      aria-current={isToday ? 'date' : undefined}
    >
      {previewed ? (
        <Box
          position="absolute"
          inset="1px"
          borderWidth="2px"
          borderStyle="dashed"
          borderColor="brand.solid"
          borderRadius="md"
          pointerEvents="none"
          data-testid="previewed"
        />
      ) : null}
      {date < MIN_DATE ? null : loading ? (
        <Box p="2">
          <Skeleton height="8" />
        </Box>
      ) : day ? (
        <DayButton
          label={describe(day, local(plan))}
          date={date}
          minH="16"
          flexDirection="column"
          gap="1"
          _hover={{ bg: 'brand.subtle' }}
          onClick={() =>
            onOpenDay({
              planId: plan.id,
              planName: local(plan),
              roomTypeName: local(plan.roomType),
              day,
              defaultPrice: defaultPrice,
            })
          }
        >
          <Text
            as="span"
            fontSize="xs"
            fontWeight={isToday ? 'bold' : 'medium'}
            color={isToday ? 'brand.fg' : 'fg.muted'}
            fontVariantNumeric="tabular-nums"
            alignSelf="flex-start"
          >
            {Number(date.slice(8, 10))}
          </Text>
          <RateCellContent day={day} compact />
        </DayButton>
      ) : null}
    </Box>
  );
}
