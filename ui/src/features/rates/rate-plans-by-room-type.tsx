import { HStack, Skeleton, Stack } from '@chakra-ui/react';
import { Fragment, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/query-error';
import { LinkAlert } from '../../components/link-alert';
import { type ApiError, httpStatusOf } from '../../lib/problem';
import { roomTypesPath } from './paths';
import {
  type RatePlan,
  type RateRoomType,
  useListRatePlansQuery,
  useListRateRoomTypesQuery,
} from './rates-api';

/**
 * What every rate screen starts from: the property's room types and rate plans, read together,
 * and the states shown until both are there (loading, an error, no room types yet).
 */

/** The property's room types and rate plans, read together, plans grouped by room type. */
export function useRatePlansByRoomType(slug: string) {
  const { i18n } = useTranslation();
  const roomTypes = useListRateRoomTypesQuery({ slug });
  const plans = useListRatePlansQuery({ slug, language: i18n.language });
  const byRoomType = useMemo(() => {
    const grouped = new Map<string, RatePlan[]>();
    for (const plan of plans.data?.data ?? []) {
      grouped.set(plan.roomType.id, [...(grouped.get(plan.roomType.id) ?? []), plan]);
    }
    return grouped;
  }, [plans.data]);
  /** The property (or what is asked of it) is not there: the screen is a 404. */
  const notFound = httpStatusOf(roomTypes.error) === 404 || httpStatusOf(plans.error) === 404;
  return { roomTypes, plans, byRoomType, notFound };
}

type RatePlansByRoomType = ReturnType<typeof useRatePlansByRoomType>;

/** Shown instead of a rate screen when the property has no room types yet (spec §8). */
export function NoRoomTypesAlert({ slug }: { slug: string }) {
  const { t } = useTranslation('rates');
  return (
    <LinkAlert
      status="error"
      title={t('noRoomTypes.title')}
      description={t('noRoomTypes.description')}
      to={roomTypesPath(slug)}
      linkLabel={t('noRoomTypes.link')}
      linkPalette="red"
      data-testid="no-room-types"
    />
  );
}

/** The parts of an RTK Query result the states need. */
interface Read {
  data?: unknown;
  error?: ApiError;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A skeleton of the screen's cards while they load, named by its status label. */
function CardsSkeleton({ label, heights, row = false }: StatesSkeleton) {
  const cards = heights.map((height, i) => (
    <Skeleton key={i} height={height} borderRadius="xl" {...(row ? { minW: '72' } : {})} />
  ));
  return row ? (
    <HStack gap="4" role="status" aria-label={label} overflow="hidden">
      {cards}
    </HStack>
  ) : (
    <Stack gap="5" role="status" aria-label={label}>
      {cards}
    </Stack>
  );
}

interface StatesSkeleton {
  /** The status label while loading ("Loading rate plans…"). */
  label: string;
  /** Each card's height, in order. */
  heights: readonly string[];
  /** Side by side (the setup wizard's row) instead of one under another. */
  row?: boolean;
}

interface RoomTypesStatesProps {
  slug: string;
  /** What `useRatePlansByRoomType` read. */
  rates: RatePlansByRoomType;
  /** A query of the screen's own, waited for and shown failing before the room types. */
  also?: Read;
  loading: StatesSkeleton;
  /** The title of the error of the first query that failed. */
  errorTitle: string;
  /** The screen, once every query answered and the property has room types. */
  children: (roomTypes: RateRoomType[]) => ReactNode;
}

/** A rate screen's states: loading, the first error (with retry), no room types; else the screen. */
export function RoomTypesStates({
  slug,
  rates: { roomTypes, plans },
  also,
  loading,
  errorTitle,
  children,
}: RoomTypesStatesProps) {
  const reads: Read[] = also ? [also, roomTypes, plans] : [roomTypes, plans];
  if (reads.some((read) => read.isLoading)) return <CardsSkeleton {...loading} />;
  const failed = reads.find((read) => !read.data);
  if (failed || !roomTypes.data) {
    const shown = failed ?? roomTypes;
    return <QueryError title={errorTitle} query={shown} />;
  }
  const typeList = roomTypes.data.data;
  if (typeList.length === 0) return <NoRoomTypesAlert slug={slug} />;
  return children(typeList);
}

interface RoomTypeCardsProps extends Omit<RoomTypesStatesProps, 'also' | 'children'> {
  /** A room type's card, given its plans. */
  card: (roomType: RateRoomType, plans: RatePlan[]) => ReactNode;
}

/** A rate screen's room types one under another, each a card with its plans (once read). */
export function RoomTypeCards({ card, ...states }: RoomTypeCardsProps) {
  const { byRoomType } = states.rates;
  return (
    <RoomTypesStates {...states}>
      {(typeList) => (
        <Stack gap="5">
          {typeList.map((roomType) => (
            <Fragment key={roomType.id}>
              {card(roomType, byRoomType.get(roomType.id) ?? [])}
            </Fragment>
          ))}
        </Stack>
      )}
    </RoomTypesStates>
  );
}
