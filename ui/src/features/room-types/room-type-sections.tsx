import {
  Box,
  NativeSelect,
  NumberInput,
  Separator,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field';
import { BoundField, TextAreaField, TextField } from '../../components/form/fields';
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

/** An amount of whole tugrik, as typed. */
function PriceField({
  form,
  name,
  label,
  helperText,
  required,
  optionalText,
}: {
  form: Form;
  name: 'defaultPrice' | 'priceDayUse' | 'priceTime';
  label: string;
  helperText?: string;
  required?: boolean;
  optionalText?: string;
}) {
  return (
    <TextField
      form={form}
      name={name}
      label={label}
      helperText={helperText}
      required={required}
      optionalText={optionalText}
      endElement={TUGRIK}
      inputMode="numeric"
      maxLength={10}
      fontVariantNumeric="tabular-nums"
      parse={digitsOnly}
    />
  );
}

/** A whole number between `min` and `max` with steppers. */
function CountField({
  form,
  name,
  min,
  max,
  label,
  required,
}: {
  form: Form;
  name: 'window' | 'occupancy' | 'occupancyChildren' | 'extraBeds' | 'priceTimeCount';
  min: number;
  max: number;
  label: string;
  required?: boolean;
}) {
  const { t } = useTranslation('rooms');
  return (
    <BoundField
      form={form}
      name={name}
      render={(count) => (
        <FormField
          label={label}
          errors={count.errors}
          helperText={t('form.range', { min, max })}
          required={required ?? false}
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

/** An on/off setting with its explanation under the label. */
function ToggleField({
  form,
  name,
  label,
  help,
}: {
  form: Form;
  name: 'hasExtraBed' | 'hasTime' | 'byPerson' | 'isPriority';
  label: string;
  help: string;
}) {
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
              {label}
            </Text>
            <Text as="span" display="block" fontWeight="normal" color="fg.muted" fontSize="sm">
              {help}
            </Text>
          </Switch.Label>
        </Switch.Root>
      )}
    />
  );
}

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
  firstField: RefObject<HTMLInputElement | null>;
  /** The name changed (the short name may follow it). */
  onNameChange: (name: string) => void;
  /** The user wrote a short name of their own (or cleared it). */
  onShortNameChange: (shortName: string) => void;
}) {
  const { t } = useTranslation('rooms');
  const upper = (text: string) => text.toLocaleUpperCase();
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
        maxLength={3}
        textTransform="uppercase"
        parse={upper}
        onValueChange={onShortNameChange}
      />
      <TextField
        form={form}
        name="shortNameEn"
        label={t('form.shortNameEn')}
        helperText={t('form.shortNameEnHelp')}
        optionalText={t('form.optional')}
        maxLength={3}
        lang="en"
        textTransform="uppercase"
        parse={upper}
      />
      <BoundField
        form={form}
        name="bedTypeId"
        render={(bedType) => (
          <FormField
            label={t('form.bedType')}
            errors={bedType.errors}
            optionalText={t('form.optional')}
          >
            <NativeSelect.Root disabled={bedTypesLoading}>
              <NativeSelect.Field
                name="bedTypeId"
                ref={bedType.ref}
                value={bedType.value}
                onChange={(e) => bedType.onChange(e.target.value)}
              >
                <option value="">{t('form.noBedType')}</option>
                {bedTypes.map((bed) => (
                  <option key={bed.id} value={bed.id}>
                    {bed.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}
      />
    </SimpleGrid>
  );
}

/** The night's, the day-use and the hourly prices, and whether the price is per person. */
export function PricesSection({ form, hasTime }: { form: Form; hasTime: boolean }) {
  const { t } = useTranslation('rooms');
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <PriceField
          form={form}
          name="defaultPrice"
          label={t('form.defaultPrice')}
          helperText={t('form.defaultPriceHelp')}
          required
        />
        <PriceField
          form={form}
          name="priceDayUse"
          label={t('form.priceDayUse')}
          helperText={t('form.priceDayUseHelp')}
          optionalText={t('form.optional')}
        />
      </SimpleGrid>
      <ToggleField
        form={form}
        name="byPerson"
        label={t('form.byPerson')}
        help={t('form.byPersonHelp')}
      />
      <ToggleField
        form={form}
        name="hasTime"
        label={t('form.hasTime')}
        help={t('form.hasTimeHelp')}
      />
      {hasTime ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" ps={{ sm: '12' }}>
          <PriceField form={form} name="priceTime" label={t('form.priceTime')} required />
          <CountField
            form={form}
            name="priceTimeCount"
            min={1}
            max={3}
            label={t('form.priceTimeCount')}
            required
          />
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
        <CountField
          form={form}
          name="occupancy"
          min={1}
          max={10}
          label={t('form.occupancy')}
          required
        />
        <CountField
          form={form}
          name="occupancyChildren"
          min={0}
          max={4}
          label={t('form.occupancyChildren')}
        />
        <CountField form={form} name="window" min={0} max={5} label={t('form.window')} />
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
      <ToggleField
        form={form}
        name="hasExtraBed"
        label={t('form.hasExtraBed')}
        help={t('form.hasExtraBedHelp')}
      />
      {hasExtraBed ? (
        <Box ps={{ sm: '12' }} maxW={{ sm: '50%' }}>
          <CountField
            form={form}
            name="extraBeds"
            min={1}
            max={3}
            label={t('form.extraBeds')}
            required
          />
        </Box>
      ) : null}
      <ToggleField
        form={form}
        name="isPriority"
        label={t('form.isPriority')}
        help={t('form.isPriorityHelp')}
      />
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
