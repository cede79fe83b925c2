import {
  Alert,
  Badge,
  Box,
  Button,
  Flex,
  Group,
  HStack,
  Skeleton,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localName } from '../../lib/names';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { propertyPath } from '../../app/property-nav';
import { ListIcon, SettingsIcon } from '../../components/icons';
import { NotFoundPage } from '../../components/not-found-page';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useDialog } from '../../components/use-dialog';
import { useLocalizedPath } from '../../components/use-localized-path';
import { httpStatusOf } from '../../lib/problem';
import {
  type CalendarBlock,
  type CalendarBooking,
  type CalendarRoomType,
  useGetCalendarQuery,
} from '../reservations/reservations-api';
import { LEGEND, STATUS_COLORS, StatusDot } from '../reservations/status';
import { BookingDialog } from './booking-dialog';
import { type CalendarGridHandle, CalendarGrid } from './calendar-grid';
import { SETTLED_HATCH } from './calendar-rows';
import type { CellRange } from './drag-machine';
import { DateStepper } from '../../components/date-stepper';
import { addDays, browserToday, isCalendarDate } from './dates';
import { FilterDrawer } from './filter-drawer';
import { MoveDialog } from './move-dialog';
import { useMoveFlow } from './move-flow';
import {
  CALENDAR_VIEWS,
  type CalendarFilter,
  type CalendarView,
  DEFAULT_FILTER,
  VIEW_DAYS,
  activeFilterCount,
  freeByNight,
  dayViewStartHour,
  layoutRows,
  newReservationQuery,
  partsByRoom,
  rangeOf,
  shownBookings,
} from './timeline';
import { UnassignedPanel } from './unassigned-panel';

const NO_ROOM_TYPES: CalendarRoomType[] = [];
const NO_BOOKINGS: CalendarBooking[] = [];
const NO_BLOCKS: CalendarBlock[] = [];

const viewOf = (text: string | null): CalendarView =>
  (CALENDAR_VIEWS as readonly string[]).includes(text ?? '') ? (text as CalendarView) : 'week';

/**
 * Route `/p/{slug}/calendar` (manage-reservations): the reservation calendar. Rooms grouped by
 * room type down the side, dates across (a day's hours, a week from Monday, or 30 days), the
 * bookings as bars coloured by status. The view and date live in the address
 * (`?view=month&date=2026-12-01`), so a reload or a shared link shows the same dates; a live
 * refetch replaces the data in place and keeps the scroll position.
 */
export function CalendarPage() {
  const { slug } = useCurrentHotel();
  if (!slug) return <NotFoundPage />;
  return <ReservationCalendar slug={slug} />;
}

