import { Grid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { PageSpinner } from '../../components/page-spinner';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useDialog } from '../../components/use-dialog';
import { LinkAlert } from '../../components/link-alert';
import { httpStatusOf } from '../../lib/problem';
import { DailyRatesForm } from './daily-rates-form';
import { IntervalsSection } from './intervals-section';
import { ratePlansPath } from './paths';
import { PlanChooser, usePlanChoice } from './plan-chooser';
import { RateDayDialog, type RateDayTarget } from './rate-day-dialog';
import { RateMonthGrid } from './rate-month-grid';
import { RoomTypesStates, useRatePlansByRoomType } from './rate-plans-by-room-type';
import { useRateDraft } from './rate-draft';
import { type RatePlan, type RateRoomType, useGetRatePlanQuery } from './rates-api';
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
  const today = useWorkingDate();
  const choice = usePlanChoice(slug, current, byRoomType);
  const draft = useRateDraft(today);
  const day = useDialog<RateDayTarget>();

  const roomType = typeList.find((rt) => rt.id === choice.roomTypeId);

  return (
    <Stack gap="5">
      <PlanChooser slug={slug} current={current} typeList={typeList} choice={choice} />

      {choice.planless ? (
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
              draft={draft}
            />
            <RateMonthGrid slug={slug} plan={current} draft={draft} onOpenDay={day.show} />
          </Grid>
          <IntervalsSection slug={slug} plan={current} today={today} />
          <RateDayDialog slug={slug} dialog={day} />
        </>
      )}
    </Stack>
  );
}
