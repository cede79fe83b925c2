import { Button, Group } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n';
import {
  LANGUAGES,
  type Language,
  languageFromPath,
  saveLanguageChoice,
  switchLanguagePath,
} from '../lib/locale';

/** Remembers an explicit language choice and loads its translations before the page switches. */
export const chooseLanguage = (language: Language): void => {
  saveLanguageChoice(language);
  if (i18n.language !== language) void i18n.changeLanguage(language);
};

/**
 * mn | en. A real link to the same page under the other prefix; the choice is remembered in
 * the locale cookie, and the translations are loaded before the page switches.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const location = useLocation();
  const current = languageFromPath(location.pathname);

  return (
    <Group attached role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => {
        const active = language === current;
        return (
          <Button
            key={language}
            asChild
            size="xs"
            variant={active ? 'solid' : 'outline'}
            colorPalette={active ? 'brand' : 'gray'}
          >
            <RouterLink
              to={switchLanguagePath(location, language)}
              lang={language}
              hrefLang={language}
              aria-current={active ? 'true' : undefined}
              onClick={() => chooseLanguage(language)}
            >
              {t(`language.${language}`)}
            </RouterLink>
          </Button>
        );
      })}
    </Group>
  );
}

/**
 * mn | en as pressed buttons, for a language chosen on the page rather than the interface's
 * (a document's, a mail's): `label` names the group when given; each button shows
 * `caption(language)`.
 */
export function LanguageChoice({
  label,
  language,
  onChange,
  caption,
  size = 'sm',
}: {
  label?: string;
  language: Language;
  onChange: (language: Language) => void;
  caption: (language: Language) => string;
  size?: 'xs' | 'sm';
}) {
  return (
    <Group attached {...(label ? { role: 'group', 'aria-label': label } : {})}>
      {LANGUAGES.map((lang) => (
        <Button
          key={lang}
          size={size}
          variant={lang === language ? 'solid' : 'outline'}
          aria-pressed={lang === language}
          onClick={() => onChange(lang)}
        >
          {caption(lang)}
        </Button>
      ))}
    </Group>
  );
}