function ReservationCalendar({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.language;
  const { hotel } = useCurrentHotel();
  const workingDate = hotel?.workingDate ?? browserToday();
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('view'));
  const asked = params.get('date') ?? '';
  const date = isCalendarDate(asked) ? asked : workingDate;
  const range = useMemo(() => rangeOf(view, date), [view, date]);
  // The working date comes with the user's hotels: wait for it rather than fetch a guess.
  const calendar = useGetCalendarQuery({ slug, from: range.from, to: range.to }, { skip: !hotel });
  const data = calendar.currentData;
  // While another range loads, its rooms are drawn from the last answer (no jump).
  const shape = calendar.currentData ?? calendar.data;
  const today = data?.workingDate ?? workingDate;
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [filter, setFilter] = useState<CalendarFilter>(DEFAULT_FILTER);
  const [filterOpen, setFilterOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const details = useDialog<CalendarBooking>();
  const mover = useDialog<CalendarBooking>();
  const grid = useRef<CalendarGridHandle | null>(null);

  const roomTypes = shape?.roomTypes ?? NO_ROOM_TYPES;
  const bookings = data?.bookings ?? NO_BOOKINGS;
  const blocks = data?.blocks ?? NO_BLOCKS;
  const blocksByRoom = useMemo(() => {
    const grouped = new Map<string, CalendarBlock[]>();
    for (const block of blocks)
      grouped.set(block.roomId, [...(grouped.get(block.roomId) ?? []), block]);
    return grouped;
  }, [blocks]);
  const layout = useMemo(
    () => layoutRows(roomTypes, filter.cleanliness),
    [roomTypes, filter.cleanliness],
  );
  const { byRoom, unassigned } = useMemo(() => {
    const shown = shownBookings(bookings, filter);
    const without = shown.filter((booking) => booking.roomId === null);
    without.sort((a, b) => a.checkIn.localeCompare(b.checkIn) || a.number - b.number);
    // A stay moved mid-stay is drawn on each room it was in.
    return { byRoom: partsByRoom(shown), unassigned: without };
  }, [bookings, filter]);
  // The legend explains the muted bars when a stay moved mid-stay is shown.
  const movedShown = useMemo(() => bookings.some((b) => b.segments?.length), [bookings]);
  const free = useMemo(
    () =>
      view === 'day' || !data
        ? null
        : freeByNight(data.roomTypes, data.bookings, range.dates, data.blocks),
    [view, data, range.dates],
  );
  const places = useMemo(() => {
    const byId = new Map<string, { room: string; type: CalendarRoomType }>();
    for (const type of roomTypes)
      for (const room of type.rooms) byId.set(room.id, { room: room.name, type });
    return { rooms: byId, types: new Map(roomTypes.map((rt) => [rt.id, rt])) };
  }, [roomTypes]);
  const roomName = useCallback(
    (roomId: string | null, roomTypeId?: string) => {
      const place = roomId ? places.rooms.get(roomId) : undefined;
      if (place) return t('room.name', { type: localName(place.type, language), room: place.room });
      const type = roomTypeId ? places.types.get(roomTypeId) : undefined;
      return type
        ? t('room.unassignedOf', { type: localName(type, language) })
        : t('room.unassigned');
    },
    [places, t, language],
  );
  const flow = useMoveFlow(slug, data, roomName, today);

  const show = (next: { view?: CalendarView; date?: string }) => {
    const nextParams = new URLSearchParams(params);
    const nextView = next.view ?? view;
    const nextDate = next.date ?? date;
    if (nextView === 'week') nextParams.delete('view');
    else nextParams.set('view', nextView);
    if (nextDate === workingDate) nextParams.delete('date');
    else nextParams.set('date', nextDate);
    setParams(nextParams, { replace: true });
  };

  const onSelectCells = useCallback(
    (cells: CellRange) => {
      navigate(
        `${localized(propertyPath(slug, 'newReservation'))}?${newReservationQuery(
          cells.checkIn,
          cells.checkOut,
          cells.roomId,
          cells.roomTypeId,
        )}`,
      );
    },
    [localized, navigate, slug],
  );

  if (httpStatusOf(calendar.error) === 404) return <NotFoundPage />;

  const roomCount = roomTypes.reduce((sum, rt) => sum + rt.rooms.length, 0);
  const step = VIEW_DAYS[view];
  const last = range.dates[range.dates.length - 1] ?? range.from;
  const filters = activeFilterCount(filter);

  let content;
  if (!shape && (calendar.isFetching || !hotel)) {
    content = (
      <Stack gap="2" role="status" aria-label={t('loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="10" borderRadius="md" />
        ))}
      </Stack>
    );
  } else if (!shape) {
    content = (
      <QueryError
        title={t('error')}
        error={calendar.error}
        onRetry={() => void calendar.refetch()}
        retrying={calendar.isFetching}
      />
    );
  } else if (roomCount === 0) {
    content = (
      <Alert.Root status="warning" variant="surface" borderRadius="lg" data-testid="no-rooms">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('noRooms.title')}</Alert.Title>
          <Alert.Description>{t('noRooms.description')}</Alert.Description>
        </Alert.Content>
        <Button asChild size="sm" colorPalette="orange" variant="outline" flexShrink="0">
          <RouterLink to={localized(propertyPath(slug, 'roomTypes'))}>
            {t('noRooms.link')}
          </RouterLink>
        </Button>
      </Alert.Root>
    );
  } else {
    content = (
      <Flex gap="4" direction={{ base: 'column', lg: 'row' }} align="stretch">
        <Box flex="1" minW="0">
          {layout.rows.length === 0 ? (
            <Text color="fg.muted" py="10" textAlign="center" borderWidth="1px" borderRadius="xl">
              {t('noMatch')}
            </Text>
          ) : (
            <CalendarGrid
              handle={grid}
              range={range}
              today={today}
              dayStartHour={dayViewStartHour(hotel?.stay?.checkOutTime, hotel?.stay?.checkInTime)}
              layout={layout}
              bookingsByRoom={byRoom}
              blocksByRoom={blocksByRoom}
              free={free}
              pending={flow.pending}
              onOpenBooking={details.show}
              onMove={flow.propose}
              onSelectCells={onSelectCells}
            />
          )}
          {calendar.isError && calendar.data ? (
            <Box mt="3">
              <QueryError
                title={t('error')}
                error={calendar.error}
                onRetry={() => void calendar.refetch()}
                retrying={calendar.isFetching}
              />
            </Box>
          ) : null}
        </Box>
        {panelOpen ? (
          <UnassignedPanel
            bookings={unassigned}
            roomTypes={roomTypes}
            all={bookings}
            blocks={blocks}
            onOpen={details.show}
            onAssign={flow.propose}
            onDragStart={(booking, event) => grid.current?.dragFromOutside(booking, event)}
            onClose={() => setPanelOpen(false)}
          />
        ) : null}
      </Flex>
    );
  }

  return (
    <Stack gap="4">
      <Stack gap="3" bg="bg" borderWidth="1px" borderRadius="xl" px="4" py="3">
        <HStack gap="2" wrap="wrap">
          <Group attached role="radiogroup" aria-label={t('toolbar.view')}>
            {CALENDAR_VIEWS.map((option) => (
              <Button
                key={option}
                role="radio"
                aria-checked={option === view}
                size="sm"
                variant={option === view ? 'solid' : 'outline'}
                colorPalette={option === view ? 'brand' : 'gray'}
                onClick={() => show({ view: option })}
              >
                {t(`toolbar.views.${option}`)}
              </Button>
            ))}
          </Group>
          <DateStepper
            value={date}
            label={t('toolbar.date')}
            previousLabel={t(`toolbar.previous.${view}`)}
            nextLabel={t(`toolbar.next.${view}`)}
            onPrevious={() => show({ date: addDays(date, -step) })}
            onNext={() => show({ date: addDays(date, step) })}
            onChange={(picked) => show({ date: picked })}
          />
          <Button
            size="sm"
            variant="ghost"
            onClick={() => show({ date: workingDate })}
            disabled={date === workingDate}
          >
            {t('toolbar.today')}
          </Button>
          <Text
            fontSize="sm"
            color="fg.muted"
            fontVariantNumeric="tabular-nums"
            data-testid="calendar-range"
          >
            {view === 'day' ? range.from : t('toolbar.range', { from: range.from, to: last })}
          </Text>
          <HStack gap="2" ms={{ base: '0', md: 'auto' }}>
            <Button
              size="sm"
              variant="outline"
              colorPalette="gray"
              onClick={() => setFilterOpen(true)}
              aria-label={t('toolbar.filterLabel', { count: filters })}
            >
              <SettingsIcon />
              {t('toolbar.filter')}
              {filters > 0 ? (
                <Badge size="xs" colorPalette="brand" variant="solid">
                  {filters}
                </Badge>
              ) : null}
            </Button>
            <Button
              size="sm"
              variant={panelOpen ? 'solid' : 'outline'}
              colorPalette={panelOpen ? 'brand' : 'gray'}
              aria-pressed={panelOpen}
              aria-label={t('toolbar.unassignedLabel', { count: unassigned.length })}
              onClick={() => setPanelOpen((open) => !open)}
            >
              <ListIcon />
              {/* A space between the word and the count: the name read out ("Unassigned 5:
                  …") holds the text as shown (WCAG 2.5.3, label in name). */}
              {t('toolbar.unassigned')}{' '}
              <Badge
                size="xs"
                variant="solid"
                colorPalette={unassigned.length > 0 ? 'orange' : 'gray'}
              >
                {unassigned.length}
              </Badge>
            </Button>
          </HStack>
        </HStack>
        <Wrap
          as="ul"
          gap="4"
          listStyleType="none"
          borderTopWidth="1px"
          pt="2.5"
          aria-label={t('legend')}
          alignItems="center"
        >
          {LEGEND.map((status) => (
            <Box as="li" key={status}>
              <StatusDot status={status} />
            </Box>
          ))}
          {movedShown ? (
            <HStack as="li" gap="1.5" data-testid="legend-settled">
              <Box
                w="5"
                h="2.5"
                borderRadius="sm"
                flexShrink="0"
                opacity="0.6"
                filter="saturate(0.25)"
                style={{ background: `${SETTLED_HATCH}, ${STATUS_COLORS['checked-in']}` }}
              />
              <Text fontSize="sm">{t('legendSettled')}</Text>
            </HStack>
          ) : null}
          <Text as="li" fontSize="xs" color="fg.muted" ms={{ base: '0', xl: 'auto' }}>
            {view === 'day' ? t('hints.day') : t('hints.range')}
          </Text>
        </Wrap>
      </Stack>
      {content}
      <BookingDialog
        slug={slug}
        booking={details.item}
        open={details.open}
        onOpenChange={details.onOpenChange}
        roomName={roomName}
        onMove={(booking) => {
          details.onOpenChange(false);
          mover.show(booking);
        }}
      />
      <MoveDialog
        booking={mover.item}
        open={mover.open}
        onOpenChange={mover.onOpenChange}
        roomTypes={roomTypes}
        onMove={flow.propose}
      />
      <FilterDrawer
        open={filterOpen}
        onOpenChange={setFilterOpen}
        filter={filter}
        onChange={setFilter}
      />
      {flow.dialogs}
    </Stack>
  );
}
