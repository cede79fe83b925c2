import { NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { formatMoney } from '../../lib/format';
import { toaster } from '../../lib/toaster';
import { MoneyInput } from '../settings';
import {
  type ChoicePrice,
  type Reservation,
  type RoomTypeCalcType,
  useChangeRoomTypeMutation,
  useCheckRoomTypesQuery,
} from '../../shared/reservations/reservations-api';
import { useLocalName } from '../../lib/names';

const FIELDS = ['roomTypeId', 'ratePlanId', 'calcTypeValue', 'calcValue', 'roomId'] as const;

interface RoomTypeDialogProps {
  slug: string;
  reservation: Reservation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Another room type for the stay (POST /api/update/roomtype), checked first
 * (POST /api/room/types/check): full room types are disabled, each price choice shows its
 * total — the new rate plan, the current price kept, or a price typed in tugrik. Choosing
 * another room type resets the rate plan; a day or hourly stay can only type its price (spec §4).
 */
export function RoomTypeDialog({ slug, reservation, open, onOpenChange }: RoomTypeDialogProps) {
  const first = useRef<HTMLSelectElement | null>(null);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first}>
      {open ? (
        <RoomTypeForm
          key={reservation.id}
          slug={slug}
          reservation={reservation}
          first={first}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </FormDialog>
  );
}

/** The typed amount once the user stops typing (the check prices it). */
function useSettled(value: number | null, delay = 300): number | null {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
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
  const money = (value: number) => formatMoney(value, i18n.language);
  const night = reservation.stayType === 'night';
  const [changeRoomType, { isLoading }] = useChangeRoomTypeMutation();
  const form = useFormErrors(FIELDS);
  const [roomTypeId, setRoomTypeId] = useState(reservation.roomTypeClone.roomTypeId);
  const [ratePlanId, setRatePlanId] = useState(reservation.ratePlanClone?.ratePlanId ?? '');
  const [calcType, setCalcType] = useState<RoomTypeCalcType>(night ? 'ratePlan' : 'currency');
  const [calcValue, setCalcValue] = useState('');
  const [roomId, setRoomId] = useState('');
  const typed = calcValue === '' ? null : Number(calcValue);
  const settled = useSettled(typed);
  const check = useCheckRoomTypesQuery({ slug, id: reservation.id, calcValue: settled });

  const types = check.data?.roomTypes ?? [];
  const chosen = types.find((type) => type.roomTypeId === roomTypeId);
  const plans = chosen?.ratePlans ?? [];
  const plan = plans.find((p) => (p.id ?? '') === ratePlanId) ?? plans[0];
  /** The plan shown (a type's first plan until another is chosen). */
  const planId = plan?.id ?? null;
  const unchanged =
    roomTypeId === reservation.roomTypeClone.roomTypeId &&
    (planId ?? '') === (reservation.ratePlanClone?.ratePlanId ?? '') &&
    roomId === '' &&
    calcType === 'ratePlan';
  const full = chosen !== undefined && !chosen.available;

  const priceText = (price: ChoicePrice | null | undefined) =>
    !price
      ? ''
      : price.total === null
        ? t('roomType.notSellable', { reasons: price.reasons.join(' ') })
        : t('roomType.total', { amount: money(price.total) });

  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      if (calcType === 'currency' && (typed === null || typed < 1)) {
        form.showFieldErrors({ calcValue: [t('roomType.calcValueRequired')] });
        return false;
      }
      return !unchanged && !full;
    },
    send: async (idempotencyKey) => {
      form.clear();
      await changeRoomType({
        slug,
        idempotencyKey,
        id: reservation.id,
        roomTypeId,
        ratePlanId: planId,
        calcTypeValue: calcType,
        ...(calcType === 'currency' ? { calcValue: typed } : {}),
        ...(roomId ? { roomId } : {}),
      }).unwrap();
      toaster.create({
        type: 'success',
        title: t('roomType.saved', { name: chosen ? nameOf(chosen) : '' }),
        closable: true,
      });
      onDone();
    },
    onError: form.showServerErrors,
  });

  const choices: { value: RoomTypeCalcType; label: string; price: string }[] = night
    ? [
        { value: 'ratePlan', label: t('roomType.calc.ratePlan'), price: priceText(plan) },
        { value: 'keep', label: t('roomType.calc.keep'), price: priceText(chosen?.keep) },
        {
          value: 'currency',
          label: t('roomType.calc.currency'),
          price: priceText(chosen?.currency),
        },
      ]
    : [
        {
          value: 'currency',
          label: t('roomType.calc.currency'),
          price: priceText(chosen?.currency),
        },
      ];

  return (
    <DialogForm
      title={t('roomType.title')}
      description={t('roomType.descriptionChoices', {
        name: nameOf(reservation.roomTypeClone),
        amount: money(reservation.amount),
      })}
      onSubmit={onSubmit}
      creating={false}
      submitting={isLoading}
      otherErrors={[
        ...form.other,
        ...(check.isError ? [t('roomType.checkFailed')] : []),
        ...(full && chosen?.message ? [chosen.message] : []),
      ]}
    >
      <FormField label={t('roomType.roomType')} errors={form.errors.roomTypeId} required>
        <NativeSelect.Root disabled={check.isLoading}>
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
              <option key={type.roomTypeId} value={type.roomTypeId} disabled={!type.available}>
                {type.available
                  ? t('roomType.free', { name: nameOf(type), count: type.freeRooms.length })
                  : t('roomType.full', { name: nameOf(type) })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {night ? (
        <FormField
          label={t('roomType.ratePlan')}
          errors={form.errors.ratePlanId}
          helperText={t('roomType.ratePlanHelp')}
        >
          <NativeSelect.Root disabled={check.isLoading || calcType !== 'ratePlan'}>
            <NativeSelect.Field
              name="ratePlanId"
              value={planId ?? ''}
              ref={form.inputRef('ratePlanId')}
              onChange={(e) => {
                edited();
                form.clearField('ratePlanId');
                setRatePlanId(e.target.value);
              }}
            >
              {plans.map((p) => (
                <option key={p.id ?? ''} value={p.id ?? ''}>
                  {`${p.id === null ? t('roomType.noRatePlan') : p.nonRef ? t('roomType.nonRef', { name: nameOf(p) }) : nameOf(p)} — ${priceText(p)}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      ) : null}
      <FormField
        label={t('roomType.calcType')}
        errors={form.errors.calcTypeValue}
        helperText={night ? undefined : t('roomType.calcForced')}
      >
        <RadioGroup.Root
          value={calcType}
          name="calcTypeValue"
          onValueChange={(details) => {
            edited();
            form.clear();
            setCalcType(details.value as RoomTypeCalcType);
          }}
        >
          <Stack gap="2">
            {choices.map((choice) => (
              <RadioGroup.Item key={choice.value} value={choice.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {choice.label}
                  {choice.price ? (
                    <Text as="span" color="fg.muted" ms="2">
                      {choice.price}
                    </Text>
                  ) : null}
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </FormField>
      {calcType === 'currency' ? (
        <FormField
          label={t('roomType.calcValue')}
          errors={form.errors.calcValue}
          helperText={t('roomType.calcValueHelp')}
          required
        >
          <MoneyInput
            name="calcValue"
            value={calcValue}
            ref={form.inputRef('calcValue')}
            onChange={(digits) => {
              edited();
              form.clearField('calcValue');
              setCalcValue(digits.replace(/^0+(?=\d)/, ''));
            }}
          />
        </FormField>
      ) : null}
      <FormField
        label={t('roomType.room')}
        errors={form.errors.roomId}
        optionalText={t('optional')}
      >
        <NativeSelect.Root disabled={full}>
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
            {(chosen?.freeRooms ?? []).map((room) => (
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
