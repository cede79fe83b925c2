import { Box, NumberInput, Separator, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field';
import { BoundField, TextField } from '../../components/form/fields';
import { type FieldSpec, FormFields } from '../../components/form/form-fields';
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

/** The names (Mongolian and English), the short names and the bed type, two to a row. */
const mainFields = (
  bedTypes: readonly BedType[],
  bedTypesLoading: boolean,
  onNameChange: (name: string) => void,
  onShortNameChange: (shortName: string) => void,
): readonly FieldSpec<RoomTypeValues>[] => [
  {
    kind: 'text',
    name: 'name',
    label: 'form.name',
    required: true,
    maxLength: 60,
    first: true,
    onValueChange: onNameChange,
  },
  {
    kind: 'text',
    name: 'nameEn',
    label: 'form.nameEn',
    optionalText: 'form.optional',
    maxLength: 60,
    lang: 'en',
  },
  {
    kind: 'text',
    name: 'shortName',
    label: 'form.shortName',
    helperText: 'form.shortNameHelp',
    ...SHORT_NAME,
    onValueChange: onShortNameChange,
  },
  {
    kind: 'text',
    name: 'shortNameEn',
    label: 'form.shortNameEn',
    helperText: 'form.shortNameEnHelp',
    optionalText: 'form.optional',
    lang: 'en',
    ...SHORT_NAME,
  },
  {
    kind: 'select',
    name: 'bedTypeId',
    label: 'form.bedType',
    optionalText: 'form.optional',
    loading: bedTypesLoading,
    emptyOption: 'form.noBedType',
    options: bedTypes.map((bed) => ({ value: bed.id, text: bed.name })),
  },
];

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
      <FormFields
        form={form}
        fields={mainFields(bedTypes, bedTypesLoading, onNameChange, onShortNameChange)}
        t={t}
        firstField={firstField}
      />
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

/** A description (either language): up to 2,000 characters, three lines shown. */
const DESCRIPTION = { optionalText: 'form.optional', rows: 3, maxLength: 2000 } as const;

/** The room type's description in Mongolian and in English. */
export function DescriptionSection({ form }: { form: Form }) {
  const { t } = useTranslation('rooms');
  return (
    <FormFields
      form={form}
      fields={[
        { kind: 'textarea', name: 'description', label: 'form.descriptionMn', ...DESCRIPTION },
        {
          kind: 'textarea',
          name: 'descriptionEn',
          label: 'form.descriptionEn',
          ...DESCRIPTION,
          lang: 'en',
        },
      ]}
      t={t}
    />
  );
}
