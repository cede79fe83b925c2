import {
  Box,
  Button,
  Card,
  Checkbox,
  Fieldset,
  Flex,
  Heading,
  HStack,
  Input,
  NativeSelect,
  RatingGroup,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeInput } from '../../components/date-input';
import { EnglishNameField } from '../../components/english-name-field';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { ImageUploader } from '../../components/image-uploader';
import { QueryError } from '../../components/query-error';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { SwitchField } from '../../components/switch-field';
import { toaster } from '../../lib/toaster';
import { LocationField, pointOf } from './location-field';
import {
  HOTEL_INFO_FIELDS,
  type HotelEditData,
  type HotelInfo,
  type SaveHotelInfoRequest,
  useGetHotelEditDataQuery,
  useSaveHotelInfoMutation,
} from './profile-api';

/** The longest hourly stay a property may sell (settings spec §9). */
const HOURLY_CHOICES = [1, 2, 3, 4, 5, 6] as const;

interface GeneralInfoFormProps {
  slug: string;
  /** After a successful save (the setup wizard moves on). */
  onSaved?: () => void;
  /** The save button's text (default "Save"). */
  submitLabel?: string;
  /** Beside the save button (the wizard's "Back"). */
  actions?: ReactNode;
}

/**
 * The property's general info (settings spec §3 Hotel, §4 property form, §5 Hotel): the
 * `profile` tab, and the setup wizard's base step. Loads its data and choices itself.
 */
export function GeneralInfoForm({ slug, onSaved, submitLabel, actions }: GeneralInfoFormProps) {
  const { t, i18n } = useTranslation('profile');
  const data = useGetHotelEditDataQuery({ slug, language: i18n.resolvedLanguage ?? 'mn' });
  if (data.isLoading) {
    return (
      <Stack gap="6" role="status" aria-busy="true" aria-label={t('info.loading')}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height="48" borderRadius="xl" />
        ))}
      </Stack>
    );
  }
  if (!data.data) {
    return (
      <QueryError
        title={t('info.loadError')}
        error={data.error}
        onRetry={() => void data.refetch()}
        retrying={data.isFetching}
      />
    );
  }
  return (
    <InfoForm
      key={data.data.hotel.id}
      slug={slug}
      data={data.data}
      onSaved={onSaved}
      submitLabel={submitLabel}
      actions={actions}
    />
  );
}

type Values = Omit<
  SaveHotelInfoRequest,
  'location' | 'starRating' | 'maxTime' | 'hotelTypeId' | 'provinceId' | 'districtId'
> & {
  hotelTypeId: string;
  provinceId: string;
  districtId: string;
  starRating: number | null;
  maxTime: string;
  lat: string;
  lng: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  email: string;
  phone: string;
  website: string;
  address: string;
  resEmail: string;
  resPhone: string;
  zipCode: string;
};

const valuesOf = (hotel: HotelInfo): Values => ({
  image: hotel.image,
  hotelTypeId: hotel.hotelTypeId ?? '',
  name: hotel.name,
  nameEn: hotel.nameEn ?? '',
  starRating: hotel.starRating,
  description: hotel.description ?? '',
  descriptionEn: hotel.descriptionEn ?? '',
  email: hotel.email ?? '',
  phone: hotel.phone ?? '',
  website: hotel.website ?? '',
  address: hotel.address ?? '',
  resEmail: hotel.resEmail ?? '',
  resPhone: hotel.resPhone ?? '',
  checkInTime: hotel.checkInTime,
  checkOutTime: hotel.checkOutTime,
  zipCode: hotel.zipCode ?? '',
  countryId: hotel.countryId,
  provinceId: hotel.provinceId ?? '',
  districtId: hotel.districtId ?? '',
  commonLocationIds: hotel.commonLocationIds,
  lat: hotel.location ? String(hotel.location.lat) : '',
  lng: hotel.location ? String(hotel.location.lng) : '',
  hasTime: hotel.hasTime,
  maxTime: hotel.maxTime === null ? '' : String(hotel.maxTime),
  isAutoArrange: hotel.isAutoArrange,
  isShowRules: hotel.isShowRules,
  isShowPayment: hotel.isShowPayment,
});

const requestOf = ({ lat, lng, maxTime, ...values }: Values): SaveHotelInfoRequest => ({
  ...values,
  hotelTypeId: values.hotelTypeId || null,
  provinceId: values.provinceId || null,
  districtId: values.districtId || null,
  // Typed coordinates go as typed: the server says what is wrong with them.
  location:
    lat.trim() === '' && lng.trim() === ''
      ? null
      : (pointOf(lat, lng) ?? ({ lat, lng } as unknown as { lat: number; lng: number })),
  maxTime: values.hasTime && maxTime !== '' ? Number(maxTime) : null,
});

