import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { httpStatusOf } from '../../lib/problem';
import { DateStepper } from '../../components/date-stepper';
import { MIN_DATE, addDays, datesFrom, isRateDate, laterOf } from './dates';
import { RateDayDialog, type RateDayTarget } from './rate-day-dialog';
import { NoRoomTypesAlert, useRatePlansByRoomType } from './rate-plans-board';
import { MarkerLegend, Segmented, useToday } from './rates-ui';
import { type CalendarView, VIEW_DAYS } from './rates-calendar-view';
import { useScrollSync } from './use-scroll-sync';
import { RoomTypeTimeline } from './room-type-timeline';

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
