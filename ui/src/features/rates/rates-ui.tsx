import { Badge, Box, Button, Field, HStack, Input, Switch, Text, Wrap } from '@chakra-ui/react';
import { type ComponentProps, type ReactNode, forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxItem } from '../../components/checkbox-item';
import { ChoiceButtons } from '../../components/choice-buttons';
import { FieldErrorText } from '../../components/form-field';
import { MoneyInput } from '../../components/form/money-input';
import { type Weekday, WEEKDAYS } from './dates';
import { TUGRIK, digitsOf, formatNumber, signedDecimalOf } from './format';
import type { PriceOp, RestrictionMarker } from './rate-rules';
import { toggleAllDays, toggleDay } from './rate-rules';
import type { RatePlan, Restriction } from './rates-api';
import { GlobeIcon } from '../../components/icons';
import { ArrivalIcon, BanIcon, DepartureIcon, MoonIcon, ShareIcon } from '../../components/icons';

interface SwitchFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  helperText?: ReactNode;
  /** A short note beside the label ("only one"). */
  badge?: ReactNode;
  errors?: readonly string[] | undefined;
  disabled?: boolean;
  inputRef?: (element: HTMLInputElement | null) => void;
  name?: string;
}

/** A switch with its label, a hint and the server's messages under it. */
export function SwitchField({
  label,
  checked,
  onChange,
  helperText,
  badge,
  errors,
  disabled = false,
  inputRef,
  name,
}: SwitchFieldProps) {
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <Field.Root invalid={invalid} disabled={disabled}>
      <Switch.Root
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked)}
        disabled={disabled}
        invalid={invalid}
      >
        <Switch.HiddenInput ref={inputRef} name={name} role="switch" />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label fontWeight="medium">{label}</Switch.Label>
        {badge ? (
          <Badge size="sm" variant="surface" colorPalette="orange" borderRadius="full">
            {badge}
          </Badge>
        ) : null}
      </Switch.Root>
      {helperText && !invalid ? <Field.HelperText ms="11">{helperText}</Field.HelperText> : null}
      {invalid ? <FieldErrorText ms="11" errors={errors} /> : null}
    </Field.Root>
  );
}

/** Whole tugrik, right-aligned in the rates' grids: the one money input (MoneyInput). */
export const AmountInput = forwardRef<HTMLInputElement, ComponentProps<typeof MoneyInput>>(
  function AmountInput(props, ref) {
    return <MoneyInput ref={ref} textAlign="end" {...props} />;
  },
);

