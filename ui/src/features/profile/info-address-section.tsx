import { Fieldset, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CheckboxItem, toggledIn } from '../../components/checkbox-item';
import { BoundField } from '../../components/form/fields';
import { type FieldSpec, FormFields } from '../../components/form/form-fields';
import { changeFields, type InfoForm, type InfoValues } from './general-info-values';
import { LocationField } from './location-field';
import type { HotelEditData } from './profile-api';
import { ProfileSection } from './profile-section';

const optionsOf = (places: readonly { id: string; name: string }[]) =>
  places.map((place) => ({ value: place.id, text: place.name }));

/**
 * The country, province and district in a cascade (a new country clears the province and
 * district, a new province the district and the nearby places of the old one), the address and
 * its zip code.
 */
const placeFields = (form: InfoForm, data: HotelEditData): FieldSpec<InfoValues>[] => {
  const [countryId, provinceId] = form.watch(['countryId', 'provinceId']);
  const provinces = data.provinces.filter((p) => p.countryId === countryId);
  const districts = data.districts.filter((d) => d.provinceId === provinceId);
  const noDistricts = districts.length === 0;
  return [
    {
      kind: 'row',
      columns: { base: 1, md: 3 },
      fields: [
        {
          kind: 'select',
          name: 'countryId',
          label: 'info.country',
          required: true,
          options: optionsOf(data.countries),
          onValueChange: () =>
            changeFields(form, { provinceId: '', districtId: '', commonLocationIds: [] }),
        },
        {
          kind: 'select',
          name: 'provinceId',
          label: 'info.province',
          required: true,
          emptyOption: 'info.choose',
          options: optionsOf(provinces),
          onValueChange: (chosen) =>
            changeFields(form, {
              districtId: '',
              commonLocationIds: form
                .getValues('commonLocationIds')
                .filter((id) =>
                  data.commonLocations.some((l) => l.id === id && l.provinceId === chosen),
                ),
            }),
        },
        {
          kind: 'select',
          name: 'districtId',
          label: 'info.district',
          helperText: provinceId && noDistricts ? 'info.noDistricts' : undefined,
          disabled: noDistricts,
          emptyOption: provinceId ? 'info.choose' : 'info.chooseProvinceFirst',
          options: optionsOf(districts),
        },
      ],
    },
    {
      kind: 'row',
      columns: { base: 1, md: 3 },
      fields: [
        {
          kind: 'text',
          name: 'address',
          label: 'info.address',
          autoComplete: 'street-address',
          maxLength: 300,
          gridColumn: { md: 'span 2' },
        },
        {
          kind: 'text',
          name: 'zipCode',
          label: 'info.zipCode',
          inputMode: 'numeric',
          autoComplete: 'postal-code',
          maxLength: 6,
        },
      ],
    },
  ];
};

/**
 * Where the property is (settings spec §4): country, province and district in a cascade — a
 * new country clears the province and district, a new province the district (and the nearby
 * places of the old province) — the address, the nearby places and the point on the map.
 */
export function InfoAddressSection({ form, data }: { form: InfoForm; data: HotelEditData }) {
  const { t } = useTranslation('profile');
  const provinceId = form.watch('provinceId');
  const nearby = data.commonLocations.filter((l) => l.provinceId === provinceId);

  return (
    <ProfileSection title={t('info.sections.address')} description={t('info.sections.addressHelp')}>
      <FormFields form={form} t={t} fields={placeFields(form, data)} />
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
                  <CheckboxItem
                    key={place.id}
                    checked={chosen.value.includes(place.id)}
                    onChange={(checked) =>
                      chosen.onChange(toggledIn(chosen.value, place.id, checked))
                    }
                    borderWidth="1px"
                    borderRadius="full"
                    px="3"
                    py="1.5"
                    size="sm"
                    label={place.name}
                    labelProps={{ fontWeight: 'normal' }}
                  />
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
