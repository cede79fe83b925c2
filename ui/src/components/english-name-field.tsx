import { Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';

interface EnglishNameFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Server messages for `nameEn` (422), shown under it. */
  errors: readonly string[] | undefined;
  inputRef: (element: HTMLInputElement | null) => void;
  /** The longest name the server takes (60 unless said). */
  maxLength?: number;
}

/**
 * The optional English name of something named in Mongolian (settings lists, roles): shown
 * instead of the name when the interface is in English; left empty, the name is shown in both.
 */
export function EnglishNameField({
  value,
  onChange,
  errors,
  inputRef,
  maxLength = 60,
}: EnglishNameFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('englishName.label')}
      errors={errors}
      helperText={t('englishName.help')}
      optionalText={t('englishName.optional')}
    >
      <Input
        name="nameEn"
        autoComplete="off"
        maxLength={maxLength}
        lang="en"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        ref={inputRef}
      />
    </FormField>
  );
}
