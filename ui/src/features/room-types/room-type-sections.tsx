import { Box, NumberInput, Separator, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field';
import { BoundField, SelectField, TextAreaField, TextField } from '../../components/form/fields';
import type { CommandForm } from '../../components/form/use-command-form';
import { TUGRIK } from './format';
import type { BedType, SaveRoomTypeRequest } from './room-types-api';

/**
 * The sections of the room type form (settings spec §3): main, prices, the room and its
 * description. Each field is bound to the form by the name the command's body gives it.
 */

/** The form's values: the body's fields as typed, the room numbers and the number being typed. */
export type RoomTypeValues = Omit<SaveRoomTypeRequest, 'id' | 'names'> & {
  names: string[];
  /** A room number typed but not yet a chip (added on submit). */
  pending: string;
};

type Form = CommandForm<RoomTypeValues>;

/** A section's title with a rule under it. */
export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Stack gap="1" pt="2">
      <Text
        fontWeight="semibold"
        fontSize="sm"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        {children}
      </Text>
      <Separator />
    </Stack>
  );
}

const digitsOnly = (text: string) => text.replace(/\D+/g, '');

type PriceName = 'defaultPrice' | 'priceDayUse' | 'priceTime';
type CountName = 'window' | 'occupancy' | 'occupancyChildren' | 'extraBeds' | 'priceTimeCount';
type ToggleName = 'hasExtraBed' | 'hasTime' | 'byPerson' | 'isPriority';

/**
 * What the form asks of each price and count beyond its label (`form.<name>`): whether it must
 * be given, a help line (`form.<name>Help`), and a count's bounds (settings spec §5).
 */
const PRICES: Record<PriceName, { required: boolean; help: boolean }> = {
  defaultPrice: { required: true, help: true },
  priceDayUse: { required: false, help: true },
  priceTime: { required: true, help: false },
};
const COUNTS: Record<CountName, { min: number; max: number; required: boolean }> = {
  occupancy: { min: 1, max: 10, required: true },
  occupancyChildren: { min: 0, max: 4, required: false },
  window: { min: 0, max: 5, required: false },
  extraBeds: { min: 1, max: 3, required: true },
  priceTimeCount: { min: 1, max: 3, required: true },
};

/** An amount of whole tugrik, as typed. */
function PriceField({ form, name }: { form: Form; name: PriceName }) {
  const { t } = useTranslation('rooms');
  const { required, help } = PRICES[name];
  return (
    <TextField
      form={form}
      name={name}
      label={t(`form.${name}`)}
      helperText={help ? t(`form.${name}Help`) : undefined}
      required={required}
      optionalText={required ? undefined : t('form.optional')}
      endElement={TUGRIK}
      inputMode="numeric"
      maxLength={10}
      fontVariantNumeric="tabular-nums"
      parse={digitsOnly}
    />
  );
}

/** A whole number between its bounds with steppers. */
function CountField({ form, name }: { form: Form; name: CountName }) {
  const { t } = useTranslation('rooms');
  const { min, max, required } = COUNTS[name];
  return (
    <BoundField
      form={form}
      name={name}
      render={(count) => (
        <FormField
          label={t(`form.${name}`)}
          errors={count.errors}
          helperText={t('form.range', { min, max })}
          required={required}
        >
          <NumberInput.Root
            value={count.value}
            onValueChange={(details) => count.onChange(details.value)}
            min={min}
            max={max}
            step={1}
            clampValueOnBlur
            allowMouseWheel={false}
            formatOptions={{ maximumFractionDigits: 0 }}
          >
            <NumberInput.Control />
            <NumberInput.Input name={name} ref={count.ref} />
          </NumberInput.Root>
        </FormField>
      )}
    />
  );
}

/** An on/off setting (`form.<name>`) with its explanation (`form.<name>Help`) under the label. */
function ToggleField({ form, name }: { form: Form; name: ToggleName }) {
  const { t } = useTranslation('rooms');
  return (
    <BoundField
      form={form}
      name={name}
      render={(flag) => (
        <Switch.Root
          checked={flag.value}
          onCheckedChange={(details) => flag.onChange(details.checked)}
          alignItems="flex-start"
        >
          <Switch.HiddenInput ref={flag.ref} />
          <Switch.Control mt="0.5" />
          <Switch.Label>
            <Text as="span" display="block" fontWeight="medium">
              {t(`form.${name}`)}
            </Text>
            <Text as="span" display="block" fontWeight="normal" color="fg.muted" fontSize="sm">
              {t(`form.${name}Help`)}
            </Text>
          </Switch.Label>
        </Switch.Root>
      )}
    />
  );
}

