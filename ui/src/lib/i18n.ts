import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, isLanguage } from './locale';

type LocaleModule = { default: ResourceKey };

/** `common` is needed by every screen: bundled with the app shell. */
const bundled = import.meta.glob<LocaleModule>('../locales/*/common.json', { eager: true });
/** Every other namespace is fetched with the first screen that needs it. */
const lazy = import.meta.glob<LocaleModule>(['../locales/*/*.json', '!../locales/*/common.json']);

const localeFile = /\.\.\/locales\/([^/]+)\/(.+)\.json$/;

const bundledResources = (): Record<string, Record<string, ResourceKey>> => {
  const resources: Record<string, Record<string, ResourceKey>> = {};
  for (const [path, module] of Object.entries(bundled)) {
    const [, language, namespace] = localeFile.exec(path) ?? [];
    if (language && namespace) (resources[language] ??= {})[namespace] = module.default;
  }
  return resources;
};

const lazyLocales: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = lazy[`../locales/${language}/${namespace}.json`];
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
    await i18n
      .use(lazyLocales)
      .use(initReactI18next)
      .init({
        lng: language,
        supportedLngs: [...LANGUAGES],
        fallbackLng: DEFAULT_LANGUAGE,
        ns: ['common'],
        defaultNS: 'common',
        resources: bundledResources(),
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
