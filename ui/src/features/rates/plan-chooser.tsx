import { Box, Button, Card, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CalendarRangeIcon } from '../../components/icons';
import { FilterSelect } from '../../components/list-filters';
import { useLocalizedPath } from '../../components/use-localized-path';
import { localName } from '../../lib/names';
import { ratePlanRatesPath, ratesCalendarPath } from './paths';
import type { RatePlan, RateRoomType } from './rates-api';
import { PlanBadges } from './rates-ui';

/** The room type and plan the editor is on, and the choice of another (it replaces the route). */
export interface PlanChoice {
  roomTypeId: string;
  /** The plans of the room type chosen. */
  roomTypePlans: RatePlan[];
  /** The room type chosen has no plan (the route stays, the editor says no price exists). */
  planless: boolean;
  chooseRoomType: (id: string) => void;
  choosePlan: (id: string) => void;
}

/**
 * The choice of the editor's plan: another room type opens its daily plan (else its first),
 * or, having none, stays on the route as a planless choice; another plan opens that plan.
 */
export function usePlanChoice(
  slug: string,
  current: RatePlan,
  byRoomType: ReadonlyMap<string, RatePlan[]>,
): PlanChoice {
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [planlessRoomType, setPlanlessRoomType] = useState<string | null>(null);
  const roomTypeId = planlessRoomType ?? current.roomType.id;
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

  const choosePlan = (id: string) => {
    const next = roomTypePlans.find((p) => p.id === id);
    if (next) void openPlan(next);
  };

  return {
    roomTypeId,
    roomTypePlans,
    planless: planlessRoomType !== null,
    chooseRoomType,
    choosePlan,
  };
}

interface PlanChooserProps {
  slug: string;
  current: RatePlan;
  typeList: RateRoomType[];
  choice: PlanChoice;
}

/** The bar above the editor: the room type, which of its plans, and the way to the calendar. */
export function PlanChooser({
  slug,
  current,
  typeList,
  choice: { roomTypeId, roomTypePlans, planless, chooseRoomType, choosePlan },
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
            onChange={chooseRoomType}
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
            onChange={choosePlan}
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
