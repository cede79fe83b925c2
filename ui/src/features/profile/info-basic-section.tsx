import { Button, HStack, Input, RatingGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field';
import {
  BoundField,
  EnglishNameInputField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/form/fields';
import { ImageUploader } from '../../components/image-uploader';
import type { InfoForm } from './general-info-values';
import type { HotelEditData } from './profile-api';
import { ProfileSection } from './profile-section';

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
      <BoundField
        form={form}
        name="image"
        render={(image) => (
          <ImageUploader
            slug={slug}
            label={t('info.image')}
            folder="hotel"
            mode="fit"
            value={image.value}
            onChange={image.onChange}
            errors={image.errors}
          />
        )}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('info.registerNo')} helperText={t('info.fromRegistration')}>
          <Input value={data.hotel.registerNo} readOnly variant="subtle" />
        </FormField>
        <FormField label={t('info.companyName')} helperText={t('info.fromRegistration')}>
          <Input value={data.hotel.companyName} readOnly variant="subtle" />
        </FormField>
        <TextField
          form={form}
          name="name"
          label={t('info.name')}
          required
          autoComplete="organization"
          maxLength={120}
        />
        <EnglishNameInputField form={form} name="nameEn" maxLength={120} />
        <SelectField form={form} name="hotelTypeId" label={t('info.hotelType')} required>
          <option value="">{t('info.choose')}</option>
          {data.hotelTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </SelectField>
      </SimpleGrid>
      <BoundField
        form={form}
        name="starRating"
        render={(stars) => (
          <StarRatingField value={stars.value} onChange={stars.onChange} errors={stars.errors} />
        )}
      />
      <TextAreaField
        form={form}
        name="description"
        label={t('info.description')}
        optionalText={t('info.optional')}
        rows={4}
        maxLength={5000}
        autoresize
      />
      <TextAreaField
        form={form}
        name="descriptionEn"
        label={t('info.descriptionEn')}
        optionalText={t('info.optional')}
        rows={4}
        maxLength={5000}
        autoresize
        lang="en"
      />
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
