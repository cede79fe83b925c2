import { NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { changeRoomTypeSchema } from '@hotel/events/reservations/commands';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { BoundField, MoneyField, SelectField } from '../../components/form/fields';
import { idsLeftToServer } from '../../components/form/server-ids';
import { type CommandForm, useCommandForm } from '../../components/form/use-command-form';
import { formatMoney } from '../../lib/format';
import { toaster } from '../../lib/toaster';
import {
  type ChoicePrice,
  type Reservation,
  type RoomTypeCalcType,
  type RoomTypeFit,
  useChangeRoomTypeMutation,
  useCheckRoomTypesQuery,
} from '../../shared/reservations/reservations-api';
import { useLocalName } from '../../lib/names';

/**
 * The command's schema, less the room type, plan and room: they are picked from the server's
 * check, so the server judges them.
 */
const SCHEMA = idsLeftToServer(changeRoomTypeSchema, ['roomTypeId', 'ratePlanId', 'roomId']);
const FIELDS = ['roomTypeId', 'ratePlanId', 'calcTypeValue', 'calcValue', 'roomId'] as const;

/** The form's values, named as the command's body names them ('' when not chosen). */
interface Values {
  roomTypeId: string;
  /** The plan chosen; '' shows the room type's first plan. */
  ratePlanId: string;
  calcTypeValue: RoomTypeCalcType;
  /** The typed room amount (digits). */
  calcValue: string;
  roomId: string;
}

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
  const first = useRef<HTMLElement | null>(null);
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

/** The price of a choice in words: its total, or why it cannot be sold. */
type PriceText = (price: ChoicePrice | null | undefined) => string;

function RoomTypeForm({
  slug,
  reservation,
  first,
  onDone,
}: {
  slug: string;
  reservation: Reservation;
  first: RefObject<HTMLElement | null>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('reservations');
  const nameOf = useLocalName();
  const money = (value: number) => formatMoney(value, i18n.language);
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
    } as Values,
    toRequest: (values: Values): RoomTypeRequest => ({
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
      toaster.create({
        type: 'success',
        title: t('roomType.saved', { name: chosen ? nameOf(chosen) : '' }),
        closable: true,
      });
      onDone();
    },
  });
  const values: Values = form.watch();
  const settled = useSettled(amountOf(values.calcValue));
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
      creating={false}
      submitting={isLoading}
      otherErrors={[
        ...form.otherErrors,
        ...(check.isError ? [t('roomType.checkFailed')] : []),
        ...(full && chosen?.message ? [chosen.message] : []),
      ]}
    >
      <SelectField
        form={form}
        name="roomTypeId"
        label={t('roomType.roomType')}
        required
        loading={check.isLoading}
        inputRef={first}
        onValueChange={() => {
          // Another room type: its own plans and rooms, and none of the old messages.
          form.clearErrors();
          form.setValue('ratePlanId', '');
          form.setValue('roomId', '');
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
      </SelectField>
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

type RatePlanChoice = RoomTypeFit['ratePlans'][number];

/** The plan shown: the one chosen, or the room type's first until another is chosen. */
const planOf = (fit: RoomTypeFit | undefined, ratePlanId: string): RatePlanChoice | undefined => {
  const plans = fit?.ratePlans ?? [];
  return plans.find((p) => (p.id ?? '') === ratePlanId) ?? plans[0];
};

/** The body of POST /api/update/roomtype. */
interface RoomTypeRequest {
  id: string;
  roomTypeId: string;
  ratePlanId: string | null;
  calcTypeValue: RoomTypeCalcType;
  calcValue?: number | null;
  roomId?: string;
}

/** The chosen room type's rate plans, each with the stay's total by it (night stays). */
function RatePlanField({
  form,
  plans,
  planId,
  disabled,
  priceText,
}: {
  form: CommandForm<Values>;
  plans: readonly RatePlanChoice[];
  /** The plan shown (the type's first until another is chosen). */
  planId: string | null;
  disabled: boolean;
  priceText: PriceText;
}) {
  const { t } = useTranslation('reservations');
  const nameOf = useLocalName();
  const planName = (p: RatePlanChoice) =>
    p.id === null
      ? t('roomType.noRatePlan')
      : p.nonRef
        ? t('roomType.nonRef', { name: nameOf(p) })
        : nameOf(p);
  return (
    <BoundField
      form={form}
      name="ratePlanId"
      render={(ratePlan) => (
        <FormField
          label={t('roomType.ratePlan')}
          errors={ratePlan.errors}
          helperText={t('roomType.ratePlanHelp')}
        >
          <NativeSelect.Root disabled={disabled}>
            <NativeSelect.Field
              name="ratePlanId"
              value={planId ?? ''}
              ref={ratePlan.ref}
              onChange={(e) => ratePlan.onChange(e.target.value)}
            >
              {plans.map((p) => (
                <option key={p.id ?? ''} value={p.id ?? ''}>
                  {`${planName(p)} — ${priceText(p)}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      )}
    />
  );
}

/** How the new room type is priced: by the plan, the current price kept, or a typed price. */
function CalcTypeField({
  form,
  night,
  chosen,
  plan,
  priceText,
}: {
  form: CommandForm<Values>;
  night: boolean;
  chosen: RoomTypeFit | undefined;
  plan: RatePlanChoice | undefined;
  priceText: PriceText;
}) {
  const { t } = useTranslation('reservations');
  const currency = {
    value: 'currency' as const,
    label: t('roomType.calc.currency'),
    price: priceText(chosen?.currency),
  };
  const choices: { value: RoomTypeCalcType; label: string; price: string }[] = night
    ? [
        { value: 'ratePlan', label: t('roomType.calc.ratePlan'), price: priceText(plan) },
        { value: 'keep', label: t('roomType.calc.keep'), price: priceText(chosen?.keep) },
        currency,
      ]
    : [currency];
  return (
    <BoundField
      form={form}
      name="calcTypeValue"
      render={(calcType) => (
        <FormField
          label={t('roomType.calcType')}
          errors={calcType.errors}
          helperText={night ? undefined : t('roomType.calcForced')}
        >
          <RadioGroup.Root
            value={calcType.value}
            name="calcTypeValue"
            onValueChange={(details) => {
              form.clearErrors();
              calcType.onChange(details.value as RoomTypeCalcType);
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
      )}
    />
  );
}

/** A free room of the chosen type, or none (assigned later). */
function RoomField({
  form,
  rooms,
  full,
}: {
  form: CommandForm<Values>;
  rooms: RoomTypeFit['freeRooms'];
  full: boolean;
}) {
  const { t } = useTranslation('reservations');
  return (
    <BoundField
      form={form}
      name="roomId"
      render={(room) => (
        <FormField label={t('roomType.room')} errors={room.errors} optionalText={t('optional')}>
          <NativeSelect.Root disabled={full}>
            <NativeSelect.Field
              name="roomId"
              value={room.value}
              ref={room.ref}
              onChange={(e) => room.onChange(e.target.value)}
            >
              <option value="">{t('roomType.noRoom')}</option>
              {rooms.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      )}
    />
  );
}
