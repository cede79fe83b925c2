import { useTranslation } from 'react-i18next';

/** Something named in Mongolian and, optionally, in English (room types). */
export interface Named {
  name: string;
  nameEn?: string | null;
}

/** Its name in the language: the English name in English when it has one, else the name. */
export const localName = (item: Named, language: string): string =>
  language === 'en' && item.nameEn && item.nameEn.trim() ? item.nameEn : item.name;

/** `localName` in the interface's language. */
export function useLocalName(): (item: Named) => string {
  const { i18n } = useTranslation();
  return (item) => localName(item, i18n.language);
}
