import { Box, Link, Skeleton, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryError } from '../../components/query-error';
import { useLocalizedPath } from '../../components/use-localized-path';
import { isWeekend } from './dates';
import { ratePlanRatesPath } from './paths';
import { DayButton, RateCellContent, dayBackground, useDayDescription } from './rate-cell';
import { type RateDayTarget } from './rate-day-dialog';
import { type RatePlan, type RateRoomType, useGetRatesQuery } from './rates-api';
import { PlanBadges } from './rates-ui';
import { localName } from '../../lib/names';

const Td = chakra('td');

/**
 * A cell of the timeline's first column — the room type over it, a plan's name on each row:
 * it stays at the left edge while the dates scroll under it.
 */
export const PlanColumnCell = chakra('th', {
  base: {
    position: 'sticky',
    left: '0',
    zIndex: '1',
    bg: 'bg',
    borderEndWidth: '1px',
    px: '4',
    textAlign: 'start',
    fontWeight: 'normal',
  },
});

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
export function PlanRow({
  slug,
  plan,
  roomType,
  dates,
  today,
  compact,
  last,
  onOpenDay,
}: PlanRowProps) {
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
      <PlanColumnCell scope="row" borderBottomWidth={border} py="2" verticalAlign="middle">
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
        <PlanBadges plan={plan} size="xs" brief />
      </PlanColumnCell>
      {rates.isLoading ? (
        dates.map((date) => (
          <Td key={date} px="2" py="2" borderBottomWidth={border}>
            <Skeleton height="8" />
          </Td>
        ))
      ) : !rates.data ? (
        <Td colSpan={dates.length} px="3" py="2" borderBottomWidth={border}>
          <QueryError title={t('calendar.ratesError')} query={rates} />
        </Td>
      ) : (
        dates.map((date) => {
          const day = byDate.get(date);
          const weekend = isWeekend(date);
          const isToday = date === today;
          const firstOfMonth = date.endsWith('-01') && date !== from;
          const bg = dayBackground(day, isToday, weekend);
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
              <DayButton
                label={label}
                date={date}
                alignItems="flex-start"
                _hover={{
                  bg: 'brand.subtle',
                  boxShadow: 'inset 0 0 0 1px var(--chakra-colors-brand-solid)',
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
              </DayButton>
            </Td>
          );
        })
      )}
    </tr>
  );
}
