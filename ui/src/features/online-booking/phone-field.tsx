import { Grid, Input, NativeSelect } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countriesIn, countryName } from '@hotel/events/countries';
import { FormField } from '../../components/form-field';
import type { BoundControl } from '../../components/form/fields';

interface PhoneFieldProps {
  /** The ISO code of the country the number is in ('' while none is chosen), bound to its field. */
  country: BoundControl<string>;
  /** The number as typed, bound to its field. */
  number: BoundControl<string>;
}

/**
 * The guest's phone on the public booking page: the country, from the one bilingual country
 * list with each country's dialling code (its name in the page's language, so a letter typed
 * on the closed list jumps to it), and the number as the guest dials it at home. What is sent
 * is `+<code> <number>` (phone.ts).
 */
export function PhoneField({ country, number }: PhoneFieldProps) {
  const { t, i18n } = useTranslation('online');
  const language = i18n.language;
  const options = useMemo(
    () => countriesIn(language).filter((option) => option.dialCode !== null),
    [language],
  );
  return (
    <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="4">
      <FormField label={t('guest.phoneCountry')} errors={country.errors} required>
        <NativeSelect.Root>
          <NativeSelect.Field
            ref={country.ref}
            name="phoneCountry"
            autoComplete="tel-country-code"
            value={country.value}
            onChange={(e) => country.onChange(e.target.value)}
          >
            <option value="">{t('guest.phoneCountryChoose')}</option>
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {`${countryName(option, language)} (${option.dialCode ?? ''})`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t('guest.phone')} errors={number.errors} required>
        <Input
          ref={number.ref}
          name="phoneNumber"
          type="tel"
          autoComplete="tel-national"
          value={number.value}
          onChange={(e) => number.onChange(e.target.value)}
        />
      </FormField>
    </Grid>
  );
}
