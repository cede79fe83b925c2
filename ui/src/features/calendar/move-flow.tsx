import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../lib/idempotency';
import { errorMessageOf, fieldErrorsOf, httpStatusOf } from '../../lib/problem';
import type { CalendarData, DatesCheck } from '../../shared/reservations/reservations-api';
import {
  CHECK_REFUSALS,
  SAVE_REFUSALS,
  useAssignCalendarRoomMutation,
  useChangeCalendarDatesMutation,
  useChangeCalendarRoomTypeMutation,
  useCheckCalendarMoveMutation,
} from './calendar-api';
import {
  type Move,
  datesChange,
  datesRequestOf,
  roomChange,
  roomTypeChange,
  splitDateOf,
} from './moves';
import { ConfirmMoveDialog, RefusedDialog, type Split } from './move-dialogs';
import { toastDone } from '../../components/done-toast';

/** A move on its way: checked, waiting for Save, saving, or saved until the calendar reloads. */
type Flow =
  | { step: 'idle' }
  | { step: 'checking'; move: Move }
  | { step: 'confirm'; move: Move; check: DatesCheck | null; saving: boolean }
  | { step: 'saved'; move: Move }
  | { step: 'refused'; move: Move; message: string; partly?: boolean };

/** A saved move stays drawn where it went until the calendar has been fetched again. */
const SAVED_GHOST_MS = 4000;

export interface MoveFlow {
  /** Where a booking is going (drawn as a ghost bar; the original is faded). */
  pending: Move | null;
  /** Starts a move: checks new dates, then asks for confirmation. */
  propose: (move: Move) => void;
  dialogs: ReactNode;
}

/**
 * Drag, resize, the move dialog and the unassigned list all end here. New dates are checked
 * first (POST /check/reservation): available → a confirmation with the new dates, room, total
 * and balance; refused → a warning with the server's message and the booking stays. A room
 * change alone is confirmed at once. Save applies the dates (POST /reservation/dates), then the
 * room: the same room type assigns it (POST /reservation/room), another one changes the room
 * type with the room (POST /update/roomtype, rate plan reset). A guest in the house moved after
 * a night keeps the nights slept on the old room: the confirmation says so, with the working
 * date, and the room is assigned on its own. A save the server refuses says why in the same
 * warning (never silently).
 */
