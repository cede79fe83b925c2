import { Badge, Box, CloseButton, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { SelectBox } from '../../components/select-box';
import type { CalendarBooking, CalendarRoomType } from '../../shared/reservations/reservations-api';
import { STATUS_COLORS } from '../../shared/reservations/status';
import { type Move, canMove } from './moves';
import { freeRoomsFor, nightsOf } from './timeline';
import type { CalendarModel } from './use-calendar-model';

interface UnassignedPanelProps {
  /**
   * From the calendar's model: the unassigned bookings of the dates shown (as the filter
   * allows), the room types, every booking loaded and the blocks (to tell which rooms are free:
   * blocked rooms are not offered).
   */
  model: Pick<CalendarModel, 'unassigned' | 'roomTypes' | 'bookings' | 'blocks'>;
  onOpen: (booking: CalendarBooking) => void;
  onAssign: (move: Move) => void;
  onDragStart: (booking: CalendarBooking, event: ReactPointerEvent) => void;
  onClose: () => void;
}

/**
 * The side panel of bookings without a room: drag one onto a room's row, or pick one of the
 * free rooms of its room type; either way the assignment is confirmed first.
 */
export function UnassignedPanel({ model, onClose, ...actions }: UnassignedPanelProps) {
  const { t } = useTranslation('calendar');
  const { unassigned: bookings, roomTypes } = model;
  const typeOf = new Map(roomTypes.map((rt) => [rt.id, rt]));
  return (
    <Box
      as="aside"
      aria-labelledby="unassigned-title"
      layerStyle="panel"
      w={{ base: 'full', lg: '80' }}
      flexShrink="0"
      display="flex"
      flexDirection="column"
      maxH={{ lg: 'calc(100dvh - 15rem)' }}
    >
      <HStack px="4" py="3" borderBottomWidth="1px" gap="2">
        <Text id="unassigned-title" fontWeight="semibold">
          {t('unassigned.title')}
        </Text>
        <Badge size="sm" colorPalette={bookings.length > 0 ? 'orange' : 'gray'}>
          {bookings.length}
        </Badge>
        <CloseButton
          size="xs"
          colorPalette="gray"
          ms="auto"
          aria-label={t('unassigned.close')}
          onClick={onClose}
        />
      </HStack>
      {bookings.length === 0 ? (
        <Text px="4" py="6" fontSize="sm" color="fg.muted" textAlign="center">
          {t('unassigned.empty')}
        </Text>
      ) : (
        <>
          <Text px="4" pt="3" fontSize="xs" color="fg.muted">
            {t('unassigned.hint')}
          </Text>
          <Stack as="ul" gap="2" p="3" overflowY="auto">
            {bookings.map((booking) => (
              <UnassignedItem
                key={booking.id}
                booking={booking}
                roomType={typeOf.get(booking.roomTypeId)}
                model={model}
                {...actions}
              />
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}

/** An unassigned booking: opens on its name, drags onto a room's row, or takes a free room. */
function UnassignedItem({
  booking,
  roomType,
  model: { bookings: all, blocks },
  onOpen,
  onAssign,
  onDragStart,
}: Omit<UnassignedPanelProps, 'onClose'> & {
  booking: CalendarBooking;
  roomType: CalendarRoomType | undefined;
}) {
  const { t } = useTranslation('calendar');
  const local = useLocalName();
  const free = freeRoomsFor(booking, roomType, all, blocks);
  const movable = canMove(booking);
  return (
    <Box
      as="li"
      data-unassigned={booking.id}
      borderWidth="1px"
      borderRadius="lg"
      borderStartWidth="4px"
      p="3"
      bg="bg"
      cursor={movable ? 'grab' : undefined}
      touchAction={movable ? 'none' : undefined}
      style={{ borderInlineStartColor: STATUS_COLORS[booking.status] }}
      onPointerDown={(event: ReactPointerEvent<HTMLElement>) => {
        const target = event.target as Element;
        if (!movable || target.closest('select, button')) return;
        event.preventDefault();
        onDragStart(booking, event);
      }}
    >
      <chakra.button
        type="button"
        fontWeight="semibold"
        fontSize="sm"
        textAlign="start"
        _hover={{ textDecoration: 'underline' }}
        onClick={() => onOpen(booking)}
      >
        {t('unassigned.item', { number: booking.number, guest: booking.guestName })}
      </chakra.button>
      <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
        {roomType ? local(roomType) : ''}
        {' · '}
        {booking.stayType === 'night'
          ? t('dates.nights', {
              checkIn: booking.checkIn,
              checkOut: booking.checkOut,
              count: nightsOf(booking),
            })
          : t('dates.day', { date: booking.checkIn })}
      </Text>
      {movable ? (
        <SelectBox
          box={{ size: 'xs', mt: '2' }}
          aria-label={t('unassigned.assign', { number: booking.number })}
          value=""
          onChange={(e) => {
            const roomId = e.target.value;
            if (!roomId) return;
            onAssign({
              booking,
              checkIn: booking.checkIn,
              checkOut: booking.checkOut,
              roomId,
              roomTypeId: booking.roomTypeId,
            });
          }}
        >
          <option value="">
            {free.length > 0 ? t('unassigned.pick') : t('unassigned.noFree')}
          </option>
          {free.map((room) => (
            <option key={room.id} value={room.id}>
              {room.name}
            </option>
          ))}
        </SelectBox>
      ) : null}
    </Box>
  );
}
