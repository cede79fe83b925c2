import { SimpleGrid } from '@chakra-ui/react';
import { SelectBox } from '../../components/select-box';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/date-input';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import type { CalendarBooking, CalendarRoomType } from '../../shared/reservations/reservations-api';
import { addDays, daysBetween, isCalendarDate } from './dates';
import { type Move, canMoveCheckIn, canResize, isChange } from './moves';
import { localName, localShortName } from '../../lib/names';
import type { DialogControl } from '../../components/use-dialog';

interface MoveDialogProps {
  /** Its open state and the booking moved. */
  dialog: DialogControl<CalendarBooking>;
  roomTypes: readonly CalendarRoomType[];
  /** The move goes through the same check and confirmation as a drag. */
  onMove: (move: Move) => void;
}

/**
 * Moving a booking without a mouse (and on small screens): new dates and room in a form, then
 * the same check, confirmation and save as a drag.
 */
export function MoveDialog({ dialog, roomTypes, onMove }: MoveDialogProps) {
  const { item: booking, open, onOpenChange } = dialog;
  const first = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first} size="md">
      {booking ? (
        <MoveForm
          booking={booking}
          roomTypes={roomTypes}
          firstField={first}
          onMove={(move) => {
            onOpenChange(false);
            if (isChange(move)) onMove(move);
          }}
        />
      ) : null}
    </FormDialog>
  );
}

function MoveForm({
  booking,
  roomTypes,
  firstField,
  onMove,
}: {
  booking: CalendarBooking;
  roomTypes: readonly CalendarRoomType[];
  firstField: RefObject<HTMLInputElement | null>;
  onMove: (move: Move) => void;
}) {
  const { t, i18n } = useTranslation('calendar');
  const [checkIn, setCheckIn] = useState(booking.checkIn);
  const [checkOut, setCheckOut] = useState(booking.checkOut);
  const [roomId, setRoomId] = useState(booking.roomId ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const night = booking.stayType === 'night';
  const lockedCheckIn = !canMoveCheckIn(booking);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string[]> = {};
    if (!isCalendarDate(checkIn)) found.checkIn = [t('move.invalidDate')];
    if (night && !isCalendarDate(checkOut)) found.checkOut = [t('move.invalidDate')];
    else if (night && checkOut <= checkIn) found.checkOut = [t('move.checkOutAfter')];
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const roomType = roomTypes.find((rt) => rt.rooms.some((room) => room.id === roomId));
    onMove({
      booking,
      checkIn,
      // A day or time stay keeps its length (it ends on its day).
      checkOut: night ? checkOut : addDays(checkIn, daysBetween(booking.checkIn, booking.checkOut)),
      roomId: roomId || null,
      roomTypeId: roomType?.id ?? booking.roomTypeId,
    });
  };

  return (
    <DialogForm
      title={t('move.title', { number: booking.number })}
      description={t('move.description', { guest: booking.guestName })}
      onSubmit={submit}
      creating={false}
      submitting={false}
      otherErrors={[]}
    >
      <SimpleGrid columns={night ? { base: 1, sm: 2 } : 1} gap="4">
        <FormField
          label={t('move.checkIn')}
          errors={errors.checkIn}
          disabled={lockedCheckIn}
          helperText={lockedCheckIn ? t('move.checkInLocked') : undefined}
          required
        >
          <DateInput
            ref={firstField}
            name="checkIn"
            min="2000-01-01"
            value={checkIn}
            onChange={(e) => {
              const value = e.target.value;
              // Moving the arrival moves the departure with it (the stay keeps its nights).
              if (night && isCalendarDate(value) && isCalendarDate(checkIn)) {
                setCheckOut(addDays(checkOut, daysBetween(checkIn, value)));
              }
              setCheckIn(value);
            }}
          />
        </FormField>
        {night ? (
          <FormField
            label={t('move.checkOut')}
            errors={errors.checkOut}
            disabled={!canResize(booking)}
            required
          >
            <DateInput
              name="checkOut"
              min={isCalendarDate(checkIn) ? checkIn : undefined}
              value={checkOut}
              onChange={(e) => setCheckOut(e.target.value)}
            />
          </FormField>
        ) : null}
      </SimpleGrid>
      <FormField label={t('move.room')} helperText={t('move.roomHelp')}>
        <SelectBox name="roomId" value={roomId} onChange={(e) => setRoomId(e.target.value)}>
          {booking.roomId === null ? <option value="">{t('room.unassigned')}</option> : null}
          {roomTypes.map((roomType) => (
            <optgroup key={roomType.id} label={localName(roomType, i18n.language)}>
              {roomType.rooms.map((room) => (
                <option key={room.id} value={room.id}>
                  {t('room.option', {
                    room: room.name,
                    type: localShortName(roomType, i18n.language),
                  })}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectBox>
      </FormField>
    </DialogForm>
  );
}