export function useMoveFlow(
  slug: string,
  data: CalendarData | undefined,
  roomName: (roomId: string | null) => string,
  workingDate: string,
): MoveFlow {
  const { t } = useTranslation('calendar');
  const [flow, setFlow] = useState<Flow>({ step: 'idle' });
  const [checkDates] = useCheckCalendarMoveMutation();
  const [changeDates] = useChangeCalendarDatesMutation();
  const [assignRoom] = useAssignCalendarRoomMutation();
  const [changeRoomType] = useChangeCalendarRoomTypeMutation();
  const keys = useRef({ dates: '', room: '' });
  const savedWith = useRef<CalendarData | undefined>(undefined);

  // The calendar fetched after the save shows the booking where it went: the ghost goes.
  useEffect(() => {
    if (flow.step !== 'saved') return undefined;
    if (data !== savedWith.current) {
      setFlow({ step: 'idle' });
      return undefined;
    }
    const timer = setTimeout(() => setFlow({ step: 'idle' }), SAVED_GHOST_MS);
    return () => clearTimeout(timer);
  }, [flow.step, data]);

  const propose = useCallback(
    (move: Move) => {
      keys.current = { dates: newIdempotencyKey(), room: newIdempotencyKey() };
      if (!datesChange(move)) {
        setFlow({ step: 'confirm', move, check: null, saving: false });
        return;
      }
      setFlow({ step: 'checking', move });
      checkDates({ slug, dates: datesRequestOf(move, splitDateOf(move, workingDate) !== null) })
        .unwrap()
        .then((check) =>
          setFlow(
            check.available
              ? { step: 'confirm', move, check, saving: false }
              : { step: 'refused', move, message: check.message || t('refused.message') },
          ),
        )
        .catch((error: unknown) => {
          const status = httpStatusOf(error);
          // Other failures (network, 5xx) are shown by the app's error notifications.
          setFlow(
            status !== null && CHECK_REFUSALS.includes(status)
              ? { step: 'refused', move, message: errorMessageOf(error, t) }
              : { step: 'idle' },
          );
        });
    },
    [checkDates, slug, t, workingDate],
  );

  const save = async (move: Move, check: DatesCheck | null) => {
    setFlow({ step: 'confirm', move, check, saving: true });
    const { booking } = move;
    const split = splitDateOf(move, workingDate) !== null;
    let datesSaved = false;
    try {
      if (datesChange(move)) {
        await changeDates({
          slug,
          idempotencyKey: keys.current.dates,
          dates: datesRequestOf(move, split),
        }).unwrap();
        datesSaved = true;
      }
      // A room of the same type moved with the dates in the dates change itself (not a move
      // that keeps the nights slept: the room is assigned on its own from the working date).
      const roomMovedWithDates = datesChange(move) && !roomTypeChange(move) && !split;
      if (roomChange(move) && !roomMovedWithDates) {
        if (roomTypeChange(move)) {
          await changeRoomType({
            slug,
            idempotencyKey: keys.current.room,
            id: booking.id,
            roomTypeId: move.roomTypeId,
            ratePlanId: null,
            roomId: move.roomId,
          }).unwrap();
        } else {
          await assignRoom({
            slug,
            idempotencyKey: keys.current.room,
            id: booking.id,
            roomId: move.roomId,
          }).unwrap();
        }
      }
      savedWith.current = data;
      setFlow({ step: 'saved', move });
      toastDone(t('confirm.saved', { number: booking.number }));
    } catch (error: unknown) {
      const status = httpStatusOf(error);
      // A refusal (the room was taken or blocked meanwhile, a rule) is said here, with the
      // server's words; other failures (network, 5xx) by the app's error notification.
      setFlow(
        status !== null && SAVE_REFUSALS.includes(status)
          ? { step: 'refused', move, message: refusalOf(error, t), partly: datesSaved }
          : { step: 'idle' },
      );
    }
  };

  const pending =
    flow.step === 'checking' || flow.step === 'confirm' || flow.step === 'saved' ? flow.move : null;

  const dialogs = (
    <>
      <ConfirmMoveDialog
        open={flow.step === 'confirm'}
        move={flow.step === 'confirm' ? flow.move : null}
        check={flow.step === 'confirm' ? flow.check : null}
        saving={flow.step === 'confirm' && flow.saving}
        roomName={roomName}
        split={flow.step === 'confirm' ? splitOf(flow.move, workingDate, data) : null}
        onCancel={() => setFlow({ step: 'idle' })}
        onSave={() => {
          if (flow.step === 'confirm') void save(flow.move, flow.check);
        }}
      />
      <RefusedDialog
        open={flow.step === 'refused'}
        message={flow.step === 'refused' ? flow.message : ''}
        partly={flow.step === 'refused' && flow.partly === true}
        onClose={() => setFlow({ step: 'idle' })}
      />
    </>
  );

  return { pending, propose, dialogs };
}

/** The server's message of a refusal, and its field messages when it names a field. */
const refusalOf = (error: unknown, t: Parameters<typeof errorMessageOf>[1]): string => {
  const fields = Object.values(fieldErrorsOf(error)).flat();
  return fields.length > 0 ? fields.join(' ') : errorMessageOf(error, t);
};

/** A room's own name ("202"), as the desk says it. */
const plainRoomName = (data: CalendarData | undefined, roomId: string | null): string =>
  data?.roomTypes.flatMap((type) => type.rooms).find((room) => room.id === roomId)?.name ?? '';

/** What a move of a guest in the house after a night splits (null: the whole stay moves). */
const splitOf = (move: Move, workingDate: string, data: CalendarData | undefined): Split | null => {
  const date = splitDateOf(move, workingDate);
  return date
    ? {
        date,
        from: plainRoomName(data, move.booking.roomId),
        to: plainRoomName(data, move.roomId),
      }
    : null;
};
