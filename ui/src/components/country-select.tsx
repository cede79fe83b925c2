import { Input, type InputProps } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  countriesIn,
  countryName,
  nationalityName,
  nationalityValue,
} from '@hotel/events/countries';

interface CountrySelectProps extends Omit<InputProps, 'value' | 'onChange' | 'list'> {
  /** What is stored: a country's code ("MN"), or older free text ("Монгол", "Mongolian"). */
  value: string;
  /** What to store for what was typed or picked: a country's code, or the text; '' when empty. */
  onChange: (value: string) => void;
  inputRef?: (element: HTMLInputElement | null) => void;
  /** Show each country's dialling code beside its name in the list. */
  showDialCode?: boolean;
}

/**
 * A country field: typing filters the countries named in the interface's language (the
 * browser's own list under the field, so it works with the keyboard and screen readers);
 * a country picked or typed in either language is stored as its code, other text as typed.
 */
export function CountrySelect({
  value,
  onChange,
  inputRef,
  showDialCode = false,
  ...inputProps
}: CountrySelectProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const listId = useId();
  const [text, setText] = useState(() => nationalityName(value, language));
  const options = useMemo(() => countriesIn(language), [language]);

  // The field names the stored country in the interface's language: again when it changes.
  const [shownLanguage, setShownLanguage] = useState(language);
  if (shownLanguage !== language) {
    setShownLanguage(language);
    setText(nationalityName(value, language));
  }

  // A value set from outside (a guest found by name fills the form) replaces what was typed.
  const shown = (nationalityValue(text) ?? '') === value ? text : nationalityName(value, language);

  return (
    <>
      <Input
        autoComplete="off"
        maxLength={60}
        {...inputProps}
        list={listId}
        value={shown}
        ref={inputRef}
        onChange={(e) => {
          setText(e.target.value);
          onChange(nationalityValue(e.target.value) ?? '');
        }}
      />
      <datalist id={listId}>
        {options.map((country) => (
          <option
            key={country.code}
            value={countryName(country, language)}
            label={showDialCode && country.dialCode ? country.dialCode : undefined}
          />
        ))}
      </datalist>
    </>
  );
}

/** `nationalityName` in the interface's language. */
export function useNationalityName(): (value: string | null | undefined) => string {
  const { i18n } = useTranslation();
  return (value) => nationalityName(value, i18n.language);
}
