import { Box, HStack, Link, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../components/section-card';
import { useLocalizedPath } from '../../components/use-localized-path';
import { DayLabel } from '../../components/day-label';
import { isWeekend } from './dates';
import { formatMoney } from './format';
import { ratePlansPath } from './paths';
import { type RateDayTarget } from './rate-day-dialog';
import { type RatePlan, type RateRoomType } from './rates-api';
import { TagIcon } from '../../components/icons';
import { localName } from '../../lib/names';
import { type CalendarView, PLAN_COLUMN, SLOT_WIDTH } from './rates-calendar-view';
import type { ScrollSync } from './use-scroll-sync';
import { PlanColumnCell, PlanRow } from './plan-row';

/** What the calendar shows every room type's timeline alike: the dates, and how they move. */
export interface TimelineShown {
  dates: string[];
  today: string;
  view: CalendarView;
  /** Keeps the timelines scrolled sideways together. */
  scrollers: ScrollSync;
  onOpenDay: (target: RateDayTarget) => void;
}

interface TimelineProps {
  slug: string;
  roomType: RateRoomType;
  plans: RatePlan[];
  shown: TimelineShown;
}

const Table = chakra('table');
const Th = chakra('th');
const Td = chakra('td');

/** One room type: its rate plans as rows, the dates as columns. */
export function RoomTypeTimeline({
  slug,
  roomType,
  plans,
  shown: { dates, today, view, scrollers, onOpenDay },
}: TimelineProps) {
  const { t, i18n } = useTranslation('rates');
  const localized = useLocalizedPath();
  const slot = SLOT_WIDTH[view];
  const headingId = `timeline-${roomType.id}`;
  return (
    <SectionCard headingId={headingId} overflow="hidden">
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
              <PlanColumnCell
                scope="col"
                zIndex="2"
                bg="bg.subtle"
                py="2.5"
                borderBottomWidth="1px"
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
              </PlanColumnCell>
              {dates.map((date, index) => (
                <DateHeader key={date} date={date} today={today} first={index === 0} />
              ))}
            </tr>
          </thead>
          <tbody>
            {plans.length === 0 ? (
              <tr>
                <PlanColumnCell scope="row" py="3" color="fg.subtle">
                  <HStack gap="2">
                    <TagIcon boxSize="4" />
                    <Text as="span" fontSize="sm">
                      {t('calendar.noPlansHeader')}
                    </Text>
                  </HStack>
                </PlanColumnCell>
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
    </SectionCard>
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
      <DayLabel date={date} showMonth={showMonth} isToday={isToday} t={t} />
    </Th>
  );
}
