import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, isLanguage } from './locale';

type LocaleModule = { default: ResourceKey };

/**
 * Every namespace is fetched with the first screen that needs it; `common` (needed by every
 * screen) is loaded before the first render, in the interface's language only. The
 * `documents` namespace lives in events/ (the e-mailed documents say the same words).
 */
const localeFiles: Record<string, () => Promise<LocaleModule>> = {
  ...import.meta.glob<LocaleModule>('../locales/*/*.json'),
  ...Object.fromEntries(
    Object.entries(
      import.meta.glob<LocaleModule>('../../../events/src/documents/locales/*/*.json'),
    ).map(([path, load]) => [path.replace(/^.*\/locales\//, '../locales/'), load]),
  ),
};

const lazyLocales: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = localeFiles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No locale file ${language}/${namespace}.json`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const applyLanguage = (language: string): void => {
  const lang: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
};

i18n.on('languageChanged', applyLanguage);

/** Starts i18next in the given language with the `common` namespace ready. */
export const initI18n = async (language: Language): Promise<typeof i18n> => {
  if (!i18n.isInitialized) {
    const common = await localeFiles[`../locales/${language}/common.json`]?.();
    await i18n
      .use(lazyLocales)
      .use(initReactI18next)
      .init({
        lng: language,
        supportedLngs: [...LANGUAGES],
        fallbackLng: DEFAULT_LANGUAGE,
        ns: ['common'],
        defaultNS: 'common',
        resources: common ? { [language]: { common: common.default } } : {},
        partialBundledLanguages: true,
        interpolation: { escapeValue: false },
        returnNull: false,
      });
  } else if (i18n.language !== language) {
    await i18n.changeLanguage(language);
  }
  applyLanguage(language);
  return i18n;
};

/** The language of the interface right now (sent to the server as X-Language). */
export const currentLanguage = (): Language =>
  isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

export { i18n };