/** A titled group of fields. */
function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-label={title} variant="outline" borderRadius="xl" bg="bg">
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {description ? (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

function InfoForm({
  slug,
  data,
  onSaved,
  submitLabel,
  actions,
}: {
  slug: string;
  data: HotelEditData;
  onSaved: (() => void) | undefined;
  submitLabel: string | undefined;
  actions: ReactNode;
}) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState<Values>(() => valuesOf(data.hotel));
  const [saveInfo, { isLoading }] = useSaveHotelInfoMutation();
  const form = useFormErrors(HOTEL_INFO_FIELDS);

  const { onSubmit, edited } = useFormSubmit({
    send: async (idempotencyKey) => {
      form.clear();
      await saveInfo({ slug, idempotencyKey, info: requestOf(values) }).unwrap();
      toaster.create({ type: 'success', title: t('info.saved'), closable: true });
      onSaved?.();
    },
    onError: form.showServerErrors,
  });

  /** Changes fields (and clears their messages). */
  const change = useCallback(
    (patch: Partial<Values>) => {
      edited();
      for (const field of Object.keys(patch)) {
        const formField = field === 'lat' || field === 'lng' ? 'location' : field;
        if ((HOTEL_INFO_FIELDS as readonly string[]).includes(formField)) {
          form.clearField(formField as (typeof HOTEL_INFO_FIELDS)[number]);
        }
      }
      setValues((current) => ({ ...current, ...patch }));
    },
    [edited, form],
  );

  const text = (field: keyof Values & (typeof HOTEL_INFO_FIELDS)[number]) => ({
    name: field,
    value: values[field] as string,
    onChange: (e: { target: { value: string } }) => change({ [field]: e.target.value }),
    ref: form.inputRef(field),
  });

  // The cascade of §4: a new country clears the province and district, a new province the
  // district (and the nearby places of the old province).
  const provinces = data.provinces.filter((p) => p.countryId === values.countryId);
  const districts = data.districts.filter((d) => d.provinceId === values.provinceId);
  const nearby = data.commonLocations.filter((l) => l.provinceId === values.provinceId);
  const chooseCountry = (countryId: string) =>
    change({ countryId, provinceId: '', districtId: '', commonLocationIds: [] });
  const chooseProvince = (provinceId: string) =>
    change({
      provinceId,
      districtId: '',
      commonLocationIds: values.commonLocationIds.filter((id) =>
        data.commonLocations.some((l) => l.id === id && l.provinceId === provinceId),
      ),
    });
  const toggleNearby = (id: string, on: boolean) =>
    change({
      commonLocationIds: on
        ? [...values.commonLocationIds, id]
        : values.commonLocationIds.filter((other) => other !== id),
    });
  const setLocation = useCallback((lat: string, lng: string) => change({ lat, lng }), [change]);

  return (
    <chakra.form onSubmit={onSubmit} noValidate>
      <Stack gap="6">
        {form.other.length > 0 ? <FormAlert messages={form.other} /> : null}
        {!data.hotel.isSaved ? (
          <Box
            borderWidth="1px"
            borderColor="brand.muted"
            bg="brand.subtle"
            borderRadius="lg"
            p="4"
          >
            <Text fontWeight="medium">{t('info.firstTime.title')}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('info.firstTime.description')}
            </Text>
          </Box>
        ) : null}

        <Section title={t('info.sections.basic')} description={t('info.sections.basicHelp')}>
          <ImageUploader
            slug={slug}
            label={t('info.image')}
            folder="hotel"
            mode="fit"
            value={values.image}
            onChange={(image) => change({ image })}
            errors={form.errors.image}
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t('info.registerNo')} helperText={t('info.fromRegistration')}>
              <Input value={data.hotel.registerNo} readOnly variant="subtle" />
            </FormField>
            <FormField label={t('info.companyName')} helperText={t('info.fromRegistration')}>
              <Input value={data.hotel.companyName} readOnly variant="subtle" />
            </FormField>
            <FormField label={t('info.name')} errors={form.errors.name} required>
              <Input autoComplete="organization" maxLength={120} {...text('name')} />
            </FormField>
            <EnglishNameField
              value={values.nameEn}
              onChange={(nameEn) => change({ nameEn })}
              errors={form.errors.nameEn}
              inputRef={form.inputRef('nameEn')}
              maxLength={120}
            />
            <FormField label={t('info.hotelType')} errors={form.errors.hotelTypeId} required>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="hotelTypeId"
                  value={values.hotelTypeId}
                  placeholder={t('info.choose')}
                  onChange={(e) => change({ hotelTypeId: e.target.value })}
                  ref={form.inputRef('hotelTypeId')}
                >
                  {data.hotelTypes.map((type) => (
                    <option key={type.id} value={type.id}>
                      {type.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </SimpleGrid>
          <StarRatingField
            value={values.starRating}
            onChange={(starRating) => change({ starRating })}
            errors={form.errors.starRating}
          />
          <FormField
            label={t('info.description')}
            errors={form.errors.description}
            optionalText={t('info.optional')}
          >
            <Textarea rows={4} maxLength={5000} autoresize {...text('description')} />
          </FormField>
          <FormField
            label={t('info.descriptionEn')}
            errors={form.errors.descriptionEn}
            optionalText={t('info.optional')}
          >
            <Textarea rows={4} maxLength={5000} autoresize lang="en" {...text('descriptionEn')} />
          </FormField>
        </Section>

        <Section title={t('info.sections.contacts')} description={t('info.sections.contactsHelp')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t('info.email')} errors={form.errors.email}>
              <Input type="email" autoComplete="email" {...text('email')} />
            </FormField>
            <FormField label={t('info.phone')} errors={form.errors.phone}>
              <Input type="tel" autoComplete="tel" {...text('phone')} />
            </FormField>
            <FormField label={t('info.resEmail')} errors={form.errors.resEmail}>
              <Input type="email" {...text('resEmail')} />
            </FormField>
            <FormField label={t('info.resPhone')} errors={form.errors.resPhone}>
              <Input type="tel" {...text('resPhone')} />
            </FormField>
            <FormField label={t('info.website')} errors={form.errors.website}>
              <Input type="url" placeholder={t('info.websitePlaceholder')} {...text('website')} />
            </FormField>
          </SimpleGrid>
        </Section>

        <Section title={t('info.sections.address')} description={t('info.sections.addressHelp')}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField label={t('info.country')} errors={form.errors.countryId} required>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="countryId"
                  value={values.countryId}
                  onChange={(e) => chooseCountry(e.target.value)}
                  ref={form.inputRef('countryId')}
                >
                  {data.countries.map((country) => (
                    <option key={country.id} value={country.id}>
                      {country.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('info.province')} errors={form.errors.provinceId} required>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="provinceId"
                  value={values.provinceId}
                  placeholder={t('info.choose')}
                  onChange={(e) => chooseProvince(e.target.value)}
                  ref={form.inputRef('provinceId')}
                >
                  {provinces.map((province) => (
                    <option key={province.id} value={province.id}>
                      {province.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField
              label={t('info.district')}
              errors={form.errors.districtId}
              helperText={
                values.provinceId && districts.length === 0 ? t('info.noDistricts') : undefined
              }
            >
              <NativeSelect.Root disabled={districts.length === 0}>
                <NativeSelect.Field
                  // The field context would otherwise win over the root's `disabled`.
                  {...{ disabled: districts.length === 0 }}
                  name="districtId"
                  value={values.districtId}
                  placeholder={values.provinceId ? t('info.choose') : t('info.chooseProvinceFirst')}
                  onChange={(e) => change({ districtId: e.target.value })}
                  ref={form.inputRef('districtId')}
                >
                  {districts.map((district) => (
                    <option key={district.id} value={district.id}>
                      {district.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Box gridColumn={{ md: 'span 2' }}>
              <FormField label={t('info.address')} errors={form.errors.address}>
                <Input autoComplete="street-address" maxLength={300} {...text('address')} />
              </FormField>
            </Box>
            <FormField label={t('info.zipCode')} errors={form.errors.zipCode}>
              <Input
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={6}
                {...text('zipCode')}
              />
            </FormField>
          </SimpleGrid>
          {nearby.length > 0 ? (
            <Fieldset.Root invalid={!!form.errors.commonLocationIds}>
              <Fieldset.Legend fontSize="sm" fontWeight="medium">
                {t('info.commonLocations')}
              </Fieldset.Legend>
              <Fieldset.HelperText>{t('info.commonLocationsHelp')}</Fieldset.HelperText>
              <Flex gap="2" wrap="wrap" mt="1">
                {nearby.map((place) => (
                  <Checkbox.Root
                    key={place.id}
                    checked={values.commonLocationIds.includes(place.id)}
                    onCheckedChange={(details) => toggleNearby(place.id, details.checked === true)}
                    borderWidth="1px"
                    borderRadius="full"
                    px="3"
                    py="1.5"
                    size="sm"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label fontWeight="normal">{place.name}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Flex>
              {form.errors.commonLocationIds ? (
                <Fieldset.ErrorText>{form.errors.commonLocationIds.join(' ')}</Fieldset.ErrorText>
              ) : null}
            </Fieldset.Root>
          ) : null}
          <LocationField
            lat={values.lat}
            lng={values.lng}
            onChange={setLocation}
            errors={form.errors.location}
            inputRef={form.inputRef('location')}
          />
        </Section>

        <Section title={t('info.sections.stays')} description={t('info.sections.staysHelp')}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={t('info.checkInTime')} errors={form.errors.checkInTime} required>
              <TimeInput {...text('checkInTime')} />
            </FormField>
            <FormField label={t('info.checkOutTime')} errors={form.errors.checkOutTime} required>
              <TimeInput {...text('checkOutTime')} />
            </FormField>
          </SimpleGrid>
          <SwitchField
            label={t('info.hasTime')}
            description={t('info.hasTimeHelp')}
            checked={values.hasTime}
            onChange={(hasTime) =>
              change(
                hasTime ? { hasTime, maxTime: values.maxTime || '3' } : { hasTime, maxTime: '' },
              )
            }
            errors={form.errors.hasTime}
          />
          <FormField
            label={t('info.maxTime')}
            errors={form.errors.maxTime}
            helperText={values.hasTime ? t('info.maxTimeHelp') : t('info.maxTimeOff')}
          >
            <NativeSelect.Root disabled={!values.hasTime} maxW="xs">
              <NativeSelect.Field
                // The field context would otherwise win over the root's `disabled`.
                {...{ disabled: !values.hasTime }}
                name="maxTime"
                value={values.maxTime}
                placeholder={values.hasTime ? t('info.choose') : t('info.maxTimeNone')}
                onChange={(e) => change({ maxTime: e.target.value })}
                ref={form.inputRef('maxTime')}
              >
                {HOURLY_CHOICES.map((hours) => (
                  <option key={hours} value={String(hours)}>
                    {t('info.hours', { count: hours })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <SwitchField
            label={t('info.isAutoArrange')}
            description={t('info.isAutoArrangeHelp')}
            checked={values.isAutoArrange}
            onChange={(isAutoArrange) => change({ isAutoArrange })}
            errors={form.errors.isAutoArrange}
          />
        </Section>

        <Section
          title={t('info.sections.documents')}
          description={t('info.sections.documentsHelp')}
        >
          <SwitchField
            label={t('info.isShowRules')}
            description={t('info.isShowRulesHelp')}
            checked={values.isShowRules}
            onChange={(isShowRules) => change({ isShowRules })}
            errors={form.errors.isShowRules}
          />
          <SwitchField
            label={t('info.isShowPayment')}
            description={t('info.isShowPaymentHelp')}
            checked={values.isShowPayment}
            onChange={(isShowPayment) => change({ isShowPayment })}
            errors={form.errors.isShowPayment}
          />
        </Section>

        <HStack
          justify="flex-end"
          gap="3"
          position="sticky"
          bottom="0"
          py="3"
          bg="bg.subtle"
          zIndex="docked"
        >
          {actions}
          <Button type="submit" loading={isLoading} loadingText={t('common:actions.saving')}>
            {submitLabel ?? t('common:actions.save')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/** 1–5 stars, or none (guest houses and camps often have no rating). */
function StarRatingField({
  value,
  onChange,
  errors,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  errors: readonly string[] | undefined;
}) {
  const { t } = useTranslation('profile');
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <Stack gap="1.5">
      <HStack gap="4" wrap="wrap">
        <RatingGroup.Root
          count={5}
          value={value ?? 0}
          onValueChange={(details) => onChange(details.value || null)}
          colorPalette="orange"
          size="lg"
          translations={{ ratingValueText: (index) => t('info.stars', { count: index }) }}
        >
          <RatingGroup.Label fontWeight="medium" fontSize="sm">
            {t('info.starRating')}
          </RatingGroup.Label>
          <RatingGroup.HiddenInput name="starRating" />
          <RatingGroup.Control>
            <RatingGroup.Items />
          </RatingGroup.Control>
        </RatingGroup.Root>
        <Text fontSize="sm" color="fg.muted" alignSelf="flex-end" pb="1">
          {value ? t('info.stars', { count: value }) : t('info.notRated')}
        </Text>
        {value ? (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="gray"
            alignSelf="flex-end"
            onClick={() => onChange(null)}
          >
            {t('info.clearStars')}
          </Button>
        ) : null}
      </HStack>
      {invalid
        ? errors?.map((message) => (
            <Text key={message} fontSize="sm" color="fg.error">
              {message}
            </Text>
          ))
        : null}
    </Stack>
  );
}
