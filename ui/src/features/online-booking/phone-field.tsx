import { Grid, Input, NativeSelect } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countriesIn, countryName } from '@hotel/events/countries';
import { FormField } from '../../components/form-field';

interface PhoneFieldProps {
  /** The ISO code of the country the number is in ('' while none is chosen). */
  country: string;
  number: string;
  onCountry: (code: string) => void;
  onNumber: (number: string) => void;
  countryErrors?: readonly string[];
  numberErrors?: readonly string[];
  countryRef?: (element: HTMLSelectElement | null) => void;
  numberRef?: (element: HTMLInputElement | null) => void;
}

/**
 * The guest's phone on the public booking page: the country, from the one bilingual country
 * list with each country's dialling code (its name in the page's language, so a letter typed
 * on the closed list jumps to it), and the number as the guest dials it at home. What is sent
 * is `+<code> <number>` (phone.ts).
 */
export function PhoneField({
  country,
  number,
  onCountry,
  onNumber,
  countryErrors,
  numberErrors,
  countryRef,
  numberRef,
}: PhoneFieldProps) {
  const { t, i18n } = useTranslation('online');
  const language = i18n.language;
  const options = useMemo(
    () => countriesIn(language).filter((option) => option.dialCode !== null),
    [language],
  );
  return (
    <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="4">
      <FormField label={t('guest.phoneCountry')} errors={countryErrors} required>
        <NativeSelect.Root>
          <NativeSelect.Field
            ref={countryRef}
            name="phoneCountry"
            autoComplete="tel-country-code"
            value={country}
            onChange={(e) => onCountry(e.target.value)}
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
      <FormField label={t('guest.phone')} errors={numberErrors} required>
        <Input
          ref={numberRef}
          name="phoneNumber"
          type="tel"
          autoComplete="tel-national"
          value={number}
          onChange={(e) => onNumber(e.target.value)}
        />
      </FormField>
    </Grid>
  );
}
