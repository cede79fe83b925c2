import {
  Alert,
  Box,
  Button,
  CloseButton,
  DataList,
  Dialog,
  HStack,
  Stack,
  Text,
} from '@chakra-ui/react';
import { DialogHeading } from '../../components/dialog-heading';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon } from '../../components/icons';
import { formatMoney } from '../../lib/format';
import type { DatesCheck } from '../../shared/reservations/reservations-api';
import { type Move, datesChange, roomChange, roomTypeChange } from './moves';
import { nightsOf } from './timeline';
import { CENTRED_DIALOG, DialogFrame } from '../../components/dialog-frame';
import { DataFact } from '../../components/data-fact';

/** The dialogs of a move (./move-flow): its confirmation with what changes, and a refusal. */

/** A split move of a guest in the house: from when the new room, the room left and the new one. */
export interface Split {
  date: string;
  from: string;
  to: string;
}

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

export function ConfirmMoveDialog({
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
  const { t } = useTranslation('calendar');
  return (
    <DialogFrame
      open={open}
      onOpenChange={(open) => {
        if (!open && !saving) onCancel();
      }}
      closeOnInteractOutside={false}
      {...CENTRED_DIALOG}
      size="md"
    >
      {move ? (
        <>
          <DialogHeading
            title={t('confirm.title')}
            description={t('confirm.description', {
              number: move.booking.number,
              guest: move.booking.guestName,
            })}
          />
          <Dialog.Body>
            <Stack gap="4">
              <MoveSummary move={move} check={check} roomName={roomName} />
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
            <Button variant="outline" colorPalette="gray" disabled={saving} onClick={onCancel}>
              {t('common:actions.cancel')}
            </Button>
            <Button loading={saving} loadingText={t('common:actions.saving')} onClick={onSave}>
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
    </DialogFrame>
  );
}

/** What the move changes: the dates, the room, the total and the balance after it. */
function MoveSummary({
  move,
  check,
  roomName,
}: {
  move: Move;
  check: DatesCheck | null;
  roomName: (roomId: string | null) => string;
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
    <DataList.Root orientation="horizontal" size="md">
      {datesChange(move) ? (
        <DataFact label={t('confirm.dates')}>
          <Change
            from={dates(move.booking)}
            to={dates({ ...move, stayType: move.booking.stayType })}
          />
        </DataFact>
      ) : null}
      <DataFact label={t('confirm.room')}>
        {roomChange(move) ? (
          <Change from={roomName(move.booking.roomId)} to={roomName(move.roomId)} />
        ) : (
          roomName(move.roomId)
        )}
      </DataFact>
      <DataFact label={t('confirm.total')}>
        {check && check.total !== move.booking.amount ? (
          <Change from={money(move.booking.amount)} to={money(check.total)} />
        ) : (
          money(check?.total ?? move.booking.amount)
        )}
      </DataFact>
      <DataFact
        label={t('confirm.balance')}
        fontWeight="semibold"
        color={(check?.balance ?? move.booking.balance) > 0 ? 'red.fg' : 'fg'}
      >
        {money(check?.balance ?? move.booking.balance)}
      </DataFact>
    </DataList.Root>
  );
}

export function RefusedDialog({
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
    <DialogFrame
      role="alertdialog"
      open={open}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      {...CENTRED_DIALOG}
      size="sm"
    >
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
    </DialogFrame>
  );
}
