import { NativeSelect, Text } from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { toaster } from '../../lib/toaster';
import { useListRatePlansQuery } from '../rates/rates-api';
import { useListRoomTypesQuery } from '../room-types/room-types-api';
import { type Reservation, useChangeRoomTypeMutation } from './reservations-api';
import { useLocalName } from '../../lib/names';

const FIELDS = ['roomTypeId', 'ratePlanId', 'roomId'] as const;

interface RoomTypeDialogProps {
  slug: string;
  reservation: Reservation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Another room type (and its rate plan, optionally a room of it) for the stay
 * (POST /api/update/roomtype). Choosing another room type resets the rate plan (spec §4).
 */
export function RoomTypeDialog({ slug, reservation, open, onOpenChange }: RoomTypeDialogProps) {
  const first = useRef<HTMLSelectElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first}>
      <RoomTypeForm
        key={reservation.id}
        slug={slug}
        reservation={reservation}
        first={first}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function RoomTypeForm({
  slug,
  reservation,
  first,
  onDone,
}: {
  slug: string;
  reservation: Reservation;
  first: RefObject<HTMLSelectElement | null>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('reservations');
  const nameOf = useLocalName();
  const roomTypes = useListRoomTypesQuery({ slug });
  const plans = useListRatePlansQuery({ slug, language: i18n.language });
  const [changeRoomType, { isLoading }] = useChangeRoomTypeMutation();
  const form = useFormErrors(FIELDS);
  const [roomTypeId, setRoomTypeId] = useState(reservation.roomTypeClone.roomTypeId);
  const [ratePlanId, setRatePlanId] = useState(reservation.ratePlanClone?.ratePlanId ?? '');
  const [roomId, setRoomId] = useState('');

  const types = roomTypes.data?.data ?? [];
  const chosen = types.find((type) => type.id === roomTypeId);
  const typePlans = (plans.data?.data ?? []).filter((plan) => plan.roomType.id === roomTypeId);
  const unchanged =
    roomTypeId === reservation.roomTypeClone.roomTypeId &&
    ratePlanId === (reservation.ratePlanClone?.ratePlanId ?? '') &&
    roomId === '';

  const { onSubmit, edited } = useFormSubmit({
    validate: () => !unchanged,
    send: async (idempotencyKey) => {
      form.clear();
      await changeRoomType({
        slug,
        idempotencyKey,
        id: reservation.id,
        roomTypeId,
        ratePlanId: ratePlanId || null,
        ...(roomId ? { roomId } : {}),
      }).unwrap();
      toaster.create({
        type: 'success',
        title: t('roomType.saved', { name: chosen?.name ?? '' }),
        closable: true,
      });
      onDone();
    },
    onError: form.showServerErrors,
  });

  return (
    <DialogForm
      title={t('roomType.title')}
      description={t('roomType.description', { name: nameOf(reservation.roomTypeClone) })}
      onSubmit={onSubmit}
      creating={false}
      submitting={isLoading}
      otherErrors={form.other}
    >
      <FormField label={t('roomType.roomType')} errors={form.errors.roomTypeId} required>
        <NativeSelect.Root disabled={roomTypes.isLoading}>
          <NativeSelect.Field
            name="roomTypeId"
            value={roomTypeId}
            ref={(element) => {
              form.inputRef('roomTypeId')(element);
              first.current = element;
            }}
            onChange={(e) => {
              edited();
              form.clear();
              setRoomTypeId(e.target.value);
              // Another room type: its own plans and rooms.
              setRatePlanId('');
              setRoomId('');
            }}
          >
            {types.length === 0 ? (
              <option value={reservation.roomTypeClone.roomTypeId}>
                {nameOf(reservation.roomTypeClone)}
              </option>
            ) : null}
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {nameOf(type)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField
        label={t('roomType.ratePlan')}
        errors={form.errors.ratePlanId}
        helperText={t('roomType.ratePlanHelp')}
      >
        <NativeSelect.Root disabled={plans.isLoading}>
          <NativeSelect.Field
            name="ratePlanId"
            value={ratePlanId}
            ref={form.inputRef('ratePlanId')}
            onChange={(e) => {
              edited();
              form.clearField('ratePlanId');
              setRatePlanId(e.target.value);
            }}
          >
            <option value="">{t('roomType.noRatePlan')}</option>
            {typePlans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.nonRef ? t('roomType.nonRef', { name: plan.name }) : plan.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField
        label={t('roomType.room')}
        errors={form.errors.roomId}
        optionalText={t('optional')}
      >
        <NativeSelect.Root>
          <NativeSelect.Field
            name="roomId"
            value={roomId}
            ref={form.inputRef('roomId')}
            onChange={(e) => {
              edited();
              form.clearField('roomId');
              setRoomId(e.target.value);
            }}
          >
            <option value="">{t('roomType.noRoom')}</option>
            {(chosen?.rooms ?? []).map((room) => (
              <option key={room.id} value={room.id}>
                {room.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {unchanged ? (
        <Text fontSize="sm" color="fg.muted">
          {t('roomType.unchanged')}
        </Text>
      ) : null}
    </DialogForm>
  );
}
