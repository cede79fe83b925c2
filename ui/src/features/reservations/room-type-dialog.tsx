import { Text } from '@chakra-ui/react';
import { changeRoomTypeSchema } from '@hotel/events/reservations/commands';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { FormInDialog } from '../../components/form-in-dialog';
import { useDebounced } from '../../components/use-debounced';
import { MoneyField } from '../../components/form/fields';
import { idsLeftToServer } from '../../components/form/server-ids';
import { useCommandForm } from '../../components/form/use-command-form';
import {
  type RoomTypeCalcType,
  type RoomTypeFit,
  useChangeRoomTypeMutation,
  useCheckRoomTypesQuery,
} from '../../shared/reservations/reservations-api';
import { useLocalName } from '../../lib/names';
import {
  CalcTypeField,
  type PriceText,
  RatePlanField,
  RoomField,
  RoomTypeSelect,
  type RoomTypeValues,
  planOf,
} from './room-type-fields';
import type {
  ReservationDialogProps,
  ReservationFormProps,
} from '../../shared/reservations/reservation-dialog-props';
import { toastDone } from '../../components/done-toast';
import { useMoney } from '../../components/use-money';

/**
 * The command's schema, less the room type, plan and room: they are picked from the server's
 * check, so the server judges them.
 */
const SCHEMA = idsLeftToServer(changeRoomTypeSchema, ['roomTypeId', 'ratePlanId', 'roomId']);
const FIELDS = ['roomTypeId', 'ratePlanId', 'calcTypeValue', 'calcValue', 'roomId'] as const;

/**
 * Another room type for the stay (POST /api/update/roomtype), checked first
 * (POST /api/room/types/check): full room types are disabled, each price choice shows its
 * total — the new rate plan, the current price kept, or a price typed in tugrik. Choosing
 * another room type resets the rate plan; a day or hourly stay can only type its price (spec §4).
 */
export function RoomTypeDialog({ slug, reservation, open, onOpenChange }: ReservationDialogProps) {
  return (
    <FormInDialog
      open={open}
      onOpenChange={onOpenChange}
      form={RoomTypeForm}
      formKey={reservation.id}
      props={open ? { slug, reservation } : null}
    />
  );
}

/** How long the typed amount must stay unchanged before the check prices it. */
const PRICE_DELAY_MS = 300;

function RoomTypeForm({ slug, reservation, first, onDone }: ReservationFormProps) {
  const { t } = useTranslation('reservations');
  const nameOf = useLocalName();
  const money = useMoney();
  const night = reservation.stayType === 'night';
  const [changeRoomType, { isLoading }] = useChangeRoomTypeMutation();
  const form = useCommandForm({
    schema: SCHEMA,
    fields: FIELDS,
    defaultValues: {
      roomTypeId: reservation.roomTypeClone.roomTypeId,
      ratePlanId: reservation.ratePlanClone?.ratePlanId ?? '',
      calcTypeValue: night ? 'ratePlan' : 'currency',
      calcValue: '',
      roomId: '',
    } as RoomTypeValues,
    toRequest: (values: RoomTypeValues): RoomTypeRequest => ({
      id: reservation.id,
      roomTypeId: values.roomTypeId,
      ratePlanId: planOf(chosen, values.ratePlanId)?.id ?? null,
      calcTypeValue: values.calcTypeValue,
      ...(values.calcTypeValue === 'currency' ? { calcValue: amountOf(values.calcValue) } : {}),
      ...(values.roomId ? { roomId: values.roomId } : {}),
    }),
    // The form's own words for a missing price, as before.
    check: ({ calcTypeValue, calcValue }) => {
      const typed = amountOf(calcValue);
      return calcTypeValue === 'currency' && (typed === null || typed < 1)
        ? { calcValue: t('roomType.calcValueRequired') }
        : {};
    },
    send: async (request, idempotencyKey) => {
      // Nothing changed, or the room type is full: nothing to send.
      if (unchanged || full) return;
      await changeRoomType({ slug, idempotencyKey, ...request }).unwrap();
      toastDone(t('roomType.saved', { name: chosen ? nameOf(chosen) : '' }));
      onDone();
    },
  });
  const values: RoomTypeValues = form.watch();
  const settled = useDebounced(amountOf(values.calcValue), PRICE_DELAY_MS);
  const check = useCheckRoomTypesQuery({ slug, id: reservation.id, calcValue: settled });

  const types = check.data?.roomTypes ?? [];
  const chosen: RoomTypeFit | undefined = types.find(
    (type) => type.roomTypeId === values.roomTypeId,
  );
  const plan = planOf(chosen, values.ratePlanId);
  const unchanged =
    values.roomTypeId === reservation.roomTypeClone.roomTypeId &&
    (plan?.id ?? '') === (reservation.ratePlanClone?.ratePlanId ?? '') &&
    values.roomId === '' &&
    values.calcTypeValue === 'ratePlan';
  const full = chosen !== undefined && !chosen.available;

  const priceText: PriceText = (price) =>
    !price
      ? ''
      : price.total === null
        ? t('roomType.notSellable', { reasons: price.reasons.join(' ') })
        : t('roomType.total', { amount: money(price.total) });

  return (
    <DialogForm
      title={t('roomType.title')}
      description={t('roomType.descriptionChoices', {
        name: nameOf(reservation.roomTypeClone),
        amount: money(reservation.amount),
      })}
      onSubmit={form.onSubmit}
      submitting={isLoading}
      otherErrors={[
        ...form.otherErrors,
        ...(check.isError ? [t('roomType.checkFailed')] : []),
        ...(full && chosen?.message ? [chosen.message] : []),
      ]}
    >
      <RoomTypeSelect
        form={form}
        types={types}
        current={reservation.roomTypeClone}
        loading={check.isLoading}
        inputRef={first}
      />
      {night ? (
        <RatePlanField
          form={form}
          plans={chosen?.ratePlans ?? []}
          planId={plan?.id ?? null}
          disabled={check.isLoading || values.calcTypeValue !== 'ratePlan'}
          priceText={priceText}
        />
      ) : null}
      <CalcTypeField form={form} night={night} chosen={chosen} plan={plan} priceText={priceText} />
      {values.calcTypeValue === 'currency' ? (
        <MoneyField
          form={form}
          name="calcValue"
          label={t('roomType.calcValue')}
          helperText={t('roomType.calcValueHelp')}
          required
        />
      ) : null}
      <RoomField form={form} rooms={chosen?.freeRooms ?? []} full={full} />
      {unchanged ? (
        <Text fontSize="sm" color="fg.muted">
          {t('roomType.unchanged')}
        </Text>
      ) : null}
    </DialogForm>
  );
}

/** The typed amount: null while empty. */
const amountOf = (digits: string): number | null => (digits === '' ? null : Number(digits));

/** The body of POST /api/update/roomtype. */
interface RoomTypeRequest {
  id: string;
  roomTypeId: string;
  ratePlanId: string | null;
  calcTypeValue: RoomTypeCalcType;
  calcValue?: number | null;
  roomId?: string;
}
