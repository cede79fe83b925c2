import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAddressChoices } from '../../components/use-address-choices';
import { NotFoundPage } from '../../components/not-found-page';
import { useDialog } from '../../components/use-dialog';
import { DateStepperWithToday } from '../../components/date-stepper-with-today';
import { MIN_DATE, addDays, datesFrom, isRateDate, laterOf } from './dates';
import { RateDayDialog, type RateDayTarget } from './rate-day-dialog';
import { RoomTypeCards, useRatePlansByRoomType } from './rate-plans-by-room-type';
import { ChoiceButtons } from '../../components/choice-buttons';
import { MarkerLegend } from './rates-ui';
import { useWorkingDate } from '../../components/use-working-date';
import { type CalendarView, VIEW_DAYS } from './rates-calendar-view';
import { useScrollSync } from './use-scroll-sync';
import { RoomTypeTimeline } from './room-type-timeline';
import { propertyPage } from '../../components/property-page';

/**
 * Route `/rates` (manage-rates): the rates calendar — one timeline per room type with its rate
 * plans as rows and the dates as columns (a week or 30 days from a start date). A daily plan's
 * date opens the rate dialog for that one date. The view and start date live in the address
 * (`?view=month&start=2026-12-01`), so a reload or a shared link shows the same dates.
 */
export const RatesCalendarPage = propertyPage(RatesCalendar);

function RatesCalendar({ slug }: { slug: string }) {
  const { t } = useTranslation('rates');
  const today = useWorkingDate();
  const { params, choose } = useAddressChoices();
  const view: CalendarView = params.get('view') === 'month' ? 'month' : 'week';
  const asked = params.get('start') ?? '';
  const start = isRateDate(asked) ? asked : today;
  const days = VIEW_DAYS[view];
  const dates = datesFrom(start, days);
  const rates = useRatePlansByRoomType(slug);
  const { notFound } = rates;
  const day = useDialog<RateDayTarget>();
  const scrollers = useScrollSync();

  const show = (next: { view?: CalendarView; start?: string }) =>
    choose({
      view: [next.view ?? view, 'week'],
      start: [laterOf(next.start ?? start, MIN_DATE), today],
    });

  if (notFound) return <NotFoundPage />;

  const last = dates[dates.length - 1] ?? start;

  return (
    <Stack gap="5">
      <Stack gap="3" bg="bg" borderWidth="1px" borderRadius="xl" px="4" py="3">
        <HStack gap="2" wrap="wrap">
          <ChoiceButtons<CalendarView>
            size="sm"
            label={t('calendar.view')}
            value={view}
            onChange={(next) => show({ view: next })}
            options={[
              { value: 'week', label: t('calendar.week') },
              { value: 'month', label: t('calendar.month') },
            ]}
          />
          <DateStepperWithToday
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
            today={today}
            todayLabel={t('calendar.today')}
          />
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
      <RoomTypeCards
        slug={slug}
        rates={rates}
        errorTitle={t('calendar.error')}
        loading={{ label: t('calendar.loading'), heights: ['36', '36'] }}
        card={(roomType, plans) => (
          <RoomTypeTimeline
            slug={slug}
            roomType={roomType}
            plans={plans}
            shown={{ dates, today, view, scrollers, onOpenDay: day.show }}
          />
        )}
      />
      <RateDayDialog slug={slug} dialog={day} />
    </Stack>
  );
}
