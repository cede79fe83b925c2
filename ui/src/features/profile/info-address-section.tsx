import { Box, Checkbox, Fieldset, Flex, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BoundField, SelectField, TextField } from '../../components/form/fields';
import { changeFields, type InfoForm } from './general-info-values';
import { LocationField } from './location-field';
import type { HotelEditData } from './profile-api';
import { ProfileSection } from './profile-section';

/**
 * Where the property is (settings spec §4): country, province and district in a cascade — a
 * new country clears the province and district, a new province the district (and the nearby
 * places of the old province) — the address, the nearby places and the point on the map.
 */
export function InfoAddressSection({ form, data }: { form: InfoForm; data: HotelEditData }) {
  const { t } = useTranslation('profile');
  const [countryId, provinceId] = form.watch(['countryId', 'provinceId']);
  const provinces = data.provinces.filter((p) => p.countryId === countryId);
  const districts = data.districts.filter((d) => d.provinceId === provinceId);
  const nearby = data.commonLocations.filter((l) => l.provinceId === provinceId);
  const noDistricts = districts.length === 0;

  return (
    <ProfileSection title={t('info.sections.address')} description={t('info.sections.addressHelp')}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <SelectField
          form={form}
          name="countryId"
          label={t('info.country')}
          required
          onValueChange={() =>
            changeFields(form, { provinceId: '', districtId: '', commonLocationIds: [] })
          }
        >
          {data.countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          form={form}
          name="provinceId"
          label={t('info.province')}
          required
          onValueChange={(chosen) =>
            changeFields(form, {
              districtId: '',
              commonLocationIds: form
                .getValues('commonLocationIds')
                .filter((id) =>
                  data.commonLocations.some((l) => l.id === id && l.provinceId === chosen),
                ),
            })
          }
        >
          <option value="">{t('info.choose')}</option>
          {provinces.map((province) => (
            <option key={province.id} value={province.id}>
              {province.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          form={form}
          name="districtId"
          label={t('info.district')}
          helperText={provinceId && noDistricts ? t('info.noDistricts') : undefined}
          disabled={noDistricts}
        >
          <option value="">{provinceId ? t('info.choose') : t('info.chooseProvinceFirst')}</option>
          {districts.map((district) => (
            <option key={district.id} value={district.id}>
              {district.name}
            </option>
          ))}
        </SelectField>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Box gridColumn={{ md: 'span 2' }}>
          <TextField
            form={form}
            name="address"
            label={t('info.address')}
            autoComplete="street-address"
            maxLength={300}
          />
        </Box>
        <TextField
          form={form}
          name="zipCode"
          label={t('info.zipCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
        />
      </SimpleGrid>
      {nearby.length > 0 ? (
        <BoundField
          form={form}
          name="commonLocationIds"
          render={(chosen) => (
            <Fieldset.Root invalid={!!chosen.errors}>
              <Fieldset.Legend fontSize="sm" fontWeight="medium">
                {t('info.commonLocations')}
              </Fieldset.Legend>
              <Fieldset.HelperText>{t('info.commonLocationsHelp')}</Fieldset.HelperText>
              <Flex gap="2" wrap="wrap" mt="1">
                {nearby.map((place) => (
                  <Checkbox.Root
                    key={place.id}
                    checked={chosen.value.includes(place.id)}
                    onCheckedChange={(details) =>
                      chosen.onChange(
                        details.checked === true
                          ? [...chosen.value, place.id]
                          : chosen.value.filter((other) => other !== place.id),
                      )
                    }
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
              {chosen.errors ? (
                <Fieldset.ErrorText>{chosen.errors.join(' ')}</Fieldset.ErrorText>
              ) : null}
            </Fieldset.Root>
          )}
        />
      ) : null}
      <BoundField
        form={form}
        name="location"
        render={(point) => (
          <LocationField
            lat={point.value.lat}
            lng={point.value.lng}
            onChange={(lat, lng) => point.onChange({ lat, lng })}
            errors={point.errors}
            inputRef={point.ref}
          />
        )}
      />
    </ProfileSection>
  );
}
