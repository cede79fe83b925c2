import { type Named, localName } from '@hotel/events/names';
import { useTranslation } from 'react-i18next';

export { type Named, localName };

/** `localName` in the interface's language. */
export function useLocalName(): (item: Named) => string {
  const { i18n } = useTranslation();
  return (item) => localName(item, i18n.language);
}

/** Something with a short code (a room type's calendar code) and, optionally, an English one. */
export interface ShortNamed {
  readonly shortName: string;
  readonly shortNameEn?: string | null | undefined;
}

/** Its short code in the language: the English one in English when it has one ("DBL"). */
export const localShortName = (item: ShortNamed, language: string): string =>
  localName({ name: item.shortName, nameEn: item.shortNameEn }, language);

/** `localShortName` in the interface's language. */
export function useLocalShortName(): (item: ShortNamed) => string {
  const { i18n } = useTranslation();
  return (item) => localShortName(item, i18n.language);
}
