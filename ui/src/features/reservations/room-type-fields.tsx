import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form/fields';
import { FramedField } from '../../components/form/framed-field';
import type { CommandForm } from '../../components/form/use-command-form';
import { useLocalName } from '../../lib/names';
import type {
  ChoicePrice,
  RoomTypeCalcType,
  RoomTypeFit,
} from '../../shared/reservations/reservations-api';
import { SelectBoxField } from '../../components/form/select-box-field';

/**
 * The fields of the room-type dialog (`room-type-dialog.tsx`): the room type, the rate plan,
 * how the stay is priced, and the room.
 */

/** The form's values, named as the command's body names them ('' when not chosen). */
export interface RoomTypeValues {
  roomTypeId: string;
  /** The plan chosen; '' shows the room type's first plan. */
  ratePlanId: string;
  calcTypeValue: RoomTypeCalcType;
  /** The typed room amount (digits). */
  calcValue: string;
  roomId: string;
}

/** The price of a choice in words: its total, or why it cannot be sold. */
export type PriceText = (price: ChoicePrice | null | undefined) => string;

export type RatePlanChoice = RoomTypeFit['ratePlans'][number];

/** The plan shown: the one chosen, or the room type's first until another is chosen. */
export const planOf = (
  fit: RoomTypeFit | undefined,
  ratePlanId: string,
): RatePlanChoice | undefined => {
  const plans = fit?.ratePlans ?? [];
  return plans.find((p) => (p.id ?? '') === ratePlanId) ?? plans[0];
};

/** The room types the check found: the full ones shown but not offered. */
export function RoomTypeSelect({
  form,
  types,
  current,
  loading,
  inputRef,
}: {
  form: CommandForm<RoomTypeValues>;
  types: readonly RoomTypeFit[];
  /** The stay's room type, shown until the check answers. */
  current: { roomTypeId: string; name: string; nameEn?: string | null | undefined };
  loading: boolean;
  inputRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('reservations');
  const nameOf = useLocalName();
  return (
    <SelectField
      form={form}
      name="roomTypeId"
      label={t('roomType.roomType')}
      required
      loading={loading}
      inputRef={inputRef}
      onValueChange={() => {
        // Another room type: its own plans and rooms, and none of the old messages.
        form.clearErrors();
        form.setValue('ratePlanId', '');
        form.setValue('roomId', '');
      }}
    >
      {types.length === 0 ? <option value={current.roomTypeId}>{nameOf(current)}</option> : null}
      {types.map((type) => (
        <option key={type.roomTypeId} value={type.roomTypeId} disabled={!type.available}>
          {type.available
            ? t('roomType.free', { name: nameOf(type), count: type.freeRooms.length })
            : t('roomType.full', { name: nameOf(type) })}
        </option>
      ))}
    </SelectField>
  );
}

/** The chosen room type's rate plans, each with the stay's total by it (night stays). */
export function RatePlanField({
  form,
  plans,
  planId,
  disabled,
  priceText,
}: {
  form: CommandForm<RoomTypeValues>;
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
    <SelectBoxField
      form={form}
      name="ratePlanId"
      label={t('roomType.ratePlan')}
      helperText={t('roomType.ratePlanHelp')}
      shown={planId ?? ''}
      boxDisabled={disabled}
    >
      {plans.map((p) => (
        <option key={p.id ?? ''} value={p.id ?? ''}>
          {`${planName(p)} — ${priceText(p)}`}
        </option>
      ))}
    </SelectBoxField>
  );
}

/** How the new room type is priced: by the plan, the current price kept, or a typed price. */
export function CalcTypeField({
  form,
  night,
  chosen,
  plan,
  priceText,
}: {
  form: CommandForm<RoomTypeValues>;
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
    <FramedField
      form={form}
      name="calcTypeValue"
      label={t('roomType.calcType')}
      helperText={night ? undefined : t('roomType.calcForced')}
      render={(calcType) => (
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
      )}
    />
  );
}

/** A free room of the chosen type, or none (assigned later). */
export function RoomField({
  form,
  rooms,
  full,
}: {
  form: CommandForm<RoomTypeValues>;
  rooms: RoomTypeFit['freeRooms'];
  full: boolean;
}) {
  const { t } = useTranslation('reservations');
  return (
    <SelectBoxField
      form={form}
      name="roomId"
      label={t('roomType.room')}
      optionalText={t('optional')}
      boxDisabled={full}
    >
      <option value="">{t('roomType.noRoom')}</option>
      {rooms.map((r) => (
        <option key={r.id} value={r.id}>
          {r.name}
        </option>
      ))}
    </SelectBoxField>
  );
}
