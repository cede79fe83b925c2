import dayjs from 'dayjs';
import 'dayjs/locale/mn';
import { i18n } from './i18n';
import { DEFAULT_LANGUAGE, isLanguage } from './locale';

/**
 * dayjs speaks the interface's language (weekday and month names). Imported by the layouts of
 * the pages that format dates with dayjs, so the login page never downloads it.
 */
const follow = (language: string | undefined): void => {
  dayjs.locale(isLanguage(language) ? language : DEFAULT_LANGUAGE);
};

follow(i18n.resolvedLanguage ?? i18n.language);
i18n.on('languageChanged', follow);

export { dayjs };
