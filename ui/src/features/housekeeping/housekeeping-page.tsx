import {
  Badge,
  Box,
  Button,
  HStack,
  IconButton,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { PageIntro } from '../../components/page-intro';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { Link as RouterLink } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { BedIcon, ChevronDownIcon, ChevronRightIcon } from '../../components/icons';
import { EmptyList } from '../../components/list-states';
import { PageQuery, type PageQueryResult } from '../../components/page-query';
import { propertyPage } from '../../components/property-page';
import { QueryError } from '../../components/query-error';
import { SkeletonStack } from '../../components/skeleton-stack';
import { usePermission } from '../../components/use-current-hotel';
import { useLocalizedPath } from '../../components/use-localized-path';
import { newIdempotencyKey } from '../../lib/idempotency';
import { formatDateTime } from '../../shared/reservations/reservation-rules';
import {
  type Cleanliness,
  type HousekeepingRoom,
  type HousekeepingRoomType,
  useGetHousekeepingQuery,
  useSetCleanlinessMutation,
} from './housekeeping-api';
import { HeaderRow } from '../../components/header-row';

/**
 * Route `/house/keeping` (manage-room-cleans): room-type cards with their rooms, each with a
 * clean / dirty switch (operations spec §2, §4). A check-out makes a room dirty by itself; the
 * screen follows every change live (server-sent change notices).
 */
export const HousekeepingPage = propertyPage(Housekeeping);

function Housekeeping({ slug }: { slug: string }) {
  const { t } = useTranslation('housekeeping');
  const query = useGetHousekeepingQuery({ slug });
  return (
    <PageQuery
      query={query}
      skeleton={<SkeletonStack label={t('loading')} heights={['10', '40', '40']} />}
      errorTitle={t('error')}
    >
      {(data) => <HousekeepingBoard slug={slug} roomTypes={data.roomTypes} query={query} />}
    </PageQuery>
  );
}

/**
 * The room types that have rooms, each a card that folds; the clean and dirty counts; a
 * failed refresh over the rooms last read (`query`).
 */
function HousekeepingBoard({
  slug,
  roomTypes,
  query,
}: {
  slug: string;
  roomTypes: readonly HousekeepingRoomType[];
  query: PageQueryResult<unknown>;
}) {
  const { t } = useTranslation('housekeeping');
  const localized = useLocalizedPath();
  const canManageRooms = usePermission('manage-rooms');
  const types = roomTypes.filter((type) => type.rooms.length > 0);
  const folds = useFolds(types.map((type) => type.id));
  if (types.length === 0) {
    return (
      <EmptyList
        icon={<BedIcon />}
        title={t('empty.title')}
        description={t('empty.description')}
        action={
          canManageRooms ? (
            <Button asChild>
              <RouterLink to={localized(propertyPath(slug, 'roomTypes'))}>
                {t('empty.action')}
              </RouterLink>
            </Button>
          ) : undefined
        }
      />
    );
  }

  const rooms = types.flatMap((type) => type.rooms);
  const dirty = rooms.filter((room) => room.status === 'dirty').length;

  return (
    <Stack gap="5">
      <HeaderRow gap="3">
        <Stack gap="1">
          <PageIntro>{t('description')}</PageIntro>
          <HStack gap="2">
            <Badge colorPalette="green" variant="subtle">
              {t('summary.clean', { count: rooms.length - dirty })}
            </Badge>
            <Badge colorPalette="orange" variant="subtle">
              {t('summary.dirty', { count: dirty })}
            </Badge>
          </HStack>
        </Stack>
        <HStack gap="2" flexShrink="0">
          <Button {...FOLD_BUTTON} disabled={folds.allOpen} onClick={folds.openAll}>
            {t('expandAll')}
          </Button>
          <Button {...FOLD_BUTTON} disabled={folds.allFolded} onClick={folds.foldAll}>
            {t('collapseAll')}
          </Button>
        </HStack>
      </HeaderRow>
      {query.error ? <QueryError title={t('error')} query={query} /> : null}
      {types.map((type) => (
        <RoomTypeCard key={type.id} slug={slug} type={type} folds={folds} />
      ))}
    </Stack>
  );
}

/** The "expand all" and "collapse all" buttons' look. */
const FOLD_BUTTON = { variant: 'outline', colorPalette: 'gray', size: 'sm' } as const;

/**
 * Which of the cards `ids` are folded (all open at first): whether one is open, its toggle,
 * and all opened or folded at once.
 */
function useFolds(ids: readonly string[]) {
  const [folded, setFolded] = useState<ReadonlySet<string>>(() => new Set());
  return {
    isOpen: (id: string) => !folded.has(id),
    toggle: (id: string) =>
      setFolded((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    allOpen: folded.size === 0,
    allFolded: folded.size === ids.length,
    openAll: () => setFolded(new Set()),
    foldAll: () => setFolded(new Set(ids)),
  };
}

/** A room type's card: its name and counts, folding away its rooms' tiles. */
function RoomTypeCard({
  slug,
  type,
  folds,
}: {
  slug: string;
  type: HousekeepingRoomType;
  folds: Pick<ReturnType<typeof useFolds>, 'isOpen' | 'toggle'>;
}) {
  const { t } = useTranslation('housekeeping');
  const open = folds.isOpen(type.id);
  const onToggle = () => folds.toggle(type.id);
  const local = useLocalName();
  const dirty = type.rooms.filter((room) => room.status === 'dirty').length;
  const bodyId = `housekeeping-${type.id}`;
  return (
    <Box as="section" layerStyle="panel" aria-label={local(type)}>
      <HStack px="4" py="3" gap="3">
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="gray"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={
            open ? t('collapse', { name: local(type) }) : t('expand', { name: local(type) })
          }
          onClick={onToggle}
        >
          {open ? <ChevronDownIcon /> : <ChevronRightIcon />}
        </IconButton>
        <Text fontWeight="semibold" flex="1" truncate>
          {local(type)}
        </Text>
        <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          {t('typeSummary', { count: type.rooms.length, dirty })}
        </Text>
      </HStack>
      {open ? (
        <SimpleGrid
          id={bodyId}
          columns={{ base: 1, sm: 2, md: 3, xl: 4 }}
          gap="3"
          px="4"
          pb="4"
          borderTopWidth="1px"
          pt="4"
        >
          {type.rooms.map((room) => (
            <RoomTile key={room.id} slug={slug} room={room} />
          ))}
        </SimpleGrid>
      ) : null}
    </Box>
  );
}

function RoomTile({ slug, room }: { slug: string; room: HousekeepingRoom }) {
  const { t } = useTranslation('housekeeping');
  const [setCleanliness, { isLoading }] = useSetCleanlinessMutation();
  const change = (status: Cleanliness) => {
    // A failure is shown by the app's error notice; the switch stays as the server has it.
    void setCleanliness({ slug, idempotencyKey: newIdempotencyKey(), roomId: room.id, status });
  };
  const clean = room.status === 'clean';
  return (
    <Box
      borderWidth="1px"
      borderRadius="lg"
      p="3"
      borderStartWidth="4px"
      borderStartColor={clean ? 'green.solid' : 'orange.solid'}
      data-testid={`room-${room.name}`}
      data-status={room.status}
    >
      <HStack justify="space-between" gap="3">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="semibold" fontSize="lg" truncate>
            {room.name}
          </Text>
          <Text fontSize="sm" color={clean ? 'green.fg' : 'orange.fg'} fontWeight="medium">
            {t(`status.${room.status}`)}
          </Text>
        </Stack>
        <Switch.Root
          colorPalette="green"
          checked={clean}
          disabled={isLoading}
          onCheckedChange={(details) => change(details.checked ? 'clean' : 'dirty')}
        >
          <Switch.HiddenInput aria-label={t('toggle', { room: room.name })} />
          <Switch.Control />
        </Switch.Root>
      </HStack>
      {room.changedAt ? (
        <Text fontSize="xs" color="fg.muted" mt="1.5">
          {room.source === 'checkOut' && room.reservationNumber !== null
            ? t('afterCheckOut', {
                number: room.reservationNumber,
                at: formatDateTime(room.changedAt),
              })
            : room.source === 'roomMove' && room.reservationNumber !== null
              ? t('afterRoomMove', {
                  number: room.reservationNumber,
                  at: formatDateTime(room.changedAt),
                })
              : t('changedAt', { at: formatDateTime(room.changedAt) })}
        </Text>
      ) : null}
    </Box>
  );
}
