import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Link,
  Skeleton,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { type UIEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { httpStatusOf } from '../../lib/problem';
import { DateStepper } from '../../components/date-stepper';
import { MIN_DATE, addDays, datesFrom, isRateDate, isWeekend, laterOf, weekdayOf } from './dates';
import { formatMoney } from './format';
import { ratePlanRatesPath, ratePlansPath } from './paths';
import { RateCellContent, useDayDescription } from './rate-cell';
import { RateDayDialog, type RateDayTarget } from './rate-day-dialog';
import { NoRoomTypesAlert, useRatePlansByRoomType } from './rate-plans-board';
import { type RatePlan, type RateRoomType, useGetRatesQuery } from './rates-api';
import { TagIcon } from '../../components/icons';
import { MarkerLegend, Segmented, useToday } from './rates-ui';
import { localName } from '../../lib/names';

export type CalendarView = 'week' | 'month';

/** Days of each view and the width of a day's slot (settings spec §9: slot width 120). */
export const VIEW_DAYS: Record<CalendarView, number> = { week: 7, month: 30 };
const SLOT_WIDTH: Record<CalendarView, number> = { week: 120, month: 88 };
const PLAN_COLUMN = 232;

/**
 * Route `/rates` (manage-rates): the rates calendar — one timeline per room type with its rate
 * plans as rows and the dates as columns (a week or 30 days from a start date). A daily plan's
 * date opens the rate dialog for that one date. The view and start date live in the address
 * (`?view=month&start=2026-12-01`), so a reload or a shared link shows the same dates.
 */
export function RatesCalendarPage() {
  const { slug } = useCurrentHotel();
  if (!slug) return <NotFoundPage />;
  return <RatesCalendar slug={slug} />;
}

function RatesCalendar({ slug }: { slug: string }) {
  const { t } = useTranslation('rates');
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get('view') === 'month' ? 'month' : 'week';
  const asked = params.get('start') ?? '';
  const start = isRateDate(asked) ? asked : today;
  const days = VIEW_DAYS[view];
  const dates = datesFrom(start, days);
  const { roomTypes, plans, byRoomType } = useRatePlansByRoomType(slug);
  const [dayTarget, setDayTarget] = useState<RateDayTarget | null>(null);
  const [dayOpen, setDayOpen] = useState(false);
  const scrollers = useScrollSync();

  const show = (next: { view?: CalendarView; start?: string }) => {
    const nextParams = new URLSearchParams(params);
    const nextView = next.view ?? view;
    const nextStart = next.start ?? start;
    if (nextView === 'week') nextParams.delete('view');
    else nextParams.set('view', nextView);
    if (nextStart === today) nextParams.delete('start');
    else nextParams.set('start', laterOf(nextStart, MIN_DATE));
    setParams(nextParams, { replace: true });
  };

  if (httpStatusOf(roomTypes.error) === 404 || httpStatusOf(plans.error) === 404) {
    return <NotFoundPage />;
  }

  const typeList = roomTypes.data?.data ?? [];
  const last = dates[dates.length - 1] ?? start;

  let content;
  if (roomTypes.isLoading || plans.isLoading) {
    content = (
      <Stack gap="5" role="status" aria-label={t('calendar.loading')}>
        {[0, 1].map((i) => (
          <Skeleton key={i} height="36" borderRadius="xl" />
        ))}
      </Stack>
    );
  } else if (!roomTypes.data || !plans.data) {
    const failed = roomTypes.data ? plans : roomTypes;
    content = (
      <QueryError
        title={t('calendar.error')}
        error={failed.error}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  } else if (typeList.length === 0) {
    content = <NoRoomTypesAlert slug={slug} />;
  } else {
    content = (
      <Stack gap="5">
        {typeList.map((roomType) => (
          <RoomTypeTimeline
            key={roomType.id}
            slug={slug}
            roomType={roomType}
            plans={byRoomType.get(roomType.id) ?? []}
            dates={dates}
            today={today}
            view={view}
            scrollers={scrollers}
            onOpenDay={(target) => {
              setDayTarget(target);
              setDayOpen(true);
            }}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      <Stack gap="3" bg="bg" borderWidth="1px" borderRadius="xl" px="4" py="3">
        <HStack gap="2" wrap="wrap">
          <Segmented<CalendarView>
            label={t('calendar.view')}
            value={view}
            onChange={(next) => show({ view: next })}
            options={[
              { value: 'week', label: t('calendar.week') },
              { value: 'month', label: t('calendar.month') },
            ]}
          />
          <DateStepper
            value={start}
            label={t('calendar.startDate')}
            previousLabel={
              view === 'week' ? t('calendar.previousWeek') : t('calendar.previousMonth')
            }
            nextLabel={view === 'week' ? t('calendar.nextWeek') : t('calendar.nextMonth')}
            previousDisabled={start <= MIN_DATE}
            onPrevious={() => show({ start: laterOf(addDays(start, -days), MIN_DATE) })}
            onNext={() => show({ start: addDays(start, days) })}
            onChange={(picked) => show({ start: picked })}
          />
          <Button
            size="sm"
            variant="ghost"
            onClick={() => show({ start: today })}
            disabled={start === today}
          >
            {t('calendar.today')}
          </Button>
          <Text
            fontSize="sm"
            color="fg.muted"
            fontVariantNumeric="tabular-nums"
            ms={{ base: '1', md: 'auto' }}
            data-testid="calendar-range"
          >
            {t('calendar.range', { from: start, to: last })}
          </Text>
        </HStack>
        <Box borderTopWidth="1px" pt="2.5">
          <MarkerLegend />
        </Box>
      </Stack>
      {content}
      <RateDayDialog slug={slug} target={dayTarget} open={dayOpen} onOpenChange={setDayOpen} />
    </Stack>
  );
}

interface TimelineProps {
  slug: string;
  roomType: RateRoomType;
  plans: RatePlan[];
  dates: string[];
  today: string;
  view: CalendarView;
  scrollers: ScrollSync;
  onOpenDay: (target: RateDayTarget) => void;
}

interface ScrollSync {
  register: (element: HTMLDivElement | null, key: string) => void;
  onScroll: (event: UIEvent<HTMLDivElement>) => void;
}

/** The timelines scroll sideways together, so a date stays in the same column for all. */
function useScrollSync(): ScrollSync {
  const elements = useRef(new Map<string, HTMLDivElement>());
  return useMemo(
    () => ({
      register: (element, key) => {
        if (element) elements.current.set(key, element);
        else elements.current.delete(key);
      },
      onScroll: (event) => {
        const left = event.currentTarget.scrollLeft;
        for (const element of elements.current.values()) {
          // Equal positions stop the echo of the scrolls this sets off.
          if (element !== event.currentTarget && element.scrollLeft !== left) {
            element.scrollLeft = left;
          }
        }
      },
    }),
    [],
  );
}

const Table = chakra('table');
const Th = chakra('th');
const Td = chakra('td');

/** One room type: its rate plans as rows, the dates as columns. */
function RoomTypeTimeline({
  slug,
  roomType,
  plans,
  dates,
  today,
  view,
  scrollers,
  onOpenDay,
}: TimelineProps) {
  const { t, i18n } = useTranslation('rates');
  const localized = useLocalizedPath();
  const slot = SLOT_WIDTH[view];
  const headingId = `timeline-${roomType.id}`;
  return (
    <Card.Root
      as="section"
      aria-labelledby={headingId}
      variant="outline"
      borderRadius="xl"
      overflow="hidden"
    >
      <Box
        overflowX="auto"
        ref={(element: HTMLDivElement | null) => scrollers.register(element, roomType.id)}
        onScroll={scrollers.onScroll}
      >
        <Table
          borderCollapse="separate"
          borderSpacing="0"
          tableLayout="fixed"
          w={`${PLAN_COLUMN + slot * dates.length}px`}
          minW="full"
          aria-labelledby={headingId}
        >
          <colgroup>
            <col style={{ width: PLAN_COLUMN }} />
            {dates.map((date) => (
              <col key={date} style={{ width: slot }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <Th
                scope="col"
                position="sticky"
                left="0"
                zIndex="2"
                bg="bg.subtle"
                textAlign="start"
                px="4"
                py="2.5"
                borderBottomWidth="1px"
                borderEndWidth="1px"
                fontWeight="normal"
              >
                <Text as="span" display="block" id={headingId} fontWeight="semibold" truncate>
                  {localName(roomType, i18n.language)}
                </Text>
                <Text
                  as="span"
                  display="block"
                  fontSize="xs"
                  color="fg.muted"
                  fontVariantNumeric="tabular-nums"
                >
                  {t('roomType.defaultPrice', {
                    price: formatMoney(roomType.defaultPrice, i18n.language),
                  })}
                </Text>
              </Th>
              {dates.map((date, index) => (
                <DateHeader key={date} date={date} today={today} first={index === 0} />
              ))}
            </tr>
          </thead>
          <tbody>
            {plans.length === 0 ? (
              <tr>
                <Th
                  scope="row"
                  position="sticky"
                  left="0"
                  zIndex="1"
                  bg="bg"
                  borderEndWidth="1px"
                  px="4"
                  py="3"
                  textAlign="start"
                  fontWeight="normal"
                  color="fg.subtle"
                >
                  <HStack gap="2">
                    <TagIcon boxSize="4" />
                    <Text as="span" fontSize="sm">
                      {t('calendar.noPlansHeader')}
                    </Text>
                  </HStack>
                </Th>
                <Td colSpan={dates.length} px="4" py="3">
                  {/* Stays in view while the dates scroll sideways. */}
                  <HStack
                    gap="3"
                    color="fg.muted"
                    fontSize="sm"
                    data-testid="no-price"
                    position="sticky"
                    left={`${PLAN_COLUMN + 16}px`}
                    w="max-content"
                  >
                    <Text>{t('calendar.noPrice')}</Text>
                    <Link asChild color="brand.fg" fontWeight="medium">
                      <RouterLink to={localized(ratePlansPath(slug))}>
                        {t('calendar.addPlan')}
                      </RouterLink>
                    </Link>
                  </HStack>
                </Td>
              </tr>
            ) : (
              plans.map((plan, index) => (
                <PlanRow
                  key={plan.id}
                  slug={slug}
                  plan={plan}
                  roomType={roomType}
                  dates={dates}
                  today={today}
                  compact={view === 'month'}
                  last={index === plans.length - 1}
                  onOpenDay={onOpenDay}
                />
              ))
            )}
          </tbody>
        </Table>
      </Box>
    </Card.Root>
  );
}

function DateHeader({ date, today, first }: { date: string; today: string; first: boolean }) {
  const { t } = useTranslation('rates');
  const isToday = date === today;
  const weekend = isWeekend(date);
  const day = Number(date.slice(8, 10));
  const showMonth = first || day === 1;
  return (
    <Th
      scope="col"
      px="2"
      py="1.5"
      borderBottomWidth="1px"
      borderStartWidth={day === 1 && !first ? '2px' : undefined}
      borderStartColor="border.emphasized"
      bg={isToday ? 'brand.solid' : weekend ? 'orange.subtle' : 'bg.subtle'}
      color={isToday ? 'brand.contrast' : weekend ? 'orange.fg' : 'fg.muted'}
      fontWeight="normal"
      textAlign="center"
      aria-current={isToday ? 'date' : undefined}
      title={isToday ? t('calendar.todayMark') : undefined}
    >
      <Text as="span" display="block" fontSize="2xs" letterSpacing="wide" whiteSpace="nowrap">
        {t(`weekdays.short.${weekdayOf(date)}`)}
        {showMonth ? ` · ${t(`months.short.${Number(date.slice(5, 7))}`)}` : ''}
      </Text>
      <Text
        asChild
        display="block"
        fontSize="md"
        fontWeight="semibold"
        fontVariantNumeric="tabular-nums"
        color={isToday ? 'brand.contrast' : 'fg'}
      >
        <time dateTime={date}>{day}</time>
      </Text>
    </Th>
  );
}

interface PlanRowProps {
  slug: string;
  plan: RatePlan;
  roomType: RateRoomType;
  dates: string[];
  today: string;
  compact: boolean;
  last: boolean;
  onOpenDay: (target: RateDayTarget) => void;
}

/** A plan's row: its name, then each date's price and restrictions. */
function PlanRow({ slug, plan, roomType, dates, today, compact, last, onOpenDay }: PlanRowProps) {
  const { t, i18n } = useTranslation('rates');
  const localized = useLocalizedPath();
  const describe = useDayDescription();
  const from = dates[0] ?? today;
  const to = dates[dates.length - 1] ?? from;
  const rates = useGetRatesQuery({ slug, planId: plan.id, from, to });
  const border = last ? undefined : '1px';
  const byDate = new Map((rates.data?.data ?? []).map((day) => [day.date, day]));

  return (
    <tr>
      <Th
        scope="row"
        position="sticky"
        left="0"
        zIndex="1"
        bg="bg"
        borderEndWidth="1px"
        borderBottomWidth={border}
        px="4"
        py="2"
        textAlign="start"
        fontWeight="normal"
        verticalAlign="middle"
      >
        {plan.isDaily ? (
          <Link asChild fontWeight="semibold" fontSize="sm" color="fg" display="block" truncate>
            <RouterLink
              to={localized(ratePlanRatesPath(slug, plan.id))}
              title={t('calendar.openEditor')}
            >
              {localName(plan, i18n.language)}
            </RouterLink>
          </Link>
        ) : (
          <Text fontWeight="semibold" fontSize="sm" truncate>
            {localName(plan, i18n.language)}
          </Text>
        )}
        <HStack gap="1" mt="0.5">
          <Badge size="xs" variant="subtle" colorPalette={plan.isDaily ? 'brand' : 'gray'}>
            {plan.isDaily ? t('plan.daily') : t('plan.other')}
          </Badge>
          {plan.nonRef ? (
            <Badge size="xs" variant="subtle" colorPalette="red">
              {t('plan.nonRef')}
            </Badge>
          ) : null}
        </HStack>
      </Th>
      {rates.isLoading ? (
        dates.map((date) => (
          <Td key={date} px="2" py="2" borderBottomWidth={border}>
            <Skeleton height="8" />
          </Td>
        ))
      ) : !rates.data ? (
        <Td colSpan={dates.length} px="3" py="2" borderBottomWidth={border}>
          <QueryError
            title={t('calendar.ratesError')}
            error={rates.error}
            onRetry={() => void rates.refetch()}
            retrying={rates.isFetching}
          />
        </Td>
      ) : (
        dates.map((date) => {
          const day = byDate.get(date);
          const weekend = isWeekend(date);
          const isToday = date === today;
          const firstOfMonth = date.endsWith('-01') && date !== from;
          const bg = day?.stopSell
            ? 'red.subtle'
            : isToday
              ? 'brand.subtle'
              : weekend
                ? 'orange.subtle/40'
                : undefined;
          const cellStyle = {
            borderBottomWidth: border,
            borderStartWidth: firstOfMonth ? '2px' : '1px',
            borderStartColor: firstOfMonth ? 'border.emphasized' : 'border.muted',
            bg,
            p: '0',
            verticalAlign: 'top',
            height: '14',
          } as const;
          if (!day) return <Td key={date} {...cellStyle} />;
          const label = describe(day, localName(plan, i18n.language));
          if (!plan.isDaily) {
            return (
              <Td key={date} {...cellStyle} title={t('calendar.otherPlanCell')}>
                <Box px="2" py="1.5" opacity="0.8">
                  <RateCellContent day={day} compact={compact} />
                </Box>
              </Td>
            );
          }
          return (
            <Td key={date} {...cellStyle}>
              <chakra.button
                type="button"
                w="full"
                h="full"
                px="2"
                py="1.5"
                display="flex"
                alignItems="flex-start"
                cursor="pointer"
                aria-label={label}
                title={label}
                data-date={date}
                _hover={{
                  bg: 'brand.subtle',
                  boxShadow: 'inset 0 0 0 1px var(--chakra-colors-brand-solid)',
                }}
                _focusVisible={{
                  outline: '2px solid',
                  outlineColor: 'brand.solid',
                  outlineOffset: '-2px',
                }}
                onClick={() =>
                  onOpenDay({
                    planId: plan.id,
                    planName: localName(plan, i18n.language),
                    roomTypeName: localName(roomType, i18n.language),
                    day,
                    defaultPrice: rates.data?.defaultPrice ?? roomType.defaultPrice,
                  })
                }
              >
                <RateCellContent day={day} compact={compact} />
              </chakra.button>
            </Td>
          );
        })
      )}
    </tr>
  );
}
