import { type Named, localName } from '@hotel/events/names';
import { useTranslation } from 'react-i18next';

export { type Named, localName };

/** `localName` in the interface's language. */
export function useLocalName(): (item: Named) => string {
  const { i18n } = useTranslation();
  return (item) => localName(item, i18n.language);
}
