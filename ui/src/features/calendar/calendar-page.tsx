import { Box, Flex, Skeleton, Stack, Text, useDisclosure } from '@chakra-ui/react';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { propertyPath } from '../../lib/property-pages';
import { NotFoundPage } from '../../components/not-found-page';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useDialog } from '../../components/use-dialog';
import { useLocalizedPath } from '../../components/use-localized-path';
import { LinkAlert } from '../../components/link-alert';
import { httpStatusOf } from '../../lib/problem';
import {
  type CalendarBooking,
  useGetCalendarQuery,
} from '../../shared/reservations/reservations-api';
import { BookingDialog } from './booking-dialog';
import { CalendarChannelPopover, useChannelPopover } from './calendar-channel-popover';
import { type CalendarGridHandle, CalendarGrid } from './calendar-grid';
import { CalendarToolbar } from './calendar-toolbar';
import { browserToday } from './dates';
import type { CellRange } from './drag-machine';
import { FilterDrawer, useCalendarFilter } from './filter-drawer';
import { MoveDialog } from './move-dialog';
import { useMoveFlow } from './move-flow';
import { dayViewStartHour, newReservationQuery } from './timeline';
import { UnassignedPanel } from './unassigned-panel';
import { useCalendarModel } from './use-calendar-model';
import { useShownDates } from './use-shown-dates';
import { propertyPage } from '../../components/property-page';

/**
 * Route `/p/{slug}/calendar` (manage-reservations): the reservation calendar. Rooms grouped by
 * room type down the side, dates across (a day's hours, a week from Monday, or 30 days), the
 * bookings as bars coloured by status. The view and date live in the address
 * (`?view=month&date=2026-12-01`), so a reload or a shared link shows the same dates; a live
 * refetch replaces the data in place and keeps the scroll position.
 */
export const CalendarPage = propertyPage(ReservationCalendar);

function ReservationCalendar({ slug }: { slug: string }) {
  const { t } = useTranslation('calendar');
  const { hotel } = useCurrentHotel();
  const workingDate = hotel?.workingDate ?? browserToday();
  const shown = useShownDates(workingDate);
  const { range } = shown;
  // The working date comes with the user's hotels: wait for it rather than fetch a guess.
  const calendar = useGetCalendarQuery({ slug, from: range.from, to: range.to }, { skip: !hotel });
  const data = calendar.currentData;
  // While another range loads, its rooms are drawn from the last answer (no jump).
  const shape = calendar.currentData ?? calendar.data;
  const today = data?.workingDate ?? workingDate;
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const filter = useCalendarFilter();
  const panel = useDisclosure();
  const details = useDialog<CalendarBooking>();
  const mover = useDialog<CalendarBooking>();
  const grid = useRef<CalendarGridHandle | null>(null);
  const model = useCalendarModel(data, shape, filter.value, range);
  const { roomTypes, layout, roomName } = model;
  const flow = useMoveFlow(slug, data, roomName, today);
  // A site's bar or conflict band opens a popover hanging from it.
  const channelMarks = useChannelPopover(model.holds, model.conflicts);

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
  const queryError = <QueryError title={t('error')} query={calendar} />;

  let content;
  if (!shape && (calendar.isFetching || !hotel)) {
    content = <Loading />;
  } else if (!shape) {
    content = queryError;
  } else if (roomCount === 0) {
    content = <NoRooms slug={slug} />;
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
              model={model}
              flow={flow}
              onOpenChannel={channelMarks.open}
              onOpenBooking={details.show}
              onSelectCells={onSelectCells}
            />
          )}
          {calendar.isError && calendar.data ? <Box mt="3">{queryError}</Box> : null}
        </Box>
        {panel.open ? (
          <UnassignedPanel
            model={model}
            onOpen={details.show}
            onAssign={flow.propose}
            onDragStart={(booking, event) => grid.current?.dragFromOutside(booking, event)}
            onClose={panel.onClose}
          />
        ) : null}
      </Flex>
    );
  }

  return (
    <Stack gap="4">
      <CalendarToolbar shown={shown} filter={filter} panel={panel} model={model} />
      {content}
      <BookingDialog
        slug={slug}
        dialog={details}
        roomName={roomName}
        onMove={(booking) => {
          details.onOpenChange(false);
          mover.show(booking);
        }}
      />
      <CalendarChannelPopover
        slug={slug}
        shown={channelMarks.shown}
        anchor={channelMarks.anchor}
        onClose={channelMarks.close}
      />
      <MoveDialog dialog={mover} roomTypes={roomTypes} onMove={flow.propose} />
      <FilterDrawer filter={filter} />
      {flow.dialogs}
    </Stack>
  );
}

/** The calendar's first answer on its way. */
function Loading() {
  const { t } = useTranslation('calendar');
  return (
    <Stack gap="2" role="status" aria-label={t('loading')}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height="10" borderRadius="md" />
      ))}
    </Stack>
  );
}

/** A property without rooms: the calendar has nothing to draw until room types have rooms. */
function NoRooms({ slug }: { slug: string }) {
  const { t } = useTranslation('calendar');
  return (
    <LinkAlert
      status="warning"
      title={t('noRooms.title')}
      description={t('noRooms.description')}
      to={propertyPath(slug, 'roomTypes')}
      linkLabel={t('noRooms.link')}
      linkPalette="orange"
      data-testid="no-rooms"
    />
  );
}
