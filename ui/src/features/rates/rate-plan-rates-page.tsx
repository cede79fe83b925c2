import { Box, Button, Card, Flex, Grid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { PageSpinner } from '../../components/page-spinner';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useDialog } from '../../components/use-dialog';
import { LinkAlert } from '../../components/link-alert';
import { FilterSelect } from '../../components/list-filters';
import { useLocalizedPath } from '../../components/use-localized-path';
import { httpStatusOf } from '../../lib/problem';
import { addDays, monthOf } from './dates';
import { DailyRatesForm } from './daily-rates-form';
import { IntervalsSection } from './intervals-section';
import { ratePlanRatesPath, ratePlansPath, ratesCalendarPath } from './paths';
import { RateDayDialog, type RateDayTarget } from './rate-day-dialog';
import { RateMonthGrid } from './rate-month-grid';
import { RoomTypesStates, useRatePlansByRoomType } from './rate-plans-by-room-type';
import { type DailyRateValues, emptyDailyRates, isAffected } from './rate-rules';
import { type RatePlan, type RateRoomType, useGetRatePlanQuery } from './rates-api';
import { CalendarRangeIcon } from '../../components/icons';
import { PlanBadges } from './rates-ui';
import { useWorkingDate } from '../../components/use-working-date';
import { localName } from '../../lib/names';

/**
 * Route `s/rate/plans/{id}` (manage-rates): the rate calendar editor of one daily plan —
 * room type and plan selectors (they replace the route), the daily rates form, the month it
 * changes (prices and restrictions as the server resolves them) and the plan's intervals.
 */
export function RatePlanRatesPage() {
  const { slug, hotel } = useCurrentHotel();
  const { id = '' } = useParams();
  if (!slug) return <NotFoundPage />;
  // The form starts on the property's working date: wait for it.
  if (!hotel) return <PageSpinner />;
  // A new plan id is a new editor (its own form and month).
  return <RatePlanRates key={id} slug={slug} id={id} />;
}

function RatePlanRates({ slug, id }: { slug: string; id: string }) {
  const { t, i18n } = useTranslation('rates');
  const plan = useGetRatePlanQuery({ slug, id, language: i18n.language }, { skip: !id });
  const rates = useRatePlansByRoomType(slug);
  const { byRoomType } = rates;

  if (!id || httpStatusOf(plan.error) === 404) return <NotFoundPage />;

  return (
    <RoomTypesStates
      slug={slug}
      rates={rates}
      also={plan}
      errorTitle={t('editor.error')}
      loading={{ label: t('editor.loading'), heights: ['20', '96'] }}
    >
      {(typeList) =>
        plan.data ? (
          <RatePlanEditor
            slug={slug}
            current={plan.data}
            typeList={typeList}
            byRoomType={byRoomType}
          />
        ) : null
      }
    </RoomTypesStates>
  );
}

interface RatePlanEditorProps {
  slug: string;
  /** The plan of the route. */
  current: RatePlan;
  typeList: RateRoomType[];
  byRoomType: Map<string, RatePlan[]>;
}