/** A short name (either language): up to three letters, kept in capitals. */
const SHORT_NAME = {
  maxLength: 3,
  textTransform: 'uppercase',
  parse: (text: string) => text.toLocaleUpperCase(),
} as const;

/** The names, short names and bed type. */
export function MainSection({
  form,
  bedTypes,
  bedTypesLoading,
  firstField,
  onNameChange,
  onShortNameChange,
}: {
  form: Form;
  bedTypes: readonly BedType[];
  bedTypesLoading: boolean;
  firstField: RefObject<HTMLElement | null>;
  /** The name changed (the short name may follow it). */
  onNameChange: (name: string) => void;
  /** The user wrote a short name of their own (or cleared it). */
  onShortNameChange: (shortName: string) => void;
}) {
  const { t } = useTranslation('rooms');
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <TextField
        form={form}
        name="name"
        label={t('form.name')}
        required
        maxLength={60}
        inputRef={firstField}
        onValueChange={onNameChange}
      />
      <TextField
        form={form}
        name="nameEn"
        label={t('form.nameEn')}
        optionalText={t('form.optional')}
        maxLength={60}
        lang="en"
      />
      <TextField
        form={form}
        name="shortName"
        label={t('form.shortName')}
        helperText={t('form.shortNameHelp')}
        {...SHORT_NAME}
        onValueChange={onShortNameChange}
      />
      <TextField
        form={form}
        name="shortNameEn"
        label={t('form.shortNameEn')}
        helperText={t('form.shortNameEnHelp')}
        optionalText={t('form.optional')}
        lang="en"
        {...SHORT_NAME}
      />
      <SelectField
        form={form}
        name="bedTypeId"
        label={t('form.bedType')}
        optionalText={t('form.optional')}
        loading={bedTypesLoading}
      >
        <option value="">{t('form.noBedType')}</option>
        {bedTypes.map((bed) => (
          <option key={bed.id} value={bed.id}>
            {bed.name}
          </option>
        ))}
      </SelectField>
    </SimpleGrid>
  );
}

/** The night's, the day-use and the hourly prices, and whether the price is per person. */
export function PricesSection({ form, hasTime }: { form: Form; hasTime: boolean }) {
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <PriceField form={form} name="defaultPrice" />
        <PriceField form={form} name="priceDayUse" />
      </SimpleGrid>
      <ToggleField form={form} name="byPerson" />
      <ToggleField form={form} name="hasTime" />
      {hasTime ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" ps={{ sm: '12' }}>
          <PriceField form={form} name="priceTime" />
          <CountField form={form} name="priceTimeCount" />
        </SimpleGrid>
      ) : null}
    </>
  );
}

/** Who sleeps in the room, its windows, size, extra beds and priority. */
export function RoomSection({ form, hasExtraBed }: { form: Form; hasExtraBed: boolean }) {
  const { t } = useTranslation('rooms');
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <CountField form={form} name="occupancy" />
        <CountField form={form} name="occupancyChildren" />
        <CountField form={form} name="window" />
        <TextField
          form={form}
          name="floorSize"
          label={t('form.floorSize')}
          optionalText={t('form.optional')}
          endElement={t('form.squareMetres')}
          inputMode="decimal"
          maxLength={7}
          parse={(text) => text.replace(/,/g, '.').replace(/[^\d.]/g, '')}
        />
      </SimpleGrid>
      <ToggleField form={form} name="hasExtraBed" />
      {hasExtraBed ? (
        <Box ps={{ sm: '12' }} maxW={{ sm: '50%' }}>
          <CountField form={form} name="extraBeds" />
        </Box>
      ) : null}
      <ToggleField form={form} name="isPriority" />
    </>
  );
}

/** The room type's description in Mongolian and in English. */
export function DescriptionSection({ form }: { form: Form }) {
  const { t } = useTranslation('rooms');
  return (
    <>
      <TextAreaField
        form={form}
        name="description"
        label={t('form.descriptionMn')}
        optionalText={t('form.optional')}
        rows={3}
        maxLength={2000}
      />
      <TextAreaField
        form={form}
        name="descriptionEn"
        label={t('form.descriptionEn')}
        optionalText={t('form.optional')}
        rows={3}
        maxLength={2000}
        lang="en"
      />
    </>
  );
}
