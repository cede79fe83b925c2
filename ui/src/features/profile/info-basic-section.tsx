import { Button, HStack, Input, RatingGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field';
import { BoundField } from '../../components/form/fields';
import { type FieldSpec, FormFields } from '../../components/form/form-fields';
import { ImageField } from '../../components/form/image-field';
import type { InfoForm, InfoValues } from './general-info-values';
import type { HotelEditData } from './profile-api';
import { ProfileSection } from './profile-section';

/** The property's names and kind (among `hotelTypes`). */
const nameFields = (
  hotelTypes: readonly { id: string; name: string }[],
): FieldSpec<InfoValues>[] => [
  {
    kind: 'text',
    name: 'name',
    label: 'info.name',
    required: true,
    autoComplete: 'organization',
    maxLength: 120,
  },
  { kind: 'englishName', name: 'nameEn', maxLength: 120 },
  {
    kind: 'select',
    name: 'hotelTypeId',
    label: 'info.hotelType',
    required: true,
    emptyOption: 'info.choose',
    options: hotelTypes.map((type) => ({ value: type.id, text: type.name })),
  },
];

/** The descriptions in Mongolian and in English (both may be left empty). */
const DESCRIPTION_FIELDS: readonly FieldSpec<InfoValues>[] = [
  {
    kind: 'textarea',
    name: 'description',
    label: 'info.description',
    optionalText: 'info.optional',
    rows: 4,
    maxLength: 5000,
    autoresize: true,
  },
  {
    kind: 'textarea',
    name: 'descriptionEn',
    label: 'info.descriptionEn',
    optionalText: 'info.optional',
    rows: 4,
    maxLength: 5000,
    autoresize: true,
    lang: 'en',
  },
];

/** The general info's first group: picture, names, kind, stars and descriptions. */
export function InfoBasicSection({
  form,
  slug,
  data,
}: {
  form: InfoForm;
  slug: string;
  data: HotelEditData;
}) {
  const { t } = useTranslation('profile');
  return (
    <ProfileSection title={t('info.sections.basic')} description={t('info.sections.basicHelp')}>
      <ImageField
        form={form}
        name="image"
        slug={slug}
        label={t('info.image')}
        folder="hotel"
        mode="fit"
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('info.registerNo')} helperText={t('info.fromRegistration')}>
          <Input value={data.hotel.registerNo} readOnly variant="subtle" />
        </FormField>
        <FormField label={t('info.companyName')} helperText={t('info.fromRegistration')}>
          <Input value={data.hotel.companyName} readOnly variant="subtle" />
        </FormField>
        <FormFields form={form} t={t} fields={nameFields(data.hotelTypes)} />
      </SimpleGrid>
      <BoundField
        form={form}
        name="starRating"
        render={(stars) => (
          <StarRatingField value={stars.value} onChange={stars.onChange} errors={stars.errors} />
        )}
      />
      <FormFields form={form} t={t} fields={DESCRIPTION_FIELDS} />
    </ProfileSection>
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
