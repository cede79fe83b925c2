import {
  Alert,
  Box,
  Button,
  CloseButton,
  DataList,
  Dialog,
  HStack,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../lib/idempotency';
import { errorMessageOf, fieldErrorsOf, httpStatusOf } from '../../lib/problem';
import { toaster } from '../../lib/toaster';
import type { CalendarData, DatesCheck } from '../reservations/reservations-api';
import {
  CHECK_REFUSALS,
  SAVE_REFUSALS,
  useAssignCalendarRoomMutation,
  useChangeCalendarDatesMutation,
  useChangeCalendarRoomTypeMutation,
  useCheckCalendarMoveMutation,
} from './calendar-api';
import { ArrowRightIcon } from '../../components/icons';
import { formatMoney } from '../../lib/format';
import {
  type Move,
  datesChange,
  datesRequestOf,
  roomChange,
  roomTypeChange,
  splitDateOf,
} from './moves';
import { nightsOf } from './timeline';

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
      toaster.create({
        type: 'success',
        title: t('confirm.saved', { number: booking.number }),
        closable: true,
      });
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

/** A split move of a guest in the house: from when the new room, the room left and the new one. */
interface Split {
  date: string;
  from: string;
  to: string;
}

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

function Change({ from, to }: { from: ReactNode; to: ReactNode }) {
  return (
    <HStack gap="2" wrap="wrap" fontVariantNumeric="tabular-nums">
      <Text as="span" color="fg.muted" textDecoration="line-through">
        {from}
      </Text>
      <ArrowRightIcon boxSize="3.5" color="fg.muted" />
      <Text as="span" fontWeight="semibold">
        {to}
      </Text>
    </HStack>
  );
}

function ConfirmMoveDialog({
  open,
  move,
  check,
  saving,
  roomName,
  split,
  onCancel,
  onSave,
}: {
  open: boolean;
  move: Move | null;
  check: DatesCheck | null;
  saving: boolean;
  roomName: (roomId: string | null) => string;
  /** A guest in the house moved after a night: which nights stay, from when the new room. */
  split: Split | null;
  onCancel: () => void;
  onSave: () => void;
}) {
  const { t, i18n } = useTranslation('calendar');
  const money = (value: number) => formatMoney(value, i18n.language);
  const dates = (stay: { stayType: string; checkIn: string; checkOut: string }) =>
    stay.stayType === 'night'
      ? t('dates.nights', {
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          count: nightsOf(stay),
        })
      : t('dates.day', { date: stay.checkIn });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !saving) onCancel();
      }}
      closeOnInteractOutside={false}
      placement="center"
      size="md"
      motionPreset="slide-in-bottom"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {move ? (
              <>
                <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
                  <Dialog.Title>{t('confirm.title')}</Dialog.Title>
                  <Dialog.Description color="fg.muted" fontSize="sm">
                    {t('confirm.description', {
                      number: move.booking.number,
                      guest: move.booking.guestName,
                    })}
                  </Dialog.Description>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <DataList.Root orientation="horizontal" size="md">
                      {datesChange(move) ? (
                        <DataList.Item>
                          <DataList.ItemLabel>{t('confirm.dates')}</DataList.ItemLabel>
                          <DataList.ItemValue>
                            <Change
                              from={dates(move.booking)}
                              to={dates({ ...move, stayType: move.booking.stayType })}
                            />
                          </DataList.ItemValue>
                        </DataList.Item>
                      ) : null}
                      <DataList.Item>
                        <DataList.ItemLabel>{t('confirm.room')}</DataList.ItemLabel>
                        <DataList.ItemValue>
                          {roomChange(move) ? (
                            <Change
                              from={roomName(move.booking.roomId)}
                              to={roomName(move.roomId)}
                            />
                          ) : (
                            roomName(move.roomId)
                          )}
                        </DataList.ItemValue>
                      </DataList.Item>
                      <DataList.Item>
                        <DataList.ItemLabel>{t('confirm.total')}</DataList.ItemLabel>
                        <DataList.ItemValue>
                          {check && check.total !== move.booking.amount ? (
                            <Change from={money(move.booking.amount)} to={money(check.total)} />
                          ) : (
                            money(check?.total ?? move.booking.amount)
                          )}
                        </DataList.ItemValue>
                      </DataList.Item>
                      <DataList.Item>
                        <DataList.ItemLabel>{t('confirm.balance')}</DataList.ItemLabel>
                        <DataList.ItemValue
                          fontWeight="semibold"
                          color={(check?.balance ?? move.booking.balance) > 0 ? 'red.fg' : 'fg'}
                        >
                          {money(check?.balance ?? move.booking.balance)}
                        </DataList.ItemValue>
                      </DataList.Item>
                    </DataList.Root>
                    {split ? (
                      <Alert.Root
                        status="info"
                        variant="subtle"
                        borderRadius="md"
                        size="sm"
                        data-testid="split-note"
                      >
                        <Alert.Indicator />
                        <Alert.Description>{t('confirm.split', { ...split })}</Alert.Description>
                      </Alert.Root>
                    ) : null}
                    {roomTypeChange(move) ? (
                      <Alert.Root status="info" variant="subtle" borderRadius="md" size="sm">
                        <Alert.Indicator />
                        <Alert.Description>{t('confirm.roomTypeNote')}</Alert.Description>
                      </Alert.Root>
                    ) : null}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button
                    variant="outline"
                    colorPalette="gray"
                    disabled={saving}
                    onClick={onCancel}
                  >
                    {t('common:actions.cancel')}
                  </Button>
                  <Button
                    loading={saving}
                    loadingText={t('common:actions.saving')}
                    onClick={onSave}
                  >
                    {t('common:actions.save')}
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton
                    size="sm"
                    colorPalette="gray"
                    aria-label={t('common:actions.close')}
                    disabled={saving}
                  />
                </Dialog.CloseTrigger>
              </>
            ) : (
              <Box />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function RefusedDialog({
  open,
  message,
  partly,
  onClose,
}: {
  open: boolean;
  message: string;
  /** The new dates were saved before the room was refused. */
  partly: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('calendar');
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size="sm"
      motionPreset="slide-in-bottom"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('refused.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Alert.Root status="warning" variant="surface" borderRadius="md">
                <Alert.Indicator />
                <Alert.Description>{message}</Alert.Description>
              </Alert.Root>
              <Text mt="3" fontSize="sm" color="fg.muted">
                {partly ? t('refused.partly') : t('refused.reverted')}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{t('refused.ok')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