/** The editor once the plan, the room types and their plans are read. */
function RatePlanEditor({ slug, current, typeList, byRoomType }: RatePlanEditorProps) {
  const { t, i18n } = useTranslation('rates');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const today = useWorkingDate();
  // A room type chosen that has no plan: the route stays, the editor says no price exists.
  const [planlessRoomType, setPlanlessRoomType] = useState<string | null>(null);
  const [values, setValues] = useState<DailyRateValues>(() =>
    emptyDailyRates(today, addDays(today, 6)),
  );
  const [month, setMonth] = useState(() => monthOf(today));
  const day = useDialog<RateDayTarget>();

  const roomTypeId = planlessRoomType ?? current.roomType.id;
  const roomType = typeList.find((rt) => rt.id === roomTypeId);
  const roomTypePlans = byRoomType.get(roomTypeId) ?? [];

  const openPlan = (next: RatePlan) =>
    navigate(localized(ratePlanRatesPath(slug, next.id)), { replace: true });

  const chooseRoomType = (nextId: string) => {
    const candidates = byRoomType.get(nextId) ?? [];
    const next = candidates.find((p) => p.isDaily) ?? candidates[0];
    if (next && next.id !== current.id) {
      setPlanlessRoomType(null);
      void openPlan(next);
    } else {
      setPlanlessRoomType(next ? null : nextId);
    }
  };

  const changeValues = (next: DailyRateValues) => {
    // The month shown follows the start of the range being edited.
    if (next.startDate !== values.startDate && /^\d{4}-\d{2}-\d{2}$/.test(next.startDate)) {
      setMonth(monthOf(next.startDate));
    }
    setValues(next);
  };

  return (
    <Stack gap="5">
      <PlanChooser
        slug={slug}
        current={current}
        typeList={typeList}
        roomTypeId={roomTypeId}
        roomTypePlans={roomTypePlans}
        planless={planlessRoomType !== null}
        onRoomType={chooseRoomType}
        onPlan={(id) => {
          const next = roomTypePlans.find((p) => p.id === id);
          if (next) void openPlan(next);
        }}
      />

      {planlessRoomType ? (
        <LinkAlert
          status="info"
          title={t('calendar.noPrice')}
          description={t('editor.noPlansDescription', {
            name: roomType ? localName(roomType, i18n.language) : '',
          })}
          to={ratePlansPath(slug)}
          linkLabel={t('calendar.addPlan')}
          data-testid="no-price"
        />
      ) : !current.isDaily ? (
        <LinkAlert
          status="warning"
          title={t('editor.notDailyTitle')}
          description={t('editor.notDailyDescription', { name: current.name })}
          to={ratePlansPath(slug)}
          linkLabel={t('editor.plansLink')}
          data-testid="not-daily"
        />
      ) : (
        <>
          <Grid
            templateColumns={{ base: '1fr', xl: '400px minmax(0, 1fr)' }}
            gap="5"
            alignItems="start"
          >
            <DailyRatesForm
              slug={slug}
              plan={current}
              defaultPrice={roomType?.defaultPrice ?? null}
              values={values}
              onChange={changeValues}
            />
            <RateMonthGrid
              slug={slug}
              plan={current}
              month={month}
              onMonthChange={setMonth}
              today={today}
              isPreviewed={(date) => isAffected(date, values)}
              onOpenDay={day.show}
            />
          </Grid>
          <IntervalsSection slug={slug} plan={current} today={today} />
          <RateDayDialog
            slug={slug}
            target={day.item}
            open={day.open}
            onOpenChange={day.onOpenChange}
          />
        </>
      )}
    </Stack>
  );
}

interface PlanChooserProps {
  slug: string;
  current: RatePlan;
  typeList: RateRoomType[];
  roomTypeId: string;
  /** The plans of the room type chosen. */
  roomTypePlans: RatePlan[];
  /** The room type chosen has no plan. */
  planless: boolean;
  onRoomType: (id: string) => void;
  onPlan: (id: string) => void;
}

/** The bar above the editor: the room type, which of its plans, and the way to the calendar. */
function PlanChooser({
  slug,
  current,
  typeList,
  roomTypeId,
  roomTypePlans,
  planless,
  onRoomType,
  onPlan,
}: PlanChooserProps) {
  const { t, i18n } = useTranslation('rates');
  const localized = useLocalizedPath();
  return (
    <Card.Root variant="outline" borderRadius="xl">
      <Card.Body py="3" px="4">
        <Flex gap="4" align="flex-end" wrap="wrap">
          <FilterSelect
            w="64"
            quietLabel
            label={t('editor.roomType')}
            name="roomType"
            value={roomTypeId}
            onChange={onRoomType}
          >
            {typeList.map((rt) => (
              <option key={rt.id} value={rt.id}>
                {localName(rt, i18n.language)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            w="64"
            quietLabel
            label={t('editor.ratePlan')}
            name="ratePlan"
            value={planless ? '' : current.id}
            onChange={onPlan}
            disabled={roomTypePlans.length === 0}
          >
            {planless ? <option value="">{t('editor.noPlans')}</option> : null}
            {roomTypePlans.map((p) => (
              <option key={p.id} value={p.id}>
                {p.isDaily ? p.name : t('editor.otherPlanOption', { name: p.name })}
              </option>
            ))}
          </FilterSelect>
          {planless ? null : (
            <Box pb="1.5">
              <PlanBadges plan={current} />
            </Box>
          )}
          <Box flex="1" />
          <Button asChild size="sm" variant="ghost">
            <RouterLink to={localized(ratesCalendarPath(slug))}>
              <CalendarRangeIcon />
              {t('editor.calendarLink')}
            </RouterLink>
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