interface PriceInputProps {
  id?: string;
  value: string;
  op: PriceOp;
  onChange: (value: string) => void;
  onOpChange: (op: PriceOp) => void;
  placeholder?: string;
  invalid?: boolean;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * A night's price: tugrik (rate type 1) or a percent change of the room type's default price
 * (rate type 2), chosen with the ₮ / % buttons beside it.
 */
export function PriceInput({
  id,
  value,
  op,
  onChange,
  onOpChange,
  placeholder,
  invalid,
  inputRef,
}: PriceInputProps) {
  const { t, i18n } = useTranslation('rates');
  const [editing, setEditing] = useState(false);
  const shown =
    op === 1 && !editing && /^\d+$/.test(value)
      ? formatNumber(Number(value), i18n.language)
      : value;
  return (
    <HStack gap="2" align="stretch">
      <Input
        {...(id ? { id } : {})}
        ref={inputRef}
        name="rate"
        flex="1"
        minW="0"
        inputMode={op === 1 ? 'numeric' : 'decimal'}
        autoComplete="off"
        maxLength={13}
        fontVariantNumeric="tabular-nums"
        textAlign="end"
        value={shown}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        onFocus={() => setEditing(true)}
        onBlur={() => setEditing(false)}
        onChange={(event) =>
          onChange(
            op === 1
              ? digitsOf(event.target.value).replace(/^0+(?=\d)/, '')
              : signedDecimalOf(event.target.value),
          )
        }
      />
      <ChoiceButtons<PriceOp>
        label={t('form.priceOp')}
        size="md"
        value={op}
        onChange={onOpChange}
        options={[
          { value: 1, label: TUGRIK, name: t('form.opMnt') },
          { value: 2, label: '%', name: t('form.opPercent') },
        ]}
      />
    </HStack>
  );
}

interface WeekdayTogglesProps {
  value: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
  errors?: readonly string[] | undefined;
  inputRef?: (element: HTMLElement | null) => void;
}

/** The weekday toggles of a rate form, Monday first, with 'all days' (spec §5). */
export function WeekdayToggles({ value, onChange, errors, inputRef }: WeekdayTogglesProps) {
  const { t } = useTranslation('rates');
  const labelId = useId();
  const all = value.length === WEEKDAYS.length;
  const invalid = (errors?.length ?? 0) > 0 || value.length === 0;
  return (
    <Field.Root invalid={invalid}>
      <HStack justify="space-between" w="full" wrap="wrap" gap="2">
        <Text id={labelId} fontSize="sm" fontWeight="medium">
          {t('form.days')}
        </Text>
        <CheckboxItem
          size="sm"
          checked={all ? true : value.length > 0 ? 'indeterminate' : false}
          onChange={() => onChange(toggleAllDays(value))}
          label={t('form.allDays')}
          labelProps={{ fontWeight: 'normal' }}
        />
      </HStack>
      <Wrap gap="1.5" role="group" aria-labelledby={labelId}>
        {WEEKDAYS.map((day, index) => {
          const on = value.includes(day);
          const weekend = day >= 6;
          return (
            <Button
              key={day}
              ref={index === 0 ? inputRef : undefined}
              size="sm"
              minW="11"
              px="2"
              aria-pressed={on}
              aria-label={t(`weekdays.long.${day}`)}
              title={t(`weekdays.long.${day}`)}
              variant={on ? 'solid' : 'outline'}
              colorPalette={on ? (weekend ? 'orange' : 'brand') : 'gray'}
              onClick={() => onChange(toggleDay(value, day))}
            >
              {t(`weekdays.short.${day}`)}
            </Button>
          );
        })}
      </Wrap>
      {invalid ? (
        <FieldErrorText errors={errors}>
          {value.length === 0 ? <Text as="span">{t('form.chooseDay')}</Text> : null}
        </FieldErrorText>
      ) : null}
    </Field.Root>
  );
}

interface RestrictionChoiceProps {
  label: string;
  value: Restriction;
  onChange: (value: Restriction) => void;
  icon: ReactNode;
}

const restrictionValue = (value: Restriction) => (value === null ? 'leave' : value ? 'on' : 'off');

/** A restriction of a range: leave as it is, set it, or clear it. */
export function RestrictionChoice({ label, value, onChange, icon }: RestrictionChoiceProps) {
  const { t } = useTranslation('rates');
  return (
    <HStack justify="space-between" gap="3" wrap="wrap">
      <HStack gap="2" fontSize="sm" fontWeight="medium" color="fg">
        <Box color="fg.muted">{icon}</Box>
        <Text>{label}</Text>
      </HStack>
      <ChoiceButtons
        label={label}
        size="xs"
        value={restrictionValue(value)}
        onChange={(choice) => onChange(choice === 'leave' ? null : choice === 'on')}
        options={[
          { value: 'leave', label: t('form.leave') },
          { value: 'on', label: t('form.set') },
          { value: 'off', label: t('form.clear') },
        ]}
      />
    </HStack>
  );
}

/** The icons of the restrictions (stop-sell, closed to arrival / departure, stay lengths). */
export const RESTRICTION_ICONS = {
  stopSell: BanIcon,
  closedToArrival: ArrivalIcon,
  closedToDeparture: DepartureIcon,
  minLos: MoonIcon,
  maxLos: MoonIcon,
} as const;

/** The words of a marker (for titles, labels and the legend). */
export const useMarkerText = () => {
  const { t } = useTranslation('rates');
  return (marker: RestrictionMarker): string =>
    marker.kind === 'minLos' || marker.kind === 'maxLos'
      ? t(`markers.${marker.kind}`, { nights: marker.nights })
      : t(`markers.${marker.kind}`);
};

/** The short marker shown in a calendar cell: an icon, and the nights for stay rules. */
export function MarkerChip({ marker }: { marker: RestrictionMarker }) {
  const { t } = useTranslation('rates');
  const text = useMarkerText();
  const MarkerIcon = RESTRICTION_ICONS[marker.kind];
  const palette =
    marker.kind === 'stopSell'
      ? 'red'
      : marker.kind === 'closedToArrival' || marker.kind === 'closedToDeparture'
        ? 'orange'
        : 'purple';
  return (
    <Badge
      size="xs"
      variant="subtle"
      colorPalette={palette}
      px="1"
      gap="0.5"
      fontVariantNumeric="tabular-nums"
      title={text(marker)}
    >
      <MarkerIcon boxSize="2.5" />
      {marker.kind === 'minLos'
        ? t('markers.minShort', { nights: marker.nights })
        : marker.kind === 'maxLos'
          ? t('markers.maxShort', { nights: marker.nights })
          : null}
    </Badge>
  );
}

/** The legend of the calendar markers. */
export function MarkerLegend() {
  const { t } = useTranslation('rates');
  const items: { marker: RestrictionMarker; text: string }[] = [
    { marker: { kind: 'stopSell' }, text: t('legend.stopSell') },
    { marker: { kind: 'closedToArrival' }, text: t('legend.closedToArrival') },
    { marker: { kind: 'closedToDeparture' }, text: t('legend.closedToDeparture') },
    { marker: { kind: 'minLos', nights: 2 }, text: t('legend.minLos') },
    { marker: { kind: 'maxLos', nights: 7 }, text: t('legend.maxLos') },
  ];
  return (
    <Wrap
      as="ul"
      gap="3"
      listStyleType="none"
      fontSize="xs"
      color="fg.muted"
      aria-label={t('legend.label')}
    >
      {items.map(({ marker, text }) => (
        <HStack as="li" key={marker.kind} gap="1.5">
          <MarkerChip marker={marker} />
          <Text>{text}</Text>
        </HStack>
      ))}
      <HStack as="li" gap="1.5">
        <Box w="3" h="3" borderRadius="sm" bg="fg.subtle" opacity="0.35" />
        <Text>{t('legend.defaultPrice')}</Text>
      </HStack>
    </Wrap>
  );
}

interface PlanBadge {
  key: string;
  text: string;
  palette: string;
  /** What the flag means (the badge's title). */
  help?: string;
  icon?: typeof ShareIcon;
}

/** The plan's kind and flags as small badges (daily / other, non-refundable, OTA, online). */
export function PlanBadges({
  plan,
  size = 'sm',
  brief = false,
}: {
  plan: RatePlan;
  size?: 'xs' | 'sm';
  /** The kind and non-refundable only, in one line (a plan's row head in the rates calendar). */
  brief?: boolean;
}) {
  const { t } = useTranslation('rates');
  const badges: PlanBadge[] = [
    plan.isDaily
      ? { key: 'kind', text: t('plan.daily'), palette: 'brand' }
      : { key: 'kind', text: t('plan.other'), palette: 'gray' },
    ...(plan.nonRef ? [{ key: 'nonRef', text: t('plan.nonRef'), palette: 'red' }] : []),
    ...(plan.isOta && !brief
      ? [
          {
            key: 'ota',
            text: t('plan.ota'),
            palette: 'purple',
            help: t('plan.isOtaHelp'),
            icon: ShareIcon,
          },
        ]
      : []),
    ...(plan.isOnlineBook && !brief
      ? [
          {
            key: 'online',
            text: t('plan.online'),
            palette: 'teal',
            help: t('plan.isOnlineBookHelp'),
            icon: GlobeIcon,
          },
        ]
      : []),
  ];
  const shown = badges.map(({ key, text, palette, help, icon: Icon }) => (
    <Badge key={key} size={size} variant="subtle" colorPalette={palette} title={help}>
      {Icon ? <Icon boxSize="3" /> : null}
      {text}
    </Badge>
  ));
  return brief ? (
    <HStack gap="1" mt="0.5">
      {shown}
    </HStack>
  ) : (
    <Wrap gap="1">{shown}</Wrap>
  );
}
